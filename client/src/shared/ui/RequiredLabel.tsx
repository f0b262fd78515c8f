import type { ReactNode } from 'react';

/**
 * A required field's label with the mark antd gives a `required` Form.Item, for the fields that cannot take `required`:
 * a checkbox group (antd would put aria-required on its div, which axe refuses on role="group"). The mark is hidden from
 * screen readers like antd's; the words "(필수)" are read instead.
 */
export function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    <span>
      <span aria-hidden style={{ color: '#c41d1d', marginInlineEnd: 4, fontFamily: 'SimSun, sans-serif' }}>
        *
      </span>
      {children}
      <span className="svs-visually-hidden"> (필수)</span>
    </span>
  );
}
