import { describe, expect, it } from 'vitest';
import { excelFileName, linkParts, searchProblem, searchVariables } from './smsHistory';

describe('SMS history helpers', () => {
  it('turns http(s) addresses into links and leaves the rest as text', () => {
    expect(linkParts('[학교지원] 동의해주세요: http://localhost:3000/app/agree/12/guardian.')).toEqual([
      { text: '[학교지원] 동의해주세요: ' },
      { text: 'http://localhost:3000/app/agree/12/guardian', href: 'http://localhost:3000/app/agree/12/guardian' },
      { text: '.' },
    ]);
    expect(linkParts('인증번호 123456')).toEqual([{ text: '인증번호 123456' }]);
    expect(linkParts('javascript:alert(1) ftp://x')).toEqual([{ text: 'javascript:alert(1) ftp://x' }]);
    expect(linkParts('https://a.example/x https://b.example')).toEqual([
      { text: 'https://a.example/x', href: 'https://a.example/x' },
      { text: ' ' },
      { text: 'https://b.example', href: 'https://b.example' },
    ]);
  });

  it('checks the search as the server does', () => {
    expect(searchProblem({})).toBeUndefined();
    expect(searchProblem({ mobile: '010-1234' })).toBeUndefined();
    expect(searchProblem({ mobile: '12' })).toBe('수신번호는 숫자 3자리 이상으로 입력해주세요.');
    expect(searchProblem({ startDate: '2026-02-01', endDate: '2026-01-31' })).toBe('종료일은 시작일보다 이후여야 합니다.');
    expect(searchProblem({ startDate: '2026-02-01', endDate: '2026-02-01' })).toBeUndefined();
    expect(searchProblem({ startDate: '2026-02-30' })).toBe('시작일 형식이 맞지 않습니다.');
  });

  it('sends only known statuses and no empty values', () => {
    expect(searchVariables({ status: 'SENT', keyword: '', purpose: 'AUTH_CODE' })).toEqual({
      mobile: undefined,
      keyword: undefined,
      purpose: 'AUTH_CODE',
      status: 'SENT',
      startDate: undefined,
      endDate: undefined,
    });
    expect(searchVariables({ status: 'DROP TABLE' }).status).toBeUndefined();
  });

  it('names the download with a timestamp', () => {
    expect(excelFileName('SMS 발송 내역', new Date(2026, 0, 2, 3, 4, 5))).toBe('SMS 발송 내역_20260102030405.xlsx');
  });
});
