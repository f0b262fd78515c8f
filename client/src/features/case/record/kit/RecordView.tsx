import { Descriptions, Empty } from 'antd';
import type { FormSectionDef, RecordValues } from './RecordFields';
import { RecordSections } from './RecordSections';
import { labelOf, type Choice } from './useChoices';

type Field = FormSectionDef['fields'][number];

function shown(f: Field, values: RecordValues | undefined, lists: Map<string, Choice[]>): string {
  const v = values?.[f.name];
  if (v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length)) return '-';
  const list = lists.get(f.list ?? '');
  const text = Array.isArray(v) ? v.map((c: string) => labelOf(list, c)).join(', ') : f.list ? labelOf(list, String(v)) : String(v);
  const etc = f.etcName ? values?.[f.etcName] : undefined;
  return etc ? `${text} (${String(etc)})` : text;
}

/** A saved record, read only, in the form's sections (choice codes shown by their labels, 기타 with its text). */
export function RecordView({ sections, values, lists, label }: { sections: FormSectionDef[]; values: RecordValues; lists: Map<string, Choice[]>; label: string }) {
  const group = (fields: Field[], v: RecordValues | undefined) => (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      items={fields.map((f) => ({ key: f.name, label: f.label, span: f.kind === 'long' ? { xs: 1, md: 2 } : 1, children: <span style={{ whiteSpace: 'pre-wrap' }}>{shown(f, v, lists)}</span> }))}
    />
  );
  return (
    <RecordSections
      label={label}
      sections={sections.map((s, i) => {
        const v = s.key ? values[s.key] : values;
        return {
          id: s.key || `part${i}`,
          title: s.label,
          content: s.rows ? (
            (v as RecordValues[] | undefined)?.length ? (
              (v as RecordValues[]).map((row, n) => (
                <div key={n} style={{ marginBottom: 12 }}>
                  {group(s.fields, row)}
                </div>
              ))
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="입력한 내용이 없습니다." />
            )
          ) : (
            group(s.fields, v as RecordValues | undefined)
          ),
        };
      })}
    />
  );
}
