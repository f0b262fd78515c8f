import { useMutation } from '@apollo/client/react';
import { Alert, Form, Input, Radio, Select } from 'antd';
import { EvaluationEditPage } from './EvaluationEditPage';
import { NOT_IMPLEMENTED_REASONS } from './labels';
import { SetNotImplementedMutation } from './operations';

interface Values {
  isNotImplemented: 'Y' | 'N';
  reason?: string;
  reasonEtc?: string;
}

/** /auth/simple-evaluation/not-implemented-reason/{id}: why a student was not screened (or lift it again). */
export default function NotImplementedReasonPage() {
  const [form] = Form.useForm<Values>();
  const [save, { loading }] = useMutation(SetNotImplementedMutation);
  const flag = Form.useWatch('isNotImplemented', form);
  const reason = Form.useWatch('reason', form);

  const store = (id: number, v: Values) =>
    save({
      variables: {
        id,
        input: { isNotImplemented: v.isNotImplemented, reason: v.isNotImplemented === 'Y' ? v.reason : undefined, reasonEtc: v.isNotImplemented === 'Y' ? v.reasonEtc?.trim() || undefined : undefined },
      },
    });

  return (
    <EvaluationEditPage<Values>
      title="미실시 사유"
      maxWidth={560}
      form={form}
      initialValues={(e) => ({ isNotImplemented: 'Y', reason: e.reason ?? undefined, reasonEtc: e.reasonEtc ?? undefined })}
      save={store}
      saving={loading}
      locked={(e) => e.isDone === 'Y'}
    >
      {(e) => (
        <>
          {e.isDone === 'Y' && <Alert type="info" showIcon title="이미 응답을 마친 검사는 미실시로 바꿀 수 없습니다." style={{ marginBottom: 16 }} />}
          <Form.Item label="미실시 여부" name="isNotImplemented">
            <Radio.Group
              options={[
                { value: 'Y', label: '미실시' },
                { value: 'N', label: '미실시 해제' },
              ]}
            />
          </Form.Item>
          {flag === 'Y' && (
            <>
              <Form.Item label="사유" name="reason" htmlFor="se-ni-reason" rules={[{ required: true, message: '사유를 선택해주세요.' }]}>
                <Select id="se-ni-reason" options={NOT_IMPLEMENTED_REASONS.map((r) => ({ value: r, label: r }))} placeholder="선택" />
              </Form.Item>
              <Form.Item
                label={reason === '기타' ? '기타 사유' : '자세한 사유 (선택)'}
                name="reasonEtc"
                htmlFor="se-ni-etc"
                rules={reason === '기타' ? [{ required: true, whitespace: true, message: '기타 사유를 입력해주세요.' }] : []}
              >
                <Input.TextArea id="se-ni-etc" maxLength={500} rows={3} showCount />
              </Form.Item>
            </>
          )}
        </>
      )}
    </EvaluationEditPage>
  );
}
