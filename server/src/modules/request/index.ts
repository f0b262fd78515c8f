import type { Module } from '../../platform/module.js';
import { RequestStatisticsArchive } from './request.archive.js';
import { Request } from './request.entity.js';
import { RequestAbilitiesResolver, RequestDetailAbilitiesResolver, RequestGlobalAbilitiesResolver, RequestResolver, SimpleEvaluationReferralResolver } from './request.resolver.js';
import { requestRoutes } from './request.rest.js';

export const requestModule: Module = {
  name: 'request',
  entities: [Request, RequestStatisticsArchive],
  resolvers: [RequestResolver, RequestAbilitiesResolver, RequestDetailAbilitiesResolver, RequestGlobalAbilitiesResolver, SimpleEvaluationReferralResolver],
  routes: requestRoutes,
};
