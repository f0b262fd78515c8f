import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Form, Radio, Space, Typography } from 'antd';
import { useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { errorMessage } from '../../../shared/graphqlError';
import { isTarget, isTestType, SDQ_KEYS, sdqStep, TARGET_LABELS, TEST_LABELS, type Target, type TestType } from './labels';
import { CreateSdqKrMutation, SdqKrListQuery, SdqSelfReportQuery, SendSdqKrUrlMutation } from './operations';
import { Problem, RecordsTable, RelationshipFields, SendLinkCard, stepPath, usePaperEntry } from './staff';
import { parseId } from '../../../shared/routeParams';

const ANSWERS = [
  { value: 0, label: '0 전혀 아니다' },
  { value: 1, label: '1 다소 그렇다' },
  { value: 2, label: '2 확실히 그렇다' },
];

/**
 * /auth/case-management/detail/{requestId}/sdq-kr/register/{testType}/{targetType}: the SDQ-KR of one informant,
 * before or after the intervention. Send the link by text (the record is created or reused), or enter a paper
 * questionnaire (item numbers and keys only: the licensed wording is on the paper). The student's own form (the
 * self-report) only for 11–17: otherwise the server's reason instead of both (RequestDetail.sdqSelfReport).
 */
export default function SdqRegisterPage() {
  const params = useParams();
  const requestId = parseId(params.requestId);
  const testType = params.testType?.toUpperCase();
  const targetType = params.targetType?.toUpperCase();
  if (requestId === undefined || !isTestType(testType) || !isTarget(targetType)) return <Problem title="SDQ-KR 검사 등록">주소가 올바르지 않습니다.</Problem>;
  return <Register requestId={requestId} testType={testType} target={targetType} />;
}

function Register({ requestId, testType, target }: { requestId: number; testType: TestType; target: Target }) {
  const title = `SDQ-KR ${TEST_LABELS[testType]} 검사 · ${TARGET_LABELS[target]}`;
  const list = useQuery(SdqKrListQuery, { variables: { requestId, testType, targetType: target }, fetchPolicy: 'network-only' });
  const [send] = useMutation(SendSdqKrUrlMutation);
  // the self-report's age rule, as the server counts it (the send and the paper entry are refused the same way)
  const self = useQuery(SdqSelfReportQuery, { variables: { id: requestId }, skip: target !== 'STUDENT', fetchPolicy: 'network-only' });
  const selfReport = self.data?.request.sdqSelfReport;
  const refused = target === 'STUDENT' && selfReport?.allowed === false;
  const rows = list.data?.sdqKrs.content ?? [];
  const done = rows.some((r) => r.isDone === 'Y');
  const offer = !done && !refused && !(target === 'STUDENT' && self.loading);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={<Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>{title}</Typography.Title>}>
        {list.error && <Alert type="error" showIcon title={errorMessage(list.error, '기록을 불러오지 못했습니다.')} style={{ marginBottom: 12 }} />}
        <RecordsTable rows={rows} loading={list.loading} detailPath={(id) => paths.caseSubPage(requestId, `sdq-kr/detail/${id}`)} />
      </Card>
      {refused && <Alert type="warning" showIcon title="학생용(자기보고)은 이 학생에게 실시할 수 없습니다." description={selfReport?.message} />}
      {offer && (
        <SendLinkCard
          target={target}
          send={async (v) => (await send({ variables: { input: { requestId, testType, targetType: target, ...v } } })).data!.sendSdqKrUrl.message}
          onSent={() => void list.refetch()}
        />
      )}
      {offer && rows.length === 0 && <PaperEntry requestId={requestId} testType={testType} target={target} />}
    </Space>
  );
}

/** 종이 설문 입력: every item's answer 0–2 (an unanswered item is left out and pro-rated by the scoring). */
function PaperEntry({ requestId, testType, target }: { requestId: number; testType: TestType; target: Target }) {
  const [form] = Form.useForm();
  const [create, creating] = useMutation(CreateSdqKrMutation);
  const { problem, submit } = usePaperEntry(stepPath(requestId, sdqStep(testType)));
  const onFinish = (v: Record<string, unknown>) => {
    const answers = Object.fromEntries(SDQ_KEYS.filter((k) => typeof v[k] === 'number').map((k) => [k, v[k] as number]));
    return submit(() =>
      create({
        variables: {
          input: { requestId, testType, targetType: target, relationship: v.relationship as string | undefined, relationshipEtc: v.relationshipEtc as string | undefined, isDone: 'Y', ...answers },
        },
      }),
    );
  };
  return (
    <Card title="종이 설문 입력" size="small">
      <Typography.Paragraph type="secondary">
        종이 설문지의 문항 번호와 같은 순서입니다. 답하지 않은 문항은 비워 두세요 (척도마다 3문항 이상 답했으면 환산합니다).
      </Typography.Paragraph>
      <Form form={form} name="paper" layout="vertical" onFinish={(v) => void onFinish(v)}>
        <RelationshipFields target={target} required={target === 'GUARDIAN'} />
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', columnGap: 24 }}>
          {SDQ_KEYS.map((key, i) => (
            <Form.Item key={key} name={key} label={`${i + 1}번 (${key})`}>
              <Radio.Group options={ANSWERS} aria-label={`${i + 1}번 (${key})`} />
            </Form.Item>
          ))}
        </div>
        {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 12 }} />}
        <Button type="primary" htmlType="submit" loading={creating.loading}>
          입력 완료
        </Button>
      </Form>
    </Card>
  );
}
