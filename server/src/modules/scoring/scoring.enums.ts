import { registerEnumType } from 'type-graphql';

/**
 * The core's codes as GraphQL enums (school type, gender, score range), for the entities, inputs and views built on
 * the core (norm sets, evaluations, requests). The core itself (core.ts) stays free of GraphQL.
 */

/** SPEC §3 schoolTargetType: the questionnaire the student answers (the core's SchoolType). */
export enum EvaluationSchoolType {
  ELEMENTARY = 'ELEMENTARY',
  MIDDLE_HIGH = 'MIDDLE_HIGH',
}
registerEnumType(EvaluationSchoolType, { name: 'EvaluationSchoolType', description: '간편검사 대상 학교급 (초등 / 중·고등)' });

export enum Gender {
  M = 'M',
  F = 'F',
}
registerEnumType(Gender, { name: 'Gender', description: '성별 (M 남, F 여)' });

export enum ScoreRange {
  GENERAL = 'GENERAL',
  ATTENTION = 'ATTENTION',
  PRIORITY_ATTENTION = 'PRIORITY_ATTENTION',
}
registerEnumType(ScoreRange, { name: 'ScoreRange', description: 'T점수 구간: 일반군 (<65), 관심군 (65–70), 우선 관심군 (≥70)' });
