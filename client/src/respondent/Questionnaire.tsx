import { useEffect, useMemo, useRef, useState } from 'react';
import { usePage } from './context';
import { fmt } from './i18n';
import type { Shown, ShownQuestion } from './items';
import { answeredCount, stepsOf, unanswered } from './questionnaire';
import { loadAnswers, saveAnswers } from './store';
import { Card, Notice } from './ui';

interface Props {
  /** Where the answers are kept: the evaluation's id, or `<kind>:<id>` of a case questionnaire. */
  storeKey: number | string;
  title: string;
  description?: Shown;
  questions: ShownQuestion[];
  submitting: boolean;
  /** Called with every answer once each step is complete. */
  onSubmit: (answers: Record<string, number>) => void;
}

const ShownText = ({ shown }: { shown: Shown }) => (shown.lang ? <span lang={shown.lang}>{shown.text}</span> : <>{shown.text}</>);

/**
 * The questionnaire, one category at a time, with progress. The choices are native radio buttons in a fieldset per
 * question (Tab moves between questions, the arrow keys between choices), drawn as large touch targets; a question
 * left open says so under its legend (tied to it with aria-describedby). Every answer and the current step are kept
 * in sessionStorage, so a reload loses nothing.
 */
export function Questionnaire({ storeKey, title, description, questions, submitting, onSubmit }: Props) {
  const { t } = usePage();
  const steps = useMemo(() => stepsOf(questions.map((q) => ({ key: q.key, question: '', examples: [] }))), [questions]);
  const byKey = useMemo(() => new Map(questions.map((q) => [q.key, q])), [questions]);
  const [kept, setKept] = useState(() => loadAnswers(storeKey));
  const [missing, setMissing] = useState<number[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const stepIndex = Math.min(kept.step, Math.max(steps.length - 1, 0));
  const step = steps[stepIndex];
  const total = questions.length;
  const done = answeredCount(steps, kept.answers);
  const last = stepIndex === steps.length - 1;

  useEffect(() => saveAnswers(storeKey, kept), [storeKey, kept]);

  const choose = (key: string, number: number, value: number) => {
    setKept((k) => ({ ...k, answers: { ...k.answers, [key]: value } }));
    setMissing((m) => m.filter((n) => n !== number));
  };

  const goTo = (next: number) => {
    setMissing([]);
    setKept((k) => ({ ...k, step: next }));
    // the new step's heading takes the focus, so a screen reader (and the keyboard) starts at its top
    setTimeout(() => {
      heading.current?.focus();
      heading.current?.scrollIntoView?.({ block: 'start' });
    }, 0);
  };

  const forward = () => {
    const open = unanswered(step, kept.answers);
    if (open.length) {
      setMissing(open.map((q) => q.number));
      document.querySelector<HTMLInputElement>(`input[name="${open[0].key}"]`)?.focus();
      return;
    }
    if (!last) return goTo(stepIndex + 1);
    const earlier = steps.findIndex((s) => unanswered(s, kept.answers).length > 0);
    if (earlier >= 0) return goTo(earlier);
    onSubmit(kept.answers);
  };

  if (!step) return null;
  const percent = total ? Math.round((done / total) * 100) : 0;

  return (
    <Card title={title} level={1}>
      {description && (
        <p className="secondary">
          <ShownText shown={description} />
        </p>
      )}
      <div className="progress">
        <div id="progress-label" className="progress-label">
          <span>{fmt(t.stepOf, { step: stepIndex + 1, steps: steps.length })}</span>
          <span>{fmt(t.answeredOf, { done, total })}</span>
        </div>
        <div
          className="bar"
          role="progressbar"
          aria-labelledby="progress-label"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-valuetext={fmt(t.progressText, { done, total })}
        >
          <div style={{ width: `${percent}%` }} />
        </div>
      </div>

      <h2 ref={heading} tabIndex={-1} className="step-heading">
        {fmt(t.stepHeading, { step: stepIndex + 1 })}
      </h2>
      {step.questions.map(({ key, number }) => {
        const q = byKey.get(key)!;
        const miss = missing.includes(number);
        const errorId = `${key}-error`;
        return (
          <fieldset key={key} className={`choices${miss ? ' invalid' : ''}`} aria-describedby={miss ? errorId : undefined}>
            <legend>
              {number}. <ShownText shown={q.question} />
            </legend>
            {miss && (
              <p className="field-error" id={errorId}>
                {t.answerThis}
              </p>
            )}
            {q.examples.map((ex) => {
              const checked = kept.answers[key] === ex.value;
              return (
                <label key={ex.value} className={`choice${checked ? ' checked' : ''}`}>
                  <input type="radio" name={key} value={ex.value} checked={checked} onChange={() => choose(key, number, ex.value)} aria-invalid={miss || undefined} />
                  <ShownText shown={ex.label} />
                </label>
              );
            })}
          </fieldset>
        );
      })}

      {missing.length > 0 && <Notice kind="warning">{fmt(t.missing, { list: missing.join(', ') })}</Notice>}
      <div className="row">
        {stepIndex > 0 && (
          <button type="button" className="button" onClick={() => goTo(stepIndex - 1)} disabled={submitting}>
            {t.prev}
          </button>
        )}
        <button type="button" className="button primary grow" onClick={forward} disabled={submitting} aria-busy={submitting || undefined}>
          {last ? t.submit : t.next}
        </button>
      </div>
    </Card>
  );
}
