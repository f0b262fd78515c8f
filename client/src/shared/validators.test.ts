import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_SCHOOL_ID_MESSAGE,
  END_AFTER_START_MESSAGE,
  endAfterStartRule,
  formatDate,
  formatDateTime,
  digitsOnly,
  formatMobile,
  formatPhone,
  isDateInput,
  isDateTimeInput,
  isEndAfterStart,
  isMobile,
  isPassword,
  isPhone,
  normalizeMobile,
  requiredMessage,
  requiredRule,
  isUniqueSchoolId,
  maskMobile,
  mobileMessage,
  mobileRule,
  mobileSeparator,
  parseDigitsDate,
  passwordMessage,
  passwordRule,
  splitChoices,
  joinChoices,
  uniqueSchoolIdRule,
} from './validators';
import { PHONE_CASES } from '../../../server/test/fixtures/phone-cases';

type RuleFn = { validator: (rule: unknown, value: unknown) => Promise<void> };
const run = (rule: unknown, value: unknown) => (rule as RuleFn).validator({}, value);

describe('mobile', () => {
  it.each([
    ['01012345678', true],
    ['0101234567', false], // 010 needs 4 + 4
    ['010123456789', false],
    ['0111234567', true], // 011 + 3 + 4
    ['01112345678', true], // 011 + 4 + 4
    ['0161234567', true],
    ['0171234567', true],
    ['0181234567', true],
    ['01912345678', true],
    ['011123456', false],
    ['0151234567', false],
    ['0121234567', false],
    ['02012345678', false],
    ['010-1234-5678', true], // hyphens accepted on every form (issue 29: my page refused 010-6666-9999)
    ['010-6666-9999', true],
    ['', false],
  ])('%s → %s', (v, ok) => expect(isMobile(v)).toBe(ok));

  it('is the server\'s module, checked against the one table both sides test (server/test/fixtures/phone-cases.ts)', async () => {
    const server = await import('../../../server/src/platform/phone');
    expect(normalizeMobile).toBe(server.normalizeMobile);
    expect(formatPhone).toBe(server.formatPhone);
    expect(isPhone).toBe(server.isPhone);
    for (const [typed, mobile, phone, stored, shown] of PHONE_CASES) {
      expect(isMobile(typed), typed).toBe(mobile);
      expect(isPhone(typed), typed).toBe(phone);
      if (mobile) expect(digitsOnly(typed), typed).toBe(stored);
      expect(formatPhone(typed), typed).toBe(shown);
    }
  });

  it('accepts one consistent separator', () => {
    expect(isMobile('010-1234-5678')).toBe(true);
    expect(isMobile('010 1234 5678')).toBe(true);
    expect(isMobile('01012345678')).toBe(true);
    expect(isMobile('011-123-4567')).toBe(true);
    expect(isMobile('010-1234 5678')).toBe(false);
    expect(isMobile('010-12345678')).toBe(false);
    expect(isMobile('010--1234-5678')).toBe(false);
  });

  it('formats with the chosen separator', () => {
    expect(formatMobile('01012345678', '-')).toBe('010-1234-5678');
    expect(formatMobile('010 1234 5678', ' ')).toBe('010 1234 5678');
    expect(formatMobile('0111234567', '-')).toBe('011-123-4567');
    expect(formatMobile('010-1234-5678', '')).toBe('01012345678');
    expect(mobileSeparator('010 1234 5678')).toBe(' ');
    expect(mobileSeparator('010-1234-5678')).toBe('-');
    expect(mobileSeparator('01012345678')).toBe('');
  });

  it('rule message names the field', async () => {
    expect(mobileMessage('보호자 연락처')).toBe('보호자 연락처 형식이 맞지 않습니다.');
    await expect(run(mobileRule('휴대전화번호'), '0101234')).rejects.toThrow('휴대전화번호 형식이 맞지 않습니다.');
    await expect(run(mobileRule('휴대전화번호'), '01012345678')).resolves.toBeUndefined();
    await expect(run(mobileRule('휴대전화번호'), '')).resolves.toBeUndefined(); // required is a separate rule
    await expect(run(mobileRule('연락처'), '010-1234-5678')).resolves.toBeUndefined();
    // my page's rule (mobileRule()) takes what the other forms take (issue 29: it refused 010-6666-9999)
    await expect(run(mobileRule(), '010-6666-9999')).resolves.toBeUndefined();
    await expect(run(mobileRule(), '010 6666 9999')).resolves.toBeUndefined();
    await expect(run(mobileRule(), '010-6666 9999')).rejects.toThrow('휴대전화번호 형식이 맞지 않습니다.');
  });

  it('asks for an empty field with the particle the word takes', () => {
    expect(requiredMessage('상담자')).toBe('상담자를 입력해주세요.');
    expect(requiredMessage('상담일')).toBe('상담일을 입력해주세요.');
    expect(requiredMessage('주호소', '선택')).toBe('주호소를 선택해주세요.');
    expect((requiredRule('생년월일') as { message: string }).message).toBe('생년월일을 입력해주세요.');
    expect((requiredRule('학생과의 관계', '선택') as { message: string }).message).toBe('학생과의 관계를 선택해주세요.');
  });

  it('masks', () => {
    expect(maskMobile('01012345678')).toBe('010-****-5678');
    expect(maskMobile('010-1234-5678')).toBe('010-****-5678');
    expect(maskMobile('')).toBe('');
  });
});

describe('password', () => {
  it.each([
    ['abcd123!', true], // exactly 8
    ['abc123!', false], // 7
    ['abcdefgh', false], // no digit, no special
    ['12345678!', false], // no letter
    ['abcd1234', false], // no special
    ['abcd 123!', false], // whitespace
    ['Abcd123!\t', false],
    ['Demo1234!', true],
    ['한글비밀번호1!a', true], // a letter, a digit, a special (Hangul counts as special, like the server)
  ])('%s → %s', (v, ok) => expect(isPassword(v)).toBe(ok));

  it('message', async () => {
    expect(passwordMessage('새 비밀번호')).toBe('새 비밀번호 는 공백 제외 영문, 숫자, 특수문자를 모두 조합하여 최소 8자리 이상 입력해주세요.');
    await expect(run(passwordRule('비밀번호'), 'short1!')).rejects.toThrow(passwordMessage('비밀번호'));
    await expect(run(passwordRule('비밀번호'), 'longer12!')).resolves.toBeUndefined();
  });
});

describe('dates', () => {
  it('parses 8, 12, 14 and 17 digit strings only', () => {
    expect(parseDigitsDate('20240229')?.getDate()).toBe(29);
    expect(parseDigitsDate('202402291530')?.getHours()).toBe(15);
    expect(parseDigitsDate('20240229153045')?.getSeconds()).toBe(45);
    expect(parseDigitsDate('20240229153045123')?.getMilliseconds()).toBe(123);
    expect(parseDigitsDate('2024022')).toBeNull();
    expect(parseDigitsDate('202402291')).toBeNull();
    expect(parseDigitsDate('2024022915304')).toBeNull();
    expect(parseDigitsDate('20230229')).toBeNull(); // not a leap year
    expect(parseDigitsDate('20241301')).toBeNull();
    expect(parseDigitsDate('202402292460')).toBeNull();
    expect(parseDigitsDate('2024-02-29')).toBeNull();
  });

  it('date input YYYY-MM-DD and date-time YYYY-MM-DDTHH:mm', () => {
    expect(isDateInput('2024-02-29')).toBe(true);
    expect(isDateInput('2023-02-29')).toBe(false);
    expect(isDateInput('2024-2-29')).toBe(false);
    expect(isDateInput('2024-02-29T10:00')).toBe(false);
    expect(isDateTimeInput('2024-02-29T23:59')).toBe(true);
    expect(isDateTimeInput('2024-02-29T24:00')).toBe(false);
    expect(isDateTimeInput('2024-02-29 10:00')).toBe(false);
  });

  it('end ≥ start: passes when either is empty, fails when either is invalid', () => {
    expect(isEndAfterStart('2024-01-01', '2024-01-01')).toBe(true);
    expect(isEndAfterStart('2024-01-01', '2024-01-02')).toBe(true);
    expect(isEndAfterStart('2024-01-02', '2024-01-01')).toBe(false);
    expect(isEndAfterStart('2024-01-01T10:00', '2024-01-01T09:59')).toBe(false);
    expect(isEndAfterStart('', '2024-01-01')).toBe(true);
    expect(isEndAfterStart('2024-01-01', null)).toBe(true);
    expect(isEndAfterStart(undefined, undefined)).toBe(true);
    expect(isEndAfterStart('2024-13-01', '2024-01-01')).toBe(false);
    expect(isEndAfterStart('2024-01-01', 'tomorrow')).toBe(false);
    expect(isEndAfterStart(dayjs('2024-01-01'), dayjs('2024-01-05'))).toBe(true);
    expect(isEndAfterStart('20240105', '20240101')).toBe(false);
  });

  it('end-after-start rule reads the start field', async () => {
    const form = { getFieldValue: (n: string) => (n === 'startDate' ? '2024-05-10' : undefined) };
    const rule = endAfterStartRule('startDate')(form as never);
    await expect(run(rule, '2024-05-09')).rejects.toThrow(END_AFTER_START_MESSAGE);
    await expect(run(rule, '2024-05-10')).resolves.toBeUndefined();
    expect(END_AFTER_START_MESSAGE).toBe('종료일은 시작일보다 이후여야 합니다.');
  });

  it('formats', () => {
    expect(formatDate('2024-03-05T01:02:03')).toBe('2024-03-05');
    expect(formatDateTime('2024-03-05T01:02:03')).toBe('2024-03-05 01:02');
    expect(formatDate('20240305')).toBe('2024-03-05');
    expect(formatDate(null)).toBe('');
    expect(formatDate('garbage')).toBe('');
  });
});

describe('unique school id', () => {
  it('passes only when the check answers true', async () => {
    expect(await isUniqueSchoolId('7000009', async () => true)).toBe(true);
    expect(await isUniqueSchoolId('7000001', async () => false)).toBe(false);
    expect(await isUniqueSchoolId('x', async () => 'true' as unknown as boolean)).toBe(false);
    expect(
      await isUniqueSchoolId('x', async () => {
        throw new Error('offline');
      }),
    ).toBe(false);
    await expect(run(uniqueSchoolIdRule(async () => false), '7000001')).rejects.toThrow(DUPLICATE_SCHOOL_ID_MESSAGE);
    await expect(run(uniqueSchoolIdRule(async () => true), '7000009')).resolves.toBeUndefined();
    expect(DUPLICATE_SCHOOL_ID_MESSAGE).toBe('이미 등록된 ID 입니다.');
  });
});

describe('multiple choice', () => {
  it('joins with commas and splits on load', () => {
    expect(joinChoices(['A', 'B'])).toBe('A,B');
    expect(splitChoices('A,B')).toEqual(['A', 'B']);
    expect(splitChoices('')).toEqual([]);
  });
});
