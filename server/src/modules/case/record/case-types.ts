import { registerEnumType } from 'type-graphql';

/**
 * SPEC §9's test and target types, once for every record of a case: the questionnaires (SDQ-KR, satisfaction), the
 * interview evaluation (whom the interview was with), CGI (its test) and the timeline. One GraphQL enum each
 * (`TestType`, `TargetType`); the Korean names are the choice lists the forms read (`testType`, `targetType`).
 */
export enum TestType {
  PRELIMINARY = 'PRELIMINARY',
  POST = 'POST',
}
registerEnumType(TestType, { name: 'TestType', description: '검사 시기 (PRELIMINARY 사전, POST 사후)' });

export enum TargetType {
  STUDENT = 'STUDENT',
  GUARDIAN = 'GUARDIAN',
  TEACHER = 'TEACHER',
}
registerEnumType(TargetType, { name: 'TargetType', description: '대상: 설문의 응답자, 면담평가의 면담 대상 (STUDENT 학생, GUARDIAN 보호자, TEACHER 교사)' });

export const TEST_TYPE_NAMES: Record<TestType, string> = { PRELIMINARY: '사전', POST: '사후' };
export const TARGET_TYPE_NAMES: Record<TargetType, string> = { STUDENT: '학생', GUARDIAN: '보호자', TEACHER: '교사' };

/** The enums as choice lists (code and Korean name), for the forms' lists. */
export const TEST_TYPE_CHOICES: { code: string; label: string }[] = Object.values(TestType).map((code) => ({ code, label: TEST_TYPE_NAMES[code] }));
export const TARGET_TYPE_CHOICES: { code: string; label: string }[] = Object.values(TargetType).map((code) => ({ code, label: TARGET_TYPE_NAMES[code] }));
