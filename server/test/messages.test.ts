import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { AccountMeInput } from '../src/modules/account/account.inputs.js';
import { RequestTargetInput } from '../src/modules/request/request.form-inputs.js';
import { malformedMessage, requiredMessage, tooLongMessage, withParticle } from '../src/platform/korean.js';
import { parseInput } from '../src/platform/validation.js';
import { call, gql, makeAccount, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { accountRow, expectError, expectGqlError } from './util.js';
import { PHONE_CASES } from './fixtures/phone-cases.js';
import * as phone from '../src/platform/phone.js';

/**
 * Messages and formats (issue 29): particles chosen by the word, "입력해주세요" for an empty field and "형식이 맞지
 * 않습니다" for a malformed one, and the one phone module (src/platform/phone.ts, which the client imports too).
 */

describe('particles', () => {
  it.each([
    ['상담자', '을/를', '상담자를'],
    ['상담일', '을/를', '상담일을'],
    ['주호소', '을/를', '주호소를'],
    ['학생과의 관계', '을/를', '학생과의 관계를'],
    ['생년월일', '을/를', '생년월일을'],
    ['CGI-S', '은/는', 'CGI-S는'],
    ['문항 dehi010', '은/는', '문항 dehi010은'],
    ['URL', '을/를', 'URL을'],
    ['주 진단 (추정)', '을/를', '주 진단 (추정)을'],
    ['서비스 전반 만족도', '은/는', '서비스 전반 만족도는'],
    ['초등', '으로/로', '초등으로'],
    ['여', '으로/로', '여로'],
    ['학교급', '으로/로', '학교급으로'],
    ['만족도 평가', '이/가', '만족도 평가가'],
    ['제목', '이/가', '제목이'],
  ] as const)('%s + %s → %s', (word, particle, expected) => expect(withParticle(word, particle)).toBe(expected));

  it('builds the messages with them', () => {
    expect(requiredMessage('상담자')).toBe('상담자를 입력해주세요.');
    expect(requiredMessage('상담일')).toBe('상담일을 입력해주세요.');
    expect(requiredMessage('주호소', '선택')).toBe('주호소를 선택해주세요.');
    expect(tooLongMessage('제목')).toBe('제목이 허용된 길이를 넘었습니다.');
    expect(malformedMessage('생년월일')).toBe('생년월일 형식이 맞지 않습니다.');
  });
});

describe('the phone module', () => {
  it.each(PHONE_CASES)('%s: valid mobile %s, valid phone %s, stored %s, shown %s', (typed, mobile, anyPhone, stored, shown) => {
    expect(phone.isMobile(typed)).toBe(mobile);
    expect(phone.isPhone(typed)).toBe(anyPhone);
    if (mobile) expect(phone.normalizeMobile(typed)).toBe(stored);
    expect(phone.formatPhone(typed)).toBe(shown);
  });

  it('masks for lists as before', () => {
    expect(phone.maskMobile('01012345678')).toBe('010-****-5678');
    expect(phone.maskMobile('010-1234-5678')).toBe('010-****-5678');
    expect(phone.maskMobile('010-****-5678')).toBe('010-****-5678');
    expect(phone.maskMobile(undefined)).toBeUndefined();
  });
});

describe('empty is asked for, malformed is refused as malformed (both doors go through this edge)', () => {
  const target = { name: '학생', gender: 'M', birthYear: 2014, birthMonth: 3, birthDate: 9 };
  const message = async (Cls: Parameters<typeof parseInput>[0], body: object) => {
    try {
      await parseInput(Cls, body);
      return undefined;
    } catch (e) {
      return (e as Error).message;
    }
  };

  it('a birth date', async () => {
    expect(await message(RequestTargetInput, target)).toBeUndefined();
    expect(await message(RequestTargetInput, { ...target, birthYear: undefined })).toBe('생년월일을 입력해주세요.');
    expect(await message(RequestTargetInput, { ...target, birthMonth: null })).toBe('생년월일을 입력해주세요.');
    expect(await message(RequestTargetInput, { ...target, birthMonth: 13 })).toBe('생년월일 형식이 맞지 않습니다.');
    expect(await message(RequestTargetInput, { ...target, birthYear: 1980 })).toBe('생년월일 형식이 맞지 않습니다.');
  });

  it('an optional phone number left empty is not asked for; a malformed one is malformed', async () => {
    expect(await message(RequestTargetInput, { ...target, mobile: undefined })).toBeUndefined();
    expect(await message(RequestTargetInput, { ...target, mobile: '010-6666-9999' })).toBeUndefined();
    expect(await message(RequestTargetInput, { ...target, mobile: '0106666' })).toBe('학생 휴대전화번호 형식이 맞지 않습니다.');
  });

  it('a required phone number and e-mail', async () => {
    const me = { name: '이름', email: 'a@example.org', mobile: '010-6666-9999' };
    expect(await message(AccountMeInput, me)).toBeUndefined();
    expect(await message(AccountMeInput, { ...me, mobile: '' })).toBe('휴대전화번호를 입력해주세요.');
    expect(await message(AccountMeInput, { ...me, mobile: '   ' })).toBe('휴대전화번호를 입력해주세요.');
    expect(await message(AccountMeInput, { ...me, mobile: undefined })).toBe('휴대전화번호를 입력해주세요.');
    expect(await message(AccountMeInput, { ...me, mobile: '010-6666-999' })).toBe('휴대전화번호 형식이 맞지 않습니다.');
    expect(await message(AccountMeInput, { ...me, email: '' })).toBe('이메일을 입력해주세요.');
    expect(await message(AccountMeInput, { ...me, email: 'nope' })).toBe('이메일 형식이 맞지 않습니다.');
  });
});

describe('my page over HTTP', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  it('takes 010-6666-9999 (stored as digits), asks for an empty number, refuses a malformed one', async () => {
    const a = await makeAccount(app, RoleCode.MEMBER, { school: await makeSchool(app) });
    const token = await tokenFor(app, a);
    const body = { name: '새이름', email: 'me@example.org', mobile: '010-6666-9999' };
    const ok = await call(app, 'PUT', 'svs-u/account/me', { token, body });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await accountRow(app, a.id)).mobile).toBe('01066669999');
    expectError(await call(app, 'PUT', 'svs-u/account/me', { token, body: { ...body, mobile: '' } }), 400, 'BAD_USER_INPUT', '휴대전화번호를 입력해주세요.');
    expectError(await call(app, 'PUT', 'svs-u/account/me', { token, body: { ...body, mobile: '010-66-9999' } }), 400, 'BAD_USER_INPUT', '휴대전화번호 형식이 맞지 않습니다.');
    // the GraphQL twin says the same
    const m = `mutation($input: AccountMeInput!) { updateMe(input: $input) { id mobile } }`;
    expectGqlError(await gql(app, m, { input: { ...body, mobile: '' } }, token), 400, 'BAD_USER_INPUT', '휴대전화번호를 입력해주세요.');
    expectGqlError(await gql(app, m, { input: { ...body, mobile: '010-66-9999' } }, token), 400, 'BAD_USER_INPUT', '휴대전화번호 형식이 맞지 않습니다.');
    const viaGql = await gql(app, m, { input: { ...body, mobile: '011 123 4567' } }, token);
    expect(viaGql.body.data?.updateMe.mobile, JSON.stringify(viaGql.body)).toBe('0111234567');
  });
});
