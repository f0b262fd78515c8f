/**
 * Respondent links: people without an account (guardians, students) open a link sent by SMS, prove the phone the
 * link was sent to with a 6-digit code, and get a short-lived respondent token that reaches exactly one record.
 * Simple evaluation consent and answers use it; SDQ-KR and satisfaction links reuse it with their own `kind`.
 *
 *   issueCode(em, config, subject, { mobile, ip }, send) → { code } — send(tx, issued) queues the SMS in its transaction
 *   checkCode(em, config, subject, code, { ip })     → void or a 400 (outside a transaction)
 *   signRespondentToken(config, subject)             → { respondentToken, expiresIn }
 *   route(…, respondent('simple-evaluation'), …)      → the call needs X-Respondent-Token for that kind;
 *                                                      ctx.respondent is the verified subject
 */
export * from './codes.js';
export * from './subject.js';
export * from './token.js';
