import { useEffect, useState } from 'react';
import { needsVerification } from './api';

/**
 * What a phone page loads with the respondent token it holds: the answer, or the refusal to show; a token that lapsed
 * (or is no longer good) calls `lose`, which sends the person back to the phone check. `load` runs again when `key`
 * changes (the record and the token it is read with).
 */
export function useHeldLoad<T>(load: () => Promise<T>, lose: () => void, key: string): { value: T | null; error: unknown } {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (v) => live && setValue(v),
      (e: unknown) => {
        if (!live) return;
        if (needsVerification(e)) lose();
        else setError(e ?? 'UNKNOWN');
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what `load` reads
  }, [key, lose]);
  return { value, error };
}
