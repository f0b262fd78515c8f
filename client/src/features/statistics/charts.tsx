import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, LabelList, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * Charts of the statistics screens, drawn with recharts: a maintained React chart library built on SVG and React
 * components (React 19 supported since 3.x), small enough to ride in these screens' chunk (this module is loaded with
 * React.lazy, so neither the first load nor the tables wait for it), styled by props rather than its own theme,
 * so it sits in antd pages without a second design system. @ant-design/charts (G2) would have been several times
 * its size. Every chart is drawn from the same rows as the table beside it; the SVG is hidden from assistive
 * technology (role img with a label that points to the table), and series differ by fill pattern and legend text
 * as well as colour.
 */

/** Colours from the theme that keep 4.5:1 on white (theme.ts: primary, green-7 and orange-7 darkened). */
const COLOURS = ['#1a5fd0', '#237804', '#ad4e00'];
const AXIS_TEXT = '#595959';
const LABEL_TEXT = '#262626';

export interface ChartSeries {
  key: string;
  name: string;
}

export interface BarFigureProps {
  /** What the chart shows, read by screen readers with a pointer to the table. */
  label: string;
  rows: Record<string, string | number>[];
  /** The row field naming each bar group (월, 지역, 항목). */
  category: string;
  series: ChartSeries[];
  /** Horizontal bars: every category name stays readable on a narrow screen; columns only for a time axis. */
  horizontal?: boolean;
}

/** Solid, striped, dotted: the second and third series are told apart without colour. */
function Patterns({ prefix }: { prefix: string }) {
  return (
    <defs>
      <pattern id={`${prefix}-1`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" fill={COLOURS[1]} />
        <line x1="0" y1="0" x2="0" y2="6" stroke="#ffffff" strokeWidth="2" />
      </pattern>
      <pattern id={`${prefix}-2`} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" fill={COLOURS[2]} />
        <circle cx="3" cy="3" r="1.2" fill="#ffffff" />
      </pattern>
    </defs>
  );
}

export default function BarFigure({ label, rows, category, series, horizontal }: BarFigureProps) {
  const prefix = `pat${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const fill = (i: number) => (i === 0 ? COLOURS[0] : `url(#${prefix}-${i})`);
  const single = series.length === 1;
  const height = horizontal ? Math.max(160, rows.length * (single ? 30 : 44) + 60) : 300;
  const tick = { fill: AXIS_TEXT, fontSize: 12 };
  return (
    <div role="img" aria-label={`${label} 차트. 같은 수치를 아래 표에서 볼 수 있습니다.`} style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height }}>
        <BarChart data={rows} layout={horizontal ? 'vertical' : 'horizontal'} margin={{ top: 20, right: 32, left: 0, bottom: 0 }} accessibilityLayer={false}>
          <Patterns prefix={prefix} />
          <CartesianGrid strokeDasharray="3 3" stroke="#e0e0e0" />
          {horizontal ? (
            <>
              <XAxis type="number" allowDecimals={false} tick={tick} />
              <YAxis type="category" dataKey={category} width={110} tick={tick} interval={0} />
            </>
          ) : (
            <>
              {/* a time axis: on a narrow screen recharts leaves out labels that would overlap (the table has all) */}
              <XAxis dataKey={category} tick={tick} interval="preserveStartEnd" />
              <YAxis allowDecimals={false} tick={tick} width={40} />
            </>
          )}
          <Tooltip />
          {!single && <Legend itemSorter={null} formatter={(value: string) => <span style={{ color: LABEL_TEXT }}>{value}</span>} />}
          {series.map((s, i) => (
            <Bar key={s.key} dataKey={s.key} name={s.name} fill={fill(i)} stroke={COLOURS[i]} isAnimationActive={false}>
              {single && <LabelList dataKey={s.key} position={horizontal ? 'right' : 'top'} fill={LABEL_TEXT} fontSize={12} />}
            </Bar>
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
