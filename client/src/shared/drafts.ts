/**
 * Unsaved form typing kept in this browser (localStorage, `svs:draft:<key>`, the key naming the account and the record): written by the case-record
 * form kit as the user types, read back on the next visit, dropped after DRAFT_DAYS, after a save, and all of them
 * on an explicit sign-out (a shared computer keeps no one's notes about a child).
 */
export const DRAFT_PREFIX = 'svs:draft:';
const DRAFT_DAYS = 7;

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

