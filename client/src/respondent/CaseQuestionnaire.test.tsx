import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeOf } from './App';
import { caseKo } from './caseTexts';
import { LANGUAGE_KEY } from './i18n';
import { answersKey, keepQuestionnaireToken, questionnaireToken } from './store';
import { TEXTS } from './texts';
import { fakeServer, openLink, WAIT, type Routes } from './testing';

/**
 * The case questionnaires' phone pages (/request/sdq-kr/{id}, /request/satisfaction-assessment/{id}) in the
 * respondent entry, against a fake server of their REST calls: what the person sees and what reaches the server.
 */
const ko = TEXTS.ko;
const MOBILE = '01012345678';
const SDQ_KEYS = ['dehi', 'decp', 'dies', 'dipr', 'spbpb'].flatMap((p) => [10, 20, 30, 40, 50].map((n) => `${p}0${n}`));
const radio = (key: string, value: number) => document.querySelector<HTMLInputElement>(`input[name="${key}"][value="${value}"]`)!;
const button = (name: string) => screen.getByRole('button', { name });

const sdqState = (isDone = 'N') => ({ id: 5, testType: 'PRELIMINARY', targetType: 'GUARDIAN', relationship: 'MOTHER', isDone });
// placeholders, as the seeded SDQ forms hold until an administrator loads the licensed wording
const SDQ_FORM = {
  id: 3,
  code: 'SDQ_KR_GUARDIAN',
  type: 'SDQ_KR',
  target: 'GUARDIAN',
  title: 'SDQ-KR 보호자용',
  description: '보호자용',
  questions: SDQ_KEYS.map((key, i) => ({ key, question: `문항 ${i + 1} (관리자가 문항을 입력하기 전 자리표시)`, examples: [0, 1, 2].map((value) => ({ value, label: `보기 ${value}` })) })),
};
const SDQ_ROUTES: Routes = {
  'GET svs-c/sdq-kr/5': [200, sdqState()],
  'GET svs/forms/find-form?type=SDQ_KR&target=GUARDIAN': [200, SDQ_FORM],
};
const lapsed = [401, { code: 'RESPONDENT_TOKEN_INVALID', message: '응답자 인증이 만료되었습니다. 휴대전화 인증을 다시 해주세요.' }] as [number, unknown];

async function proveMobile() {
  fireEvent.change(screen.getByLabelText(ko.mobile), { target: { value: MOBILE } });
  fireEvent.click(button(ko.requestCode));
  fireEvent.change(await screen.findByLabelText(ko.code, {}, WAIT), { target: { value: '123456' } });
  fireEvent.click(button(ko.verify));
}

/** Answers the SDQ-KR's steps from `from` (0–4) with 1, moving on after each and submitting after the fifth. */
async function answerSteps(from = 0) {
  for (let step = from; step < 5; step++) {
    await screen.findByText(`${step + 1} / 5 단계`, {}, WAIT);
    for (const key of SDQ_KEYS.slice(step * 5, step * 5 + 5)) fireEvent.click(radio(key, 1));
    fireEvent.click(button(step === 4 ? ko.submit : ko.next));
  }
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
  document.documentElement.lang = 'ko';
});

describe('the case questionnaires’ links', () => {
  it('are the respondent entry’s routes', () => {
    expect(routeOf('/app/request/sdq-kr/5')).toEqual({ page: 'case-questionnaire', kind: 'sdq-kr', id: 5 });
    expect(routeOf('/app/request/satisfaction-assessment/8/')).toEqual({ page: 'case-questionnaire', kind: 'satisfaction-assessment', id: 8 });
    expect(routeOf('/app/request/sdq-kr/abc')).toEqual({ page: 'case-questionnaire', kind: 'sdq-kr', id: 0 });
    expect(routeOf('/app/request/other/5')).toEqual({ page: 'not-found' });
  });

  it('a link without a valid id says so', async () => {
    const calls = fakeServer({});
    openLink('/app/request/sdq-kr/abc');
    expect(await screen.findByText(ko.badLink, {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: caseKo.sdqTitle })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('SDQ-KR by link', () => {
  it('in Korean whatever the phone chose: checks the phone, then the form step by step, submits every answer once and thanks', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    let submissions = 0;
    const calls = fakeServer({
      ...SDQ_ROUTES,
      'POST svs/request/sdq-kr/auth': [200, { message: '인증번호가 발송되었습니다.', expiresIn: 600 }],
      'POST svs/request/sdq-kr/auth-check': [200, { respondentToken: 'sdq.token', expiresIn: 1800, id: 5, targetType: 'GUARDIAN' }],
      'PUT svs-c/sdq-kr/5': () => (++submissions, [200, sdqState('Y')]),
    });
    openLink('/app/request/sdq-kr/5?lang=en');
    expect(await screen.findByRole('heading', { level: 1, name: caseKo.sdqTitle }, WAIT)).toBeTruthy();
    expect(document.documentElement.lang).toBe('ko');
    expect(document.title).toBe(`${caseKo.sdqTitle} | 정신건강 전문가 학교지원 사업`);
    expect(screen.queryByRole('navigation', { name: ko.languageLabel })).toBeNull();
    expect(screen.getByText(ko.openedLink)).toBeTruthy();

    await proveMobile();
    expect(await screen.findByText('1 / 5 단계', {}, WAIT)).toBeTruthy();
    expect(calls.find((c) => c.path === 'svs/request/sdq-kr/auth')!.body).toEqual({ id: 5, mobile: MOBILE });
    expect(calls.find((c) => c.path === 'svs/request/sdq-kr/auth-check')!.body).toEqual({ id: 5, authNumber: '123456' });
    expect(questionnaireToken('sdq-kr', 5)?.respondentToken).toBe('sdq.token');
    expect(calls.find((c) => c.path === 'svs-c/sdq-kr/5')!.headers['X-Respondent-Token']).toBe('sdq.token');
    expect(screen.getByText('보호자용')).toBeTruthy();

    // a step cannot be left with an open question
    fireEvent.click(button(ko.next));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await answerSteps();

    expect(await screen.findByText(caseKo.submitted, {}, WAIT)).toBeTruthy();
    expect(screen.getByText(caseKo.cannotChange)).toBeTruthy();
    expect(screen.queryByRole('button', { name: ko.submit })).toBeNull();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual(Object.fromEntries(SDQ_KEYS.map((k) => [k, 1])));
    expect(put.headers['X-Respondent-Token']).toBe('sdq.token');
    expect(submissions).toBe(1);
    expect(sessionStorage.getItem(answersKey('sdq-kr:5'))).toBeNull();
  });

  it('keeps the answers on the phone until submitted: a reload comes back to the same step with the same answers', async () => {
    keepQuestionnaireToken('sdq-kr', 5, { respondentToken: 'tok', expiresIn: 1800 });
    fakeServer(SDQ_ROUTES);
    openLink('/app/request/sdq-kr/5');
    await screen.findByText('1 / 5 단계', {}, WAIT);
    for (const key of SDQ_KEYS.slice(0, 5)) fireEvent.click(radio(key, 2));
    fireEvent.click(button(ko.next));
    await screen.findByText('2 / 5 단계', {}, WAIT);
    fireEvent.click(radio('decp010', 0));

    cleanup();
    openLink('/app/request/sdq-kr/5');
    expect(await screen.findByText('2 / 5 단계', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('6 / 25 문항 응답')).toBeTruthy();
    expect(radio('decp010', 0).checked).toBe(true);
    fireEvent.click(button(ko.prev));
    expect(radio('dehi010', 2).checked).toBe(true);
  });

  it('a questionnaire already submitted only thanks, with nothing to change, and forgets a draft left on the phone', async () => {
    keepQuestionnaireToken('sdq-kr', 5, { respondentToken: 'tok', expiresIn: 1800 });
    sessionStorage.setItem(answersKey('sdq-kr:5'), JSON.stringify({ answers: { dehi010: 1 }, step: 0 }));
    const calls = fakeServer({ 'GET svs-c/sdq-kr/5': [200, sdqState('Y')] });
    openLink('/app/request/sdq-kr/5');
    expect(await screen.findByText(caseKo.submitted, {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: ko.submit })).toBeNull();
    expect(calls.some((c) => c.path.startsWith('svs/forms'))).toBe(false);
    await waitFor(() => expect(sessionStorage.getItem(answersKey('sdq-kr:5'))).toBeNull(), WAIT);
  });

  it('a lapsed token asks for the phone check again; the answers wait on the phone and go once it is done', async () => {
    keepQuestionnaireToken('sdq-kr', 5, { respondentToken: 'old', expiresIn: 1800 });
    const calls = fakeServer({
      ...SDQ_ROUTES,
      'PUT svs-c/sdq-kr/5': (body) => (calls.filter((c) => c.method === 'PUT').length === 1 ? lapsed : [200, { ...sdqState('Y'), body }]),
      'POST svs/request/sdq-kr/auth': [200, { message: '인증번호가 발송되었습니다.', expiresIn: 600 }],
      'POST svs/request/sdq-kr/auth-check': [200, { respondentToken: 'new', expiresIn: 1800, id: 5, targetType: 'GUARDIAN' }],
    });
    openLink('/app/request/sdq-kr/5');
    await answerSteps();

    // the submission is refused: the phone check, saying why
    expect(await screen.findByLabelText(ko.mobile, {}, WAIT)).toBeTruthy();
    expect(screen.getByText(ko.errors.RESPONDENT_TOKEN_INVALID)).toBeTruthy();
    expect(questionnaireToken('sdq-kr', 5)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(answersKey('sdq-kr:5'))!).answers).toEqual(Object.fromEntries(SDQ_KEYS.map((k) => [k, 1])));

    await proveMobile();
    expect(await screen.findByText('5 / 5 단계', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('25 / 25 문항 응답')).toBeTruthy();
    fireEvent.click(button(ko.submit));
    expect(await screen.findByText(caseKo.submitted, {}, WAIT)).toBeTruthy();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.headers['X-Respondent-Token'])).toEqual(['old', 'new']);
    expect(puts[1].body).toEqual(Object.fromEntries(SDQ_KEYS.map((k) => [k, 1])));
  });

  it('a token the server no longer takes when the page opens: the phone check', async () => {
    keepQuestionnaireToken('sdq-kr', 5, { respondentToken: 'old', expiresIn: 1800 });
    fakeServer({ 'GET svs-c/sdq-kr/5': lapsed });
    openLink('/app/request/sdq-kr/5');
    expect(await screen.findByLabelText(ko.mobile, {}, WAIT)).toBeTruthy();
    expect(questionnaireToken('sdq-kr', 5)).toBeNull();
  });

  it('says the server’s Korean message: a number that is not the one texted, a link replaced by a newer one', async () => {
    const mismatch = '문자를 받은 휴대전화번호와 일치하지 않습니다. 번호를 다시 확인해주세요.';
    fakeServer({ 'POST svs/request/sdq-kr/auth': [400, { code: 'MOBILE_MISMATCH', message: mismatch }] });
    openLink('/app/request/sdq-kr/5');
    fireEvent.change(await screen.findByLabelText(ko.mobile, {}, WAIT), { target: { value: MOBILE } });
    fireEvent.click(button(ko.requestCode));
    expect((await screen.findByText(mismatch, {}, WAIT)).getAttribute('role')).toBe('alert');

    cleanup();
    vi.unstubAllGlobals();
    keepQuestionnaireToken('sdq-kr', 5, { respondentToken: 'tok', expiresIn: 1800 });
    const replaced = '새 링크가 발송되어 이 링크는 더 이상 사용할 수 없습니다. 가장 최근에 받은 문자의 링크를 이용해주세요.';
    fakeServer({ 'GET svs-c/sdq-kr/5': [410, { code: 'LINK_REPLACED', message: replaced }] });
    openLink('/app/request/sdq-kr/5');
    expect((await screen.findByText(replaced, {}, WAIT)).getAttribute('role')).toBe('alert');
  });

  it('a submission the server refuses says its message and keeps the answers; one already made elsewhere thanks', async () => {
    keepQuestionnaireToken('sdq-kr', 5, { respondentToken: 'tok', expiresIn: 1800 });
    let puts = 0;
    fakeServer({
      ...SDQ_ROUTES,
      'PUT svs-c/sdq-kr/5': () => (++puts === 1 ? [503, { code: 'SERVICE_UNAVAILABLE', message: '잠시 후 다시 시도해주세요.' }] : [409, { code: 'ALREADY_DONE', message: '이미 제출된 설문입니다.' }]),
    });
    openLink('/app/request/sdq-kr/5');
    await answerSteps();
    expect(await screen.findByText('잠시 후 다시 시도해주세요.', {}, WAIT)).toBeTruthy();
    expect(sessionStorage.getItem(answersKey('sdq-kr:5'))).not.toBeNull();
    fireEvent.click(button(ko.submit));
    expect(await screen.findByText(caseKo.submitted, {}, WAIT)).toBeTruthy();
    expect(sessionStorage.getItem(answersKey('sdq-kr:5'))).toBeNull();
  });

  it('a form that cannot be read says so', async () => {
    keepQuestionnaireToken('sdq-kr', 5, { respondentToken: 'tok', expiresIn: 1800 });
    fakeServer({ 'GET svs-c/sdq-kr/5': [200, sdqState()] });
    openLink('/app/request/sdq-kr/5');
    expect(await screen.findByText(ko.formFailed, {}, WAIT)).toBeTruthy();
  });
});

describe('satisfaction by link', () => {
  const STATE = { id: 8, targetType: 'STUDENT', isDone: 'N' };
  const REQUIRED = ['받은 서비스에 전반적으로 만족한다.', '서비스가 진행된 과정(일정, 안내, 연락)에 만족한다.', '담당자는 친절하고 전문적으로 도와주었다.', '받은 서비스가 전반적으로 도움이 되었다.'];
  const choose = (question: string, label: string) => fireEvent.click(within(screen.getByRole('radiogroup', { name: question })).getByLabelText(label));

  it('checks the phone, asks for the required ratings before anything is sent, then submits once and thanks', async () => {
    let submissions = 0;
    const calls = fakeServer({
      'POST svs/request/satisfaction-assessment/auth': [200, { message: '인증번호가 발송되었습니다.', expiresIn: 600 }],
      'POST svs/request/satisfaction-assessment/auth-check': [200, { respondentToken: 'sat.token', expiresIn: 1800, id: 8, targetType: 'STUDENT' }],
      'GET svs-c/satisfaction-assessment/8': [200, STATE],
      'PUT svs-c/satisfaction-assessment/8': () => (++submissions, [200, { ...STATE, isDone: 'Y' }]),
    });
    openLink('/app/request/satisfaction-assessment/8');
    expect(await screen.findByRole('heading', { level: 1, name: caseKo.satisfactionTitle }, WAIT)).toBeTruthy();
    expect(document.documentElement.lang).toBe('ko');
    await proveMobile();
    expect(await screen.findByText(caseKo.satisfactionIntro, {}, WAIT)).toBeTruthy();
    expect(calls.find((c) => c.path === 'svs/request/satisfaction-assessment/auth-check')!.body).toEqual({ id: 8, authNumber: '123456' });

    // the required questions are marked for everyone (visibly, and as required to a screen reader)
    for (const q of REQUIRED) expect(screen.getByRole('radiogroup', { name: q }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('radiogroup', { name: '연계된 기관의 도움에 만족한다.' }).getAttribute('aria-required')).toBeNull();

    fireEvent.click(button(ko.submit));
    expect((await screen.findByRole('alert')).textContent).toBe(caseKo.missing.replace('{{count}}', '4'));
    expect(screen.getAllByText(caseKo.chooseOne)).toHaveLength(4);
    const first = screen.getByRole('radiogroup', { name: REQUIRED[0] });
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby')!)!.textContent).toBe(caseKo.chooseOne);
    expect(document.activeElement).toBe(radio('svsOverAll', 1));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    choose(REQUIRED[0], '5 매우 그렇다');
    expect(screen.getAllByText(caseKo.chooseOne)).toHaveLength(3);
    choose(REQUIRED[1], '4 그렇다');
    choose(REQUIRED[2], '5 매우 그렇다');
    choose(REQUIRED[3], '3 보통이다');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByLabelText('서비스에 대해 하고 싶은 말'), { target: { value: ' 고맙습니다 ' } });
    fireEvent.click(button(ko.submit));

    expect(await screen.findByText(caseKo.submitted, {}, WAIT)).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ svsOverAll: 5, svsProgress: 4, svsAtiiPi: 5, servicePerformance: 3, svsContent: '고맙습니다' });
    expect(put.headers['X-Respondent-Token']).toBe('sat.token');
    expect(submissions).toBe(1);
    expect(sessionStorage.getItem(answersKey('satisfaction-assessment:8'))).toBeNull();
  });

  it('"기타" asks what the service was; what is typed is kept on the phone across a reload', async () => {
    keepQuestionnaireToken('satisfaction-assessment', 8, { respondentToken: 'tok', expiresIn: 1800 });
    const calls = fakeServer({ 'GET svs-c/satisfaction-assessment/8': [200, STATE], 'PUT svs-c/satisfaction-assessment/8': [200, { ...STATE, isDone: 'Y' }] });
    openLink('/app/request/satisfaction-assessment/8');
    await screen.findByText(caseKo.satisfactionIntro, {}, WAIT);
    for (const q of REQUIRED) choose(q, '4 그렇다');
    fireEvent.change(screen.getByLabelText('가장 도움이 된 서비스'), { target: { value: 'ETC' } });
    fireEvent.click(button(ko.submit));
    const etc = await screen.findByLabelText(/가장 도움이 된 서비스 \(기타\)/, {}, WAIT);
    expect(screen.getByRole('alert').textContent).toBe(caseKo.missing.replace('{{count}}', '1'));
    expect(etc.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(etc.getAttribute('aria-describedby')!)!.textContent).toBe(caseKo.enterText);
    expect(document.activeElement).toBe(etc);
    fireEvent.change(etc, { target: { value: '방과후 모임' } });
    fireEvent.change(screen.getByLabelText('더 나아졌으면 하는 점'), { target: { value: '상담 시간이 더 길었으면' } });

    cleanup();
    openLink('/app/request/satisfaction-assessment/8');
    await screen.findByText(caseKo.satisfactionIntro, {}, WAIT);
    expect(radio('svsOverAll', 4).checked).toBe(true);
    expect((screen.getByLabelText('가장 도움이 된 서비스') as HTMLSelectElement).value).toBe('ETC');
    expect((screen.getByLabelText(/가장 도움이 된 서비스 \(기타\)/) as HTMLInputElement).value).toBe('방과후 모임');
    fireEvent.click(button(ko.submit));
    expect(await screen.findByText(caseKo.submitted, {}, WAIT)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      svsOverAll: 4,
      svsProgress: 4,
      svsAtiiPi: 4,
      servicePerformance: 4,
      servicePerformanceDetail: 'ETC',
      servicePerformanceDetailEtc: '방과후 모임',
      serviceImprovementPoints: '상담 시간이 더 길었으면',
    });
  });

  it('already submitted: thanks only', async () => {
    keepQuestionnaireToken('satisfaction-assessment', 8, { respondentToken: 'tok', expiresIn: 1800 });
    fakeServer({ 'GET svs-c/satisfaction-assessment/8': [200, { ...STATE, isDone: 'Y' }] });
    openLink('/app/request/satisfaction-assessment/8');
    expect(await screen.findByText(caseKo.submitted, {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: ko.submit })).toBeNull();
  });
});
