import { accessTable, PUBLIC, respondent, staff } from '../../platform/auth/access.js';
import { MENU } from '../../platform/auth/menus.js';
import { RESPONDENT_KIND } from './consent.round.js';

/**
 * Who may call what in the consent and answer-link flow, declared once: consent.rest.ts gives these to its routes and
 * consent.resolver.ts to @Allow() (docs/PERMISSIONS.md "Door parity").
 */
export const CONSENT_ACCESS = accessTable('consent', {
  /** Sending consent and answer links: the people who may change the evaluation (00020 list, 00019 register). */
  send: staff(MENU.SIMPLE_EVALUATION, MENU.SIMPLE_EVALUATION_REGISTER),
  /** A respondent proving the phone the link was sent to (code, then check): anyone holding the link. */
  phone: PUBLIC,
  /**
   * The respondent's record calls (the consent request, the answer, the questionnaire, after-management): a client or
   * user token and a respondent token of a simple-evaluation link, which alone names the record.
   */
  respondent: respondent(RESPONDENT_KIND),
});
