import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHOOL_CENTERS_SQL } from '../../platform/auth/jurisdiction.js';
import { RoleCode } from '../../platform/auth/roles.js';
import { now } from '../../platform/clock.js';
import { sql } from '../../platform/db/sql.js';
import { notifyAffiliated, type Affiliation } from '../alarm/alarm.service.js';
import { CrisisAlert, CrisisAlertEvent, CrisisEventType } from './crisis-alert.entity.js';
import type { SimpleEvaluation } from './simple-evaluation.entity.js';

/**
 * A crisis alert raised where a flagged score is stored (simple-evaluation.service.ts submitAnswers, rescore), in the
 * same transaction. The alerts' reading, acknowledgement, follow-ups and escalation are the crisis-alert module's.
 */

/** The school's users and the responsible center's staff are told of an alert; they (and administrators) acknowledge it. */
export const SCHOOL_ROLES = [RoleCode.MEMBER, RoleCode.CLIENT];
export const CENTER_ROLES = [RoleCode.CENTER_MANAGER, RoleCode.CENTER_MEMBER];

/** The staff page of the evaluation an alert is about (the alarm's link). */
export const detailLink = (evaluationId: number) => `/auth/simple-evaluation/detail/${evaluationId}`;

/** Who hears of an alert: the school's users and the registering center, or else the centers covering the school. */
export async function affiliationOf(em: EntityManager, a: Pick<CrisisAlert, 'school' | 'center'>, schoolRoles: RoleCode[], centerRoles: RoleCode[]): Promise<Affiliation> {
  const schoolId = a.school.id;
  const centerIds = a.center ? [a.center.id] : (await sql<{ id: number }[]>(em, SCHOOL_CENTERS_SQL, [schoolId, schoolId])).map((r) => Number(r.id));
  return { schoolId, schoolRoles, centerIds, centerRoles };
}

/**
 * Raises the alert of a flagged evaluation inside the transaction that stored its answers or its new score: the row,
 * its first history event, and an alarm (type SYSTEM: it cannot be turned off) to the school's users and the
 * responsible center's staff, which also updates their open pages (the alarm stream). The alarm names the management
 * number and a link, never a score or an answer. Once per set of answers: an evaluation that already has an alert
 * raised since these answers were stored gets none again (a re-scoring), a new submission after a survey deletion does.
 */
export async function raiseCrisisAlert(em: EntityManager, e: SimpleEvaluation): Promise<CrisisAlert | undefined> {
  if (!e.crisis) return undefined;
  const since = e.doneAt ?? new Date(0);
  if (await em.count(CrisisAlert, { evaluation: e.id, raisedAt: { $gte: since } })) return undefined;
  const at = now();
  const alert = em.create(CrisisAlert, { evaluation: e, school: e.school, center: e.center, sdCode: e.sdCode, raisedAt: at });
  em.create(CrisisAlertEvent, { alert, type: CrisisEventType.RAISED, at });
  await em.flush();
  await notifyAffiliated(em, await affiliationOf(em, alert, SCHOOL_ROLES, CENTER_ROLES), {
    type: 'SYSTEM',
    title: '[긴급] 간편검사 위기 응답 확인 요청',
    content: `관리번호 ${e.studentCode} 학생의 간편검사 응답에 바로 확인이 필요한 내용이 있습니다. 학생의 안전을 먼저 살피고 한 일을 기록해 확인 처리해주세요.`,
    link: detailLink(e.id),
  });
  return alert;
}
