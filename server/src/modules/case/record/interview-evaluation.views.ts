import { Field, Int, ObjectType } from 'type-graphql';
import type { JsonSchema } from '../../../platform/http/contract.js';
import { PageOf } from '../../../platform/paging.js';
import { TargetType } from './case-types.js';
import type { InterviewEvaluation } from './interview-evaluation.entity.js';
import { declareViews, joinLists, restProperties, type Fields } from '../field-kit.js';
import { FAMILY_FIELDS, INTERVIEW_STYLE, MAIN_FIELDS, SECTION_NAMES, SECTIONS } from './interview-evaluation.fields.js';
import { Etc, Family, HomeTreatment, PastHistory, SchoolLife } from './interview-evaluation.inputs.js';

/**
 * The interview evaluation as GraphQL answers it (multiple choices as lists). REST answers the same fields with
 * multiple choices comma-joined (`interviewEvaluationRest`, described by `INTERVIEW_EVALUATION_REST_SCHEMA`).
 */
@ObjectType({ description: '면담평가' })
export class InterviewEvaluationView {
  @Field(() => Int) id!: number;
  @Field(() => Int) requestId!: number;
  @Field(() => TargetType) interviewTargetType!: TargetType;
  @Field(() => String, { description: 'N 임시저장, Y 제출' }) isDone!: 'Y' | 'N';
  @Field(() => SchoolLife.Gql, { nullable: true }) schoolLife?: object;
  @Field(() => PastHistory.Gql, { nullable: true }) pastHistory?: object;
  @Field(() => HomeTreatment.Gql, { nullable: true }) homeTreatment?: object;
  @Field(() => Etc.Gql, { nullable: true }) etc?: object;
  @Field(() => [Family.Gql]) familyRelationshipList!: object[];
  @Field(() => String, { nullable: true, description: '작성자' }) writerName?: string;
  @Field(() => Date, { nullable: true }) submittedAt?: Date;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => Boolean, { description: '호출한 사용자가 수정·삭제할 수 있는지 (사례 담당 센터 직원, 진행 중인 사례)' }) canEdit!: boolean;
}
declareViews(InterviewEvaluationView, MAIN_FIELDS);

/** A row of a case's list. */
@ObjectType({ description: '면담평가 목록의 행' })
export class InterviewEvaluationListItem {
  @Field(() => Int) id!: number;
  @Field(() => Int) requestId!: number;
  @Field(() => TargetType) interviewTargetType!: TargetType;
  @Field(() => String, { nullable: true }) interviewTarget?: string;
  @Field(() => String, { nullable: true }) counselor?: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) counselingDate?: string;
  @Field(() => String) isDone!: 'Y' | 'N';
  @Field(() => Date) updatedAt!: Date;
}

export const InterviewEvaluationPage = PageOf(InterviewEvaluationListItem, 'InterviewEvaluationPage');

@ObjectType({ description: '면담평가 저장 결과' })
export class InterviewEvaluationSaved {
  @Field(() => Int) id!: number;
  @Field(() => Int) requestId!: number;
  @Field(() => String) message!: string;
}

const orNothing = <T>(v: T | null | undefined) => (v === null ? undefined : v);

export function interviewEvaluationView(e: InterviewEvaluation, canEdit: boolean): InterviewEvaluationView {
  const main = Object.fromEntries(Object.keys(MAIN_FIELDS).map((n) => [n, orNothing((e as unknown as Record<string, unknown>)[n])]));
  return {
    ...main,
    id: e.id,
    requestId: e.request.id,
    interviewTargetType: e.interviewTargetType,
    isDone: e.isDone,
    schoolLife: orNothing(e.schoolLife),
    pastHistory: orNothing(e.pastHistory),
    homeTreatment: orNothing(e.homeTreatment),
    etc: orNothing(e.etc),
    familyRelationshipList: e.familyRelationshipList ?? [],
    writerName: e.writer.name,
    submittedAt: orNothing(e.submittedAt),
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
    canEdit,
  };
}

/** The REST answer: the same view with every multiple choice comma-joined (SPEC §4). */
export function interviewEvaluationRest(v: InterviewEvaluationView): Record<string, unknown> {
  const out = joinLists(v as unknown as Record<string, unknown>, MAIN_FIELDS)!;
  for (const s of SECTION_NAMES) out[s] = joinLists(v[s], SECTIONS[s]);
  out.familyRelationshipList = v.familyRelationshipList.map((r) => joinLists(r, FAMILY_FIELDS));
  return out;
}

const section = (defs: Fields): JsonSchema => ({ type: 'object', properties: restProperties(defs, INTERVIEW_STYLE) });
const dateTime = { type: 'string', format: 'date-time' };

/** The OpenAPI description of the REST answer (multiple choices as comma-joined strings). */
export const INTERVIEW_EVALUATION_REST_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['id', 'requestId', 'interviewTargetType', 'isDone', 'familyRelationshipList', 'createdAt', 'updatedAt', 'canEdit'],
  properties: {
    id: { type: 'integer' },
    requestId: { type: 'integer' },
    interviewTargetType: { type: 'string', enum: Object.values(TargetType) },
    isDone: { type: 'string', enum: ['Y', 'N'] },
    ...restProperties(MAIN_FIELDS, INTERVIEW_STYLE),
    ...Object.fromEntries(SECTION_NAMES.map((s) => [s, section(SECTIONS[s])])),
    familyRelationshipList: { type: 'array', items: section(FAMILY_FIELDS) },
    writerName: { type: 'string' },
    submittedAt: dateTime,
    createdAt: dateTime,
    updatedAt: dateTime,
    canEdit: { type: 'boolean' },
  },
};
