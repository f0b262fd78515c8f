import { useEffect, useRef, useState } from 'react';
import { asRespondentError, describeError, needsVerification, submitAnswers, withdrawConsent, type Evaluation } from './api';
import { usePage } from './context';
import { EvaluationGate, Failed } from './EvaluationGate';
import { showForm } from './items';
import { Questionnaire } from './Questionnaire';
import { clearAnswers, type HeldToken } from './store';
import { studentKo } from './texts';
import { Card, Dialog, Notice } from './ui';

/** /simple-evaluation/{id}: the questionnaire for the person whose turn it is, in the page's language. */
export function QuestionnairePage({ evaluationId }: { evaluationId: number }) {
  return <EvaluationGate evaluationId={evaluationId}>{(evaluation, held, lose) => <Answering evaluation={evaluation} held={held} lose={lose} />}</EvaluationGate>;
}

function Answering({ evaluation, held, lose }: { evaluation: Evaluation; held: HeldToken; lose: () => void }) {
  const { t, lang, navigate } = usePage();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [withdrawn, setWithdrawn] = useState(false);
  const resultPath = `/simple-evaluation/result/${evaluation.id}`;
  const done = evaluation.nextStep === 'DONE';

  useEffect(() => {
    if (done) navigate(resultPath, { replace: true });
  }, [done, navigate, resultPath]);

  if (done) return null;
  if (withdrawn) return <Withdrawn student={evaluation.respondent === 'STUDENT'} />;
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
      <Withdraw
        evaluation={evaluation}
        held={held}
        lose={lose}
        busy={submitting}
        onDone={() => {
          clearAnswers(evaluation.id);
          setWithdrawn(true);
        }}
      />
    </>
  );
}

/** The withdrawal's words: a student's are the student's (their consent page is Korean), a guardian's in the page's language. */
function useWithdrawTexts(student: boolean) {
  const { t, lang } = usePage();
  return { w: student ? studentKo.withdraw : t.withdraw, cancel: student ? studentKo.cancel : t.cancel, lang: student && lang !== 'ko' ? 'ko' : undefined };
}

/**
 * Taking the consent back before the answers are submitted (PUT svs-c/simple-evaluation/withdrawal/{agreeId}), asked
 * in a dialog first: the person who answers gave that consent (canAnswer), so it is theirs to withdraw.
 */
function Withdraw({ evaluation, held, lose, busy, onDone }: { evaluation: Evaluation; held: HeldToken; lose: () => void; busy: boolean; onDone: () => void }) {
  const { t, lang } = usePage();
  const { w, cancel, lang: own } = useWithdrawTexts(evaluation.respondent === 'STUDENT');
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const withdraw = async () => {
    setFailure(null);
    setSending(true);
    try {
      await withdrawConsent(held.agreeId, held.respondentToken);
      setAsking(false);
      onDone();
    } catch (e) {
      setAsking(false);
      setSending(false);
      if (needsVerification(e)) lose();
      else setFailure(describeError(e, t, lang === 'ko'));
    }
  };
  return (
    <section className="card withdraw" aria-label={w.button} lang={own}>
      <button type="button" className="button block" disabled={busy || sending} onClick={() => setAsking(true)}>
        {w.button}
      </button>
      <p className="secondary">{w.later}</p>
      {failure && <Notice kind="error">{failure}</Notice>}
      {asking && (
        <Dialog title={w.confirmTitle} ok={w.confirmOk} cancel={cancel} danger busy={sending} onOk={() => void withdraw()} onCancel={() => setAsking(false)}>
          <p>{w.confirmBody}</p>
        </Dialog>
      )}
    </section>
  );
}

/** After a withdrawal: said plainly, the focus on it (the button that opened the dialog is gone). */
function Withdrawn({ student }: { student: boolean }) {
  const { w, lang } = useWithdrawTexts(student);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card" aria-labelledby="withdrawn-title" lang={lang}>
      <h1 id="withdrawn-title" ref={heading} tabIndex={-1}>
        {w.doneTitle}
      </h1>
      <Notice kind="success">{w.done}</Notice>
    </section>
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
