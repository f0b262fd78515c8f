import type { Module } from '../../platform/module.js';
import { AccessLogResolver } from './access-log.resolver.js';
import { accessLogRoutes } from './access-log.rest.js';

/** The administrator's screen over the platform's access log (its table is a platform entity: platform/access-log.ts). */
export const accessLogModule: Module = { name: 'access-log', resolvers: [AccessLogResolver], routes: accessLogRoutes };
