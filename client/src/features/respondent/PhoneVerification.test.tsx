import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConsentI18n } from './i18n';
import { RequestRespondentCodeMutation, VerifyRespondentCodeMutation } from './operations';
import { PhoneVerification } from './PhoneVerification';
import { tokenForLink } from './store';
import { CONSENT_RESOURCES } from './translations';

const AGREE_ID = '3f2c1d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const MOBILE = '01012345678';
const link = { agreeId: AGREE_ID, agreeType: 'GUARDIAN' };

const requested = {
  request: { query: RequestRespondentCodeMutation, variables: { input: { ...link, mobile: MOBILE } } },
  result: { data: { requestRespondentCode: { __typename: 'RespondentCodeSent', message: '인증번호가 발송되었습니다.', expiresIn: 600 } } },
};
const refused = (authNumber: string, code: string, message: string) => ({
  request: { query: VerifyRespondentCodeMutation, variables: { input: { ...link, authNumber } } },
  result: { errors: [{ message, extensions: { code, status: 400 } }] },
});
const verified = (authNumber: string) => ({
  request: { query: VerifyRespondentCodeMutation, variables: { input: { ...link, authNumber } } },
  result: {
    data: {
      verifyRespondentCode: {
        __typename: 'RespondentToken',
        respondentToken: 'respondent.jwt.token',
        expiresIn: 1800,
        simpleEvaluationId: 42,
        agreeId: AGREE_ID,
        agreeType: 'GUARDIAN',
        nextStep: 'GUARDIAN_CONSENT',
      },
    },
  },
});

const WAIT = { timeout: 8000 };
const button = (text: string) => screen.getByText(text).closest('button')!;

function renderCheck(language: 'ko' | 'en', mocks: object[], onVerified = vi.fn()) {
  render(
    <MockedProvider mocks={mocks as never}>
      <I18nextProvider i18n={createConsentI18n(language)}>
        <PhoneVerification link={{ agreeId: AGREE_ID }} agreeType="GUARDIAN" onVerified={onVerified} />
      </I18nextProvider>
    </MockedProvider>,
  );
  return onVerified;
}

async function requestThenEnter(t: (typeof CONSENT_RESOURCES)['ko'], code: string) {
  fireEvent.change(screen.getByLabelText(t.mobile), { target: { value: MOBILE } });
  fireEvent.click(button(t.requestCode));
  await screen.findByText(t.codeSent.replace('{{minutes}}', '10'), {}, WAIT);
  fireEvent.change(screen.getByLabelText(t.code), { target: { value: code } });
  fireEvent.click(button(t.verify));
}

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('phone check errors', () => {
  it('Korean: shows the server’s message for a wrong code (with the tries left), then succeeds and keeps the token', async () => {
    const ko = CONSENT_RESOURCES.ko;
    const onVerified = renderCheck('ko', [requested, refused('111111', 'CODE_MISMATCH', '인증번호가 일치하지 않습니다. (남은 횟수 4회)'), verified('222222')]);
    await requestThenEnter(ko, '111111');
    expect(await screen.findByText('인증번호가 일치하지 않습니다. (남은 횟수 4회)', {}, WAIT)).toBeTruthy();
    expect(onVerified).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(ko.code), { target: { value: '222222' } });
    fireEvent.click(button(ko.verify));
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledOnce(), WAIT);
    expect(onVerified.mock.calls[0][1]).toBe('GUARDIAN_CONSENT');
    expect(tokenForLink(AGREE_ID, 'GUARDIAN')?.respondentToken).toBe('respondent.jwt.token');
  }, 30_000);

  it('English: a wrong code says how many tries are left, in English', async () => {
    const en = CONSENT_RESOURCES.en;
    renderCheck('en', [requested, refused('111111', 'CODE_MISMATCH', '인증번호가 일치하지 않습니다. (남은 횟수 2회)')]);
    await requestThenEnter(en, '111111');
    expect(await screen.findByText('The code is not correct. You can try 2 more time(s).', {}, WAIT)).toBeTruthy();
  }, 30_000);

  it('English: an expired code asks for a new one and empties the field', async () => {
    const en = CONSENT_RESOURCES.en;
    renderCheck('en', [requested, refused('333333', 'CODE_EXPIRED', '인증번호가 만료되었습니다. 인증번호를 다시 요청해주세요.')]);
    await requestThenEnter(en, '333333');
    expect(await screen.findByText(en.errors.CODE_EXPIRED, {}, WAIT)).toBeTruthy();
    expect((screen.getByLabelText(en.code) as HTMLInputElement).value).toBe('');
    expect(screen.getByText(en.requestAgain)).toBeTruthy();
  }, 30_000);

  it('English: the fifth wrong try voids the code (too many tries)', async () => {
    const en = CONSENT_RESOURCES.en;
    renderCheck('en', [
      requested,
      refused('444444', 'CODE_VOIDED', '인증번호를 5회 잘못 입력하여 더 이상 사용할 수 없습니다. 인증번호를 다시 요청해주세요.'),
    ]);
    await requestThenEnter(en, '444444');
    expect(await screen.findByText(en.errors.CODE_VOIDED, {}, WAIT)).toBeTruthy();
  }, 30_000);

  it('a number that is not the one the text went to, and a malformed code, are said before anything is kept', async () => {
    const ko = CONSENT_RESOURCES.ko;
    const mismatch = {
      request: { query: RequestRespondentCodeMutation, variables: { input: { ...link, mobile: '01099998888' } } },
      result: { errors: [{ message: '문자를 받은 휴대전화번호와 일치하지 않습니다. 번호를 다시 확인해주세요.', extensions: { code: 'MOBILE_MISMATCH' } }] },
    };
    renderCheck('ko', [mismatch]);
    fireEvent.change(screen.getByLabelText(ko.mobile), { target: { value: '12345' } });
    fireEvent.click(button(ko.requestCode));
    expect(await screen.findByText(ko.mobileInvalid, {}, WAIT)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(ko.mobile), { target: { value: '010-9999-8888' } });
    fireEvent.click(button(ko.requestCode));
    expect(await screen.findByText('문자를 받은 휴대전화번호와 일치하지 않습니다. 번호를 다시 확인해주세요.', {}, WAIT)).toBeTruthy();
    expect(tokenForLink(AGREE_ID, 'GUARDIAN')).toBeNull();
  }, 30_000);
});
