import type { UserPrincipal } from '../../platform/auth/principal.js';
import { RoleCode } from '../../platform/auth/roles.js';

/** Who may change the scoring reference: system administrators import and activate norm sets and edit interpretation texts. */
export const normSetPolicy = {
  manage: (p: UserPrincipal) => p.role === RoleCode.SYSTEM_ADMIN,
};
