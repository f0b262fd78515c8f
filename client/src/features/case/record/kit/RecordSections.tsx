import { Col, Grid, Row, Typography } from 'antd';
import type { MouseEvent, ReactNode } from 'react';

export interface RecordSection {
  id: string;
  title: string;
  content: ReactNode;
}

const headingId = (id: string) => `sec-${id}`;

/**
 * A long form in sections with a table of contents: plain links (Tab and Enter) that scroll to the section and move
 * focus to its heading. Beside the form on a wide screen (sticky), above it on a narrow one, folded into a
 * <details> so the form starts on the first screen.
 */
export function RecordSections({ sections, label = '양식 목차' }: { sections: RecordSection[]; label?: string }) {
  const wide = Grid.useBreakpoint().lg;
  const go = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    e.preventDefault();
    const h = document.getElementById(headingId(id));
    h?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    h?.focus({ preventScroll: true });
  };
  const links = (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: wide ? 'column' : 'row', flexWrap: 'wrap', gap: wide ? 4 : '4px 16px' }}>
      {sections.map((s) => (
        <li key={s.id}>
          <a href={`#${headingId(s.id)}`} onClick={(e) => go(e, s.id)}>
            {s.title}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} lg={5}>
        <nav aria-label={label} style={wide ? { position: 'sticky', top: 16 } : undefined}>
          {wide ? (
            <>
              <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
                {label}
              </Typography.Text>
              {links}
            </>
          ) : (
            <details>
              <summary style={{ cursor: 'pointer', fontWeight: 600, padding: '4px 0' }}>{label}</summary>
              <div style={{ paddingTop: 8 }}>{links}</div>
            </details>
          )}
        </nav>
      </Col>
      <Col xs={24} lg={19}>
        {sections.map((s) => (
          <section key={s.id} aria-labelledby={headingId(s.id)} style={{ marginBottom: 24 }}>
            <Typography.Title level={2} id={headingId(s.id)} tabIndex={-1} style={{ fontSize: 17, marginBottom: 12, scrollMarginTop: 16 }}>
              {s.title}
            </Typography.Title>
            {s.content}
          </section>
        ))}
      </Col>
    </Row>
  );
}
