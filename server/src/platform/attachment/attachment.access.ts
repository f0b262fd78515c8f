import { accessTable, staff } from '../auth/access.js';
import { MENU } from '../auth/menus.js';

/**
 * Who may call what of attachments, declared once: attachment.rest.ts gives these to its routes (files travel by REST
 * only, so there is no GraphQL twin).
 */
export const ATTACHMENT_ACCESS = accessTable('attachment', {
  /**
   * Who may upload: staff holding a menu whose records take files (boards 00002–00006 and 00021, consulting 00010,
   * popups 00023).
   */
  upload: staff(MENU.NOTICE, MENU.DATA, MENU.BOARD, MENU.CENTER_FAQ, MENU.FAQ, MENU.CONSULTING, MENU.SIMPLE_EVALUATION_FAQ, MENU.POPUP),
  /** Downloads are open to any signed-in user and decided by the owner's reader (404 to anyone it refuses). */
  download: staff(),
});
