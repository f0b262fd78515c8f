import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, readDraft, writeDraft } from '../../../../shared/drafts';

export { clearAllDrafts, DRAFT_PREFIX } from '../../../../shared/drafts';

/**
 * Unsaved typing kept in this browser's localStorage, so a dropped connection or a closed tab loses nothing: the
 * form's values are written (debounced) under `svs:draft:<key>` as the user types, offered back on the next
 * visit with a notice, and removed after a successful save or when the user discards them. Stale drafts (older than
 * DRAFT_DAYS) are dropped on read, and signing out drops them all (shared/drafts.ts). Server drafts are the form's
 * own 임시저장 button; typing is never sent on its own.
 */
const DELAY = 500;

/**
 * `key` names the account and the record (`interview-evaluation:<accountId>:new:7:GUARDIAN` for a new one,
 * `interview-evaluation:<accountId>:12` for an existing one). `restored` is the draft found on arrival, `notice`
 * whether to say so (`dismiss` hides it); `onChange` goes to the form's onValuesChange; `clear` after a successful save
 * or when the user discards the draft.
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
