import { Button, Col, Form, Input, InputNumber, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { ChoiceField } from './ChoiceField';
import type { RecordSection } from './RecordSections';
import type { Choice } from './useChoices';
import { requiredMessage } from '../../../../shared/validators';

/** A form's layout as the server serves it (Query.caseRecordForm). */
export interface FormField {
  name: string;
  label: string;
  kind: string;
  list?: string | null;
  etcName?: string | null;
  required: boolean;
  /** Text: the most characters; int: the bounds (server defaults when absent). */
  min?: number | null;
  max?: number | null;
}
export interface FormSectionDef {
  key: string;
  label: string;
  rows: boolean;
  fields: FormField[];
}

export type RecordValues = Record<string, unknown>;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && !v.length);
const wide = (f: FormField) => f.kind === 'long' || f.kind === 'multi' || f.kind === 'choice' || (f.kind === 'int' && !!f.list);
const isChoice = (f: FormField) => f.kind === 'choice' || f.kind === 'multi' || (f.kind === 'int' && !!f.list);

/**
 * The sections of a server-described form as RecordSections: each field by its kind (text, long, date, int, choice,
 * multi), with the server's checks and messages. `submitting()` says whether the save under way is a submission,
 * when the required fields must be there (a draft may be partial).
 */
export function recordSections(sections: FormSectionDef[], lists: Map<string, Choice[]>, submitting: () => boolean): RecordSection[] {
  const rulesOf = (f: FormField): Rule[] => [
    ...(f.required
      ? [{ validator: (_: unknown, v: unknown) => (submitting() && empty(v) ? Promise.reject(new Error(requiredMessage(f.label, isChoice(f) ? '선택' : '입력'))) : Promise.resolve()) }]
      : []),
    ...(f.kind === 'date' ? [{ pattern: DATE, message: `${f.label} 형식이 맞지 않습니다.` }] : []),
  ];
  const field = (f: FormField, path: (string | number)[], idPrefix: string) => {
    const id = `${idPrefix}-${f.name}`;
    const span = wide(f) ? 24 : 12;
    if (isChoice(f))
      return (
        <Col xs={24} md={span} key={f.name}>
          <ChoiceField
            name={[...path, f.name]}
            etcName={f.etcName ? [...path, f.etcName] : undefined}
            label={f.label}
            choices={lists.get(f.list ?? '') ?? []}
            multiple={f.kind === 'multi'}
            numeric={f.kind === 'int'}
            required={f.required}
            rules={rulesOf(f)}
          />
        </Col>
      );
    const control =
      f.kind === 'long' ? (
        <Input.TextArea id={id} autoSize={{ minRows: 2, maxRows: 8 }} maxLength={f.max ?? 4000} showCount={!!f.max && f.max > 1000} />
      ) : f.kind === 'int' ? (
        <InputNumber id={id} min={f.min ?? 0} max={f.max ?? 999} precision={0} style={{ width: '100%' }} />
      ) : f.kind === 'date' ? (
        <Input id={id} type="date" />
      ) : (
        <Input id={id} maxLength={f.max ?? 200} />
      );
    return (
      <Col xs={24} md={span} key={f.name}>
        <Form.Item name={[...path, f.name]} label={f.label} htmlFor={id} required={f.required} rules={rulesOf(f)}>
          {control}
        </Form.Item>
      </Col>
    );
  };

  return sections.map((s, i) => ({
    id: s.key || `part${i}`,
    title: s.label,
    content: s.rows ? (
      <Form.List name={s.key}>
        {(rows, { add, remove }) => (
          <>
            {rows.map((row, n) => (
              <fieldset key={row.key} style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: '12px 16px', marginBottom: 12 }}>
                <legend style={{ fontSize: 14, width: 'auto', padding: '0 4px', border: 0, margin: 0 }}>
                  {s.label} {n + 1}
                </legend>
                <Row gutter={16}>{s.fields.map((f) => field(f, [row.name], `${s.key}-${row.key}`))}</Row>
                <Button danger onClick={() => remove(row.name)} aria-label={`${s.label} ${n + 1} 삭제`}>
                  삭제
                </Button>
              </fieldset>
            ))}
            <Button onClick={() => add({})}>{s.label} 추가</Button>
          </>
        )}
      </Form.List>
    ) : (
      <Row gutter={16}>{s.fields.map((f) => field(f, s.key ? [s.key] : [], s.key || 'main'))}</Row>
    ),
  }));
}

const clean = (v: unknown) => (empty(v) ? undefined : typeof v === 'string' ? v.trim() : v);

function pickFields(values: RecordValues | undefined, fields: FormField[]): RecordValues | undefined {
  if (!values) return undefined;
  const out: RecordValues = {};
  for (const f of fields)
    for (const name of [f.name, f.etcName]) {
      const v = name ? clean(values[name]) : undefined;
      if (name && v !== undefined) out[name] = v;
    }
  return Object.keys(out).length ? out : undefined;
}

/**
 * The form's values as the server's input: only the form's own fields (never __typename or anything else a loaded
 * record carries), nested by section, with empty answers left out.
 */
export function recordInput(values: RecordValues, sections: FormSectionDef[]): RecordValues {
  const out: RecordValues = {};
  for (const s of sections) {
    if (!s.key) Object.assign(out, pickFields(values, s.fields));
    else if (s.rows) out[s.key] = ((values[s.key] as RecordValues[] | undefined) ?? []).map((r) => pickFields(r, s.fields)).filter(Boolean);
    else out[s.key] = pickFields(values[s.key] as RecordValues | undefined, s.fields) ?? null;
  }
  return out;
}
