import { useEffect, useMemo, useState } from 'react';
import { sdqFormOf, type Form, type QuestionnaireKind } from './api';
import { CaseGate, Failed, Thanks, useSubmit, type Answering } from './CaseGate';
import { caseKo } from './caseTexts';
import { usePage } from './context';
import type { ShownQuestion } from './items';
import { Questionnaire } from './Questionnaire';
import { SatisfactionForm } from './SatisfactionForm';
import { Card, Loading, Notice } from './ui';

/**
 * /request/sdq-kr/{id} and /request/satisfaction-assessment/{id}: a case questionnaire by SMS link, in Korean (no
 * language choice, caseTexts.ts). Loaded on its own (React.lazy in App.tsx), so the simple evaluation's pages, opened
 * by every guardian on screening day, carry none of it.
 */
export default function CaseQuestionnairePage({ kind, id }: { kind: QuestionnaireKind; id: number }) {
  return kind === 'sdq-kr' ? (
    <CaseGate kind={kind} id={id} title={caseKo.sdqTitle}>
      {(a) => <SdqKr answering={a} />}
    </CaseGate>
  ) : (
    <CaseGate kind={kind} id={id} title={caseKo.satisfactionTitle}>
      {(a) => <Satisfaction answering={a} />}
    </CaseGate>
  );
}

/**
 * The SDQ-KR of the person's form (student, guardian or teacher) as the administrator loaded it (the licensed wording
 * is never in the code base), one scale at a time, kept on the phone until submitted once.
 */
function SdqKr({ answering }: { answering: Answering }) {
  const { t } = usePage();
  const { questionnaire } = answering;
  const storeKey = `sdq-kr:${questionnaire.id}`;
  const { finished, submitting, failure, submit } = useSubmit('sdq-kr', answering, storeKey);
  const [form, setForm] = useState<Form | null>(null);
  const [formError, setFormError] = useState(false);

  useEffect(() => {
    if (finished) return;
    let live = true;
    sdqFormOf(questionnaire.targetType).then(
      (f) => live && setForm(f),
      () => live && setFormError(true),
    );
    return () => {
      live = false;
    };
  }, [finished, questionnaire.targetType]);

  // the server's Korean as it is: these pages are Korean
  const questions = useMemo<ShownQuestion[]>(
    () => (form?.questions ?? []).map((q) => ({ key: q.key, question: { text: q.question }, examples: q.examples.map((e) => ({ value: e.value, label: { text: e.label } })) })),
    [form],
  );

  if (finished) return <Thanks title={caseKo.sdqTitle} />;
  if (formError) return <Failed title={caseKo.sdqTitle} text={t.formFailed} />;
  if (!form) return <Loading />;
  return (
    <>
      <Questionnaire
        storeKey={storeKey}
        title={caseKo.sdqTitle}
        description={form.description ? { text: form.description } : undefined}
        questions={questions}
        submitting={submitting}
        onSubmit={(a) => void submit(a)}
      />
      {failure && <Notice kind="error">{failure}</Notice>}
    </>
  );
}

/** The satisfaction assessment: the ratings and comments of client/src/shared/satisfaction.ts, submitted once. */
function Satisfaction({ answering }: { answering: Answering }) {
  const storeKey = `satisfaction-assessment:${answering.questionnaire.id}`;
  const { finished, submitting, failure, submit } = useSubmit('satisfaction-assessment', answering, storeKey);
  if (finished) return <Thanks title={caseKo.satisfactionTitle} />;
  return (
    <Card title={caseKo.satisfactionTitle} level={1}>
      <p className="secondary">{caseKo.satisfactionIntro}</p>
      <SatisfactionForm storeKey={storeKey} submitting={submitting} failure={failure} onSubmit={(v) => void submit(v)} />
    </Card>
  );
}
