import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Checkbox, Form, Input, Radio, Space, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { LinkButton } from '../../shared/ui/LinkButton';
import { joinChoices, splitChoices } from '../../shared/validators';
import { useFeedback } from '../../shared/ui/feedback';
import { errorMessage } from '../../shared/graphqlError';
import { LINKAGE_INSTITUTIONS, SE_MESSAGES } from './labels';
import { SetAfterManagementMutation, SimpleEvaluationDetailQuery } from './operations';
import { parseId } from '../../shared/routeParams';

interface Values {
  linkageYn: 'Y' | 'N';
  institutionLinkage?: string[];
  institutionLinkageEtc?: string;
  reason?: string;
}

/** /auth/simple-evaluation/after-management/{id}: linkage to institutions after the screening. */
export default function AfterManagementPage() {
  const id = parseId(useParams().id);
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const { data, error } = useQuery(SimpleEvaluationDetailQuery, { variables: { id: id ?? 0 }, skip: id === undefined, fetchPolicy: 'network-only' });
  const [save, { loading }] = useMutation(SetAfterManagementMutation);
  const [failure, setFailure] = useState<string>();
  const linkage = Form.useWatch('linkageYn', form);
  const institutions = Form.useWatch('institutionLinkage', form) ?? [];
  const e = data?.simpleEvaluation;

  const submit = async (v: Values) => {
    setFailure(undefined);
    const yes = v.linkageYn === 'Y';
    try {
      await save({
        variables: {
          id: id!,
          input: {
            linkageYn: v.linkageYn,
            institutionLinkage: yes ? joinChoices(v.institutionLinkage) || undefined : undefined,
            institutionLinkageEtc: yes && v.institutionLinkage?.includes('기타') ? v.institutionLinkageEtc?.trim() || undefined : undefined,
            reason: v.reason?.trim() || undefined,
          },
        },
      });
      message.success(SE_MESSAGES.saved);
      navigate(paths.simpleEvaluationDetail(id!));
    } catch (err) {
      setFailure(errorMessage(err, '저장하지 못했습니다.'));
    }
  };

  return (
    <Card title="사후관리" extra={id !== undefined && <LinkButton to={paths.simpleEvaluationDetail(id)}>상세</LinkButton>}>
      {(id === undefined || error) && <Alert type="error" showIcon title={error ? errorMessage(error, '간편검사를 불러오지 못했습니다.') : '간편검사를 찾을 수 없습니다.'} />}
      {id !== undefined && !error && !e && <Spin />}
      {e && (
        <Form<Values>
          form={form}
          layout="vertical"
          style={{ maxWidth: 640 }}
          initialValues={{
            linkageYn: e.linkageYn === 'Y' ? 'Y' : 'N',
            institutionLinkage: splitChoices(e.institutionLinkage),
            institutionLinkageEtc: e.institutionLinkageEtc ?? undefined,
            reason: e.afterManagementReason ?? undefined,
          }}
          onFinish={(v) => void submit(v)}
          aria-label="사후관리"
        >
          <p>
            관리번호 <strong>{e.studentCode}</strong> ({e.schoolName ?? e.schoolId})
          </p>
          <Form.Item label="기관 연계" name="linkageYn">
            <Radio.Group
              options={[
                { value: 'Y', label: '연계함' },
                { value: 'N', label: '연계 안 함' },
              ]}
            />
          </Form.Item>
          {linkage === 'Y' && (
            <>
              {/* a validator, not `required`: antd would put aria-required on the group's div, which axe refuses there */}
              <Form.Item
                label="연계 기관"
                name="institutionLinkage"
                rules={[{ validator: (_r, v: unknown) => (Array.isArray(v) && v.length ? Promise.resolve() : Promise.reject(new Error('연계 기관을 선택해주세요.'))) }]}
              >
                <Checkbox.Group role="group" aria-label="연계 기관" options={LINKAGE_INSTITUTIONS.map((v) => ({ value: v, label: v }))} />
              </Form.Item>
              {institutions.includes('기타') && (
                <Form.Item label="기타 연계 기관" name="institutionLinkageEtc" htmlFor="se-am-etc" rules={[{ required: true, whitespace: true, message: '기타 연계 기관을 입력해주세요.' }]}>
                  <Input id="se-am-etc" maxLength={500} />
                </Form.Item>
              )}
            </>
          )}
          <Form.Item label="사유·내용" name="reason" htmlFor="se-am-reason">
            <Input.TextArea id="se-am-reason" maxLength={1000} rows={4} showCount />
          </Form.Item>
          {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} />}
          <Space>
            <Button type="primary" htmlType="submit" loading={loading} disabled={!e.can.update}>
              저장
            </Button>
            <LinkButton to={paths.simpleEvaluationDetail(e.id)}>취소</LinkButton>
          </Space>
        </Form>
      )}
    </Card>
  );
}
