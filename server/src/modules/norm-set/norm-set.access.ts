import { accessTable, staff } from '../../platform/auth/access.js';
import { MENU } from '../../platform/auth/menus.js';
import { RoleCode } from '../../platform/auth/roles.js';

/**
 * Who may call what on norm sets and interpretation texts, declared once: norm-set.rest.ts gives these to its routes
 * and norm-set.resolver.ts to @Allow() (docs/PERMISSIONS.md "Door parity").
 */
export const NORM_SET_ACCESS = accessTable('norm-set', {
  /** The active norm set and the texts, for whoever reads evaluations (00020 list, 00019 register). */
  read: staff(MENU.SIMPLE_EVALUATION, MENU.SIMPLE_EVALUATION_REGISTER),
  /** The norm-set list, import, activation and the texts' edit: system administrators (normSetPolicy.manage). */
  manage: { caller: 'staff', roles: [RoleCode.SYSTEM_ADMIN] },
});
