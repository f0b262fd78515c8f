import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Questionnaire } from './Questionnaire';
import { stepsOf, type Question } from './questionnaire';
import { answersKey, clearAnswers, keepToken, loadAnswers, tokenForEvaluation, tokenForLink } from './store';

const scale = [0, 1, 2, 3].map((value) => ({ value, label: `보기${value}` }));
const QUESTIONS: Question[] = [
  { key: 'emot01', question: '문항 가', examples: scale },
  { key: 'emot02', question: '문항 나', examples: scale },
  { key: 'suci01', question: '문항 다', examples: scale },
];

const radio = (key: string, value: number) => document.querySelector<HTMLInputElement>(`input[name="${key}"][value="${value}"]`)!;
const renderForm = (onSubmit = vi.fn()) => {
  render(<Questionnaire evaluationId={7} title="마음건강 간편검사" questions={QUESTIONS} submitting={false} onSubmit={onSubmit} />);
  return onSubmit;
};

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('questionnaire', () => {
  it('one category per step, numbered through', () => {
    const steps = stepsOf(QUESTIONS);
    expect(steps.map((s) => s.code)).toEqual(['emot', 'suci']);
    expect(steps[1].questions[0].number).toBe(3);
  });

  it('keeps the answers and the step across a reload, and refuses to move on with a question open', () => {
    renderForm();
    expect(screen.getByText('1 / 2 단계')).toBeTruthy();
    fireEvent.click(radio('emot01', 2));
    fireEvent.click(screen.getByText('다음').closest('button')!);
    expect(screen.getByText('아직 고르지 않은 문항이 있어요: 2번')).toBeTruthy();
    fireEvent.click(radio('emot02', 0));
    fireEvent.click(screen.getByText('다음').closest('button')!);
    expect(screen.getByText('2 / 2 단계')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');

    // the page reloads
    cleanup();
    renderForm();
    expect(screen.getByText('2 / 2 단계')).toBeTruthy();
    fireEvent.click(screen.getByText('이전').closest('button')!);
    expect(radio('emot01', 2).checked).toBe(true);
    expect(radio('emot02', 0).checked).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(answersKey(7))!)).toEqual({ answers: { emot01: 2, emot02: 0 }, step: 0 });
  });

  it('submits every answer; clearing forgets them', () => {
    const onSubmit = renderForm();
    fireEvent.click(radio('emot01', 1));
    fireEvent.click(radio('emot02', 3));
    fireEvent.click(screen.getByText('다음').closest('button')!);
    fireEvent.click(radio('suci01', 0));
    fireEvent.click(screen.getByText('제출하기').closest('button')!);
    expect(onSubmit).toHaveBeenCalledWith({ emot01: 1, emot02: 3, suci01: 0 });
    clearAnswers(7);
    expect(loadAnswers(7)).toEqual({ answers: {}, step: 0 });
  });

  it('drops kept values that are not answers', () => {
    sessionStorage.setItem(answersKey(8), JSON.stringify({ answers: { emot01: 2, emot02: 9, bad: 1, suci01: '3' }, step: -1 }));
    expect(loadAnswers(8)).toEqual({ answers: { emot01: 2 }, step: 0 });
  });
});

describe('respondent token kept on the phone', () => {
  it('is found by evaluation and by link, and not after it expires', () => {
    const now = 1_000_000;
    keepToken({ respondentToken: 't', expiresIn: 1800, simpleEvaluationId: 5, agreeId: 'ABC', agreeType: 'GUARDIAN' }, now);
    expect(tokenForEvaluation(5, now)?.respondentToken).toBe('t');
    expect(tokenForLink('abc', 'GUARDIAN', now)?.simpleEvaluationId).toBe(5);
    expect(tokenForLink('abc', 'STUDENT', now)).toBeNull();
    expect(tokenForEvaluation(5, now + 1800 * 1000)).toBeNull();
  });
});
