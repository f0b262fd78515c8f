import { useCallback, useState, type ReactNode } from 'react';
import { checkCode, describeError, evaluationOf, requestCode, type AgreeType, type Evaluation } from './api';
import { usePage } from './context';
import { PhoneCheck } from './PhoneCheck';
import { forgetToken, keepToken, tokenForEvaluation, type HeldToken } from './store';
import { Card, Loading, Notice } from './ui';
import { useHeldLoad } from './useHeldLoad';

interface Props {
  evaluationId: number;
  children: (evaluation: Evaluation, held: HeldToken, tokenLost: () => void) => ReactNode;
}

/**
 * The questionnaire and result pages: with the respondent token kept on this phone, the evaluation as its holder
 * sees it; without one (a new tab, a link opened later, 30 minutes past), the phone check first.
 */
export function EvaluationGate({ evaluationId, children }: Props) {
  const { t } = usePage();
  const [held, setHeld] = useState<HeldToken | null>(() => (evaluationId > 0 ? tokenForEvaluation(evaluationId) : null));
  const lose = useCallback(() => {
    forgetToken(evaluationId);
    setHeld(null);
  }, [evaluationId]);

  if (!(evaluationId > 0)) return <Failed text={t.badLink} />;
  if (!held) return <VerifyForEvaluation evaluationId={evaluationId} onVerified={setHeld} />;
  return <Loaded evaluationId={evaluationId} held={held} lose={lose} render={children} />;
}

function Loaded({ evaluationId, held, lose, render }: { evaluationId: number; held: HeldToken; lose: () => void; render: Props['children'] }) {
  const { t, lang } = usePage();
  const { value: evaluation, error } = useHeldLoad(() => evaluationOf(evaluationId, held.respondentToken), lose, `${evaluationId}:${held.respondentToken}`);
  if (error) return <Failed text={describeError(error, t, lang === 'ko')} />;
  if (!evaluation) return <Loading />;
  return <>{render(evaluation, held, lose)}</>;
}

/** The phone check from the answer link: the evaluation id names the link; the person says who they are. */
function VerifyForEvaluation({ evaluationId, onVerified }: { evaluationId: number; onVerified: (h: HeldToken) => void }) {
  const { t } = usePage();
  const [who, setWho] = useState<AgreeType>('GUARDIAN');
  const link = { simpleEvaluationId: evaluationId };
  return (
    <>
      <Card title={t.evalTitle} level={1}>
        <p>{t.openedLink}</p>
        <fieldset className="choices inline">
          <legend>{t.whoAnswers}</legend>
          {(['GUARDIAN', 'STUDENT'] as const).map((w) => (
            <label key={w} className={`choice${who === w ? ' checked' : ''}`}>
              <input type="radio" name="who" value={w} checked={who === w} onChange={() => setWho(w)} />
              <span>{w === 'GUARDIAN' ? t.guardian : t.student}</span>
            </label>
          ))}
        </fieldset>
      </Card>
      <PhoneCheck
        key={who}
        request={async (mobile) => (await requestCode(link, who, mobile)).expiresIn ?? 600}
        verify={async (code) => onVerified(keepToken(await checkCode(link, who, code)))}
      />
    </>
  );
}

/** A link that cannot open: the page's heading and why. */
export function Failed({ text }: { text: string }) {
  const { t } = usePage();
  return (
    <Card title={t.evalTitle} level={1}>
      <Notice kind="error">{text}</Notice>
    </Card>
  );
}
