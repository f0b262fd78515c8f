import { useRef, useState, type FormEvent } from 'react';
import { asRespondentError, describeError } from './api';
import { usePage } from './context';
import { fmt } from './i18n';
import { Notice } from './ui';

interface Props {
  /** Texts a code to the number typed (digits only); answers how many seconds it lasts. */
  request: (mobile: string) => Promise<number>;
  /** Checks the code and keeps whatever it earns; a refusal is thrown. */
  verify: (code: string) => Promise<void>;
}

const MOBILE = /^01[016789]\d{7,8}$/;
const digits = (v: string) => v.replace(/\D/g, '');
/** Codes after which the typed code is worth nothing: the person asks for a new one. */
const SPENT = new Set(['CODE_EXPIRED', 'CODE_VOIDED']);

/**
 * The phone check of any respondent link: the number the text went to, a 6-digit code sent to it (10 minutes, one
 * use, 5 wrong tries void it), a new code on request. Every refusal is said in the page's language (in Korean, the
 * server's own message, with the tries left) and tied to the field it is about.
 */
export function PhoneCheck({ request, verify }: Props) {
  const { t, lang } = usePage();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [info, setInfo] = useState<string | null>(null);
  const [error, setError] = useState<{ field: 'mobile' | 'code'; text: string } | null>(null);
  const [busy, setBusy] = useState<'request' | 'verify' | null>(null);
  const mobileInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const onRequest = async () => {
    setError(null);
    const number = digits(mobile);
    if (!MOBILE.test(number)) {
      setError({ field: 'mobile', text: t.mobileInvalid });
      mobileInput.current?.focus();
      return;
    }
    setBusy('request');
    try {
      const minutes = Math.round((await request(number)) / 60);
      setSent(true);
      setInfo(fmt(t.codeSent, { minutes }));
      setCode('');
      setTimeout(() => codeInput.current?.focus(), 0);
    } catch (e) {
      setError({ field: 'mobile', text: describeError(e, t, lang === 'ko') });
    } finally {
      setBusy(null);
    }
  };

  const onVerify = async () => {
    setError(null);
    const typed = code.trim();
    if (!/^\d{6}$/.test(typed)) {
      setError({ field: 'code', text: t.codeInvalid });
      codeInput.current?.focus();
      return;
    }
    setBusy('verify');
    try {
      await verify(typed);
    } catch (e) {
      setError({ field: 'code', text: describeError(e, t, lang === 'ko') });
      if (SPENT.has(asRespondentError(e).code)) {
        setCode('');
        setInfo(null);
      }
      codeInput.current?.focus();
    } finally {
      setBusy(null);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void (sent ? onVerify() : onRequest());
  };
  const mobileError = error?.field === 'mobile' ? error.text : null;
  const codeError = error?.field === 'code' ? error.text : null;

  return (
    <section className="card" aria-labelledby="verify-title">
      <h2 id="verify-title">{t.verifyTitle}</h2>
      <p id="verify-help">{t.verifyHelp}</p>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="mobile">{t.mobile}</label>
          <input
            ref={mobileInput}
            id="mobile"
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={13}
            placeholder={t.mobilePlaceholder}
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
            aria-invalid={!!mobileError || undefined}
            aria-describedby={mobileError ? 'mobile-error' : 'verify-help'}
          />
          {mobileError && <Notice kind="error" id="mobile-error">{mobileError}</Notice>}
        </div>
        <button type="button" className={`button block ${sent ? '' : 'primary'}`} disabled={busy !== null} aria-busy={busy === 'request' || undefined} onClick={() => void onRequest()}>
          {sent ? t.requestAgain : t.requestCode}
        </button>
        {info && <Notice kind="info">{info}</Notice>}
        {sent && (
          <>
            <div className="field">
              <label htmlFor="code">{t.code}</label>
              <input
                ref={codeInput}
                id="code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                aria-invalid={!!codeError || undefined}
                aria-describedby={codeError ? 'code-error' : undefined}
              />
              {codeError && <Notice kind="error" id="code-error">{codeError}</Notice>}
            </div>
            <button type="submit" className="button block primary" disabled={busy !== null} aria-busy={busy === 'verify' || undefined}>
              {t.verify}
            </button>
          </>
        )}
      </form>
    </section>
  );
}
