import { accessTable, staff } from '../../platform/auth/access.js';
import { MENU } from '../../platform/auth/menus.js';
import { RoleCode } from '../../platform/auth/roles.js';

/**
 * Who may call what on simple evaluations, declared once: simple-evaluation.rest.ts gives these to its routes and
 * simple-evaluation.resolver.ts to @Allow(), so a REST call and its GraphQL twin cannot be declared apart
 * (docs/PERMISSIONS.md "Door parity"). Jurisdiction and the record's state are evaluationPolicy's, afterwards.
 */
export const SIMPLE_EVALUATION_ACCESS = accessTable('simple-evaluation', {
  /** The list, its page, the detail, the instrument and the Excel export: the list menu (00020) or the register menu (00019). */
  read: staff(MENU.SIMPLE_EVALUATION, MENU.SIMPLE_EVALUATION_REGISTER),
  /** Paper answers, not-implemented reason, after-management, deletion, consent cancellation: the same menus. */
  write: staff(MENU.SIMPLE_EVALUATION, MENU.SIMPLE_EVALUATION_REGISTER),
  /** Registering students, one or a group (and the group template): the register menu (00019). */
  register: staff(MENU.SIMPLE_EVALUATION_REGISTER),
  /** Scoring again with the active norm set: system administrators (evaluationPolicy.rescore). */
  rescore: { caller: 'staff', roles: [RoleCode.SYSTEM_ADMIN] },
  /**
   * The de-identified results (simple-evaluation.results.ts): the list menu, or a service client with
   * evaluations:read (read-only, its 시도 or the nation).
   */
  deidentified: { ...staff(MENU.SIMPLE_EVALUATION), service: 'evaluations:read' },
});
