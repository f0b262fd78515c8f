import type { Module } from '../../platform/module.js';
import { ServiceClient } from './service-client.entity.js';
import { ServiceClientResolver } from './service-client.resolver.js';
import { serviceClientRoutes } from './service-client.rest.js';

/** Service clients (issue 29): other systems' read-only API access with OAuth2 client credentials, by administrators. */
export const serviceClientModule: Module = { name: 'service-client', entities: [ServiceClient], resolvers: [ServiceClientResolver], routes: serviceClientRoutes };
