import { Tag } from 'antd';
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
