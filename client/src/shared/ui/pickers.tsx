import { useQuery } from '@apollo/client/react';
import { Select, type SelectProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { SCHOOL_TYPE_LABELS } from '../labels';
import { CenterPickerQuery, EducationOfficeListQuery, SchoolPickerQuery, SggListQuery, SidoListQuery } from './pickerOperations';

type PickerProps<V> = Omit<SelectProps<V>, 'options' | 'loading'>;

/** 시도 names by code, for showing a code the server returns. */
export function useSidoNames(): Record<string, string> {
  const { data } = useQuery(SidoListQuery);
  return useMemo(() => Object.fromEntries((data?.locals ?? []).map((l) => [l.code, l.name])), [data]);
}

/** 시도 (locals searchType SD). */
export function SidoSelect(props: PickerProps<string>) {
  const { data, loading } = useQuery(SidoListQuery);
  const options = useMemo(() => (data?.locals ?? []).map((l) => ({ value: l.code, label: l.name })), [data]);
  return <Select placeholder="시도 선택" allowClear showSearch={{ optionFilterProp: 'label' }} {...props} loading={loading} options={options} />;
}

/** 시군구 of one 시도 (locals searchType SGG); empty until a 시도 is chosen. */
export function SggSelect({ sdCode, extraOptions, ...props }: PickerProps<string | string[]> & { sdCode?: string; extraOptions?: { code: string; name: string }[] }) {
  const { data, loading } = useQuery(SggListQuery, { variables: { sdCode: sdCode ?? '' }, skip: !sdCode });
  const options = useMemo(() => {
    const rows = [...(sdCode ? (data?.locals ?? []) : [])];
    for (const extra of extraOptions ?? []) if (!rows.some((r) => r.code === extra.code)) rows.push(extra);
    return rows.map((l) => ({ value: l.code, label: l.name }));
  }, [data, sdCode, extraOptions]);
  return (
    <Select
      placeholder={sdCode ? '시군구 선택' : '시도를 먼저 선택해주세요'}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      {...props}
      loading={loading}
      options={options}
    />
  );
}

/** 교육청, optionally only those of one 시도. */
export function EducationOfficeSelect({ sdCode, ...props }: PickerProps<string> & { sdCode?: string }) {
  const { data, loading } = useQuery(EducationOfficeListQuery);
  const options = useMemo(
    () => (data?.educationOffices ?? []).filter((o) => !sdCode || o.sdCode === sdCode).map((o) => ({ value: o.id, label: o.name })),
    [data, sdCode],
  );
  return <Select placeholder="교육청 선택" showSearch={{ optionFilterProp: 'label' }} {...props} loading={loading} options={options} />;
}

/** The education office of a 시도 (each 시도 has one), to prefill the 교육청 field. */
export function useOfficeOfSido() {
  const { data } = useQuery(EducationOfficeListQuery);
  return (sdCode: string | undefined) => (sdCode ? data?.educationOffices.find((o) => o.sdCode === sdCode)?.id : undefined);
}

function useDebounced<T>(value: T, ms = 300): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

export interface SchoolOption {
  id: string;
  name: string;
}

/**
 * School picker with server-side search by name or school ID (schoolSearch). Labels of chosen schools are
 * remembered, so a value keeps its name when the search moves on. Works single or mode="multiple".
 */
export function SchoolSelect<V extends string | string[]>({
  sdCode,
  initialOptions,
  ...props
}: PickerProps<V> & { sdCode?: string; initialOptions?: SchoolOption[] }) {
  const [search, setSearch] = useState('');
  const keyword = useDebounced(search.trim());
  const { data, loading } = useQuery(SchoolPickerQuery, { variables: { keyword: keyword || undefined, sdCode, size: 20 } });
  const known = useRef(new Map<string, string>());
  for (const o of initialOptions ?? []) known.current.set(o.id, o.name);
  const found = data?.schoolSearch.content ?? [];
  for (const s of found) known.current.set(s.id, s.name);

  const selected = (Array.isArray(props.value) ? props.value : props.value ? [props.value] : []) as string[];
  const options = [
    ...found.map((s) => ({ value: s.id, label: `${s.name} (${SCHOOL_TYPE_LABELS[s.type]}, ${s.id})` })),
    ...selected.filter((id) => !found.some((s) => s.id === id)).map((id) => ({ value: id, label: known.current.get(id) ?? id })),
  ];
  return (
    <Select<V>
      placeholder="학교명 또는 학교 ID로 검색"
      allowClear
      {...props}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={loading}
      options={options}
      notFoundContent={loading ? '검색 중…' : '검색 결과가 없습니다'}
    />
  );
}

/** Centers the signed-in user may see (centers query, menu 00013). */
export function CenterSelect(props: PickerProps<number> & { sdCode?: string }) {
  const { sdCode, ...rest } = props;
  const { data, loading } = useQuery(CenterPickerQuery, { variables: { sdCode } });
  const options = useMemo(() => (data?.centers.content ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.code})` })), [data]);
  return <Select placeholder="센터 선택" showSearch={{ optionFilterProp: 'label' }} {...rest} loading={loading} options={options} />;
}

/** 시군구 names of one 시도 by code. */
export function useSggNames(sdCode: string | undefined): Record<string, string> {
  const { data } = useQuery(SggListQuery, { variables: { sdCode: sdCode ?? '' }, skip: !sdCode });
  return useMemo(() => Object.fromEntries((data?.locals ?? []).map((l) => [l.code, l.name])), [data]);
}

/** The 시도 of an education office. */
export function useSidoOfOffice() {
  const { data } = useQuery(EducationOfficeListQuery);
  return (officeId: string | undefined) => (officeId ? data?.educationOffices.find((o) => o.id === officeId)?.sdCode : undefined);
}
