import { useCallback, useEffect, useState } from 'react';
import { agreeOf, answerConsent, checkCode, describeError, downloadConsentCopy, needsVerification, requestCode, withdrawConsent, type Agree, type AgreeType, type Step } from './api';
import { usePage } from './context';
import { fmt } from './i18n';
import { PhoneCheck } from './PhoneCheck';
import { forgetToken, keepToken, tokenForLink, type HeldToken } from './store';
import { Card, Dialog, DownloadButton, Loading, Notice } from './ui';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function agreeTypeOf(raw: string | undefined): AgreeType | null {
  const v = raw?.toLowerCase();
  return v === 'guardian' ? 'GUARDIAN' : v === 'student' ? 'STUDENT' : null;
}

/**
 * /agree/{agreeId}/{guardian|student}: what is asked, why, who sees the result and how to refuse; the phone check;
 * then the choice. The guardian's page reads in Korean, English, Chinese or Vietnamese; the student's in Korean.
 */
export function ConsentPage({ agreeId, type }: { agreeId: string; type: AgreeType | null }) {
  const { t } = usePage();
  const valid = type !== null && UUID.test(agreeId);
  const [held, setHeld] = useState<HeldToken | null>(() => (valid ? tokenForLink(agreeId, type) : null));
  const dropToken = useCallback(() => setHeld(null), []);

  return (
    <>
      <Card title={t.title} level={1}>
        <p>{t.intro}</p>
        {(['what', 'why', 'who', 'refuse'] as const).map((k) => (
          <section key={k} aria-labelledby={`consent-${k}`}>
            <h2 id={`consent-${k}`}>{t[`${k}Title`]}</h2>
            <p>{t[k]}</p>
          </section>
        ))}
      </Card>
      {!valid ? (
        <Notice kind="error">{t.badLink}</Notice>
      ) : held ? (
        <Decision agreeId={agreeId} type={type} held={held} onTokenLost={dropToken} />
      ) : (
        <PhoneCheck
          request={async (mobile) => (await requestCode({ agreeId }, type, mobile)).expiresIn ?? 600}
          verify={async (code) => setHeld(keepToken(await checkCode({ agreeId }, type, code)))}
        />
      )}
    </>
  );
}

function Decision({ agreeId, type, held, onTokenLost }: { agreeId: string; type: AgreeType; held: HeldToken; onTokenLost: () => void }) {
  const { t, lang, navigate } = usePage();
  const [agree, setAgree] = useState<Agree | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState<Step | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  /** This person's own yes (from the server, or given on this page): what a copy and a withdrawal are about. */
  const [agreed, setAgreed] = useState(false);
  const [withdrawn, setWithdrawn] = useState(false);
  const korean = lang === 'ko';

  const lose = useCallback(() => {
    forgetToken(held.simpleEvaluationId);
    onTokenLost();
  }, [held.simpleEvaluationId, onTokenLost]);

  useEffect(() => {
    let live = true;
    agreeOf(agreeId, held.respondentToken).then(
      (a) => live && setAgree(a),
      (e: unknown) => {
        if (!live) return;
        if (needsVerification(e)) lose();
        else setLoadError(e ?? 'UNKNOWN');
      },
    );
    return () => {
      live = false;
    };
  }, [agreeId, held.respondentToken, lose]);

  if (loadError) return <Notice kind="error">{describeError(loadError, t, korean)}</Notice>;
  if (!agree) return <Loading />;

  const evaluationId = agree.simpleEvaluationId;
  const step = outcome ?? agree.nextStep;

  const decide = async (agreeYn: 'Y' | 'N') => {
    setFailure(null);
    setBusy(true);
    try {
      const { nextStep } = await answerConsent(agreeId, type, agreeYn, held.respondentToken, type === 'GUARDIAN' ? lang : undefined);
      setConfirming(false);
      setAgreed(agreeYn === 'Y');
      // a yes goes on to the questionnaire (coming back through the link shows the copy and the withdrawal)
      if (nextStep === 'ANSWER') navigate(`/simple-evaluation/${evaluationId}`);
      else setOutcome(nextStep === 'REFUSED' ? 'REFUSED' : 'WAITING');
    } catch (e) {
      setConfirming(false);
      if (needsVerification(e)) lose();
      else setFailure(describeError(e, t, korean));
    } finally {
      setBusy(false);
    }
  };

  const mine = agreed || (type === 'GUARDIAN' ? agree.guardianAgreeYn : agree.studentAgreeYn) === 'Y';
  const decided = outcome !== null || (type === 'GUARDIAN' ? agree.guardianAgreeYn : agree.studentAgreeYn) != null;
  const withdraw = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await withdrawConsent(agreeId, held.respondentToken);
      setWithdrawing(false);
      setWithdrawn(true);
    } catch (e) {
      setWithdrawing(false);
      if (needsVerification(e)) lose();
      else setFailure(describeError(e, t, korean));
    } finally {
      setBusy(false);
    }
  };
  // the copy of the decision, and (a yes, answers not submitted) the withdrawal, under every card after a decision
  const afterDecision = (canWithdraw: boolean) => (
    <>
      {decided && (
        <DownloadButton
          label={t.documents.copy}
          note={t.documents.copyNote}
          download={() => downloadConsentCopy(agreeId, held.respondentToken)}
          onTokenLost={(e) => needsVerification(e) && (lose(), true)}
        />
      )}
      {canWithdraw && mine && (
        <>
          <button type="button" className="button block" disabled={busy} onClick={() => setWithdrawing(true)}>
            {t.withdraw.button}
          </button>
          <p className="secondary">{t.withdraw.later}</p>
        </>
      )}
      {failure && <Notice kind="error">{failure}</Notice>}
      {withdrawing && (
        <Dialog title={t.withdraw.confirmTitle} ok={t.withdraw.confirmOk} cancel={t.cancel} danger busy={busy} onOk={() => void withdraw()} onCancel={() => setWithdrawing(false)}>
          <p>{t.withdraw.confirmBody}</p>
        </Dialog>
      )}
    </>
  );

  const card = (title: string, body?: string, action?: { label: string; go: string }, canWithdraw = false) => (
    <Card title={title} id="decision-title">
      {body && <p>{body}</p>}
      {action && (
        <button type="button" className="button block primary" onClick={() => navigate(action.go)}>
          {action.label}
        </button>
      )}
      {afterDecision(canWithdraw)}
    </Card>
  );

  if (withdrawn) return card(t.withdraw.doneTitle, t.withdraw.done);

  if (step === 'GUARDIAN_CONSENT' || step === 'STUDENT_CONSENT') {
    return (
      <Card title={t.decisionTitle} id="decision-title">
        <p>{fmt(t.decisionFor, { school: agree.schoolName })}</p>
        <button type="button" className="button block primary" disabled={busy} aria-busy={(busy && !confirming) || undefined} onClick={() => void decide('Y')}>
          {t.agree}
        </button>
        <button type="button" className="button block" disabled={busy} onClick={() => setConfirming(true)}>
          {t.disagree}
        </button>
        {failure && <Notice kind="error">{failure}</Notice>}
        {confirming && (
          <Dialog title={t.confirmRefuseTitle} ok={t.confirmRefuseOk} cancel={t.cancel} danger busy={busy} onOk={() => void decide('N')} onCancel={() => setConfirming(false)}>
            <p>{t.confirmRefuse}</p>
          </Dialog>
        )}
      </Card>
    );
  }
  if (step === 'ANSWER') return card(t.agreedTitle, t.answerNext, { label: t.goAnswer, go: `/simple-evaluation/${evaluationId}` }, true);
  if (step === 'DONE') return card(t.doneTitle, undefined, { label: t.goResult, go: `/simple-evaluation/result/${evaluationId}` });
  if (step === 'REFUSED') return card(t.refusedTitle, t.refused);
  if (step === 'CANCELLED') return card(t.cancelledTitle, t.cancelled);
  // WAITING: the guardian after a yes for a middle/high student (the student gets a link), or a student too early
  return type === 'GUARDIAN' ? card(t.agreedTitle, t.studentWillGetLink, undefined, true) : card(t.decisionTitle, t.waitingGuardian);
}
