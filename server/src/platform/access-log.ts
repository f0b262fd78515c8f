import { BigIntType, Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { Ctx } from './context.js';
import { part, readRows } from './db/read.js';
import { currentRequest } from './log.js';
import type { RespondentSubject } from './respondent/subject.js';
import { ACTION_NAMES, type AccessAction } from './access-names.js';

export { ACTION_NAMES, ACTOR_NAMES, type AccessAction } from './access-names.js';

/**
 * The access log (개인정보의 안전성 확보조치 기준 §8): who read, exported or changed whose record, when and from
 * where. Every domain writes to it through logAccess(); the administrator's screen (modules/access-log) reads it.
 *
 * Append-only for the application: a trigger (migration access_log_and_forms) refuses UPDATE, DELETE and TRUNCATE,
 * whoever asks. Rows name people by snapshot (account id, login id and role as they were), with no foreign key, so
 * deleting or re-roling an account neither blocks on nor rewrites its history.
 */
export const ACCESS_ACTIONS = Object.keys(ACTION_NAMES) as readonly AccessAction[];

declare const accessSubjectBrand: unique symbol;
/** A kind of record the access log names, declared once with its Korean label (`accessSubject`). */
export type AccessSubject = string & { readonly [accessSubjectBrand]: true };

const SUBJECT_LABELS = new Map<string, string>();

/**
 * Declares a kind of record the access log names (kebab-case, ≤ 50 characters) with the label the administrator's
 * access-log screen shows for it. Only a declared kind can be logged (`AccessEntry.subjectType` takes this type), and
 * the screen reads the labels from the server (`accessLogSubjects`), so the two cannot drift.
 */
export function accessSubject(type: string, label: string): AccessSubject {
  const known = SUBJECT_LABELS.get(type);
  if (known !== undefined && known !== label) throw new Error(`access subject ${type} declared twice with different labels`);
  SUBJECT_LABELS.set(type, label);
  return type as AccessSubject;
}

/** The label a declared kind was given (the kind itself for one no longer declared, as in an old row). */
export const subjectLabel = (type: string): string => SUBJECT_LABELS.get(type) ?? type;

/** Every declared kind with its label, by label (as the screen lists them). */
export const accessSubjects = (): { value: string; label: string }[] =>
  [...SUBJECT_LABELS].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, 'ko'));

export interface AccessEntry {
  action: AccessAction;
  /** What kind of record: a declared `accessSubject` ('account', 'simple-evaluation', 'access-log'…). */
  subjectType: AccessSubject;
  /** Whose record: its id; none for an export of a list. */
  subjectId?: string | number | null;
  /** Rows handed over (exports). */
  count?: number;
  /** Why (an export asks for it on screen). */
  reason?: string;
  /** A short, non-personal note: the filters of an export, the fields changed. Never answers, scores or phone numbers. */
  detail?: string;
  /**
   * Set when a respondent (a guardian or student with no account, platform/respondent) read or changed the record
   * through their link: the verified respondent token's subject. The row then names the respondent, not the app's
   * client token that carried the call (see actorType).
   */
  respondent?: RespondentSubject;
}

@Entity({ tableName: 'access_log' })
// the admin list is newest first, whole or within a period, and filtered by who, whose record or action
@Index({ name: 'access_log_created_at_id_index', properties: ['createdAt', 'id'] })
@Index({ name: 'access_log_account_id_created_at_id_index', properties: ['accountId', 'createdAt', 'id'] })
@Index({ name: 'access_log_login_id_created_at_id_index', properties: ['loginId', 'createdAt', 'id'] })
@Index({ name: 'access_log_subject_created_at_id_index', properties: ['subjectType', 'subjectId', 'createdAt', 'id'] })
@Index({ name: 'access_log_action_created_at_id_index', properties: ['action', 'createdAt', 'id'] })
export class AccessLog {
  @PrimaryKey({ type: new BigIntType('number'), autoincrement: true })
  id!: number;

  /** Millisecond precision, as a JS Date holds it, so the export's keyset on (created_at, id) is exact. */
  @Property({ type: 'datetime', length: 3, defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  /**
   * user (a signed-in account), client (an application's client-credentials token), service (a service client of
   * another system, modules/service-client: loginId is its client id), respondent (a guardian or student
   * through a link, proven by the phone check: loginId is then the record the link is for, `simple-evaluation:42`,
   * role is who answers for it, GUARDIAN or STUDENT, and detail names the link round) or anonymous (public calls).
   */
  @Property({ type: 'string', length: 20 })
  actorType!: string;

  @Property({ type: 'integer', nullable: true })
  accountId?: number | null;

  /** The login id (or the OAuth client id, or the service client's id) at the time. */
  @Property({ type: 'string', length: 100, nullable: true })
  loginId?: string | null;

  @Property({ type: 'string', length: 40, nullable: true })
  role?: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip?: string | null;

  @Property({ type: 'string', length: 300, nullable: true })
  userAgent?: string | null;

  /** The request id of the application log line and the X-Request-Id header. */
  @Property({ type: 'string', length: 64, nullable: true })
  requestId?: string | null;

  @Property({ type: 'string', length: 10 })
  action!: AccessAction;

  @Property({ type: 'string', length: 50 })
  subjectType!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  subjectId?: string | null;

  @Property({ type: 'integer', nullable: true })
  count?: number | null;

  @Property({ type: 'string', length: 500, nullable: true })
  reason?: string | null;

  @Property({ type: 'string', length: 1000, nullable: true })
  detail?: string | null;
}

const cut = (v: string | undefined | null, n: number) => (v == null ? null : v.length > n ? v.slice(0, n) : v);

/**
 * Writes one access-log row with ctx.em: inside the caller's transaction when ctx.em is one (the row and the change
 * it records commit or roll back together), at once otherwise. It inserts directly, so it never flushes the caller's
 * pending changes. Call it after the record was found and the caller allowed to see it (a refused read is not an
 * access), before the data is answered.
 */
export async function logAccess(ctx: Ctx, entry: AccessEntry): Promise<void> {
  const p = ctx.principal;
  const r = entry.respondent;
  const actor = r
    ? {
        actorType: 'respondent',
        accountId: null,
        loginId: cut(`${r.kind}:${r.id}`, 100),
        role: cut(r.respondent, 40),
        detail: cut([r.round && `링크 회차 ${r.round}`, entry.detail].filter(Boolean).join(' · ') || null, 1000),
      }
    : {
        actorType: p?.kind ?? 'anonymous',
        accountId: p?.kind === 'user' ? p.accountId : null,
        loginId: p?.kind === 'user' ? p.loginId : p?.kind === 'client' || p?.kind === 'service' ? cut(p.clientId, 100) : null,
        role: p?.kind === 'user' ? p.role : null,
        detail: cut(entry.detail, 1000),
      };
  // plain SQL on the request's connection (or its transaction): MikroORM's insert built it through knex, about 6 %
  // of a list request's CPU (docs/PERFORMANCE.md)
  await readRows(
    ctx.em,
    part(
      `insert into access_log (actor_type, account_id, login_id, role, ip, user_agent, request_id, action, subject_type, subject_id, count, reason, detail)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      actor.actorType,
      actor.accountId,
      actor.loginId,
      actor.role,
      cut(ctx.ip, 64),
      cut(ctx.userAgent, 300),
      cut(currentRequest()?.id, 64),
      entry.action,
      cut(entry.subjectType, 50),
      entry.subjectId == null ? null : cut(String(entry.subjectId), 100),
      entry.count ?? null,
      cut(entry.reason, 500),
      actor.detail,
    ),
  );
}

/**
 * A page of a list that shows a person's scores or contact data, logged like a detail read: one row per page read,
 * naming the filters used (keys and values, never content) and the ids shown. An empty page is no access.
 */
export async function logPageRead(ctx: Ctx, subjectType: AccessSubject, ids: readonly (number | string)[], filters = ''): Promise<void> {
  if (!ids.length) return;
  const detail = [`목록`, filters && `(${filters})`, ids.join(',')].filter(Boolean).join(' ');
  await logAccess(ctx, { action: 'READ', subjectType, count: ids.length, detail });
}

/** The filters of a list or an export as `key=value` pairs for the access log ('전체' when none). */
export function describeFilters(f: object, keys: readonly string[]): string {
  const values = f as Record<string, unknown>;
  return keys.filter((k) => values[k] !== undefined && values[k] !== null && values[k] !== '').map((k) => `${k}=${String(values[k])}`).join(' ') || '전체';
}
