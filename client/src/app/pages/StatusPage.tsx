import type { ReactNode } from 'react';

/**
 * The 404 and service-error pages' body: the status, the message and a way back, centred. Plain markup rather than
 * antd's Result, whose status illustrations would make a good part of the first chunk (both pages are in it: the
 * error boundary needs them before any other chunk loads).
 */
export function StatusPage(props: { status: string; children: ReactNode; action: ReactNode }) {
  return (
    <main style={{ minHeight: '70vh', display: 'grid', placeItems: 'center', padding: 24 }}>
      <div style={{ textAlign: 'center', maxWidth: 560, color: '#595959', fontSize: 14, lineHeight: 1.6 }}>
        <div aria-hidden="true" style={{ fontSize: 56, fontWeight: 700, lineHeight: 1.2, color: '#5b6b82', marginBottom: 16 }}>
          {props.status}
        </div>
        {props.children}
        <div style={{ marginTop: 24 }}>{props.action}</div>
      </div>
    </main>
  );
}
