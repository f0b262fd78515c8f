import { type EntityName, LockMode, ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Ctx } from '../../platform/context.js';
import { readRows } from '../../platform/db/read.js';
import { AppError } from '../../platform/errors.js';
import { CODE_TTL_MIN } from '../../platform/respondent/index.js';
import { RespondentType } from './consent.inputs.js';
import { RespondentStep } from './consent.views.js';
import { ConsentState, EvaluationSchoolType, SimpleEvaluation, SimpleEvaluationAgree } from '../evaluation-record/simple-evaluation.entity.js';
import { School } from '../organization/school.entity.js';

/**
 * A consent round and what every side of the consent flow shares: its messages and errors, its links and SMS texts,
 * and the step each person is at. Staff send links (consent.service.ts), the respondent proves the phone
 * (consent.phone.ts) and then acts with the respondent token (consent.respondent.ts).
 */

/** The respondent subject kind of simple-evaluation links (platform/respondent). */
export const RESPONDENT_KIND = 'simple-evaluation';

export const consentMessages = {
  sent: '전송 되었습니다.',
  codeSent: '인증번호가 발송되었습니다.',
  agreed: '동의가 완료되었습니다.',
  studentLinkSent: '동의가 완료되었습니다. 학생에게 동의 요청 문자를 보냈습니다.',
  refused: '동의하지 않음으로 처리되었습니다.',
  submitted: '완료되었습니다.',
  afterManagement: '저장 되었습니다.',
  withdrawn: '동의가 철회되었습니다. 검사는 진행되지 않습니다.',
};

/** How a consent was withdrawn (SimpleEvaluationAgree.withdrawalMethod). */
export const WITHDRAWAL = {
  /** Through the same link, before the answers were submitted. */
  LINK: 'LINK',
  /** Afterwards, by asking the school; staff record it when they delete the survey. */
  SCHOOL_REQUEST: 'SCHOOL_REQUEST',
} as const;

export const ConsentErrors = {
  linkReplaced: () =>
    new AppError(410, 'LINK_REPLACED', '새 링크가 발송되어 이 링크는 더 이상 사용할 수 없습니다. 가장 최근에 받은 문자의 링크를 이용해주세요.'),
  linkCancelled: () => new AppError(410, 'LINK_CANCELLED', '발송이 취소된 링크입니다. 자세한 내용은 학교에 문의해주세요.'),
  refused: () => new AppError(410, 'CONSENT_REFUSED', '동의하지 않음으로 응답하여 진행이 끝난 링크입니다. 다시 참여하려면 학교에 문의해주세요.'),
  notYet: () => new AppError(409, 'CONSENT_NOT_READY', '아직 이 단계를 진행할 수 없습니다. 보호자 동의가 끝난 뒤 받은 문자의 링크를 이용해주세요.'),
  alreadyAnswered: () => new AppError(409, 'ALREADY_ANSWERED', '이미 동의 여부를 응답했습니다.'),
  mobileMismatch: () => new AppError(400, 'MOBILE_MISMATCH', '문자를 받은 휴대전화번호와 일치하지 않습니다. 받은 문자의 링크와 번호를 다시 확인해주세요.'),
  notRespondent: () => new AppError(403, 'NOT_RESPONDENT', '이 링크를 받은 분만 응답할 수 있습니다.'),
  notAnswerer: () => new AppError(403, 'NOT_ANSWERER', '이 검사는 다른 분이 응답하도록 되어 있습니다.'),
  consentRequired: () => new AppError(409, 'CONSENT_REQUIRED', '동의가 끝난 뒤에 검사에 응답할 수 있습니다.'),
  alreadyDone: () => new AppError(409, 'ALREADY_DONE', '이미 검사를 마쳤습니다.'),
  notImplemented: () => new AppError(409, 'NOT_IMPLEMENTED', '미실시로 처리된 학생입니다. 미실시를 해제한 뒤 보내주세요.'),
  consentGiven: () =>
    new AppError(409, 'CONSENT_ALREADY_GIVEN', '이미 보호자 동의를 받았습니다. 학생 동의 링크나 검사 링크를 보내주세요.'),
  notDone: () => new AppError(409, 'NOT_DONE', '검사를 마친 뒤에 신청할 수 있습니다.'),
  nothingToWithdraw: () => new AppError(409, 'NOTHING_TO_WITHDRAW', '동의한 내용이 없어 철회할 수 없습니다.'),
  withdrawAfterDone: () =>
    new AppError(409, 'WITHDRAW_AFTER_DONE', '응답을 이미 제출하여 링크에서는 철회할 수 없습니다. 학교에 요청하시면 응답과 결과를 지우고 그 요청을 기록합니다.'),
  notDecided: () => new AppError(409, 'NOT_DECIDED', '아직 동의 여부를 선택하지 않았습니다.'),
  reportForGuardian: () => new AppError(403, 'REPORT_FOR_GUARDIAN', '결과 안내서는 보호자가 응답한 검사에서 내려받을 수 있습니다.'),
  alreadyRequested: () => new AppError(409, 'ALREADY_REQUESTED', '이미 상담을 신청했습니다. 학교에서 확인한 뒤 연락드립니다.'),
};

// ---- the links and their texts (your own wording; the link makes most of them LMS) ------------------------------

const link = (ctx: Ctx, path: string) => `${ctx.config.publicUrl}/app/${path}`;
export const agreeLink = (ctx: Ctx, agreeId: string, who: RespondentType) => link(ctx, `agree/${agreeId}/${who.toLowerCase()}`);
export const evaluationLink = (ctx: Ctx, id: number) => link(ctx, `simple-evaluation/${id}`);

export const smsTexts = {
  guardianConsent: (school: string, url: string) =>
    `[${school}] 자녀의 마음건강 간편검사 참여 동의를 부탁드립니다. 아래 링크에서 내용을 확인해주세요.\n${url}`,
  studentConsent: (school: string, url: string) => `[${school}] 마음건강 간편검사 참여 동의를 부탁해요. 보호자께서 동의하셨어요.\n${url}`,
  answer: (school: string, url: string) => `[${school}] 마음건강 간편검사 응답 링크입니다.\n${url}`,
  /** Within 90 EUC-KR bytes (an SMS): the code and how long it lasts. */
  code: (code: string) => `[마음건강 간편검사] 인증번호 ${code} (${CODE_TTL_MIN}분 안에 입력)`,
};

// ---- state ---------------------------------------------------------------------------------------------------------

export const isMiddleHigh = (e: SimpleEvaluation) => e.schoolTargetType === EvaluationSchoolType.MIDDLE_HIGH;

/** Who answers the questionnaire: the student when a middle/high student's consent is asked, the guardian otherwise. */
export const answererOf = (e: SimpleEvaluation, agree: SimpleEvaluationAgree): RespondentType =>
  isMiddleHigh(e) && agree.studentSendYn === 'Y' ? RespondentType.STUDENT : RespondentType.GUARDIAN;

export function stepOf(e: SimpleEvaluation, agree: SimpleEvaluationAgree, who: RespondentType): RespondentStep {
  if (agree.cancelledAt || e.consentState === ConsentState.CANCELLED) return RespondentStep.CANCELLED;
  if (e.consentState === ConsentState.REFUSED) return RespondentStep.REFUSED;
  if (e.isDone === 'Y') return who === answererOf(e, agree) ? RespondentStep.DONE : RespondentStep.WAITING;
  switch (e.consentState) {
    case ConsentState.SENT:
      return who === RespondentType.GUARDIAN ? RespondentStep.GUARDIAN_CONSENT : RespondentStep.WAITING;
    case ConsentState.GUARDIAN_AGREED:
      return who === RespondentType.STUDENT ? RespondentStep.STUDENT_CONSENT : RespondentStep.WAITING;
    case ConsentState.AGREED:
      return who === answererOf(e, agree) ? RespondentStep.ANSWER : RespondentStep.WAITING;
    default:
      return RespondentStep.WAITING;
  }
}

/** The phone a respondent's link went to (the student's only once the student's link was sent). */
export function mobileOf(agree: SimpleEvaluationAgree, who: RespondentType): string | undefined {
  if (who === RespondentType.GUARDIAN) return agree.guardianMobile ?? undefined;
  return agree.studentSendYn === 'Y' && agree.studentSendDate ? (agree.studentMobile ?? undefined) : undefined;
}

/** The evaluation's current round (the one its links work for), or null before the first link was sent. */
export async function currentRound(em: EntityManager, e: SimpleEvaluation): Promise<SimpleEvaluationAgree | null> {
  return e.currentRound ? em.findOne(SimpleEvaluationAgree, { id: e.currentRound.id }) : null;
}

interface Column {
  field: string;
  prop: string;
  date: boolean;
  /** A number PostgreSQL answers as text (numeric, bigint). */
  number: boolean;
  /** A foreign key: the property holds a reference ({ id }). */
  ref: boolean;
}
const columnsByEntity = new Map<EntityName<object>, Column[]>();

/** The columns of an entity's table (its scalar and owning-relation fields) with the property each fills. */
function columnsOf(em: EntityManager, entity: EntityName<object>): Column[] {
  let columns = columnsByEntity.get(entity);
  if (!columns) {
    columns = em
      .getMetadata()
      .find(entity)!
      .props.filter((p) => p.persist !== false && !p.formula && (p.kind === ReferenceKind.SCALAR || p.kind === ReferenceKind.MANY_TO_ONE || (p.kind === ReferenceKind.ONE_TO_ONE && p.owner)))
      .map((p) => ({ field: p.fieldNames[0], prop: p.name, date: p.runtimeType === 'Date', number: p.runtimeType === 'number', ref: p.kind !== ReferenceKind.SCALAR }));
    columnsByEntity.set(entity, columns);
  }
  return columns;
}

const JOINED = [
  ['e', SimpleEvaluation],
  ['s', School],
  ['a', SimpleEvaluationAgree],
] as const;
const roundSql = new Map<string, string>();

/** A consent round read for a phone's call: the evaluation (its `school` loaded) and the round. */
export interface Round {
  e: SimpleEvaluation;
  agree: SimpleEvaluationAgree;
}

/**
 * The evaluation, its school and a round from one hand-written statement; `by` names what `id` is. `managed`: the
 * evaluation and its school as entities in em's unit of work (a change to the evaluation is flushed as usual); the
 * round is always a plain object (a change to it is written with its own update). Plain objects have the entities'
 * shape, read only, a foreign key a `{ id }` reference like an entity's unloaded one.
 */
async function readRound(em: EntityManager, by: 'evaluation' | 'round', id: number | string, o: { forUpdate?: boolean; managed?: boolean } = {}): Promise<Round | null> {
  const key = `${by}:${!!o.forUpdate}`;
  let text = roundSql.get(key);
  if (!text) {
    const list = JOINED.flatMap(([alias, entity]) => columnsOf(em, entity).map((c) => `"${alias}"."${c.field}" as "${alias}__${c.field}"`));
    text =
      `select ${list.join(', ')} from "simple_evaluation" as "e" inner join "school" as "s" on "s"."id" = "e"."school_id" ` +
      (by === 'evaluation'
        ? `inner join "simple_evaluation_agree" as "a" on "a"."id" = "e"."current_agree_id" where "e"."id" = ? and "e"."deleted_at" is null`
        : `inner join "simple_evaluation_agree" as "a" on "a"."evaluation_id" = "e"."id" where "a"."id" = ?`) +
      (o.forUpdate ? ' for update of "e", "a"' : '');
    roundSql.set(key, text);
  }
  // a plain read is kept prepared on its pooled connection like the lists' (planned once, not on every phone's call);
  // a locking or hydrating read runs in its transaction through MikroORM's connection, which hydration expects
  const [row] =
    o.forUpdate || o.managed
      ? await em.getConnection().execute<Record<string, unknown>[]>(text, [id], 'all', em.getTransactionContext())
      : await readRows<Record<string, unknown>>(em, { text, values: [id], keep: 'params' });
  if (!row) return null;
  const agree = plain(em, row, 'a', SimpleEvaluationAgree) as unknown as SimpleEvaluationAgree;
  if (o.managed) {
    const part = (alias: string, entity: EntityName<object>) => Object.fromEntries(columnsOf(em, entity).map((c) => [c.field, row[`${alias}__${c.field}`]]));
    em.map(School, part('s', School)); // first, so the evaluation's reference resolves to it
    return { e: em.map(SimpleEvaluation, part('e', SimpleEvaluation)), agree };
  }
  const e = plain(em, row, 'e', SimpleEvaluation);
  e.school = plain(em, row, 's', School);
  return { e: e as unknown as SimpleEvaluation, agree };
}

/** One entity's columns of a joined row (`alias__column`) as a plain object of its properties. */
function plain(em: EntityManager, row: Record<string, unknown>, alias: string, entity: EntityName<object>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of columnsOf(em, entity)) {
    const v = row[`${alias}__${c.field}`];
    out[c.prop] = v == null ? v : c.ref ? { id: v } : c.date ? new Date(v as string) : c.number && typeof v === 'string' ? Number(v) : v;
  }
  return out;
}

/**
 * The evaluation with its school and its current round, in one hand-written statement (MikroORM's query builder and
 * its hydration of the join cost about 2 ms of CPU, on six of a phone's seven calls); null when the evaluation is
 * missing or has no round. `forUpdate` locks the evaluation and the round together (never the school, so one
 * school's students never queue behind each other): a resend or a cancel that commits while this waits moves the
 * evaluation's round, and the locked row no longer joins, so the caller finds the link replaced instead of acting on
 * an old round. `managed`: the evaluation as an entity to change and flush (readRound).
 */
export const withRound = (em: EntityManager, id: number, o: { forUpdate?: boolean; managed?: boolean } = {}) => readRound(em, 'evaluation', id, o);

/** The round a consent link names (current or not) with its evaluation (deleted or not) and school, read only. */
export const roundOfLink = (em: EntityManager, agreeId: string) => readRound(em, 'round', agreeId);

/** A round that still takes answers: the newest one, not cancelled, not refused. Otherwise a 410 saying why. */
export function assertOpen(e: SimpleEvaluation, agree: SimpleEvaluationAgree, current: SimpleEvaluationAgree | null) {
  if (!current || current.id !== agree.id) throw ConsentErrors.linkReplaced();
  if (agree.cancelledAt || e.consentState === ConsentState.CANCELLED) throw ConsentErrors.linkCancelled();
  if (e.consentState === ConsentState.REFUSED || agree.guardianAgreeYn === 'N' || agree.studentAgreeYn === 'N') throw ConsentErrors.refused();
}

/**
 * Locks the evaluation's row alone (`for update of` its alias; MikroORM names the root of a query after its entity,
 * `s0`): the school the query joins in is read, not locked. test/respondent.test.ts checks every locking statement of
 * the consent flow.
 */
export const lock: { lockMode: LockMode.PESSIMISTIC_WRITE; lockTableAliases: string[] } = { lockMode: LockMode.PESSIMISTIC_WRITE, lockTableAliases: ['s0'] };
