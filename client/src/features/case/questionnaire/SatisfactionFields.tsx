import { Form, Input, Radio, Select, Typography } from 'antd';
import { RATING_LABELS, SATISFACTION_SECTIONS, SERVICE_KIND_OPTIONS } from './labels';

const ratingOptions = RATING_LABELS.map((label, i) => ({ value: i + 1, label: `${i + 1} ${label}` }));

/**
 * The satisfaction assessment's fields (our own wording), for the respondent's phone page and the staff's paper
 * entry alike: a rating 1–5 per statement (vertical radio buttons, large enough to tap), comments and the most
 * helpful service. Lives inside an antd <Form>.
 */
export function SatisfactionFields() {
  const detail = Form.useWatch<string | undefined>('servicePerformanceDetail');
  return (
    <>
      {SATISFACTION_SECTIONS.map((section) => (
        <section key={section.title} aria-label={section.title} style={{ marginBottom: 16 }}>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            {section.title}
          </Typography.Title>
          {section.ratings.map((r) => (
            <Form.Item
              key={r.key}
              name={r.key}
              label={r.question}
              rules={r.required ? [{ required: true, message: '하나를 골라 주세요.' }] : []}
            >
              <Radio.Group options={ratingOptions} style={{ display: 'grid', gap: 8 }} aria-label={r.question} />
            </Form.Item>
          ))}
          {section.comment && (
            <Form.Item name={section.comment.key} label={section.comment.label}>
              <Input.TextArea rows={2} maxLength={1000} />
            </Form.Item>
          )}
        </section>
      ))}
      <Form.Item name="servicePerformanceDetail" label="가장 도움이 된 서비스">
        <Select allowClear options={SERVICE_KIND_OPTIONS} placeholder="선택해 주세요" aria-label="가장 도움이 된 서비스" />
      </Form.Item>
      {detail === 'ETC' && (
        <Form.Item name="servicePerformanceDetailEtc" label="가장 도움이 된 서비스 (기타)" rules={[{ required: true, message: '내용을 입력해 주세요.' }]}>
          <Input maxLength={100} />
        </Form.Item>
      )}
      <Form.Item name="serviceImprovementPoints" label="더 나아졌으면 하는 점">
        <Input.TextArea rows={3} maxLength={1000} />
      </Form.Item>
    </>
  );
}

/** The form's values as the server's input: empty strings and unset fields left out. */
export function satisfactionInput(values: Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(values)) {
    if (typeof v === 'number') out[k] = v;
    else if (typeof v === 'string' && v.trim()) out[k] = v.trim();
  }
  return out;
}
