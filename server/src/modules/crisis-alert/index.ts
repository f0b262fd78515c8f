import type { Module } from '../../platform/module.js';
import { CrisisAlertResolver } from './crisis-alert.resolver.js';
import { crisisAlertRoutes } from './crisis-alert.rest.js';
import { crisisEscalationJob } from './crisis-alert.service.js';

/** Crisis alerts after they are raised (evaluation-record): the open list, acknowledgement, follow-ups, escalation. */
export const crisisAlertModule: Module = {
  name: 'crisis-alert',
  resolvers: [CrisisAlertResolver],
  routes: crisisAlertRoutes,
  jobs: [crisisEscalationJob],
};
