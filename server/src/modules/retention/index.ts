import type { Module } from '../../platform/module.js';
import { destructionJob } from './retention.destroy.js';
import { DestructionRun, LegalHold, RetentionRule, RetentionRuleChange } from './retention.entity.js';
import { RetentionResolver } from './retention.resolver.js';
import { retentionRoutes } from './retention.rest.js';

/**
 * Retention and destruction (issue 28): the schedule per kind of record, legal holds, the daily destruction job and
 * its runs' certificates. Sits on top: it destroys the records of the modules below it.
 */
export const retentionModule: Module = {
  name: 'retention',
  entities: [RetentionRule, RetentionRuleChange, LegalHold, DestructionRun],
  resolvers: [RetentionResolver],
  routes: retentionRoutes,
  jobs: [destructionJob],
};
