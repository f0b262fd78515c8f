import type { EntityManager } from '@mikro-orm/postgresql';
import { logAccess } from '../../platform/access-log.js';
import { permit, requireUser } from '../../platform/auth/access.js';
import { inJurisdiction, type Placement } from '../../platform/auth/jurisdiction.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { RoleCode } from '../../platform/auth/roles.js';
import { now } from '../../platform/clock.js';
import type { Config } from '../../platform/config.js';
import type { Ctx } from '../../platform/context.js';
import { sql } from '../../platform/db/sql.js';
import { AppError, Errors } from '../../platform/errors.js';
import type { Job } from '../../platform/jobs.js';
import { paginate, type Page, type PageArgs } from '../../platform/paging.js';
import { Account } from '../account/account.entity.js';
import { notifyAffiliated, type AlarmMessage } from '../alarm/alarm.service.js';
import { CRISIS_ACTION_NAMES, CrisisAction, CrisisAlert, CrisisAlertEvent, CrisisEventType } from '../evaluation-record/crisis-alert.entity.js';
import type { CrisisActionInput } from './crisis-alert.inputs.js';
import { affiliationOf, CENTER_ROLES, detailLink, SCHOOL_ROLES } from '../evaluation-record/crisis-alert.raise.js';
import { EVALUATION_SUBJECT } from '../evaluation-record/simple-evaluation.service.js';

export const CRISIS_PLACEMENT: Placement = { school: 'school_id', center: 'center_id', sd: 'sd_code' };

/** An alert nobody acknowledged in time goes to the responsible center's managers and the school's staff accounts. */
const ESCALATE_SCHOOL_ROLES = [RoleCode.MEMBER];
const ESCALATE_CENTER_ROLES = [RoleCode.CENTER_MANAGER];
const ACKNOWLEDGERS: ReadonlySet<RoleCode> = new Set([...SCHOOL_ROLES, ...CENTER_ROLES, RoleCode.SYSTEM_ADMIN]);

export const crisisPolicy = {
  /** Anyone whose jurisdiction covers the alert sees it; the people who act on it acknowledge it. */
  acknowledge: (p: UserPrincipal, a: Pick<CrisisAlert, 'acknowledgedAt'>) => ACKNOWLEDGERS.has(p.role) && !a.acknowledgedAt,
  /** Once acknowledged, the same people record what was done next. */
  followUp: (p: UserPrincipal, a: Pick<CrisisAlert, 'acknowledgedAt'>) => ACKNOWLEDGERS.has(p.role) && !!a.acknowledgedAt,
};

/** The open alerts the caller's jurisdiction covers, newest first (the main page shows them until acknowledged). */
export async function openCrisisAlerts(ctx: Ctx, args: PageArgs): Promise<Page<CrisisAlert>> {
  const p = requireUser(ctx.principal);
  return paginate(
    ctx.em,
    CrisisAlert,
    { $and: [{ acknowledgedAt: null }, inJurisdiction<CrisisAlert>(p, CRISIS_PLACEMENT)] },
    { orderBy: { id: 'desc' }, populate: ['evaluation', 'school'] },
    args,
  );
}

/** Every alert of one evaluation the caller may see, newest first, with its history (the detail page). */
export async function alertsOfEvaluation(ctx: Ctx, evaluationId: number): Promise<{ alert: CrisisAlert; events: CrisisAlertEvent[] }[]> {
  const p = requireUser(ctx.principal);
  const alerts = await ctx.em.find(
    CrisisAlert,
    { $and: [{ evaluation: evaluationId }, inJurisdiction<CrisisAlert>(p, CRISIS_PLACEMENT)] },
    { orderBy: { id: 'desc' }, populate: ['evaluation', 'school'] },
  );
  if (!alerts.length) return [];
  const events = await ctx.em.find(CrisisAlertEvent, { alert: { $in: alerts.map((a) => a.id) } }, { orderBy: { id: 'asc' } });
  return alerts.map((alert) => ({ alert, events: events.filter((ev) => ev.alert.id === alert.id) }));
}

function checkAction(input: CrisisActionInput): { action: CrisisAction; note?: string; actorName?: string } {
  const note = input.note?.trim() || undefined;
  if (input.action === CrisisAction.ETC && !note) throw Errors.badInput('기타를 선택한 경우 한 일을 입력해주세요.', { field: 'note' });
  return { action: input.action, note, actorName: input.actorName?.trim() || undefined };
}

async function alertForWrite(ctx: Ctx, em: EntityManager, id: number): Promise<CrisisAlert> {
  const p = requireUser(ctx.principal);
  const alert = await em.findOne(CrisisAlert, { $and: [{ id }, inJurisdiction<CrisisAlert>(p, CRISIS_PLACEMENT)] }, { populate: ['evaluation', 'school', 'center'] });
  if (!alert) throw Errors.notFound();
  return alert;
}

const alreadyAcknowledged = () => new AppError(409, 'ALREADY_ACKNOWLEDGED', '이미 확인 처리된 알림입니다. 이어서 한 일은 추가 조치로 기록해주세요.');

/**
 * Acknowledging is an act: what was done (보호자 연락, 면담, 의뢰, 112/119 연계, 기타 with text) and who did it are
 * recorded in the alert's history, the access log names the student's record, and the school's users and the
 * center's staff are told (their open pages update). It cannot be undone; later actions are added as follow-ups.
 * Two people acknowledging at once: one wins, the other is told (409) and may add a follow-up.
 */
export async function acknowledgeCrisisAlert(ctx: Ctx, id: number, input: CrisisActionInput): Promise<CrisisAlert> {
  const p = requireUser(ctx.principal);
  const act = checkAction(input);
  return ctx.em.transactional(async (em) => {
    const alert = await alertForWrite(ctx, em, id);
    if (alert.acknowledgedAt) throw alreadyAcknowledged();
    permit(crisisPolicy.acknowledge(p, alert), '이 알림을 확인 처리할 권한이 없습니다.');
    const account = await em.findOneOrFail(Account, p.accountId);
    const at = now();
    const done = await em.nativeUpdate(CrisisAlert, { id, acknowledgedAt: null }, { acknowledgedAt: at, acknowledgedBy: p.accountId, acknowledgedByName: account.name });
    if (!done) throw alreadyAcknowledged();
    Object.assign(alert, { acknowledgedAt: at, acknowledgedBy: p.accountId, acknowledgedByName: account.name });
    await recordEvent(ctx, em, alert, CrisisEventType.ACKNOWLEDGED, act, account.name, at);
    return alert;
  });
}

/** A later action on an acknowledged alert, appended to its history like the acknowledgement. */
export async function followUpCrisisAlert(ctx: Ctx, id: number, input: CrisisActionInput): Promise<CrisisAlert> {
  const p = requireUser(ctx.principal);
  const act = checkAction(input);
  return ctx.em.transactional(async (em) => {
    const alert = await alertForWrite(ctx, em, id);
    if (!alert.acknowledgedAt) throw new AppError(409, 'NOT_ACKNOWLEDGED', '먼저 확인 처리를 해주세요.');
    permit(crisisPolicy.followUp(p, alert), '이 알림에 조치를 기록할 권한이 없습니다.');
    const account = await em.findOneOrFail(Account, p.accountId);
    await recordEvent(ctx, em, alert, CrisisEventType.FOLLOW_UP, act, account.name, now());
    return alert;
  });
}

async function recordEvent(
  ctx: Ctx,
  em: EntityManager,
  alert: CrisisAlert,
  type: CrisisEventType,
  act: { action: CrisisAction; note?: string; actorName?: string },
  recorder: string,
  at: Date,
) {
  const p = requireUser(ctx.principal);
  const actorName = act.actorName ?? recorder;
  em.create(CrisisAlertEvent, { alert, type, action: act.action, note: act.note, actorName, recordedBy: p.accountId, recordedByName: recorder, at });
  await em.flush();
  const what = `${type === CrisisEventType.ACKNOWLEDGED ? '위기 알림 확인 처리' : '위기 알림 추가 조치'} (${CRISIS_ACTION_NAMES[act.action]})`;
  await logAccess({ ...ctx, em }, { action: 'UPDATE', subjectType: EVALUATION_SUBJECT, subjectId: alert.evaluation.id, detail: what });
  const msg: AlarmMessage = {
    type: 'SYSTEM',
    title: type === CrisisEventType.ACKNOWLEDGED ? '간편검사 위기 알림 확인 처리됨' : '간편검사 위기 알림 추가 조치',
    content: `관리번호 ${alert.evaluation.studentCode} 학생: ${CRISIS_ACTION_NAMES[act.action]} (${actorName}).`,
    link: detailLink(alert.evaluation.id),
  };
  await notifyAffiliated(em, await affiliationOf(em, alert, SCHOOL_ROLES, CENTER_ROLES), msg);
}

/**
 * The escalation job: every alert still unacknowledged `crisisEscalateAfterMs` after it was raised is escalated once,
 * to the responsible center's managers and the school's staff accounts, with an alarm and a history event. Claimed
 * with FOR UPDATE SKIP LOCKED and marked in the same transaction, so replicas never escalate one alert twice and a
 * restart resumes where it stopped (its state is the escalated_at column).
 */
export async function escalateCrisisAlerts(em: EntityManager, config: Pick<Config, 'crisisEscalateAfterMs'>, batch = 100): Promise<number> {
  const at = now();
  const due = new Date(at.getTime() - config.crisisEscalateAfterMs);
  return em.transactional(async (tx) => {
    const rows = await sql<{ id: number }[]>(
      tx,
      `select id from crisis_alert where acknowledged_at is null and escalated_at is null and raised_at <= ?
       order by raised_at, id limit ? for update skip locked`,
      [due, batch],
    );
    if (!rows.length) return 0;
    const alerts = await tx.find(CrisisAlert, { id: { $in: rows.map((r) => r.id) } }, { populate: ['evaluation', 'school', 'center'] });
    for (const alert of alerts) {
      alert.escalatedAt = at;
      tx.create(CrisisAlertEvent, { alert, type: CrisisEventType.ESCALATED, at });
      await tx.flush();
      const hours = Math.round((at.getTime() - alert.raisedAt.getTime()) / 3_600_000);
      await notifyAffiliated(tx, await affiliationOf(tx, alert, ESCALATE_SCHOOL_ROLES, ESCALATE_CENTER_ROLES), {
        type: 'SYSTEM',
        title: '[긴급·미확인] 간편검사 위기 알림이 확인되지 않았습니다',
        content: `관리번호 ${alert.evaluation.studentCode} 학생의 위기 알림이 ${hours}시간 넘게 확인 처리되지 않았습니다. 담당자와 함께 학생의 안전을 바로 확인해주세요.`,
        link: detailLink(alert.evaluation.id),
      });
    }
    return alerts.length;
  });
}

export const crisisEscalationJob: Job = { name: 'crisis-escalation', run: (em, config) => escalateCrisisAlerts(em, config) };
