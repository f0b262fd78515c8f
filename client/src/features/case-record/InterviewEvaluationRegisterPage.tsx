import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Card, Descriptions, Spin } from 'antd';
import { useParams } from 'react-router';
import { useSession } from '../../app/session';
import { LinkButton } from '../../shared/ui/LinkButton';
import { useFeedback } from '../organization/common/feedback';
import { errorMessage } from '../organization/common/graphqlError';
import { InterviewEvaluationForm } from './InterviewEvaluationForm';
import { useSaveReturn } from './kit';
import { INTERVIEW_STEP, isTargetType, TARGET_LABELS } from './labels';
import { CreateInterviewEvaluationMutation, RecordCaseQuery } from './operations';

const parseId = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined);

/** /auth/case-management/detail/{requestId}/interview-evaluation/register/{targetType}: a new interview evaluation. */
export default function InterviewEvaluationRegisterPage() {
  const params = useParams();
  const requestId = parseId(params.requestId);
  const targetType = params.targetType;
  const { user } = useSession();
  const { message } = useFeedback();
  const back = useSaveReturn(requestId ?? 0, INTERVIEW_STEP.step, INTERVIEW_STEP.item);
  const [create] = useMutation(CreateInterviewEvaluationMutation);
  const kase = useQuery(RecordCaseQuery, { variables: { id: requestId ?? 0 }, skip: requestId === undefined });

  if (requestId === undefined || !isTargetType(targetType))
    return (
      <Card title="면담평가 등록">
        <Alert type="error" showIcon title="사례 또는 면담 대상을 찾을 수 없습니다." />
      </Card>
    );

  const title = `면담평가 등록: ${TARGET_LABELS[targetType]}`;
  if (kase.error) return <Card title={title}><Alert type="error" showIcon title={errorMessage(kase.error, '사례를 찾을 수 없습니다.')} /></Card>;
  const c = kase.data?.request;
  if (!c) return <Card title={title}><Spin description="불러오는 중입니다" /></Card>;
  // a case takes records while it runs (the server answers 409 CASE_NOT_OPEN otherwise): say so before any typing
  if (c.status !== 'COMPLETED')
    return (
      <Card title={title} extra={<LinkButton to={back.back}>사례로 돌아가기</LinkButton>}>
        <Alert type="warning" showIcon title={`${c.statusName} 상태의 사례에는 기록을 저장할 수 없습니다.`} />
      </Card>
    );

  const save = async (isDone: 'N' | 'Y', input: Record<string, unknown>) => {
    const res = await create({ variables: { input: { ...input, requestId, interviewTargetType: targetType, isDone } } });
    message.success(res.data?.createInterviewEvaluation.message ?? '저장 되었습니다.');
    back.done();
  };

  return (
    <Card title={title} extra={!back.isPopup && <LinkButton to={back.back}>사례로 돌아가기</LinkButton>}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'student', label: '학생', children: c.requestTarget.name },
          { key: 'school', label: '학교', children: c.schoolName ?? '-' },
          { key: 'target', label: '면담 대상', children: TARGET_LABELS[targetType] },
        ]}
      />
      <InterviewEvaluationForm
        draftKey={`interview-evaluation:${user?.accountId ?? 0}:new:${requestId}:${targetType}`}
        initialValues={{}}
        save={save}
      />
    </Card>
  );
}
