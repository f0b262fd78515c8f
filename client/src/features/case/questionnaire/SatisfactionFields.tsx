import { Form, Input, Radio, Select, Typography } from 'antd';
import {
  RATING_CHOICES,
  SATISFACTION_DETAIL,
  SATISFACTION_DETAIL_ETC,
  SATISFACTION_IMPROVEMENT,
  SATISFACTION_SECTIONS,
  SATISFACTION_TEXT_MAX,
  SERVICE_KIND_OPTIONS,
} from '../../../shared/satisfaction';

/**
 * The satisfaction assessment's fields (our own wording) for the staff's paper entry: a rating 1–5 per statement
 * (vertical radio buttons), comments and the most helpful service. Lives inside an antd <Form>. The respondent's
 * phone page draws the same questions in plain HTML (client/src/respondent/SatisfactionForm.tsx); both take them,
 * and the body sent (satisfactionInput), from client/src/shared/satisfaction.ts.
 */
export function SatisfactionFields() {
  const detail = Form.useWatch<string | undefined>(SATISFACTION_DETAIL.key);
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
              <Radio.Group options={RATING_CHOICES} style={{ display: 'grid', gap: 8 }} aria-label={r.question} />
            </Form.Item>
          ))}
          {section.comment && (
            <Form.Item name={section.comment.key} label={section.comment.label}>
              <Input.TextArea rows={2} maxLength={SATISFACTION_TEXT_MAX} />
            </Form.Item>
          )}
        </section>
      ))}
      <Form.Item name={SATISFACTION_DETAIL.key} label={SATISFACTION_DETAIL.label}>
        <Select allowClear options={SERVICE_KIND_OPTIONS} placeholder="선택해 주세요" aria-label={SATISFACTION_DETAIL.label} />
      </Form.Item>
      {detail === 'ETC' && (
        <Form.Item name={SATISFACTION_DETAIL_ETC.key} label={SATISFACTION_DETAIL_ETC.label} rules={[{ required: true, message: '내용을 입력해 주세요.' }]}>
          <Input maxLength={SATISFACTION_DETAIL_ETC.max} />
        </Form.Item>
      )}
      <Form.Item name={SATISFACTION_IMPROVEMENT.key} label={SATISFACTION_IMPROVEMENT.label}>
        <Input.TextArea rows={3} maxLength={SATISFACTION_TEXT_MAX} />
      </Form.Item>
    </>
  );
}
