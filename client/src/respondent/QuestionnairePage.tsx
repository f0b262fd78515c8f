import { useEffect, useState } from 'react';
import { asRespondentError, describeError, needsVerification, submitAnswers, type Evaluation } from './api';
import { usePage } from './context';
import { EvaluationGate, Failed } from './EvaluationGate';
import { showForm } from './items';
import { Questionnaire } from './Questionnaire';
import { clearAnswers, type HeldToken } from './store';
import { Card, Notice } from './ui';

/** /simple-evaluation/{id}: the questionnaire for the person whose turn it is, in the page's language. */
export function QuestionnairePage({ evaluationId }: { evaluationId: number }) {
  return <EvaluationGate evaluationId={evaluationId}>{(evaluation, held, lose) => <Answering evaluation={evaluation} held={held} lose={lose} />}</EvaluationGate>;
}

function Answering({ evaluation, held, lose }: { evaluation: Evaluation; held: HeldToken; lose: () => void }) {
  const { t, lang, navigate } = usePage();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const resultPath = `/simple-evaluation/result/${evaluation.id}`;
  const done = evaluation.nextStep === 'DONE';

  useEffect(() => {
    if (done) navigate(resultPath, { replace: true });
  }, [done, navigate, resultPath]);

  if (done) return null;
  if (!evaluation.canAnswer) return <NotYourTurn evaluation={evaluation} />;
  const form = evaluation.form;
  if (!form) return <Failed text={t.formFailed} />;

  const onSubmit = async (answers: Record<string, number>) => {
    setFailure(null);
    setSubmitting(true);
    try {
      await submitAnswers(evaluation.id, answers, held.respondentToken);
      clearAnswers(evaluation.id);
      navigate(resultPath, { replace: true });
    } catch (e) {
      // the answers stay on the phone: after the check the person submits again
      if (needsVerification(e)) return lose();
      if (asRespondentError(e).code === 'ALREADY_DONE') {
        clearAnswers(evaluation.id);
        return navigate(resultPath, { replace: true });
      }
      setFailure(e);
    } finally {
      setSubmitting(false);
    }
  };

  const shown = showForm(form, evaluation.schoolTargetType, t);
  const failureText = failure ? (lang === 'ko' ? asRespondentError(failure).message || t.submitFailed : describeError(failure, t, false)) : null;
  return (
    <>
      <Questionnaire storeKey={evaluation.id} title={t.evalTitle} description={shown.description} questions={shown.questions} submitting={submitting} onSubmit={(a) => void onSubmit(a)} />
      {failureText && <Notice kind="error">{failureText}</Notice>}
    </>
  );
}

function NotYourTurn({ evaluation }: { evaluation: Evaluation }) {
  const { t } = usePage();
  const s = evaluation.nextStep;
  const text =
    s === 'GUARDIAN_CONSENT' || s === 'STUDENT_CONSENT'
      ? t.notYourTurn.consent
      : s === 'REFUSED'
        ? t.notYourTurn.refused
        : s === 'CANCELLED'
          ? t.notYourTurn.cancelled
          : t.notYourTurn.other;
  return (
    <Card title={t.evalTitle} level={1}>
      <p>{text}</p>
    </Card>
  );
}
