import type { EntityManager } from '@mikro-orm/postgresql';
import { Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import type { AccessSubject } from '../../../platform/access-log.js';
import { PageArgs } from '../../../platform/paging.js';
import { Labels } from '../../../platform/validation.js';
import type { RequestStatus } from '../../request/request.lifecycle.js';
import { RECORD_WORDS, type Fields, type FieldStyle } from '../field-kit.js';
import { CHOICES } from './choices.js';

/**
 * A case record as data (record-kit.ts makes the record from it): its field table (`FieldSpec`), its spec
 * (`RecordSpec`), the shapes of its values, input and view, and the GraphQL types every record shares (the list
 * arguments, a change's outcome, the caller's abilities on a record).
 */

export type YN = 'Y' | 'N';

export type { FieldSpec, Fields } from '../field-kit.js';
export { joinList, splitList } from '../field-kit.js';

/** The case records' fields: codes checked on the input, columns sized by the table, descriptions naming the lists. */
export const RECORD_STYLE: FieldStyle = { lists: CHOICES, codes: 'input', described: true, columns: 'sized', words: RECORD_WORDS };

export interface RecordSpec {
  /** Entity and GraphQL type name (`Cgi`, `CaseMinutes`). */
  name: string;
  table: string;
  /** Access-log subject and REST path segment (`cgi`, `case-minutes`). */
  subject: AccessSubject;
  /** Korean name, for messages and descriptions. */
  title: string;
  fields: Fields;
  /** Fields the record's own commands set (shown, never written through the form). */
  system?: Fields;
  /** Case states in which the record may be written (default: a running case). */
  writableIn?: ReadonlySet<RequestStatus>;
  /**
   * Copy the case's placement (school, center, 시도, requester) onto each row, so a statistic over the records can be
   * scoped and filtered off one index of this table (statistics/case-minutes.statistics.ts), without a join per row.
   */
  placed?: boolean;
  /** Extra indexes (unique rules, statistics). */
  indexes?: { name: string; expression: string }[];
  /** Record rules beyond the field table, checked in the write transaction before the change (400/409). */
  check?: (em: EntityManager, values: RecordValues, at: { requestId: number; id?: number; before?: RecordValues }) => Promise<void> | void;
  /**
   * What the caller may do to one record, from the case-wide answer (`base`: the caller writes this case's records
   * and the case takes them now) and the record (the closing report: edit only a draft, cancel a submitted one).
   */
  abilities?: (v: RecordView, at: { base: CaseRecordAbilities; mayWrite: boolean; status: RequestStatus }) => CaseRecordAbilities;
}

export type RecordValues = Record<string, unknown> & { isDone?: YN };
/** A record's input as parsed (GraphQL or REST). */
export type RecordInput = RecordValues & { requestId?: number };
/** A record as the API shows it (GraphQL view; REST joins its lists). */
export type RecordView = Record<string, unknown> & { id: number; requestId: number; isDone: YN; can?: CaseRecordAbilities };

export const LIST_ID = { requestId: '사례', isDone: '작성 완료 여부', page: '페이지', size: '페이지 크기' };

/** GET svs-u/<record>?requestId=…&page=…&size=…, and the GraphQL list arguments. */
@Labels(LIST_ID)
@ArgsType()
export class CaseRecordQuery extends PageArgs {
  @Field(() => Int, { description: '사례 (의뢰) ID' })
  @Type(() => Number)
  @IsInt({ message: '사례를 선택해주세요.' })
  @Min(1, { message: '사례를 선택해주세요.' })
  requestId!: number;
}

@ObjectType('CaseRecordOutcome', { description: '사례 기록 변경의 결과' })
export class CaseRecordOutcome {
  @Field(() => Int) id!: number;
  @Field(() => String) message!: string;
}

/** The policy's answers for one record, served with it so the client shows a command only when it will work. */
@ObjectType('CaseRecordAbilities', { description: '호출한 사용자가 이 기록에 할 수 있는 일' })
export class CaseRecordAbilities {
  @Field(() => Boolean, { description: '수정' }) edit!: boolean;
  @Field(() => Boolean, { description: '삭제' }) delete!: boolean;
  @Field(() => Boolean, { description: '제출 취소 (종결보고서)' }) cancel!: boolean;
}
