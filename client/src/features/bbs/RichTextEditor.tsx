import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import './bbs.css';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** The id of the element that names the field (its form label). */
  labelledBy: string;
  invalid?: boolean;
}

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/**
 * The board's rich-text editor (Tiptap, loaded with React.lazy in its own chunk by RichTextField). Its output is the
 * HTML of a few plain elements, which the server cleans again with its allowlist (bbs.sanitize.ts) before storing.
 * The toolbar is a row of real buttons (Tab reaches them; aria-pressed tells whether a style is on); the text area is
 * a multi-line textbox named by the form's label.
 */
export default function RichTextEditor({ value, onChange, labelledBy, invalid }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], isAllowedUri: (url) => SAFE_LINK.test(url) } })],
    content: value ?? '',
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelledBy, class: 'bbs-content' },
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      strike: e?.isActive('strike') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  if (!editor) return null;
  const chain = () => editor.chain().focus();

  // a click on a tool keeps the focus (and the selection) in the text: the text would otherwise take the focus back
  // only on the next animation frame, and what is typed at once after the click was lost. Tab and Enter still reach
  // the tools.
  const tool = (label: string, text: ReactNode, on: boolean | undefined, run: () => void) => (
    <Tooltip title={label}>
      <Button size="small" type={on ? 'primary' : 'default'} aria-label={label} aria-pressed={on} onMouseDown={(e) => e.preventDefault()} onClick={run}>
        {text}
      </Button>
    </Tooltip>
  );

  const setLink = () => {
    const previous = editor.getAttributes('link').href as string | undefined;
    const url = window.prompt('링크 주소 (http:// 또는 https://로 시작)', previous ?? 'https://');
    if (url === null) return;
    if (!url.trim() || url.trim() === 'https://') return void chain().extendMarkRange('link').unsetLink().run();
    if (!SAFE_LINK.test(url.trim())) return void window.alert('http://, https:// 또는 mailto:로 시작하는 주소만 넣을 수 있습니다.');
    chain().extendMarkRange('link').setLink({ href: url.trim() }).run();
  };

  return (
    <div className="bbs-editor" aria-invalid={invalid || undefined}>
      <div className="bbs-editor-toolbar" role="toolbar" aria-label="글자 모양">
        {tool('굵게', <strong>B</strong>, state?.bold, () => chain().toggleBold().run())}
        {tool('기울임', <em>I</em>, state?.italic, () => chain().toggleItalic().run())}
        {tool('밑줄', <u>U</u>, state?.underline, () => chain().toggleUnderline().run())}
        {tool('취소선', <s>S</s>, state?.strike, () => chain().toggleStrike().run())}
        {tool('큰 제목', '큰 제목', state?.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {tool('작은 제목', '작은 제목', state?.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {tool('글머리 목록', '글머리 목록', state?.bullet, () => chain().toggleBulletList().run())}
        {tool('번호 목록', '번호 목록', state?.ordered, () => chain().toggleOrderedList().run())}
        {tool('인용', '인용', state?.quote, () => chain().toggleBlockquote().run())}
        {tool('링크', '링크', state?.link, setLink)}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
