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
  const res = await sql(
    em,
    `insert into alarm_history (account_id, type, title, content, link, created_at)
     select a.id, ?, ?, ?, ?, now() from account a
     where a.role_id in (${roles.map(() => '?').join(', ')}) and a.status = ? ${settingFilter}`,
    params,
    'run',
  );
  return (res as { affectedRows?: number }).affectedRows ?? 0;
}

/** Whose accounts an affiliated alarm reaches: one school's users and some centers' staff, each by role. */
export interface Affiliation {
  schoolId?: string;
  schoolRoles?: RoleCode[];
  centerIds?: number[];
  centerRoles?: RoleCode[];
}

/**
 * Like notifyRoles, for the active accounts of one school (with schoolRoles) and of some centers (with centerRoles),
 * e.g. a crisis alert to a school's users and its responsible center's staff. One INSERT … SELECT.
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
  if (!who.length) return 0;
  const settingFilter = msg.type === 'SYSTEM' ? '' : `and coalesce((a.alarm_settings ->> ?)::boolean, true)`;
  const params: unknown[] = [msg.type, msg.title, msg.content ?? null, msg.link ?? null, AccountStatus.ACTIVE, ...whoParams];
  if (msg.type !== 'SYSTEM') params.push(msg.type);
  const res = await sql(
    em,
    `insert into alarm_history (account_id, type, title, content, link, created_at)
     select a.id, ?, ?, ?, ?, now() from account a
     where a.status = ? and (${who.join(' or ')}) ${settingFilter}`,
    params,
    'run',
  );
  return (res as { affectedRows?: number }).affectedRows ?? 0;
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

