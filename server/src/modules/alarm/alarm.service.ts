import type { EntityManager } from '@mikro-orm/postgresql';
import { requireUser } from '../../platform/auth/access.js';
import { now } from '../../platform/clock.js';
import { paginateRows, part, withoutNulls } from '../../platform/db/read.js';
import { ALARM_VIEW_COLUMNS, type AlarmView } from './alarm.views.js';
import type { Ctx } from '../../platform/context.js';
import type { Page, PageArgs } from '../../platform/paging.js';
import { AccountStatus, type AlarmSettings } from '../account/account.entity.js';
import type { RoleCode } from '../account/role.entity.js';
import { AlarmHistory } from './alarm.entity.js';
import { sql } from '../../platform/db/sql.js';
import { publish } from '../../platform/db/notify.js';
import { signStreamTicket, verifyStreamTicket, type StreamTicket } from '../../platform/auth/stream-ticket.js';
import { assertAccountLive } from '../../platform/auth/live.js';
import { currentRequest } from '../../platform/log.js';
import type { AlarmStreamQuery } from './alarm.inputs.js';

export interface AlarmMessage {
  /** An alarm setting key, or 'SYSTEM' for alarms an account cannot turn off. */
  type: keyof AlarmSettings | 'SYSTEM';
  title: string;
  content?: string;
  link?: string;
}

/**
 * Other domains raise alarms through this, inside their own transaction. Accounts that turned the alarm type off
 * are skipped; one INSERT … SELECT whatever the number of recipients.
 */
export async function notifyRoles(em: EntityManager, roles: RoleCode[], msg: AlarmMessage): Promise<number> {
  const settingFilter = msg.type === 'SYSTEM' ? '' : `and coalesce((a.alarm_settings ->> ?)::boolean, true)`;
  const params: unknown[] = [msg.type, msg.title, msg.content ?? null, msg.link ?? null, ...roles, AccountStatus.ACTIVE];
  if (msg.type !== 'SYSTEM') params.push(msg.type);
  return insertAlarms(
    em,
    `insert into alarm_history (account_id, type, title, content, link, created_at)
     select a.id, ?, ?, ?, ?, now() from account a
     where a.role_id in (${roles.map(() => '?').join(', ')}) and a.status = ? ${settingFilter}
     returning account_id`,
    params,
  );
}

/**
 * Whose accounts an affiliated alarm reaches: one school's users and some centers' staff, each by role, and named
 * accounts (the CLIENT who filed a request, the case manager assigned to it). An account matched twice gets one alarm.
 */
export interface Affiliation {
  schoolId?: string;
  schoolRoles?: RoleCode[];
  centerIds?: number[];
  centerRoles?: RoleCode[];
  accountIds?: number[];
}

/**
 * Like notifyRoles, for the active accounts of one school (with schoolRoles), of some centers (with centerRoles) and
 * named ones, e.g. a crisis alert to a school's users and its responsible center's staff. One INSERT … SELECT.
 */
export async function notifyAffiliated(em: EntityManager, to: Affiliation, msg: AlarmMessage): Promise<number> {
  const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');
  const who: string[] = [];
  const whoParams: unknown[] = [];
  if (to.schoolId && to.schoolRoles?.length) {
    who.push(`(a.school_id = ? and a.role_id in (${marks(to.schoolRoles.length)}))`);
    whoParams.push(to.schoolId, ...to.schoolRoles);
  }
  if (to.centerIds?.length && to.centerRoles?.length) {
    who.push(`(a.center_id in (${marks(to.centerIds.length)}) and a.role_id in (${marks(to.centerRoles.length)}))`);
    whoParams.push(...to.centerIds, ...to.centerRoles);
  }
  if (to.accountIds?.length) {
    who.push(`a.id in (${marks(to.accountIds.length)})`);
    whoParams.push(...to.accountIds);
  }
  if (!who.length) return 0;
  const settingFilter = msg.type === 'SYSTEM' ? '' : `and coalesce((a.alarm_settings ->> ?)::boolean, true)`;
  const params: unknown[] = [msg.type, msg.title, msg.content ?? null, msg.link ?? null, AccountStatus.ACTIVE, ...whoParams];
  if (msg.type !== 'SYSTEM') params.push(msg.type);
  return insertAlarms(
    em,
    `insert into alarm_history (account_id, type, title, content, link, created_at)
     select a.id, ?, ?, ?, ?, now() from account a
     where a.status = ? and (${who.join(' or ')}) ${settingFilter}
     returning account_id`,
    params,
  );
}

/** The topic of alarm notifications (platform/db/notify.ts): the payload names the accounts, never the alarm. */
export const ALARM_TOPIC = 'alarm';

/**
 * Runs an INSERT … RETURNING account_id and queues one notification naming the recipients on the same transaction:
 * the open pages of those accounts (on any replica) hear of it when the caller's action commits, never when it
 * rolls back. Answers how many alarms were written.
 */
async function insertAlarms(em: EntityManager, insert: string, params: unknown[]): Promise<number> {
  const rows = await sql<{ account_id: number }[]>(em, insert, params);
  await publish(
    em,
    ALARM_TOPIC,
    rows.map((r) => r.account_id),
  );
  return rows.length;
}

export async function myAlarms(ctx: Ctx, args: PageArgs): Promise<Page<AlarmView>> {
  const p = requireUser(ctx.principal);
  // a read model; index (account_id, id)
  return paginateRows(ctx.em, { select: ALARM_VIEW_COLUMNS, from: 'alarm_history al', where: part('al.account_id = ?', p.accountId), orderBy: 'al.id desc' }, args, withoutNulls<AlarmView>);
}

export async function unreadCount(ctx: Ctx): Promise<number> {
  const p = requireUser(ctx.principal);
  return ctx.em.count(AlarmHistory, { account: p.accountId, readAt: null });
}

/** Marks every alarm of the caller read; answers how many changed. */
export async function markAllRead(ctx: Ctx): Promise<number> {
  const p = requireUser(ctx.principal);
  return ctx.em.nativeUpdate(AlarmHistory, { account: p.accountId, readAt: null }, { readAt: now() });
}


export interface AlarmStreamEvent {
  /** Unread alarms of the account now. */
  unread: number;
  /** The newest alarm (unread), when the event announces one; absent on the state sent when a stream opens. */
  alarm?: { id: number; title: string; link?: string };
}

/**
 * What each account's alarm stream is sent (platform/http/event-streams.ts): its unread count and, for a new alarm,
 * the newest unread one. One statement for all the accounts of a notification, as each of them.
 */
export async function alarmStreamEvents(em: EntityManager, accountIds: number[], o: { initial: boolean }): Promise<Map<number, AlarmStreamEvent>> {
  const rows = await sql<{ account_id: number; unread: number; id: number | null; title: string | null; link: string | null }[]>(
    em,
    `select a.id as account_id,
            (select count(*)::int from alarm_history h where h.account_id = a.id and h.read_at is null) as unread,
            n.id, n.title, n.link
     from account a
     left join lateral (select h.id, h.title, h.link from alarm_history h
                        where h.account_id = a.id and h.read_at is null order by h.id desc limit 1) n on true
     where a.id in (${accountIds.map(() => '?').join(', ')})`,
    accountIds,
  );
  const out = new Map<number, AlarmStreamEvent>();
  for (const r of rows) {
    const event: AlarmStreamEvent = { unread: r.unread };
    if (!o.initial && r.id !== null) event.alarm = { id: r.id, title: r.title!, ...(r.link ? { link: r.link } : {}) };
    out.set(r.account_id, event);
  }
  return out;
}

/** A 60-second ticket that opens the caller's alarm stream (EventSource cannot send the bearer token). */
export function streamTicket(ctx: Ctx): StreamTicket {
  return signStreamTicket(ctx.config, requireUser(ctx.principal));
}

/** Serves the ticket's account its alarm stream until the connection closes. */
export async function openAlarmStream(ctx: Ctx, q: AlarmStreamQuery): Promise<void> {
  const { accountId, role } = verifyStreamTicket(ctx.config, q.ticket);
  await assertAccountLive(ctx.em, accountId, role);
  const request = currentRequest();
  if (request) request.userId = accountId;
  if (!ctx.streams || !ctx.req || !ctx.res) throw new Error('event streams are served by the REST facade only');
  await ctx.streams.serve(accountId, ALARM_TOPIC, ctx.req, ctx.res);
}
