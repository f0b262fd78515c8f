import { accessTable, staff } from '../../platform/auth/access.js';
import { BBS_MENUS } from './bbs.policy.js';

/**
 * Who may call what in the board domain, declared once: bbs.rest.ts gives it to its routes and bbs.resolver.ts to
 * @Allow() (docs/PERMISSIONS.md "Door parity").
 */
export const BBS_ACCESS = accessTable('bbs', {
  /** Any board's menu; the service asks for the board's own (bbs.policy.ts). Posts and replies alike. */
  board: staff(...BBS_MENUS),
});
