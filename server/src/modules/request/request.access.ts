import { accessTable, clientWithUser, staff } from '../../platform/auth/access.js';
import { MENU } from '../../platform/auth/menus.js';

/**
 * Who may call what in the request domain, declared once: request.rest.ts gives these to its routes and
 * request.resolver.ts to @Allow(), so a REST call and its GraphQL twin cannot be
 * declared apart (docs/PERMISSIONS.md "Door parity"; test/door-parity.test.ts walks both doors).
 */
const read = staff(MENU.REQUEST_REGISTER, MENU.REQUEST_HISTORY, MENU.CASE_MANAGEMENT);

export const REQUEST_ACCESS = accessTable('request', {
  /** The requester's screens (00007 register, 00008 request history) and the center's (00008 admin, 00009 cases). */
  read,
  file: staff(MENU.REQUEST_REGISTER),
  requester: staff(MENU.REQUEST_REGISTER, MENU.REQUEST_HISTORY),
  decide: staff(MENU.REQUEST_HISTORY, MENU.CASE_MANAGEMENT),
  case: staff(MENU.CASE_MANAGEMENT),
  /** Counts only, never a student: service clients with statistics:read may read them too (their 시도 or the nation). */
  stats: { ...staff(MENU.STATISTICS_REQUEST, MENU.STATISTICS_REPORT), service: 'statistics:read' },
  /**
   * svs-c/request/{id} and svs-c/request/cover/{id}: the spec files them under svs-c, so the door takes a client or
   * a user token, but they answer a student's record: a client-credentials token alone is refused (403) and a user is
   * held to `read`, the declaration of svs-u/request/{id} and of GraphQL `request` / `requestCover`.
   */
  clientRead: clientWithUser(read),
});

