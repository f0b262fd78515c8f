import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Page, type PageContext } from './context';
import { showForm, type ShownQuestion } from './items';
import { Questionnaire } from './Questionnaire';
import { stepsOf } from './questionnaire';
import { answersKey, clearAnswers, keepToken, loadAnswers, tokenForEvaluation, tokenForLink } from './store';
import { TEXTS } from './texts';
import { fakeServer, openLink, WAIT } from './testing';
import { LANGUAGE_KEY } from './i18n';

const shown = (text: string) => ({ text });
const scale = [0, 1, 2, 3].map((value) => ({ value, label: shown(`보기${value}`) }));
const QUESTIONS: ShownQuestion[] = [
  { key: 'emot01', question: shown('문항 가'), examples: scale },
  { key: 'emot02', question: shown('문항 나'), examples: scale },
  { key: 'suci01', question: shown('문항 다'), examples: scale },
];

const page: PageContext = { lang: 'ko', t: TEXTS.ko, navigate: () => {} };
const radio = (key: string, value: number) => document.querySelector<HTMLInputElement>(`input[name="${key}"][value="${value}"]`)!;
const renderForm = (onSubmit = vi.fn()) => {
  render(
    <Page.Provider value={page}>
      <Questionnaire storeKey={7} title="마음건강 간편검사" questions={QUESTIONS} submitting={false} onSubmit={onSubmit} />
    </Page.Provider>,
  );
  return onSubmit;
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('questionnaire', () => {
  it('one category per step, numbered through', () => {
    const steps = stepsOf(QUESTIONS.map((q) => ({ key: q.key, question: q.question.text, examples: [] })));
    expect(steps.map((s) => s.code)).toEqual(['emot', 'suci']);
    expect(steps[1].questions[0].number).toBe(3);
  });

  it('a fieldset and legend per question; keeps the answers and the step across a reload; refuses to move on with a question open, saying so at the question', () => {
    renderForm();
    expect(screen.getByText('1 / 2 단계')).toBeTruthy();
    expect(screen.getByRole('group', { name: '1. 문항 가' })).toBeTruthy();
    fireEvent.click(radio('emot01', 2));
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByText('아직 고르지 않은 문항이 있어요: 2번')).toBeTruthy();
    const open = screen.getByRole('group', { name: '2. 문항 나' });
    const error = document.getElementById(open.getAttribute('aria-describedby')!)!;
    expect(error.textContent).toBe(TEXTS.ko.answerThis);
    expect(document.activeElement).toBe(radio('emot02', 0));
    fireEvent.click(radio('emot02', 0));
    expect(open.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByText('2 / 2 단계')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');

    // the page reloads
    cleanup();
    renderForm();
    expect(screen.getByText('2 / 2 단계')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '이전' }));
    expect(radio('emot01', 2).checked).toBe(true);
    expect(radio('emot02', 0).checked).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(answersKey(7))!)).toEqual({ answers: { emot01: 2, emot02: 0 }, step: 0 });
  });

  it('submits every answer; clearing forgets them', () => {
    const onSubmit = renderForm();
    fireEvent.click(radio('emot01', 1));
    fireEvent.click(radio('emot02', 3));
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    fireEvent.click(radio('suci01', 0));
    fireEvent.click(screen.getByRole('button', { name: '제출하기' }));
    expect(onSubmit).toHaveBeenCalledWith({ emot01: 1, emot02: 3, suci01: 0 });
    clearAnswers(7);
    expect(loadAnswers(7)).toEqual({ answers: {}, step: 0 });
  });

  it('drops kept values that are not answers', () => {
    sessionStorage.setItem(answersKey(8), JSON.stringify({ answers: { emot01: 2, emot02: 9, bad: 1, suci01: '3' }, step: -1 }));
    expect(loadAnswers(8)).toEqual({ answers: { emot01: 2 }, step: 0 });
  });
});

describe('the questionnaire page', () => {
  const FORM = {
    title: '간편검사 (초등학생)',
    description: '최근 한 달 동안의 내 모습을 떠올리며 가장 가까운 답을 하나 골라 주세요. ※ 시연용 자체 작성 문항입니다.',
    questions: [
      { key: 'emot01', question: '기분이 가라앉거나 슬픈 날이 많다.', examples: ['전혀 아니다', '가끔 그렇다', '자주 그렇다', '거의 항상 그렇다'].map((label, value) => ({ value, label })) },
      { key: 'emot02', question: '관리자가 고쳐 쓴 문항입니다.', examples: ['전혀 아니다', '가끔 그렇다', '자주 그렇다', '거의 항상 그렇다'].map((label, value) => ({ value, label })) },
    ],
  };
  const RESULT = { level: 'CALM', title: '안정적인 상태예요', message: '지금처럼 지내면 됩니다.', helpLines: [], doneAt: '2026-11-27T10:00:00Z' };
  const EVALUATION = { id: 42, schoolName: '서울한빛초등학교', schoolTargetType: 'ELEMENTARY', respondent: 'GUARDIAN', isDone: 'N', canAnswer: true, nextStep: 'ANSWER' };

  it('shows the seeded items in the chosen language, an item the server changed as it sends it (marked Korean), and submits every answer', async () => {
    keepToken({ respondentToken: 'tok', expiresIn: 1800, simpleEvaluationId: 42, agreeId: 'a', agreeType: 'GUARDIAN' });
    const calls = fakeServer({
      'GET svs-c/simple-evaluation/42': [200, { ...EVALUATION, form: FORM }],
      'PUT svs-c/simple-evaluation/42': [200, { ...EVALUATION, isDone: 'Y', canAnswer: false, nextStep: 'DONE', result: RESULT }],
    });
    openLink('/app/simple-evaluation/42?lang=en');
    const en = TEXTS.en;
    expect(await screen.findByRole('group', { name: `1. ${en.items.ELEMENTARY!.emot01}` }, WAIT)).toBeTruthy();
    expect(screen.getByText(en.formDescription)).toBeTruthy();
    expect(screen.getAllByLabelText('Not at all')).toHaveLength(2);
    const changed = screen.getByText('관리자가 고쳐 쓴 문항입니다.');
    expect(changed.getAttribute('lang')).toBe('ko');
    fireEvent.click(radio('emot01', 1));
    fireEvent.click(radio('emot02', 0));
    fireEvent.click(screen.getByRole('button', { name: en.submit }));
    await vi.waitFor(() => expect(location.pathname).toBe('/app/simple-evaluation/result/42'), WAIT);
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ answers: { emot01: 1, emot02: 0 } });
    expect(sessionStorage.getItem(answersKey(42))).toBeNull();
    // the result came with the submission: the result page shows it without a call of its own
    expect(await screen.findByRole('heading', { name: en.results.GUARDIAN!.CALM.title }, WAIT)).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('svs')).map((c) => c.method)).toEqual(['GET', 'PUT']);
  });

  it('in Korean shows the items as the server sends them; not the person’s turn says why', async () => {
    keepToken({ respondentToken: 'tok', expiresIn: 1800, simpleEvaluationId: 42, agreeId: 'a', agreeType: 'GUARDIAN' });
    fakeServer({ 'GET svs-c/simple-evaluation/42': [200, { ...EVALUATION, canAnswer: false, nextStep: 'REFUSED' }] });
    localStorage.setItem(LANGUAGE_KEY, 'ko');
    openLink('/app/simple-evaluation/42');
    expect(await screen.findByText(TEXTS.ko.notYourTurn.refused, {}, WAIT)).toBeTruthy();
    const ko = showForm(FORM as never, 'ELEMENTARY', TEXTS.ko);
    expect(ko.questions[0].question).toEqual({ text: '기분이 가라앉거나 슬픈 날이 많다.' });
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
