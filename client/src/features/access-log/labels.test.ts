import { describe, expect, it } from 'vitest';
import { actorLabel } from './labels';

describe('actorLabel', () => {
  const subjects = new Map([['simple-evaluation', '간편검사']]);
  it('names a service client by its id and says it is one', () => {
    expect(actorLabel({ actorType: 'service', loginId: 'svc-0123456789abcdef', role: null }, subjects)).toBe('svc-0123456789abcdef (서비스 클라이언트)');
  });
  it('names a user by login id and role, a respondent by whom they answer for', () => {
    expect(actorLabel({ actorType: 'user', loginId: 'teacher1', role: 'MEMBER' }, subjects)).toMatch(/^teacher1 \(.+\)$/);
    expect(actorLabel({ actorType: 'respondent', loginId: 'simple-evaluation:42', role: 'GUARDIAN' }, subjects)).toBe('보호자 응답자 (간편검사 42)');
    expect(actorLabel({ actorType: 'anonymous' }, subjects)).toBe('비회원');
  });
});
