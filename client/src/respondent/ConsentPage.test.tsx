import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY } from './i18n';
import { keepToken, tokenForLink } from './store';
import { TEXTS, studentKo } from './texts';
import { AGREE_ID, fakeServer, openLink, WAIT } from './testing';

const GUARDIAN = `/app/agree/${AGREE_ID}/guardian`;
const agree = (nextStep: string, schoolTargetType = 'ELEMENTARY') => ({
  agreeId: AGREE_ID,
  simpleEvaluationId: 42,
  schoolName: '서울누리중학교',
  schoolTargetType,
  respondent: 'GUARDIAN',
  consentState: 'SENT',
  studentSendYn: 'Y',
  nextStep,
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // jsdom has no object URLs: the download's blob is handed to this
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('guardian consent page languages', () => {
  it('switches Korean → English → Chinese → Vietnamese, marks <html lang>, keeps the choice on the phone and in the link', () => {
    localStorage.setItem(LANGUAGE_KEY, 'ko');
    openLink(GUARDIAN);
    expect(screen.getByRole('heading', { level: 1, name: TEXTS.ko.title })).toBeTruthy();
    expect(screen.getByText(TEXTS.ko.whoTitle)).toBeTruthy();
    expect(screen.getByLabelText(TEXTS.ko.mobile)).toBeTruthy();
    expect(document.documentElement.lang).toBe('ko');

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('heading', { level: 1, name: TEXTS.en.title })).toBeTruthy();
    expect(screen.getByText(TEXTS.en.refuse)).toBeTruthy();
    expect(screen.getByLabelText(TEXTS.en.mobile)).toBeTruthy();
    expect(screen.queryByText(TEXTS.ko.title)).toBeNull();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(new URLSearchParams(location.search).get('lang')).toBe('en');
    expect(location.pathname).toBe(GUARDIAN);
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: '简体中文' }));
    expect(screen.getByText(TEXTS.zh.title)).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh');
    fireEvent.click(screen.getByRole('button', { name: 'Tiếng Việt' }));
    expect(screen.getByText(TEXTS.vi.whyTitle)).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('vi');
    expect(new URLSearchParams(location.search).get('lang')).toBe('vi');
  });

  it('opens in the language the link names, else the one remembered on the phone', () => {
    localStorage.setItem(LANGUAGE_KEY, 'zh');
    openLink(GUARDIAN);
    expect(screen.getByText(TEXTS.zh.title)).toBeTruthy();
    cleanup();
    openLink(`${GUARDIAN}?lang=vi`);
    expect(screen.getByText(TEXTS.vi.title)).toBeTruthy();
    expect(document.documentElement.lang).toBe('vi');
  });

  it('every language has every text the Korean page has', () => {
    const keys = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && !Array.isArray(v) ? keys(v as object, `${p}${k}.`) : [`${p}${k}`]));
    const ko = keys(TEXTS.ko).filter((k) => !/^(results|lines|items|scale|formDescription)/.test(k)).sort();
    for (const lng of ['en', 'zh', 'vi'] as const) {
      const theirs = keys(TEXTS[lng]).filter((k) => !/^(results|lines|items|scale|formDescription)/.test(k)).sort();
      expect(theirs, lng).toEqual(ko);
      // the translations of what the server sends in Korean: every level for both, every help line, the four answers
      expect(keys(TEXTS[lng].results).length, lng).toBe(12);
      expect(Object.keys(TEXTS[lng].lines).sort(), lng).toEqual(['109', '112 / 119', '1388', '1577-0199', 'school']);
      expect(TEXTS[lng].scale, lng).toHaveLength(4);
    }
  });

  it('the student page is Korean, addressed to the student, with no language switch', () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    openLink(`/app/agree/${AGREE_ID}/student`);
    expect(screen.getByText(studentKo.intro)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'English' })).toBeNull();
    expect(document.documentElement.lang).toBe('ko');
  });

  it('a link that is not a consent link says so', () => {
    localStorage.setItem(LANGUAGE_KEY, 'ko');
    openLink('/app/agree/1/guardian');
    expect(screen.getByText(TEXTS.ko.badLink)).toBeTruthy();
  });
});

describe('after the phone check', () => {
  it('a middle/high guardian’s yes says the student will get a link (in the chosen language)', async () => {
    keepToken({ respondentToken: 'tok', expiresIn: 1800, simpleEvaluationId: 42, agreeId: AGREE_ID, agreeType: 'GUARDIAN' });
    const calls = fakeServer({
      [`GET svs-c/simple-evaluation/agree/${AGREE_ID}`]: [200, agree('GUARDIAN_CONSENT', 'MIDDLE_HIGH')],
      [`PUT svs-c/simple-evaluation/approval/${AGREE_ID}/guardian`]: [200, { message: '동의가 완료되었습니다.', simpleEvaluationId: 42, consentState: 'GUARDIAN_AGREED', nextStep: 'WAITING' }],
    });
    openLink(`${GUARDIAN}?lang=vi`);
    const vi = TEXTS.vi;
    expect(await screen.findByText(vi.decisionFor.replace('{{school}}', '서울누리중학교'), {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: vi.agree }));
    expect(await screen.findByText(vi.studentWillGetLink, {}, WAIT)).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    // the language the page was read in goes with the decision (the consent copy names it)
    expect(put.body).toEqual({ agreeYn: 'Y', lang: 'vi' });
    expect(put.headers.Authorization).toBe('Bearer client.token');
    expect(put.headers['X-Respondent-Token']).toBe('tok');
  });

  it('an elementary guardian’s yes opens the questionnaire, the language kept in the link', async () => {
    keepToken({ respondentToken: 'tok', expiresIn: 1800, simpleEvaluationId: 42, agreeId: AGREE_ID, agreeType: 'GUARDIAN' });
    fakeServer({
      [`GET svs-c/simple-evaluation/agree/${AGREE_ID}`]: [200, agree('GUARDIAN_CONSENT')],
      [`PUT svs-c/simple-evaluation/approval/${AGREE_ID}/guardian`]: [200, { message: '동의가 완료되었습니다.', simpleEvaluationId: 42, consentState: 'AGREED', nextStep: 'ANSWER' }],
      'GET svs-c/simple-evaluation/42': [200, { id: 42, schoolName: '서울한빛초등학교', schoolTargetType: 'ELEMENTARY', respondent: 'GUARDIAN', consentState: 'AGREED', isDone: 'N', canAnswer: true, nextStep: 'ANSWER' }],
    });
    openLink(`${GUARDIAN}?lang=en`);
    fireEvent.click(await screen.findByRole('button', { name: TEXTS.en.agree }, WAIT));
    await vi.waitFor(() => expect(location.pathname).toBe('/app/simple-evaluation/42'), WAIT);
    expect(new URLSearchParams(location.search).get('lang')).toBe('en');
  });

  it('refusing asks first in a dialog, then says it was saved', async () => {
    keepToken({ respondentToken: 'tok', expiresIn: 1800, simpleEvaluationId: 42, agreeId: AGREE_ID, agreeType: 'GUARDIAN' });
    const calls = fakeServer({
      [`GET svs-c/simple-evaluation/agree/${AGREE_ID}`]: [200, agree('GUARDIAN_CONSENT')],
      [`PUT svs-c/simple-evaluation/approval/${AGREE_ID}/guardian`]: [200, { message: '저장되었습니다.', simpleEvaluationId: 42, consentState: 'REFUSED', nextStep: 'REFUSED' }],
      [`GET svs-c/simple-evaluation/agree/${AGREE_ID}/copy`]: [200, {}],
    });
    localStorage.setItem(LANGUAGE_KEY, 'ko');
    openLink(GUARDIAN);
    fireEvent.click(await screen.findByRole('button', { name: TEXTS.ko.disagree }, WAIT));
    const dialog = screen.getByRole('dialog', { name: TEXTS.ko.confirmRefuseTitle });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(dialog.querySelector('button.danger')!);
    expect(await screen.findByText(TEXTS.ko.refused, {}, WAIT)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ agreeYn: 'N', lang: 'ko' });
    // what was refused can be kept: the copy, fetched with the tokens
    fireEvent.click(screen.getByRole('button', { name: TEXTS.ko.documents.copy }));
    await vi.waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled(), WAIT);
    const copy = calls.find((c) => c.path === `svs-c/simple-evaluation/agree/${AGREE_ID}/copy`)!;
    expect(copy.headers['X-Respondent-Token']).toBe('tok');
  });

  it('coming back after a yes: the copy, and the withdrawal asked in a dialog, then said to be done', async () => {
    keepToken({ respondentToken: 'tok', expiresIn: 1800, simpleEvaluationId: 42, agreeId: AGREE_ID, agreeType: 'GUARDIAN' });
    const calls = fakeServer({
      [`GET svs-c/simple-evaluation/agree/${AGREE_ID}`]: [200, { ...agree('ANSWER'), guardianAgreeYn: 'Y' }],
      [`PUT svs-c/simple-evaluation/withdrawal/${AGREE_ID}`]: [200, { message: '동의가 철회되었습니다.', simpleEvaluationId: 42, consentState: 'REFUSED', nextStep: 'REFUSED' }],
    });
    localStorage.setItem(LANGUAGE_KEY, 'en');
    openLink(GUARDIAN);
    expect(await screen.findByRole('button', { name: TEXTS.en.documents.copy }, WAIT)).toBeTruthy();
    expect(screen.getByText(TEXTS.en.withdraw.later)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: TEXTS.en.withdraw.button }));
    const dialog = screen.getByRole('dialog', { name: TEXTS.en.withdraw.confirmTitle });
    expect(calls.some((c) => c.path.includes('withdrawal'))).toBe(false);
    fireEvent.click(dialog.querySelector('button.danger')!);
    expect(await screen.findByText(TEXTS.en.withdraw.done, {}, WAIT)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([`svs-c/simple-evaluation/withdrawal/${AGREE_ID}`]);
  });

  it('a respondent token the server no longer takes sends the person back to the phone check', async () => {
    keepToken({ respondentToken: 'old', expiresIn: 1800, simpleEvaluationId: 42, agreeId: AGREE_ID, agreeType: 'GUARDIAN' });
    fakeServer({ [`GET svs-c/simple-evaluation/agree/${AGREE_ID}`]: [401, { code: 'RESPONDENT_TOKEN_INVALID', message: '인증 시간이 지났거나 인증 정보가 올바르지 않습니다.' }] });
    localStorage.setItem(LANGUAGE_KEY, 'ko');
    openLink(GUARDIAN);
    expect(await screen.findByLabelText(TEXTS.ko.mobile, {}, WAIT)).toBeTruthy();
    expect(tokenForLink(AGREE_ID, 'GUARDIAN')).toBeNull();
  });
});
