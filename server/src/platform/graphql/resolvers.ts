import { AccountResolver } from '../../modules/account/account.resolver.js';
import { AlarmResolver } from '../../modules/alarm/alarm.resolver.js';
import { AuthResolver } from '../../modules/auth/auth.resolver.js';
import { IdentityResolver } from '../../modules/identity/identity.resolver.js';
import { OrganizationResolver } from '../../modules/organization/organization.resolver.js';

/** Every resolver of the one GraphQL schema. A domain adds its resolver here. */
export const resolvers = [AuthResolver, AccountResolver, OrganizationResolver, AlarmResolver, IdentityResolver] as const;
