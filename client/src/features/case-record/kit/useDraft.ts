import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Unsaved typing kept in this browser's localStorage, so a dropped connection or a closed tab loses nothing: the
 * form's values are written (debounced) under `svs:draft:<account>:<key>` as the user types, offered back on the next
 * visit with a notice, and removed after a successful save or when the user discards them. Stale drafts (older than
 * DRAFT_DAYS) are dropped on read. Server drafts are the form's own 임시저장 button; typing is never sent on its own.
 */
export const DRAFT_PREFIX = 'svs:draft:';
const DRAFT_DAYS = 7;
const DELAY = 500;

export interface StoredDraft<T> {
  values: T;
  savedAt: string;
}

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined; // private mode or storage disabled: autosave is off, saving still works
  }
};

export function readDraft<T>(key: string): StoredDraft<T> | undefined {
  const raw = storage()?.getItem(DRAFT_PREFIX + key);
  if (!raw) return undefined;
  try {
    const d = JSON.parse(raw) as StoredDraft<T>;
    if (Date.now() - new Date(d.savedAt).getTime() > DRAFT_DAYS * 86_400_000) {
      storage()?.removeItem(DRAFT_PREFIX + key);
      return undefined;
    }
    return d;
  } catch {
    return undefined;
  }
}

export function writeDraft<T>(key: string, values: T): void {
  try {
    storage()?.setItem(DRAFT_PREFIX + key, JSON.stringify({ values, savedAt: new Date().toISOString() } satisfies StoredDraft<T>));
  } catch {
    /* quota exceeded: keep typing, the server save still works */
  }
}

export const clearDraft = (key: string) => storage()?.removeItem(DRAFT_PREFIX + key);

/** Every draft in this browser (for sign-out on a shared computer). */
export function clearAllDrafts(): void {
  const s = storage();
  if (!s) return;
  for (const k of Object.keys(s)) if (k.startsWith(DRAFT_PREFIX)) s.removeItem(k);
}

/**
 * `key` names the record (`interview-evaluation:request:7:GUARDIAN` for a new one, `…:12` for an existing one).
 * `restored` is the draft found on arrival (show the notice while it is set); `onChange` goes to the form's
 * onValuesChange; `clear` after a successful save; `discard` drops the draft and answers the values to reset to.
 */
export function useDraft<T>(key: string | undefined) {
  const [restored] = useState(() => (key ? readDraft<T>(key) : undefined));
  const [notice, setNotice] = useState(!!restored);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = useCallback(
    (values: T) => {
      if (!key) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => writeDraft(key, values), DELAY);
    },
    [key],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    if (key) clearDraft(key);
    setNotice(false);
  }, [key]);
  return { restored, notice, dismiss: () => setNotice(false), onChange, clear };
}
