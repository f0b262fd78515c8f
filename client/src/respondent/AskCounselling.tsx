import { useRef, useState } from 'react';
import { askCounselling, asRespondentError, describeError, needsVerification } from './api';
import { usePage } from './context';
import { fmt, formatDateTime } from './i18n';
import { Card, Dialog, Notice } from './ui';

interface Props {
  evaluationId: number;
  respondentToken: string;
  /** When the server says this person already asked (the page was reloaded). */
  requestedAt?: string | null;
  /** The respondent token is no longer good: the phone check again. */
  onTokenLost: () => void;
}

/**
 * The result page's "상담을 받고 싶어요" (POST svs-c/simple-evaluation/after-management, linkageYn Y): asked to confirm,
 * sent once (the button goes away, a second tap while sending does nothing, and the server refuses a second request
 * with ALREADY_REQUESTED, which is shown as done), then a confirmation in words the person reads on the phone.
 */
export function AskCounselling({ evaluationId, respondentToken, requestedAt, onTokenLost }: Props) {
  const { t, lang } = usePage();
  const c = t.counselling;
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [doneAt, setDoneAt] = useState<string | null>(requestedAt ?? null);
  const [failure, setFailure] = useState<unknown>(null);
  const inFlight = useRef(false);

  const confirm = async () => {
    if (inFlight.current || doneAt) return;
    inFlight.current = true;
    setSending(true);
    setFailure(null);
    try {
      await askCounselling(evaluationId, respondentToken);
      setDoneAt(new Date().toISOString());
      setConfirming(false);
    } catch (e) {
      setConfirming(false);
      if (asRespondentError(e).code === 'ALREADY_REQUESTED') setDoneAt(new Date().toISOString());
      else if (needsVerification(e)) onTokenLost();
      else setFailure(e);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const failureText = failure ? (lang === 'ko' ? asRespondentError(failure).message || c.failed : describeError(failure, { ...t, errors: { ...t.errors, UNKNOWN: c.failed } }, false)) : null;
  return (
    <Card title={c.title} id="counselling-title">
      {/* the live region is there from the start, so screen readers announce the confirmation when it appears */}
      <div role="status" aria-live="polite">
        {doneAt && (
          <p className="notice success">
            {c.done}
            {requestedAt && (
              <>
                <br />
                {fmt(c.requestedAt, { when: formatDateTime(requestedAt) })}
              </>
            )}
          </p>
        )}
      </div>
      {!doneAt && (
        <>
          <p>{c.intro}</p>
          <button type="button" className="button block primary" onClick={() => setConfirming(true)} disabled={sending}>
            {c.button}
          </button>
          {failureText && <Notice kind="error">{failureText}</Notice>}
        </>
      )}
      {confirming && !doneAt && (
        <Dialog title={c.confirmTitle} ok={c.confirmOk} cancel={c.confirmCancel} busy={sending} onOk={() => void confirm()} onCancel={() => !sending && setConfirming(false)}>
          <p>{c.confirmBody}</p>
        </Dialog>
      )}
    </Card>
  );
}
