import type { UserPrincipal } from '../../platform/auth/principal.js';
import { RoleCode } from '../../platform/auth/roles.js';

/**
 * Who may do what to simple evaluations. Reading is jurisdiction (platform/auth/jurisdiction.ts: school users their
 * school, centers their jurisdiction's schools and their own records, an education office its 시도, the ministry and
 * administrators the nation). Writing is for the people who run the screening: school staff for their school, center
 * staff within their jurisdiction, and system administrators; the ministry and education offices only read.
 */
const WRITERS: ReadonlySet<RoleCode> = new Set([
  RoleCode.MEMBER,
  RoleCode.CLIENT,
  RoleCode.CENTER_MEMBER,
  RoleCode.CENTER_MANAGER,
  RoleCode.CENTRAL_SUPPORT_GROUP,
  RoleCode.SYSTEM_ADMIN,
]);

const writes = (p: UserPrincipal) => WRITERS.has(p.role);
const administers = (p: UserPrincipal) => p.role === RoleCode.SYSTEM_ADMIN;

export interface EvaluationFacts {
  isDone: 'Y' | 'N';
  deleted: boolean;
}

export const evaluationPolicy = {
  /** Register one or many students (the record's school is checked against the jurisdiction separately). */
  register: writes,
  update: (p: UserPrincipal, e: EvaluationFacts) => writes(p) && !e.deleted,
  /** Enter a paper questionnaire; a finished one is not overwritten (cancel it first: 설문이 삭제되었습니다.). */
  enterAnswers: (p: UserPrincipal, e: EvaluationFacts) => writes(p) && !e.deleted && e.isDone === 'N',
  delete: (p: UserPrincipal, e: EvaluationFacts) => writes(p) && !e.deleted,
  cancelAgree: (p: UserPrincipal, e: EvaluationFacts) => writes(p) && !e.deleted,
  /** Score again with the active norm set (an explicit action, SCORING.md). */
  rescore: (p: UserPrincipal, e?: EvaluationFacts) => administers(p) && (!e || (e.isDone === 'Y' && !e.deleted)),
  abilities: (p: UserPrincipal, e: EvaluationFacts) => ({
    update: evaluationPolicy.update(p, e),
    enterAnswers: evaluationPolicy.enterAnswers(p, e),
    delete: evaluationPolicy.delete(p, e),
    cancelAgree: evaluationPolicy.cancelAgree(p, e),
    rescore: evaluationPolicy.rescore(p, e),
  }),
};
