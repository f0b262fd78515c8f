import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY } from './i18n';
import { answersKey, keepToken, tokenForEvaluation } from './store';
import { TEXTS, studentKo } from './texts';
import { AGREE_ID, fakeServer, openLink, WAIT } from './testing';

/** The questionnaire page's withdrawal of consent (issue 28): asked in a dialog, then a done state, in each language. */
const FORM = {
  title: '간편검사 (초등학생)',
  questions: [{ key: 'emot01', question: '기분이 가라앉거나 슬픈 날이 많다.', examples: ['전혀 아니다', '가끔 그렇다', '자주 그렇다', '거의 항상 그렇다'].map((label, value) => ({ value, label })) }],
};
const EVALUATION = { id: 42, schoolName: '서울한빛초등학교', schoolTargetType: 'ELEMENTARY', respondent: 'GUARDIAN', isDone: 'N', canAnswer: true, nextStep: 'ANSWER', form: FORM };
const WITHDRAWN = [200, { message: '동의가 철회되었습니다. 검사는 진행되지 않습니다.', simpleEvaluationId: 42, consentState: 'REFUSED', nextStep: 'REFUSED' }] as [number, unknown];
const WITHDRAWAL = `PUT svs-c/simple-evaluation/withdrawal/${AGREE_ID}`;
const hold = (agreeType: 'GUARDIAN' | 'STUDENT' = 'GUARDIAN') => keepToken({ respondentToken: 'tok', expiresIn: 1800, simpleEvaluationId: 42, agreeId: AGREE_ID, agreeType });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('withdrawing consent from the questionnaire page', () => {
  for (const lang of ['ko', 'en', 'zh', 'vi'] as const) {
    it(`${lang}: the button, the dialog (nothing sent until confirmed), then the done state with the focus on it`, async () => {
      hold();
      const calls = fakeServer({ 'GET svs-c/simple-evaluation/42': [200, EVALUATION], [WITHDRAWAL]: WITHDRAWN });
      localStorage.setItem(LANGUAGE_KEY, lang);
      openLink('/app/simple-evaluation/42');
      const t = TEXTS[lang];
      const button = await screen.findByRole('button', { name: t.withdraw.button }, WAIT);
      expect(screen.getByText(t.withdraw.later)).toBeTruthy();
      // an answer on the phone, which the withdrawal drops
      fireEvent.click(document.querySelector<HTMLInputElement>('input[name="emot01"][value="1"]')!);
      expect(sessionStorage.getItem(answersKey(42))).not.toBeNull();

      button.focus();
      fireEvent.click(button);
      const dialog = screen.getByRole('dialog', { name: t.withdraw.confirmTitle });
      expect(dialog.textContent).toContain(t.withdraw.confirmBody);
      expect(dialog.contains(document.activeElement)).toBe(true);
      expect(calls.some((c) => c.path.includes('withdrawal'))).toBe(false);
      fireEvent.click(screen.getByRole('button', { name: t.withdraw.confirmOk }));

      const done = await screen.findByRole('heading', { level: 1, name: t.withdraw.doneTitle }, WAIT);
      expect(screen.getByText(t.withdraw.done)).toBeTruthy();
      // the heading takes the focus in an effect (QuestionnairePage.tsx Withdrawn), which React runs after the commit
      // that shows it: on a busy machine its scheduler yields in between, and findByRole resolves on the new heading
      // before that effect has run (the focus is then still on <body>, the opener button being gone). Wait for it.
      await waitFor(() => expect(document.activeElement).toBe(done), WAIT);
      expect(screen.queryByRole('button', { name: t.submit })).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
      const put = calls.filter((c) => c.method === 'PUT');
      expect(put.map((c) => c.path)).toEqual([`svs-c/simple-evaluation/withdrawal/${AGREE_ID}`]);
      expect(put[0].headers['X-Respondent-Token']).toBe('tok');
      expect(sessionStorage.getItem(answersKey(42))).toBeNull();
    });
  }

  it('by keyboard: Escape closes the dialog and gives the focus back, nothing sent; Tab stays inside', async () => {
    hold();
    const calls = fakeServer({ 'GET svs-c/simple-evaluation/42': [200, EVALUATION], [WITHDRAWAL]: WITHDRAWN });
    localStorage.setItem(LANGUAGE_KEY, 'en');
    openLink('/app/simple-evaluation/42');
    const button = await screen.findByRole('button', { name: TEXTS.en.withdraw.button }, WAIT);
    button.focus();
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: TEXTS.en.withdraw.confirmTitle });
    const [cancel, ok] = [...dialog.querySelectorAll('button')];
    expect(document.activeElement).toBe(cancel);
    ok.focus();
    fireEvent.keyDown(ok, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(calls.some((c) => c.path.includes('withdrawal'))).toBe(false);
  });

  it("a student's withdrawal reads in the student's words", async () => {
    hold('STUDENT');
    fakeServer({ 'GET svs-c/simple-evaluation/42': [200, { ...EVALUATION, schoolTargetType: 'MIDDLE_HIGH', respondent: 'STUDENT' }], [WITHDRAWAL]: WITHDRAWN });
    localStorage.setItem(LANGUAGE_KEY, 'ko');
    openLink('/app/simple-evaluation/42');
    fireEvent.click(await screen.findByRole('button', { name: studentKo.withdraw.button }, WAIT));
    expect(screen.getByRole('dialog', { name: studentKo.withdraw.confirmTitle }).textContent).not.toContain('자녀');
    fireEvent.click(screen.getByRole('button', { name: studentKo.withdraw.confirmOk }));
    expect(await screen.findByRole('heading', { name: studentKo.withdraw.doneTitle }, WAIT)).toBeTruthy();
  });

  it('a refusal is said in the page language and the questionnaire stays; a lapsed token goes back to the phone check', async () => {
    hold();
    fakeServer({
      'GET svs-c/simple-evaluation/42': [200, EVALUATION],
      [WITHDRAWAL]: [410, { code: 'LINK_REPLACED', message: '새 링크가 발송되어 이 링크는 더 이상 사용할 수 없습니다.' }],
    });
    localStorage.setItem(LANGUAGE_KEY, 'en');
    openLink('/app/simple-evaluation/42');
    fireEvent.click(await screen.findByRole('button', { name: TEXTS.en.withdraw.button }, WAIT));
    fireEvent.click(screen.getByRole('button', { name: TEXTS.en.withdraw.confirmOk }));
    expect(await screen.findByText(TEXTS.en.errors.LINK_REPLACED, {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: TEXTS.en.submit })).toBeTruthy();
    cleanup();

    hold();
    fakeServer({
      'GET svs-c/simple-evaluation/42': [200, EVALUATION],
      [WITHDRAWAL]: [401, { code: 'RESPONDENT_TOKEN_INVALID', message: '인증 시간이 지났거나 인증 정보가 올바르지 않습니다.' }],
    });
    openLink('/app/simple-evaluation/42');
    fireEvent.click(await screen.findByRole('button', { name: TEXTS.en.withdraw.button }, WAIT));
    fireEvent.click(screen.getByRole('button', { name: TEXTS.en.withdraw.confirmOk }));
    expect(await screen.findByLabelText(TEXTS.en.mobile, {}, WAIT)).toBeTruthy();
    expect(tokenForEvaluation(42)).toBeNull();
  });

  it('not offered when the person cannot answer (not their turn, or done)', async () => {
    hold();
    fakeServer({ 'GET svs-c/simple-evaluation/42': [200, { ...EVALUATION, canAnswer: false, nextStep: 'REFUSED', form: undefined }] });
    localStorage.setItem(LANGUAGE_KEY, 'ko');
    openLink('/app/simple-evaluation/42');
    expect(await screen.findByText(TEXTS.ko.notYourTurn.refused, {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: TEXTS.ko.withdraw.button })).toBeNull();
  });
});
