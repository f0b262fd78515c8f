import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY } from './i18n';
import { keepToken, tokenForEvaluation } from './store';
import { TEXTS } from './texts';
import { fakeServer, openLink, WAIT, type Routes } from './testing';

const ko = TEXTS.ko;
const en = TEXTS.en;
const SCHOOL = { name: '학교 상담 선생님 (Wee클래스)', description: '학교 안에서 편하게 이야기할 수 있어요.' };
const LINES = [
  { name: '자살예방 상담전화', phone: '109', description: '24시간, 누구나 무료로 이야기할 수 있어요.' },
  { name: '청소년 상담 1388', phone: '1388', description: '24시간 청소년 고민 상담 (문자 #1388, 카카오톡 상담도 있어요).' },
  { name: '정신건강 위기상담', phone: '1577-0199', description: '24시간 마음이 힘들 때 전문가와 상담할 수 있어요.' },
  { name: '긴급 신고', phone: '112 / 119', description: '지금 위험한 상황이라면 바로 전화하세요.' },
];
const evaluation = (level: 'CALM' | 'URGENT', extra: object = {}) => ({
  id: 42,
  schoolName: '서울누리중학교',
  schoolTargetType: 'MIDDLE_HIGH',
  respondent: 'GUARDIAN',
  isDone: 'Y',
  canAnswer: false,
  nextStep: 'DONE',
  result:
    level === 'URGENT'
      ? { level, title: '자녀의 안전을 먼저 살펴 주세요', message: '응답 가운데 바로 살펴야 할 내용이 있습니다.', helpLines: [...LINES, SCHOOL] }
      : { level, title: '응답해 주셔서 감사합니다', message: '지금은 자녀의 마음 건강에 크게 걱정되는 부분이 보이지 않습니다.', helpLines: [SCHOOL, LINES[1]] },
  ...extra,
});
const open = (routes: Routes, lang?: string) => {
  keepToken({ respondentToken: 'tok', expiresIn: 1800, simpleEvaluationId: 42, agreeId: 'a', agreeType: 'GUARDIAN' });
  const calls = fakeServer(routes);
  if (!lang) localStorage.setItem(LANGUAGE_KEY, 'ko');
  openLink(`/app/simple-evaluation/result/42${lang ? `?lang=${lang}` : ''}`);
  return calls;
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('the result page', () => {
  it('in Korean: the server’s words, the help lines (its own, then the fixed ones) and no score', async () => {
    open({ 'GET svs-c/simple-evaluation/42': [200, evaluation('CALM')] });
    expect(await screen.findByRole('heading', { level: 1, name: '응답해 주셔서 감사합니다' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: ko.helpTitle })).toBeTruthy();
    const tels = [...document.querySelectorAll('a[href^="tel:"]')].map((a) => a.getAttribute('href'));
    expect(tels).toEqual(['tel:1388', 'tel:15770199', 'tel:109']);
    expect(document.body.textContent).not.toMatch(/T점수|백분위|관심군|원점수/);
  });

  it('a crisis answer leads with where to call now, in the chosen language, 112/119 included', async () => {
    open({ 'GET svs-c/simple-evaluation/42': [200, evaluation('URGENT')] }, 'zh');
    const zh = TEXTS.zh;
    const title = await screen.findByRole('heading', { level: 1, name: zh.results.GUARDIAN!.URGENT.title }, WAIT);
    const headings = [...document.querySelectorAll('h1, h2')].map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual([zh.results.GUARDIAN!.URGENT.title, zh.helpNow]);
    expect(title.closest('section')!.querySelector('a[href="tel:109"]')!.textContent).toContain(zh.lines['109']!.name);
    expect(screen.getByText(zh.lines['112 / 119']!.name, { exact: false })).toBeTruthy();
    expect(screen.getByText(zh.results.GUARDIAN!.URGENT.message)).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh');
  });
});

describe('the guardian’s documents', () => {
  it('the result report and the consent copy download with the tokens; a refusal says so in the page’s words', async () => {
    const calls = open(
      {
        'GET svs-c/simple-evaluation/42': [200, evaluation('CALM')],
        'GET svs-c/simple-evaluation/42/result-report': [200, {}],
        'GET svs-c/simple-evaluation/agree/a/copy': [410, { code: 'LINK_REPLACED', message: '새 링크가 발송되어…' }],
      },
      'en',
    );
    const report = await screen.findByRole('button', { name: en.documents.report }, WAIT);
    expect(report.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(en.documents.reportNote)).toBeTruthy();
    fireEvent.click(report);
    await vi.waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1), WAIT);
    const get = calls.find((c) => c.path === 'svs-c/simple-evaluation/42/result-report')!;
    expect(get.headers).toMatchObject({ Authorization: 'Bearer client.token', 'X-Respondent-Token': 'tok' });

    fireEvent.click(screen.getByRole('button', { name: en.documents.copy }));
    expect(await screen.findByText(en.documents.failed, {}, WAIT)).toBeTruthy();
  });

  it('a student who answered gets no report (it is written to parents)', async () => {
    open({ 'GET svs-c/simple-evaluation/42': [200, evaluation('CALM', { respondent: 'STUDENT' })] });
    expect(await screen.findByRole('heading', { level: 1 }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: ko.documents.report })).toBeNull();
  });
});

describe('asking for counselling', () => {
  it('asks to confirm in a dialog, sends once however often it is tapped, then says it was sent', async () => {
    let answer: (v: Response) => void = () => {};
    const calls = open({ 'GET svs-c/simple-evaluation/42': [200, evaluation('CALM')] }, 'en');
    const fetchMock = globalThis.fetch as unknown as ReturnType<typeof vi.fn>;
    const real = fetchMock.getMockImplementation() as (input: string, init?: RequestInit) => Promise<Response>;
    fetchMock.mockImplementation((input: string, init?: RequestInit) =>
      input.endsWith('after-management') ? (calls.push({ method: 'POST', path: input, body: JSON.parse(String(init?.body)), headers: {} }), new Promise<Response>((r) => (answer = r))) : real(input, init),
    );
    fireEvent.click(await screen.findByRole('button', { name: en.counselling.button }, WAIT));
    const dialog = screen.getByRole('dialog', { name: en.counselling.confirmTitle });
    const ok = [...dialog.querySelectorAll('button')].find((b) => b.textContent === en.counselling.confirmOk)!;
    fireEvent.click(ok);
    fireEvent.click(ok);
    await vi.waitFor(() => expect(calls.some((c) => c.path.endsWith('after-management'))).toBe(true), WAIT);
    fireEvent.click(ok);
    answer(new Response(JSON.stringify({ message: '신청되었습니다.' }), { status: 200 }));
    expect(await screen.findByText(en.counselling.done, {}, WAIT)).toBeTruthy();
    const sent = calls.filter((c) => c.path.endsWith('after-management'));
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({ simpleEvaluationId: 42, linkageYn: 'Y' });
    expect(screen.queryByRole('button', { name: en.counselling.button })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('after a reload shows the request the server has, with its time (Korean time), and no button', async () => {
    open({ 'GET svs-c/simple-evaluation/42': [200, evaluation('CALM', { linkageRequestedAt: '2026-03-01T15:30:00.000Z' })] });
    expect(await screen.findByText(ko.counselling.done, { exact: false }, WAIT)).toBeTruthy();
    expect(screen.getByText('신청한 때: 2026-03-02 00:30', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: ko.counselling.button })).toBeNull();
  });

  it('takes the server’s "already requested" as done, and shows any other refusal as the server says it, the button kept', async () => {
    open({
      'GET svs-c/simple-evaluation/42': [200, evaluation('CALM')],
      'POST svs-c/simple-evaluation/after-management': [409, { code: 'NOT_DONE', message: '검사를 마친 뒤에 신청할 수 있습니다.' }],
    });
    fireEvent.click(await screen.findByRole('button', { name: ko.counselling.button }, WAIT));
    fireEvent.click(screen.getByRole('button', { name: ko.counselling.confirmOk }));
    expect(await screen.findByText('검사를 마친 뒤에 신청할 수 있습니다.', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: ko.counselling.button })).toBeTruthy();
    cleanup();
    open({
      'GET svs-c/simple-evaluation/42': [200, evaluation('CALM')],
      'POST svs-c/simple-evaluation/after-management': [409, { code: 'ALREADY_REQUESTED', message: '이미 신청했습니다.' }],
    });
    fireEvent.click(await screen.findByRole('button', { name: ko.counselling.button }, WAIT));
    fireEvent.click(screen.getByRole('button', { name: ko.counselling.confirmOk }));
    expect(await screen.findByText(ko.counselling.done, {}, WAIT)).toBeTruthy();
  });

  it('sends the person back to the phone check when the respondent token ran out', async () => {
    open({
      'GET svs-c/simple-evaluation/42': [200, evaluation('CALM')],
      'POST svs-c/simple-evaluation/after-management': [401, { code: 'RESPONDENT_TOKEN_INVALID', message: '인증 시간이 지났거나 인증 정보가 올바르지 않습니다.' }],
    });
    fireEvent.click(await screen.findByRole('button', { name: ko.counselling.button }, WAIT));
    fireEvent.click(screen.getByRole('button', { name: ko.counselling.confirmOk }));
    expect(await screen.findByLabelText(ko.mobile, {}, WAIT)).toBeTruthy();
    expect(tokenForEvaluation(42)).toBeNull();
  });

  it('fetches the client token again once when the server refuses it', async () => {
    let refused = false;
    const calls = open({
      'GET svs-c/simple-evaluation/42': () => (refused ? [200, evaluation('CALM')] : ((refused = true), [401, { code: 'INVALID_TOKEN', message: '토큰이 유효하지 않습니다.' }])),
    });
    expect(await screen.findByRole('heading', { level: 1, name: '응답해 주셔서 감사합니다' }, WAIT)).toBeTruthy();
    expect(calls.filter((c) => c.path === 'svs-c/simple-evaluation/42')).toHaveLength(2);
    expect(calls.findLastIndex((c) => c.path === 'auth/token')).toBeGreaterThan(calls.findIndex((c) => c.path === 'svs-c/simple-evaluation/42'));
  });
});
