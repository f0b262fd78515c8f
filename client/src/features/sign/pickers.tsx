import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { rest } from '../../app/api';

/** Public look-ups of the sign-up page (svs-c, client-credentials token). */
export interface LocalItem {
  code: string;
  name: string;
}
export interface SchoolSummary {
  id: string;
  name: string;
  type: string;
  address?: string | null;
  sdCode: string;
  sggCode: string;
}
export interface CenterSummary {
  id: number;
  name: string;
  sdCode: string;
}
interface Page<T> {
  content: T[];
  totalElements: number;
  totalCapped: boolean;
}

export const SCHOOL_TYPE_NAMES: Record<string, string> = {
  ELEMENTARY: '초등학교',
  MIDDLE: '중학교',
  HIGH: '고등학교',
  SPECIAL: '특수학교',
  OTHER: '기타',
};

export const fetchSidos = () => rest<LocalItem[]>('GET', 'svs-c/local', { query: { searchType: 'SD' } });
export const searchSchools = (keyword: string, sdCode?: string, page = 1) =>
  rest<Page<SchoolSummary>>('GET', 'svs-c/school', { query: { keyword, sdCode, page } });
export const searchCenters = (keyword: string, sdCode?: string) =>
  rest<Page<CenterSummary>>('GET', 'svs-c/center', { query: { keyword, sdCode } });

/** 시도 list, loaded once. */
export function useSidos() {
  const [sidos, setSidos] = useState<LocalItem[]>([]);
  useEffect(() => {
    let live = true;
    fetchSidos()
      .then((l) => live && setSidos(l))
      .catch(() => live && setSidos([]));
    return () => {
      live = false;
    };
  }, []);
  return sidos;
}

interface PickerProps<V> {
  id?: string;
  value?: V;
  onChange?: (v: V | undefined) => void;
  sdCode?: string;
  placeholder?: string;
  'aria-label'?: string;
}

/** Debounced remote search in a Select. */
function useRemoteOptions<T>(search: (keyword: string) => Promise<T[]>, deps: unknown[]) {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const seq = useRef(0);
  const run = (keyword: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const mine = ++seq.current;
      setLoading(true);
      search(keyword)
        .then((r) => mine === seq.current && setItems(r))
        .catch(() => mine === seq.current && setItems([]))
        .finally(() => mine === seq.current && setLoading(false));
    }, 250);
  };
  useEffect(() => {
    run('');
    return () => clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return { items, loading, run };
}

/** A Select that searches the server as one types, narrowed by 시도 when one is chosen. */
function SearchPicker<V extends string | number, T>({ search, option, hint, ...props }: PickerProps<V> & { search: (keyword: string, sdCode?: string) => Promise<Page<T>>; option: (item: T) => { value: V; label: string }; hint: string }) {
  const { items, loading, run } = useRemoteOptions((k) => search(k, props.sdCode).then((p) => p.content), [props.sdCode]);
  return (
    <Select<V>
      id={props.id}
      aria-label={props['aria-label']}
      value={props.value}
      onChange={(v) => props.onChange?.(v)}
      showSearch={{ filterOption: false, onSearch: run }}
      allowClear
      loading={loading}
      placeholder={props.placeholder ?? hint}
      notFoundContent={loading ? '검색 중입니다' : '검색 결과가 없습니다'}
      options={items.map(option)}
    />
  );
}

/** School search (name), narrowed by 시도 when one is chosen. */
export function SchoolPicker(props: PickerProps<string>) {
  return (
    <SearchPicker<string, SchoolSummary>
      {...props}
      search={searchSchools}
      hint="학교 이름으로 검색"
      option={(s) => ({ value: s.id, label: `${s.name} (${SCHOOL_TYPE_NAMES[s.type] ?? s.type}${s.address ? ' · ' + s.address : ''})` })}
    />
  );
}

/** Center search (name). */
export function CenterPicker(props: PickerProps<number>) {
  return <SearchPicker<number, CenterSummary> {...props} search={searchCenters} hint="센터 이름으로 검색" option={(c) => ({ value: c.id, label: c.name })} />;
}

/** 시도 select. */
export function SidoSelect(props: PickerProps<string> & { sidos: LocalItem[]; allowClear?: boolean }) {
  return (
    <Select<string>
      id={props.id}
      aria-label={props['aria-label']}
      value={props.value}
      onChange={(v) => props.onChange?.(v)}
      allowClear={props.allowClear}
      placeholder={props.placeholder ?? '시도 선택'}
      options={props.sidos.map((s) => ({ value: s.code, label: s.name }))}
    />
  );
}
