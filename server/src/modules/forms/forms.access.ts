import { accessTable, PUBLIC, staff } from '../../platform/auth/access.js';
import { MENU } from '../../platform/auth/menus.js';

/**
 * Who may call what in the forms domain, declared once: forms.rest.ts gives these to its routes and forms.resolver.ts
 * to @Allow() (docs/PERMISSIONS.md "Door parity").
 */
export const FORMS_ACCESS = accessTable('forms', {
  /** Reading forms is public (SPEC §7 svs): respondents load their questionnaire before any sign-in. */
  read: PUBLIC,
  /**
   * Changing a form, and who saved it last: a user token with the forms menu (00015). SPEC puts the PUT under svs
   * (public) too, but a public write would let anyone rewrite the questionnaire a screening is answered on; and who
   * saved last is not for the public readers of a questionnaire.
   */
  manage: staff(MENU.FORMS),
});
