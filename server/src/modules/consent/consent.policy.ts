import type { UserPrincipal } from '../../platform/auth/principal.js';
import { evaluationPolicy, type EvaluationFacts } from '../evaluation-record/simple-evaluation.policy.js';

/** Who may send consent and answer links: the people who may change the evaluation (school, center, administrators). */
export const consentPolicy = {
  send: (p: UserPrincipal, e: EvaluationFacts) => evaluationPolicy.update(p, e),
};
