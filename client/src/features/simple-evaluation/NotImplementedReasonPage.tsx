import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Form, Input, Radio, Select, Space, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { LinkButton } from '../../shared/ui/LinkButton';
import { useFeedback } from '../../shared/ui/feedback';
import { errorMessage } from '../../shared/graphqlError';
import { NOT_IMPLEMENTED_REASONS, SE_MESSAGES } from './labels';
import { SetNotImplementedMutation, SimpleEvaluationDetailQuery } from './operations';
import { parseId } from '../../shared/routeParams';

interface Values {
  isNotImplemented: 'Y' | 'N';
  reason?: string;
  reasonEtc?: string;
}

/** /auth/simple-evaluation/not-implemented-reason/{id}: why a student was not screened (or lift it again). */
export default function NotImplementedReasonPage() {
  const id = parseId(useParams().id);
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const { data, error } = useQuery(SimpleEvaluationDetailQuery, { variables: { id: id ?? 0 }, skip: id === undefined, fetchPolicy: 'network-only' });
  const [save, { loading }] = useMutation(SetNotImplementedMutation);
  const [failure, setFailure] = useState<string>();
  const flag = Form.useWatch('isNotImplemented', form);
  const reason = Form.useWatch('reason', form);
  const e = data?.simpleEvaluation;

  const submit = async (v: Values) => {
    setFailure(undefined);
    try {
      await save({
        variables: {
          id: id!,
          input: { isNotImplemented: v.isNotImplemented, reason: v.isNotImplemented === 'Y' ? v.reason : undefined, reasonEtc: v.isNotImplemented === 'Y' ? v.reasonEtc?.trim() || undefined : undefined },
        },
      });
      message.success(SE_MESSAGES.saved);
      navigate(paths.simpleEvaluationDetail(id!));
    } catch (err) {
      setFailure(errorMessage(err, '저장하지 못했습니다.'));
    }
  };

  return (
    <Card title="미실시 사유" extra={id !== undefined && <LinkButton to={paths.simpleEvaluationDetail(id)}>상세</LinkButton>}>
      {(id === undefined || error) && <Alert type="error" showIcon title={error ? errorMessage(error, '간편검사를 불러오지 못했습니다.') : '간편검사를 찾을 수 없습니다.'} />}
      {id !== undefined && !error && !e && <Spin />}
      {e && (
        <Form<Values>
          form={form}
          layout="vertical"
          style={{ maxWidth: 560 }}
          initialValues={{ isNotImplemented: 'Y', reason: e.reason ?? undefined, reasonEtc: e.reasonEtc ?? undefined }}
          onFinish={(v) => void submit(v)}
          aria-label="미실시 사유"
        >
          <p>
            관리번호 <strong>{e.studentCode}</strong> ({e.schoolName ?? e.schoolId})
          </p>
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
          {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} />}
          <Space>
            <Button type="primary" htmlType="submit" loading={loading} disabled={!e.can.update || e.isDone === 'Y'}>
              저장
            </Button>
            <LinkButton to={paths.simpleEvaluationDetail(e.id)}>취소</LinkButton>
          </Space>
        </Form>
      )}
    </Card>
  );
}
