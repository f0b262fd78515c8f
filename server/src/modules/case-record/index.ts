import type { Module } from '../../platform/module.js';
import { CaseRecordChoicesResolver } from './case-record.resolver.js';

/**
 * The records of a case (SPEC §3 "Interview evaluation" … "Closing report"): each record type has its entity,
 * inputs, views, service, resolver and REST routes in this folder, and all reach their case through
 * case-access.ts (jurisdiction, then case-record.policy.ts).
 */
export const caseRecordModule: Module = {
  name: 'case-record',
  entities: [],
  resolvers: [CaseRecordChoicesResolver],
  routes: [],
};
