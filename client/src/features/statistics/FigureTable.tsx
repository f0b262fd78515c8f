import type { CSSProperties } from 'react';
import { ScrollRegion } from '../../shared/ui/ScrollRegion';

export interface FigureColumn<R> {
  key: string;
  title: string;
  value(row: R): number;
}

const cell: CSSProperties = { border: '1px solid #d9d9d9', padding: '6px 10px' };
const head: CSSProperties = { ...cell, background: '#fafafa', fontWeight: 600, textAlign: 'center' };
const num: CSSProperties = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' };

/**
 * The figures of a chart as a real table (caption, column and row headers), beside or below the chart: screen
 * readers and keyboard users read the numbers here, and everybody can check what a bar stands for.
 */
export function FigureTable<R>({ caption, rowHeader, rowName, columns, rows, total }: {
  caption: string;
  /** The first column's header (항목, 월, 지역). */
  rowHeader: string;
  rowName(row: R): string;
  columns: FigureColumn<R>[];
  rows: R[];
  /** A last row summing each column. */
  total?: boolean;
}) {
  const fmt = (n: number) => n.toLocaleString('ko-KR');
  return (
    <ScrollRegion label={`${caption} 표`}>
      <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, padding: '0 0 6px', color: '#262626' }}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" style={head}>
              {rowHeader}
            </th>
            {columns.map((c) => (
              <th key={c.key} scope="col" style={head}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={`${rowName(r)}-${i}`}>
              <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
                {rowName(r)}
              </th>
              {columns.map((c) => (
                <td key={c.key} style={num}>
                  {fmt(c.value(r))}
                </td>
              ))}
            </tr>
          ))}
          {total && (
            <tr>
              <th scope="row" style={{ ...cell, textAlign: 'left', background: '#fafafa' }}>
                합계
              </th>
              {columns.map((c) => (
                <td key={c.key} style={{ ...num, background: '#fafafa', fontWeight: 600 }}>
                  {fmt(rows.reduce((a, r) => a + c.value(r), 0))}
                </td>
              ))}
            </tr>
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
