import { Button, Checkbox, Form, Input, Radio } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useId } from 'react';
import type { Choice } from './useChoices';
import { requiredMessage } from '../../../../shared/validators';

export interface ChoiceFieldProps {
  /** The form path of the value (['schoolLife', 'lifeDelinquency']). */
  name: NamePath;
  /** The form path of its 기타 text, when the list has an etc choice. */
  etcName?: NamePath;
  label: string;
  choices: Choice[];
  multiple?: boolean;
  /** The values are numbers (a scale such as CGI-S), the codes their digits. */
  numeric?: boolean;
  /** Required when the form is submitted (the caller's rule decides when). */
  rules?: Parameters<typeof Form.Item>[0]['rules'];
  required?: boolean;
}

/**
 * One choice of a case record: radio buttons (single) or checkboxes (multiple) from a list of `caseRecordChoices`,
 * in a fieldset whose legend is the label (screen readers announce the question with each option). When a choice
 * marked `etc` is picked, the 기타 text field appears under it and is required. A single choice can be cleared.
 */
export function ChoiceField({ name, etcName, label, choices, multiple, numeric, rules, required }: ChoiceFieldProps) {
  const id = useId();
  const form = Form.useFormInstance();
  const value = Form.useWatch(name) as string | string[] | undefined;
  const picked = [value ?? []].flat().map(String);
  const etcPicked = choices.some((c) => c.etc && picked.includes(c.code));
  const options = choices.map((c) => ({ value: numeric ? Number(c.code) : c.code, label: c.label }));
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend id={id} style={{ fontSize: 14, marginBottom: 8, border: 0 }}>
        {required && <span aria-hidden style={{ color: '#c41d1d', marginInlineEnd: 4 }}>*</span>}
        {label}
        {multiple && <span style={{ color: '#595959' }}> (여러 개 선택)</span>}
      </legend>
      <Form.Item name={name} rules={rules} style={{ marginBottom: etcPicked || (!multiple && picked.length) ? 8 : 24 }}>
        {multiple ? (
          <Checkbox.Group options={options} style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8 }} />
        ) : (
          <Radio.Group options={options} aria-labelledby={id} style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8 }} />
        )}
      </Form.Item>
      {/* a radio cannot be unticked: an answer given by mistake can be taken back */}
      {!multiple && picked.length > 0 && (
        <Button type="link" size="small" style={{ padding: 0, marginBottom: 16 }} onClick={() => form.setFieldValue(name, undefined)} aria-label={`${label} 선택 지우기`}>
          선택 지우기
        </Button>
      )}
      {etcName && etcPicked && (
        <Form.Item
          name={etcName}
          label={`기타 ${label}`}
          htmlFor={`${id}-etc`}
          rules={[{ required: true, whitespace: true, message: requiredMessage(`기타 ${label}`) }]}
        >
          <Input id={`${id}-etc`} maxLength={200} />
        </Form.Item>
      )}
    </fieldset>
  );
}
