import type { ReactNode } from 'react';

/**
 * A wide table on a narrow screen: the region scrolls sideways and takes keyboard focus (arrow keys scroll it), so
 * a table whose cells hold no link or button stays reachable without a mouse (axe scrollable-region-focusable).
 * Use it instead of antd Table's `scroll.x`, whose scrolling element cannot be given focus.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      {children}
    </div>
  );
}
