import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { usePage } from './context';
import { LANGUAGES } from './texts';

/** 한국어 · English · 简体中文 · Tiếng Việt, each named in its own language (and marked so for screen readers). */
export function LanguageSwitcher() {
  const { t, lang, setLang } = usePage();
  if (!setLang) return null;
  return (
    <nav className="languages" aria-label={t.languageLabel}>
      {LANGUAGES.map((l) => (
        <button key={l.code} type="button" lang={l.code} className="lang" aria-pressed={lang === l.code} onClick={() => setLang(l.code)}>
          {l.label}
        </button>
      ))}
    </nav>
  );
}

/** A card of the page, with its heading (level 1 for the page's first, 2 below it). */
export function Card(props: { title?: ReactNode; level?: 1 | 2; id?: string; className?: string; children?: ReactNode }) {
  const auto = useId();
  const id = props.id ?? auto;
  const H = props.level === 1 ? 'h1' : 'h2';
  return (
    <section className={`card${props.className ? ' ' + props.className : ''}`} aria-labelledby={props.title ? id : undefined}>
      {props.title && <H id={id}>{props.title}</H>}
      {props.children}
    </section>
  );
}

/** A message box: error (role alert), info and success (role status). */
export function Notice(props: { kind: 'error' | 'info' | 'success' | 'warning'; id?: string; children: ReactNode }) {
  const role = props.kind === 'error' || props.kind === 'warning' ? 'alert' : 'status';
  return (
    <p className={`notice ${props.kind}`} role={role} id={props.id}>
      {props.children}
    </p>
  );
}

export function Loading() {
  const { t } = usePage();
  return (
    <p className="loading" role="status">
      {t.loading}
    </p>
  );
}

/**
 * A modal dialog for a confirmation: labelled by its title, the focus on its first button while open and kept inside,
 * Escape closes it, and the focus goes back to what opened it.
 */
export function Dialog(props: { title: string; children: ReactNode; ok: string; cancel: string; danger?: boolean; busy?: boolean; onOk: () => void; onCancel: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { onCancel, busy } = props;
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLButtonElement>('button')?.focus();
    return () => opener?.focus?.();
  }, []);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape' && !busy) onCancel();
    if (e.key !== 'Tab') return;
    const buttons = [...(box.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    if (!buttons.length) return;
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
  return (
    <div className="backdrop">
      <div ref={box} className="dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <h2 id={titleId}>{props.title}</h2>
        {props.children}
        <div className="row">
          <button type="button" className="button" onClick={props.onCancel} disabled={props.busy}>
            {props.cancel}
          </button>
          <button type="button" className={`button ${props.danger ? 'danger' : 'primary'}`} onClick={props.onOk} disabled={props.busy} aria-busy={props.busy || undefined}>
            {props.ok}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * A button that downloads a PDF the server makes (a consent copy, a result report), with what the file holds under
 * it (aria-describedby) and the failure in the page's words.
 */
export function DownloadButton(props: { label: string; note: string; download: () => Promise<void>; onTokenLost?: (e: unknown) => boolean }) {
  const { t } = usePage();
  const noteId = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await props.download();
    } catch (e) {
      if (!props.onTokenLost?.(e)) setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="download">
      <button type="button" className="button block" disabled={busy} aria-busy={busy || undefined} aria-describedby={noteId} onClick={() => void run()}>
        {props.label}
      </button>
      <p id={noteId} className="secondary">
        {props.note}
      </p>
      {failed && <Notice kind="error">{t.documents.failed}</Notice>}
    </div>
  );
}
