import type { Module } from '../../platform/module.js';
import { Interpretation, NormSetRecord } from './norm-set.entity.js';
import { NormSetGlobalAbilitiesResolver, NormSetResolver } from './norm-set.resolver.js';
import { normSetRoutes } from './norm-set.rest.js';

/** Norm sets and interpretation texts in the database: the scoring inputs of every evaluation, and their administration. */
export const normSetModule: Module = {
  name: 'norm-set',
  entities: [NormSetRecord, Interpretation],
  resolvers: [NormSetResolver, NormSetGlobalAbilitiesResolver],
  routes: normSetRoutes,
};
