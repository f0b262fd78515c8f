import type { Module } from '../../platform/module.js';
import { CaseTimelineResolver } from './case-timeline.resolver.js';
import { caseTimelineRoutes } from './case-timeline.rest.js';

/**
 * The student's timeline on a case (issue 9, beyond the spec): screenings of every year, SDQ-KR and CGI before and
 * after with the change, the case's events; exportable. Reads only, through case-record/case-access.ts; no table of
 * its own.
 */
export const caseTimelineModule: Module = {
  name: 'case-timeline',
  resolvers: [CaseTimelineResolver],
  routes: caseTimelineRoutes,
};
