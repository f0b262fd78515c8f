/**
 * Who a respondent link is for: one record (`kind` + `id`, e.g. 'simple-evaluation' 42) and which person answers
 * for it (`respondent`, e.g. 'GUARDIAN' or 'STUDENT'). A verification code and a respondent token name exactly one.
 * Domains pick their own kind and respondent names; the platform only compares them.
 */
export interface RespondentSubject {
  kind: string;
  id: string;
  respondent: string;
  /**
   * In a token only: which link round it was earned on (e.g. the consent row's id). A domain that sends links again
   * refuses tokens of an older round, so a link sent to a wrong number stops working once it is sent again.
   */
  round?: string;
}

/** A subject as the platform stores and signs it: ids are strings, whatever the record's key type. */
export const subject = (kind: string, id: string | number, respondent: string, round?: string): RespondentSubject => ({
  kind,
  id: String(id),
  respondent,
  ...(round === undefined ? {} : { round }),
});

export const KIND = /^[a-z][a-z0-9-]{0,39}$/;
export const RESPONDENT = /^[A-Z][A-Z_]{0,19}$/;
export const ID = /^[A-Za-z0-9_-]{1,40}$/;

export function isSubject(s: RespondentSubject): boolean {
  return KIND.test(s.kind) && ID.test(s.id) && RESPONDENT.test(s.respondent) && (s.round === undefined || ID.test(s.round));
}
