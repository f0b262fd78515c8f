import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Form, Space, Typography } from 'antd';
import { useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { errorMessage } from '../../../shared/graphqlError';
import { isTarget, SATISFACTION_STEP, TARGET_LABELS, type Target } from './labels';
import { CreateSatisfactionMutation, SatisfactionListQuery, SendSatisfactionUrlMutation } from './operations';
import { satisfactionInput } from '../../../shared/satisfaction';
import { SatisfactionFields } from './SatisfactionFields';
import { Problem, RecordsTable, RelationshipFields, SendLinkCard, stepPath, usePaperEntry } from './staff';
import { parseId } from '../../../shared/routeParams';

/**
 * /auth/case-management/detail/{requestId}/satisfaction-assessment/register/{targetType}: send the link by text, or
 * enter a paper assessment.
 */
export default function SatisfactionRegisterPage() {
  const params = useParams();
  const requestId = parseId(params.requestId);
  const target = params.targetType?.toUpperCase();
  if (requestId === undefined || !isTarget(target)) return <Problem title="만족도 평가 등록">주소가 올바르지 않습니다.</Problem>;
  return <Register requestId={requestId} target={target} />;
}

function Register({ requestId, target }: { requestId: number; target: Target }) {
  const list = useQuery(SatisfactionListQuery, { variables: { requestId, targetType: target }, fetchPolicy: 'network-only' });
  const [send] = useMutation(SendSatisfactionUrlMutation);
  const rows = list.data?.satisfactionAssessments.content ?? [];
  const done = rows.some((r) => r.isDone === 'Y');
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={<Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>{`만족도 평가 · ${TARGET_LABELS[target]}`}</Typography.Title>}>
        {list.error && <Alert type="error" showIcon title={errorMessage(list.error, '기록을 불러오지 못했습니다.')} style={{ marginBottom: 12 }} />}
        <RecordsTable rows={rows} loading={list.loading} detailPath={(id) => paths.caseSubPage(requestId, `satisfaction-assessment/detail/${id}`)} />
      </Card>
      {!done && (
        <SendLinkCard
          target={target}
          send={async (v) => (await send({ variables: { input: { requestId, targetType: target, ...v } } })).data!.sendSatisfactionAssessmentUrl.message}
          onSent={() => void list.refetch()}
        />
      )}
      {!done && rows.length === 0 && <PaperEntry requestId={requestId} target={target} />}
    </Space>
  );
}

function PaperEntry({ requestId, target }: { requestId: number; target: Target }) {
  const [form] = Form.useForm();
  const [create, creating] = useMutation(CreateSatisfactionMutation);
  const { problem, submit } = usePaperEntry(stepPath(requestId, SATISFACTION_STEP));
  const onFinish = (v: Record<string, unknown>) => submit(() => create({ variables: { input: { requestId, targetType: target, isDone: 'Y', ...satisfactionInput(v) } } }));
  return (
    <Card title="종이 평가지 입력" size="small">
      <Form form={form} name="paper" layout="vertical" onFinish={(v) => void onFinish(v)} scrollToFirstError>
        <RelationshipFields target={target} required={target === 'GUARDIAN'} />
        <SatisfactionFields />
        {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 12 }} />}
        <Button type="primary" htmlType="submit" loading={creating.loading}>
          입력 완료
        </Button>
      </Form>
    </Card>
  );
}
