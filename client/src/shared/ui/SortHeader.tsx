import { ArrowDownOutlined, ArrowUpOutlined, SwapOutlined } from '@ant-design/icons';
import type { SortItem } from '../sort';

/**
 * A column title that sorts on click (SPEC §4: none → 오름차순 → 내림차순 → 해제, several columns at once). It is a
 * real button, so the keyboard reaches it; the order number shows which sort applies first.
 */
export function SortHeader({ title, field, sorts, onToggle }: { title: string; field: string; sorts: SortItem[]; onToggle(field: string): void }) {
  const i = sorts.findIndex((s) => s.field === field);
  const dir = i >= 0 ? sorts[i].direction : undefined;
  const state = dir === 'asc' ? '오름차순' : dir === 'desc' ? '내림차순' : '정렬 안 함';
  return (
    <button
      type="button"
      className="se-sort-header"
      onClick={() => onToggle(field)}
      aria-label={`${title}: ${state}${i >= 0 && sorts.length > 1 ? `, ${i + 1}순위` : ''}. 눌러서 정렬 바꾸기`}
      style={{ background: 'none', border: 0, padding: 0, font: 'inherit', color: 'inherit', cursor: 'pointer', display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 600 }}
    >
      {title}
      {dir === 'asc' ? <ArrowUpOutlined aria-hidden /> : dir === 'desc' ? <ArrowDownOutlined aria-hidden /> : <SwapOutlined rotate={90} aria-hidden style={{ color: '#666666' }} />}
      {i >= 0 && sorts.length > 1 && (
        <span aria-hidden style={{ fontSize: 11 }}>
          {i + 1}
        </span>
      )}
    </button>
  );
}

/** aria-sort on the header cell, for screen readers (only the first sort is "the" sort of the table). */
export const ariaSort = (sorts: SortItem[], field: string): 'ascending' | 'descending' | undefined => {
  const s = sorts.find((x) => x.field === field);
  return s ? (s.direction === 'asc' ? 'ascending' : 'descending') : undefined;
};
