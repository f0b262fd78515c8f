import type { Module } from '../../platform/module.js';
import {
  SimpleEvaluationAbilitiesResolver,
  SimpleEvaluationDetailAbilitiesResolver,
  SimpleEvaluationGlobalAbilitiesResolver,
  SimpleEvaluationResolver,
} from './simple-evaluation.resolver.js';
import { simpleEvaluationRoutes } from './simple-evaluation.rest.js';

/** The staff's simple evaluations: registration (one, a group), the list and detail, the Excel export, the commands. */
export const simpleEvaluationModule: Module = {
  name: 'simple-evaluation',
  resolvers: [SimpleEvaluationResolver, SimpleEvaluationAbilitiesResolver, SimpleEvaluationDetailAbilitiesResolver, SimpleEvaluationGlobalAbilitiesResolver],
  routes: simpleEvaluationRoutes,
};
