import type { EntityManager } from '@mikro-orm/postgresql';
import { permit, requireUser } from '../../platform/auth/access.js';
import { inJurisdiction, SCHOOL_CENTERS_SQL, type Placement } from '../../platform/auth/jurisdiction.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { RoleCode } from '../../platform/auth/roles.js';
import { now } from '../../platform/clock.js';
import type { Ctx } from '../../platform/context.js';
import { sql } from '../../platform/db/sql.js';
import { AppError, Errors } from '../../platform/errors.js';
import { paginate, type Page, type PageArgs } from '../../platform/paging.js';
import { Account } from '../account/account.entity.js';
import { notifyAffiliated } from '../alarm/alarm.service.js';
import { CrisisAlert } from './crisis-alert.entity.js';
import { EvaluationSchoolType, ScoreRange, type SimpleEvaluation } from './simple-evaluation.entity.js';

export const CRISIS_PLACEMENT: Placement = { school: 'school_id', center: 'center_id', sd: 'sd_code' };

/** The school's users and the responsible center's staff are told; they (and administrators) acknowledge. */
const SCHOOL_ROLES = [RoleCode.MEMBER, RoleCode.CLIENT];
const CENTER_ROLES = [RoleCode.CENTER_MANAGER, RoleCode.CENTER_MEMBER];
const ACKNOWLEDGERS: ReadonlySet<RoleCode> = new Set([...SCHOOL_ROLES, ...CENTER_ROLES, RoleCode.SYSTEM_ADMIN]);

export const crisisPolicy = {
  /** Anyone whose jurisdiction covers the alert sees it; the people who act on it acknowledge it. */
  acknowledge: (p: UserPrincipal, a: Pick<CrisisAlert, 'acknowledgedAt'>) => ACKNOWLEDGERS.has(p.role) && !a.acknowledgedAt,
};

/** A middle/high submission in 우선 관심군 on suicide and crisis (suci). */
export function needsCrisisAlert(e: SimpleEvaluation): boolean {
  if (e.schoolTargetType !== EvaluationSchoolType.MIDDLE_HIGH || e.isDone !== 'Y') return false;
  return e.result?.categories.some((c) => c.scale === 'suci' && c.range === ScoreRange.PRIORITY_ATTENTION) ?? false;
}

/**
 * Raises the alert inside the submission's transaction: the row, and an alarm (type SYSTEM: it cannot be turned off)
 * to the school's users and the responsible center's staff (the registering center, or else the centers that cover
 * the school). The alarm names the management number and a link, never a score or an answer.
 */
export async function raiseCrisisAlert(em: EntityManager, e: SimpleEvaluation): Promise<CrisisAlert> {
  const schoolId = e.school.id;
  const centerIds = e.center
    ? [e.center.id]
    : (await sql<{ id: number }[]>(em, SCHOOL_CENTERS_SQL, [schoolId, schoolId])).map((r) => Number(r.id));
  const alert = em.create(CrisisAlert, { evaluation: e, school: e.school, center: e.center, sdCode: e.sdCode, raisedAt: now() });
  await em.flush();
  await notifyAffiliated(
    em,
    { schoolId, schoolRoles: SCHOOL_ROLES, centerIds, centerRoles: CENTER_ROLES },
    {
      type: 'SYSTEM',
      title: '[긴급] 간편검사 위기 응답 확인 요청',
      content: `관리번호 ${e.studentCode} 학생의 간편검사 응답에 바로 확인이 필요한 내용이 있습니다. 학생의 안전을 먼저 살피고 확인 처리해주세요.`,
      link: `/auth/simple-evaluation/detail/${e.id}`,
    },
  );
  return alert;
}

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

/** Records who acknowledged the alert and when; an alert outside the jurisdiction is 404 like a missing one. */
export async function acknowledgeCrisisAlert(ctx: Ctx, id: number): Promise<CrisisAlert> {
  const p = requireUser(ctx.principal);
  return ctx.em.transactional(async (em) => {
    const alert = await em.findOne(CrisisAlert, { $and: [{ id }, inJurisdiction<CrisisAlert>(p, CRISIS_PLACEMENT)] }, { populate: ['evaluation', 'school'] });
    if (!alert) throw Errors.notFound();
    if (alert.acknowledgedAt) throw new AppError(409, 'ALREADY_ACKNOWLEDGED', '이미 확인 처리된 알림입니다.');
    permit(crisisPolicy.acknowledge(p, alert), '이 알림을 확인 처리할 권한이 없습니다.');
    const account = await em.findOneOrFail(Account, p.accountId);
    const at = now();
    // conditional: two people acknowledging at once, one wins
    const done = await em.nativeUpdate(CrisisAlert, { id, acknowledgedAt: null }, { acknowledgedAt: at, acknowledgedBy: p.accountId, acknowledgedByName: account.name });
    if (!done) throw new AppError(409, 'ALREADY_ACKNOWLEDGED', '이미 확인 처리된 알림입니다.');
    return Object.assign(alert, { acknowledgedAt: at, acknowledgedBy: p.accountId, acknowledgedByName: account.name });
  });
}
