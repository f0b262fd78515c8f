import type { MouseEvent } from 'react';

/**
 * A table's onRow: a click anywhere on the row opens its record (the link in the row stays the keyboard's way in);
 * links, buttons, inputs and checkboxes in the row keep their own clicks.
 */
export const rowOpens = (open: () => void) => ({
  onClick: (ev: MouseEvent) => {
    if ((ev.target as HTMLElement).closest('a, button, input, label, .ant-checkbox-wrapper, .ant-table-selection-column')) return;
    open();
  },
  style: { cursor: 'pointer' },
});
