import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  asRespondentError,
  checkQuestionnaireCode,
  describeError,
  needsVerification,
  questionnaireOf,
  requestQuestionnaireCode,
  submitQuestionnaire,
  type CaseQuestionnaire,
  type QuestionnaireKind,
} from './api';
import { caseKo } from './caseTexts';
import { usePage } from './context';
import { PhoneCheck } from './PhoneCheck';
import { clearAnswers, forgetQuestionnaireToken, keepQuestionnaireToken, questionnaireToken, type HeldQuestionnaireToken } from './store';
import { Card, Loading, Notice } from './ui';
import { useHeldLoad } from './useHeldLoad';

export interface Answering {
  questionnaire: CaseQuestionnaire;
  held: HeldQuestionnaireToken;
  /** The respondent token was refused: forget it and check the phone again (what was typed stays on the phone). */
  lose: () => void;
}

interface Props {
  kind: QuestionnaireKind;
  id: number;
  title: string;
  children: (answering: Answering) => ReactNode;
}

/**
 * The phone pages of a case questionnaire's link (/request/sdq-kr/{id}, /request/satisfaction-assessment/{id}): with
 * the respondent token kept on this phone (30 minutes, this questionnaire only), the questionnaire as its
 * respondent sees it; without one (a new tab, a link opened later, the 30 minutes past, a token the server refuses),
 * the phone check first: the number the text went to, then the code.
 */
export function CaseGate({ kind, id, title, children }: Props) {
  const { t } = usePage();
  const [held, setHeld] = useState<HeldQuestionnaireToken | null>(() => (id > 0 ? questionnaireToken(kind, id) : null));
  const [lapsed, setLapsed] = useState(false);
  const lose = useCallback(() => {
    forgetQuestionnaireToken(kind, id);
    setLapsed(true);
    setHeld(null);
  }, [kind, id]);

  if (!(id > 0)) return <Failed title={title} text={t.badLink} />;
  if (!held)
    return (
      <>
        <Card title={title} level={1}>
          <p>{t.openedLink}</p>
          {lapsed && <Notice kind="warning">{t.errors.RESPONDENT_TOKEN_INVALID}</Notice>}
        </Card>
        <PhoneCheck
          request={async (mobile) => (await requestQuestionnaireCode(kind, id, mobile)).expiresIn ?? 600}
          verify={async (code) => setHeld(keepQuestionnaireToken(kind, id, await checkQuestionnaireCode(kind, id, code)))}
        />
      </>
    );
  return <Loaded kind={kind} id={id} title={title} held={held} lose={lose} render={children} />;
}

function Loaded({ kind, id, title, held, lose, render }: { kind: QuestionnaireKind; id: number; title: string; held: HeldQuestionnaireToken; lose: () => void; render: Props['children'] }) {
  const { t } = usePage();
  const { value: questionnaire, error } = useHeldLoad(() => questionnaireOf(kind, id, held.respondentToken), lose, `${kind}:${id}:${held.respondentToken}`);
  if (error) return <Failed title={title} text={describeError(error, t, true)} />;
  if (!questionnaire) return <Loading />;
  return <>{render({ questionnaire, held, lose })}</>;
}

/**
 * Submitting a case questionnaire, once: on success (or when the server says it was already submitted) the draft
 * kept on the phone is forgotten and `done` set; a refused token sends the person back to the phone check with the
 * draft kept; any other refusal is the server's Korean message in `failure`, the draft kept for another try.
 */
export function useSubmit(kind: QuestionnaireKind, { questionnaire, held, lose }: Answering, storeKey: string) {
  const { t } = usePage();
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const finished = done || questionnaire.isDone === 'Y';
  useEffect(() => {
    if (finished) clearAnswers(storeKey);
  }, [finished, storeKey]);
  const submit = async (answers: Record<string, string | number>) => {
    if (submitting) return;
    setFailure(null);
    setSubmitting(true);
    try {
      await submitQuestionnaire(kind, questionnaire.id, answers, held.respondentToken);
      setDone(true);
    } catch (e) {
      if (needsVerification(e)) return lose();
      if (asRespondentError(e).code === 'ALREADY_DONE') return setDone(true);
      setFailure(describeError(e, t, true));
    } finally {
      setSubmitting(false);
    }
  };
  return { finished, submitting, failure, submit };
}

/** After the submission (or when it was already submitted): thanks, nothing more to do. */
export function Thanks({ title }: { title: string }) {
  return (
    <Card title={title} level={1}>
      <Notice kind="success">{caseKo.submitted}</Notice>
      <p className="after-notice">{caseKo.cannotChange}</p>
    </Card>
  );
}

/** A link or form that cannot open: the page's heading and why. */
export function Failed({ title, text }: { title: string; text: string }) {
  return (
    <Card title={title} level={1}>
      <Notice kind="error">{text}</Notice>
    </Card>
  );
}
