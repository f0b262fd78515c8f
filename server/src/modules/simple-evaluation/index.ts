import type { Module } from '../../platform/module.js';
import {
  SimpleEvaluationAbilitiesResolver,
  SimpleEvaluationDetailAbilitiesResolver,
  SimpleEvaluationGlobalAbilitiesResolver,
  SimpleEvaluationResolver,
} from './simple-evaluation.resolver.js';
import { simpleEvaluationRoutes } from './simple-evaluation.rest.js';
import { DeidentifiedResultsResolver, deidentifiedResultRoutes } from './simple-evaluation.results.js';

/**
 * The staff's simple evaluations: registration (one, a group), the list and detail, the Excel export, the commands;
 * and their de-identified results for other systems.
 */
export const simpleEvaluationModule: Module = {
  name: 'simple-evaluation',
  resolvers: [SimpleEvaluationResolver, SimpleEvaluationAbilitiesResolver, SimpleEvaluationDetailAbilitiesResolver, SimpleEvaluationGlobalAbilitiesResolver, DeidentifiedResultsResolver],
  routes: [...simpleEvaluationRoutes, ...deidentifiedResultRoutes],
};
