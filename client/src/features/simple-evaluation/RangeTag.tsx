import { Tag } from 'antd';
import { WarningFilled } from '@ant-design/icons';
import type { ScoreRange } from '../../gql/graphql';
import { RANGE_COLORS, RANGE_LABELS } from './labels';

/** A range with colour AND its name (colour alone tells nothing to someone who cannot see it). */
export function RangeTag({ range, name }: { range: ScoreRange | null | undefined; name?: string | null }) {
  if (!range) return <span>-</span>;
  return (
    <Tag color={RANGE_COLORS[range]} data-range={range} style={{ fontWeight: range === 'GENERAL' ? undefined : 600 }}>
      {name || RANGE_LABELS[range]}
    </Tag>
  );
}

/** The marker of a crisis answer: red, with its name (never colour alone). */
export function CrisisTag() {
  return (
    <Tag color="red" icon={<WarningFilled aria-hidden />} style={{ fontWeight: 700 }} data-crisis="Y">
      위기
    </Tag>
  );
}

/**
 * A finished evaluation's concern as the list shows it: the crisis marker first, then the total's range, and when a
 * category is higher than the total, that too — so a student at risk is never shown as a plain 일반군.
 */
export function ConcernTags({
  row,
}: {
  row: { crisis: boolean; totalRange?: ScoreRange | null; totalRangeName?: string | null; topRange?: ScoreRange | null; topRangeName?: string | null };
}) {
  const higher = !row.crisis && row.topRange && row.totalRange && row.topRange !== row.totalRange;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {row.crisis && <CrisisTag />}
      <RangeTag range={row.totalRange} name={row.totalRangeName} />
      {higher && <Tag color={RANGE_COLORS[row.topRange!]}>영역 {row.topRangeName}</Tag>}
    </span>
  );
}
