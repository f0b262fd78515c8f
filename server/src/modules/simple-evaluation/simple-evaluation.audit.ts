import type { Ctx } from '../../platform/context.js';

/**
 * Every read of a student's answers or scores (detail, result) and every export goes through this one function. It
 * becomes a call of the platform's access log (`platform/access-log.ts` `logAccess`, branch accesslog) when that
 * lands; until then it records nothing. Never put answers, scores or phone numbers in it.
 */
export interface EvaluationAccess {
  action: 'READ' | 'EXPORT' | 'UPDATE';
  subjectType: 'SIMPLE_EVALUATION';
  subjectId?: string;
  count?: number;
  reason?: string;
}

export async function logEvaluationAccess(_ctx: Ctx, _entry: EvaluationAccess): Promise<void> {
  // switched to logAccess(ctx, entry) when platform/access-log.ts is merged
}
