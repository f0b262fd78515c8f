import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY } from './i18n';
import { tokenForEvaluation, tokenForLink } from './store';
import { TEXTS } from './texts';
import { AGREE_ID, fakeServer, openLink, WAIT, type Routes } from './testing';

const ko = TEXTS.ko;
const en = TEXTS.en;
const MOBILE = '01012345678';
const sent: Routes = { 'POST svs/simple-evaluation/auth': [200, { message: '인증번호가 발송되었습니다.', expiresIn: 600 }] };
const refused = (code: string, message: string): Routes => ({ 'POST svs/simple-evaluation/auth-check': [400, { code, message }] });
const token = { respondentToken: 'respondent.jwt.token', expiresIn: 1800, simpleEvaluationId: 42, agreeId: AGREE_ID, agreeType: 'GUARDIAN', nextStep: 'GUARDIAN_CONSENT' };

async function askCode(t = ko, mobile = MOBILE) {
  fireEvent.change(screen.getByLabelText(t.mobile), { target: { value: mobile } });
  fireEvent.click(screen.getByRole('button', { name: t.requestCode }));
  return screen.findByLabelText(t.code, {}, WAIT);
}
const typeCode = (t: typeof ko, code: string) => {
  fireEvent.change(screen.getByLabelText(t.code), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: t.verify }));
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('the phone check', () => {
  it('Korean: shows the server’s message for a wrong code (with the tries left), tied to the field; then keeps the token', async () => {
    let tries = 0;
    const calls = fakeServer({
      ...sent,
      'POST svs/simple-evaluation/auth-check': () => (++tries === 1 ? [400, { code: 'CODE_MISMATCH', message: '인증번호가 일치하지 않습니다. (남은 횟수 4회)' }] : [200, token]),
      [`GET svs-c/simple-evaluation/agree/${AGREE_ID}`]: [200, { agreeId: AGREE_ID, simpleEvaluationId: 42, schoolName: '서울한빛초등학교', schoolTargetType: 'ELEMENTARY', respondent: 'GUARDIAN', nextStep: 'GUARDIAN_CONSENT' }],
    });
    localStorage.setItem(LANGUAGE_KEY, 'ko');
    openLink(`/app/agree/${AGREE_ID}/guardian`);
    await askCode();
    expect(screen.getByText(ko.codeSent.replace('{{minutes}}', '10'))).toBeTruthy();
    expect(calls.find((c) => c.path === 'svs/simple-evaluation/auth')!.body).toEqual({ agreeId: AGREE_ID, agreeType: 'GUARDIAN', mobile: MOBILE });
    typeCode(ko, '111111');
    const error = await screen.findByText('인증번호가 일치하지 않습니다. (남은 횟수 4회)', {}, WAIT);
    expect(screen.getByLabelText(ko.code).getAttribute('aria-describedby')).toBe(error.id);
    expect(screen.getByLabelText(ko.code).getAttribute('aria-invalid')).toBe('true');
    expect(tokenForLink(AGREE_ID, 'GUARDIAN')).toBeNull();
    typeCode(ko, '123456');
    expect(await screen.findByRole('heading', { name: ko.decisionTitle }, WAIT)).toBeTruthy();
    expect(tokenForLink(AGREE_ID, 'GUARDIAN')?.respondentToken).toBe('respondent.jwt.token');
  });

  it('English: a wrong code says how many tries are left, in English', async () => {
    fakeServer({ ...sent, ...refused('CODE_MISMATCH', '인증번호가 일치하지 않습니다. (남은 횟수 2회)') });
    openLink(`/app/agree/${AGREE_ID}/guardian?lang=en`);
    await askCode(en);
    typeCode(en, '111111');
    expect(await screen.findByText('The code is not correct. You can try 2 more time(s).', {}, WAIT)).toBeTruthy();
  });

  it('English: an expired code asks for a new one and empties the field', async () => {
    fakeServer({ ...sent, ...refused('CODE_EXPIRED', '인증번호가 만료되었습니다.') });
    openLink(`/app/agree/${AGREE_ID}/guardian?lang=en`);
    await askCode(en);
    typeCode(en, '111111');
    expect(await screen.findByText(en.errors.CODE_EXPIRED, {}, WAIT)).toBeTruthy();
    expect((screen.getByLabelText(en.code) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: en.requestAgain })).toBeTruthy();
  });

  it('English: the fifth wrong try voids the code', async () => {
    fakeServer({ ...sent, ...refused('CODE_VOIDED', '인증번호를 5회 잘못 입력했습니다.') });
    openLink(`/app/agree/${AGREE_ID}/guardian?lang=en`);
    await askCode(en);
    typeCode(en, '111111');
    expect(await screen.findByText(en.errors.CODE_VOIDED, {}, WAIT)).toBeTruthy();
  });

  it('a malformed number and code are said at their fields before anything is sent; a number that is not the one texted, as the server says it', async () => {
    const calls = fakeServer({ 'POST svs/simple-evaluation/auth': [400, { code: 'MOBILE_MISMATCH', message: '문자를 받은 휴대전화번호와 일치하지 않습니다. 번호를 다시 확인해주세요.' }] });
    localStorage.setItem(LANGUAGE_KEY, 'ko');
    openLink(`/app/agree/${AGREE_ID}/guardian`);
    fireEvent.change(screen.getByLabelText(ko.mobile), { target: { value: '0101' } });
    fireEvent.click(screen.getByRole('button', { name: ko.requestCode }));
    const invalid = screen.getByText(ko.mobileInvalid);
    expect(screen.getByLabelText(ko.mobile).getAttribute('aria-describedby')).toBe(invalid.id);
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(ko.mobile), { target: { value: '010-0000-0000' } });
    fireEvent.click(screen.getByRole('button', { name: ko.requestCode }));
    expect(await screen.findByText('문자를 받은 휴대전화번호와 일치하지 않습니다. 번호를 다시 확인해주세요.', {}, WAIT)).toBeTruthy();
    expect(calls[0].body).toMatchObject({ mobile: '01000000000' });
  });

  it('from the answer link, asks who answers and checks the phone for the evaluation', async () => {
    const calls = fakeServer({
      ...sent,
      'POST svs/simple-evaluation/auth-check': [200, { ...token, agreeType: 'STUDENT', nextStep: 'ANSWER' }],
      'GET svs-c/simple-evaluation/42': [200, { id: 42, schoolName: '서울누리중학교', schoolTargetType: 'MIDDLE_HIGH', respondent: 'STUDENT', isDone: 'N', canAnswer: false, nextStep: 'STUDENT_CONSENT' }],
    });
    localStorage.setItem(LANGUAGE_KEY, 'ko');
    openLink('/app/simple-evaluation/42');
    const group = screen.getByRole('group', { name: ko.whoAnswers });
    fireEvent.click(group.querySelector('input[value="STUDENT"]')!);
    await askCode();
    typeCode(ko, '123456');
    expect(await screen.findByText(ko.notYourTurn.consent, {}, WAIT)).toBeTruthy();
    expect(calls.find((c) => c.path === 'svs/simple-evaluation/auth-check')!.body).toEqual({ simpleEvaluationId: 42, agreeType: 'STUDENT', authNumber: '123456' });
    expect(tokenForEvaluation(42)?.agreeType).toBe('STUDENT');
  });
});
