import './bbs.css';
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';

// the editor (Tiptap and ProseMirror) is its own chunk: only the register, modify and answer screens load it
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** A form field of rich text (antd Form.Item gives it value and onChange). */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

/** HTML the server cleaned with its allowlist when it was saved (bbs.sanitize.ts); never anything the browser made. */
export function StoredHtml({ html }: { html: string }) {
  return <div className="bbs-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
