import { alarmRoutes } from '../../modules/alarm/alarm.rest.js';
import { accountRoutes } from '../../modules/account/account.rest.js';
import { authRoutes } from '../../modules/auth/auth.rest.js';
import { identityRoutes } from '../../modules/identity/identity.rest.js';
import { organizationRoutes } from '../../modules/organization/organization.rest.js';
import type { RestRoute } from './rest.js';

/** Every REST call of the facade. A domain adds its list here. */
export const restRoutes: RestRoute[] = [...authRoutes, ...accountRoutes, ...organizationRoutes, ...alarmRoutes, ...identityRoutes];
