import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Card, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { needsVerification, respondentError } from './errors';
import { EvaluationGate, type RespondentEvaluation } from './EvaluationGate';
import { QuestionnaireFormQuery, SubmitRespondentAnswersMutation } from './operations';
import { Questionnaire } from './Questionnaire';
import { clearAnswers, type HeldToken } from './store';
import { RespondentFrame } from './ui';

/** /simple-evaluation/{id}: the questionnaire for the person whose turn it is (Korean, SPEC: items stay Korean). */
export default function QuestionnairePage() {
  const id = Number(useParams().simpleEvaluationId);
  return (
    <RespondentFrame language="ko">
      <EvaluationGate evaluationId={Number.isInteger(id) ? id : 0}>
        {(evaluation, held, lose) => <Answering evaluation={evaluation} held={held} lose={lose} />}
      </EvaluationGate>
    </RespondentFrame>
  );
}

function Answering({ evaluation, held, lose }: { evaluation: RespondentEvaluation; held: HeldToken; lose: () => void }) {
  const navigate = useNavigate();
  const context = { respondentToken: held.respondentToken };
  const form = useQuery(QuestionnaireFormQuery, { variables: { target: evaluation.schoolTargetType }, skip: !evaluation.canAnswer });
  const [submit, submitting] = useMutation(SubmitRespondentAnswersMutation, { context });
  const [failure, setFailure] = useState<string | null>(null);
  const [lost, setLost] = useState(false);
  useEffect(() => {
    if (lost) lose();
  }, [lost, lose]);

  if (evaluation.nextStep === 'DONE') return <Navigate to={paths.publicSimpleEvaluationResult(evaluation.id)} replace />;
  if (!evaluation.canAnswer) return <NotYourTurn evaluation={evaluation} />;
  if (form.error) return <Alert type="error" showIcon role="alert" title="문항을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요." />;
  if (form.loading || !form.data) return <Spin style={{ display: 'block', marginTop: 24 }} />;

  const onSubmit = async (answers: Record<string, number>) => {
    setFailure(null);
    try {
      await submit({ variables: { id: evaluation.id, input: { answers: Object.entries(answers).map(([key, value]) => ({ key, value })) } } });
      clearAnswers(evaluation.id);
      navigate(paths.publicSimpleEvaluationResult(evaluation.id), { replace: true });
    } catch (e) {
      const err = respondentError(e);
      // the answers stay on the phone: after the check the person submits again
      if (needsVerification(err)) return setLost(true);
      if (err.code === 'ALREADY_DONE') {
        clearAnswers(evaluation.id);
        return navigate(paths.publicSimpleEvaluationResult(evaluation.id), { replace: true });
      }
      setFailure(err.message ?? '제출하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    }
  };

  const f = form.data.findForm;
  return (
    <>
      <Questionnaire
        evaluationId={evaluation.id}
        title="마음건강 간편검사"
        description={f.description}
        questions={f.questions}
        submitting={submitting.loading}
        onSubmit={(a) => void onSubmit(a)}
      />
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginTop: 16 }} />}
    </>
  );
}

function NotYourTurn({ evaluation }: { evaluation: RespondentEvaluation }) {
  const text =
    evaluation.nextStep === 'GUARDIAN_CONSENT' || evaluation.nextStep === 'STUDENT_CONSENT'
      ? '동의가 끝난 뒤에 검사에 응답할 수 있어요. 받은 문자의 동의 링크를 먼저 열어 주세요.'
      : evaluation.nextStep === 'REFUSED'
        ? '동의하지 않음으로 처리되어 검사가 진행되지 않습니다.'
        : evaluation.nextStep === 'CANCELLED'
          ? '학교에서 취소한 검사입니다. 자세한 내용은 학교에 문의해 주세요.'
          : '이 검사는 다른 분이 응답하도록 되어 있어요. 문자를 받은 분의 휴대전화에서 열어 주세요.';
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        마음건강 간편검사
      </Typography.Title>
      <Typography.Paragraph style={{ marginBottom: 0 }}>{text}</Typography.Paragraph>
    </Card>
  );
}
