import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { CaseRecordChoicesQuery } from './operations';

export interface Choice {
  code: string;
  label: string;
  etc: boolean;
}

/** The case records' choice lists by name (one request, cached for the session). */
export function useChoices() {
  const { data, loading, error } = useQuery(CaseRecordChoicesQuery, { fetchPolicy: 'cache-first' });
  const lists = useMemo(() => new Map<string, Choice[]>((data?.caseRecordChoices ?? []).map((l) => [l.name, l.choices])), [data]);
  return { lists, loading, error };
}

/** The label of a code (or the code itself when the list does not know it). */
export const labelOf = (list: Choice[] | undefined, code: string) => list?.find((c) => c.code === code)?.label ?? code;
