import { Alert, Button, Card, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { answeredCount, stepsOf, unanswered, type Question } from './questionnaire';
import { loadAnswers, saveAnswers } from './store';

interface Props {
  /** Where the answers are kept: the evaluation's id, or `<kind>:<id>` of a case questionnaire. */
  evaluationId: number | string;
  title: string;
  description?: string | null;
  questions: Question[];
  submitting: boolean;
  /** Called with every answer once each step is complete. */
  onSubmit: (answers: Record<string, number>) => void;
}

/**
 * The questionnaire, one category at a time, with progress. The choices are native radio buttons in a fieldset per
 * question (Tab moves between questions, the arrow keys between choices), drawn as large touch targets. Every
 * answer and the current step are kept in sessionStorage under the evaluation's id, so a reload loses nothing.
 */
export function Questionnaire({ evaluationId, title, description, questions, submitting, onSubmit }: Props) {
  const steps = useMemo(() => stepsOf(questions), [questions]);
  const [kept, setKept] = useState(() => loadAnswers(evaluationId));
  const [missing, setMissing] = useState<number[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const stepIndex = Math.min(kept.step, Math.max(steps.length - 1, 0));
  const step = steps[stepIndex];
  const total = questions.length;
  const done = answeredCount(steps, kept.answers);
  const last = stepIndex === steps.length - 1;

  useEffect(() => saveAnswers(evaluationId, kept), [evaluationId, kept]);

  const choose = (key: string, value: number) => {
    setKept((k) => ({ ...k, answers: { ...k.answers, [key]: value } }));
    setMissing((m) => m.filter((n) => n !== step.questions.find((q) => q.key === key)?.number));
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
    <Card>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
      <div style={{ margin: '8px 0 16px' }}>
        <div id="progress-label" style={{ display: 'flex', justifyContent: 'space-between', fontSize: 14, color: '#595959' }}>
          <span>
            {stepIndex + 1} / {steps.length} 단계
          </span>
          <span>
            {done} / {total} 문항 응답
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="progress-label"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-valuetext={`${total}문항 중 ${done}문항 응답`}
          style={{ height: 10, background: '#e5e9f0', borderRadius: 5, overflow: 'hidden', marginTop: 6 }}
        >
          <div style={{ width: `${percent}%`, height: '100%', background: '#1a5fd0', transition: 'width .2s' }} />
        </div>
      </div>

      <Typography.Title level={2} ref={heading} tabIndex={-1} style={{ fontSize: 18, outline: 'none' }}>
        {stepIndex + 1}단계 문항
      </Typography.Title>
      <Space orientation="vertical" size={24} style={{ width: '100%' }}>
        {step.questions.map((q) => {
          const miss = missing.includes(q.number);
          return (
            <fieldset key={q.key} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} aria-invalid={miss || undefined}>
              <legend style={{ fontSize: 17, fontWeight: 600, marginBottom: 10, lineHeight: 1.5, color: miss ? '#cf1322' : undefined }}>
                {q.number}. {q.question}
              </legend>
              <div style={{ display: 'grid', gap: 8 }}>
                {q.examples.map((ex) => {
                  const checked = kept.answers[q.key] === ex.value;
                  return (
                    <label
                      key={ex.value}
                      style={{
                        display: 'flex',
                        alignItems: 'center',
                        gap: 12,
                        minHeight: 48,
                        padding: '10px 14px',
                        border: `2px solid ${checked ? '#1a5fd0' : '#8c96a5'}`,
                        borderRadius: 8,
                        background: checked ? '#eef4ff' : '#ffffff',
                        cursor: 'pointer',
                        fontSize: 16,
                      }}
                    >
                      <input
                        type="radio"
                        name={q.key}
                        value={ex.value}
                        checked={checked}
                        onChange={() => choose(q.key, ex.value)}
                        style={{ width: 22, height: 22, margin: 0, flex: 'none', accentColor: '#1a5fd0' }}
                      />
                      <span>{ex.label}</span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
      </Space>

      {missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginTop: 16 }}
          title={`아직 고르지 않은 문항이 있어요: ${missing.join(', ')}번`}
        />
      )}
      <div style={{ display: 'flex', gap: 8, marginTop: 24 }}>
        {stepIndex > 0 && (
          <Button size="large" style={{ flex: 1 }} onClick={() => goTo(stepIndex - 1)} disabled={submitting}>
            이전
          </Button>
        )}
        <Button size="large" type="primary" style={{ flex: 2 }} onClick={forward} loading={submitting}>
          {last ? '제출하기' : '다음'}
        </Button>
      </div>
    </Card>
  );
}
