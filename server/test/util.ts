import jwt from 'jsonwebtoken';
import { expect } from 'vitest';
import { Account } from '../src/modules/account/account.entity.js';
import { MailMessage } from '../src/platform/mail.js';
import { basic, call, type Res, type TestApp } from './harness.js';

/** Small helpers shared by the test files (the harness builds the app and the data). */

export const MINUTE = 60_000;

/** The claims of an access token, without verifying it. */
export function claims(token: string): Record<string, any> {
  const decoded = jwt.decode(token);
  if (!decoded || typeof decoded === 'string') throw new Error('not a JWT: ' + token);
  return decoded;
}

/** Every Set-Cookie line of a response. */
export const setCookies = (res: Res) => res.headers.getSetCookie();

/** The Set-Cookie line for one cookie name, if the response set (or cleared) it. */
export const setCookie = (res: Res, name: string) => setCookies(res).find((c) => c.startsWith(name + '='));

/** The value a Set-Cookie line gives its cookie ('' when it clears it). */
export const cookieValue = (line: string | undefined) => (line ? decodeURIComponent(line.split(';')[0].split('=').slice(1).join('=')) : undefined);

/** A Set-Cookie line that deletes the cookie: empty value, expiry in 1970. */
export function expectCleared(res: Res, name: string) {
  const line = setCookie(res, name);
  expect(line, `${name} cleared`).toBeDefined();
  expect(cookieValue(line)).toBe('');
  expect(line).toMatch(/Expires=Thu, 01 Jan 1970/);
}

/** The newest mail to an address in the local outbox (mail_outbox). */
export async function lastMail(app: TestApp, to: string): Promise<MailMessage | null> {
  return app.em().findOne(MailMessage, { recipient: to }, { orderBy: { id: 'desc' } });
}

export async function mailCount(app: TestApp, to: string): Promise<number> {
  return app.em().count(MailMessage, { recipient: to });
}

/** The 6-digit code of the newest verification mail. */
export async function mailedCode(app: TestApp, to: string): Promise<string> {
  const mail = await lastMail(app, to);
  const m = /(\d{6})/.exec(mail?.body ?? '');
  if (!m) throw new Error(`no code mailed to ${to}: ${mail?.body}`);
  return m[1];
}

export async function accountRow(app: TestApp, id: number) {
  return app.em().findOneOrFail(Account, id, { populate: ['role', 'school', 'center'] });
}

/** A REST error answer: the status, the stable code and a Korean message. */
export function expectError(res: Res, status: number, code: string, message?: string | RegExp) {
  expect({ status: res.status, code: res.body?.code }, JSON.stringify(res.body)).toEqual({ status, code });
  expect(typeof res.body.message).toBe('string');
  expect(res.body.message).toMatch(/[가-힣]/);
  if (typeof message === 'string') expect(res.body.message).toBe(message);
  else if (message) expect(res.body.message).toMatch(message);
}

/** An error body without its requestId (which differs per request), to compare two refusals. */
export function withoutRequestId(body: Record<string, unknown>) {
  const { requestId: _, ...rest } = body;
  return rest;
}

/** A GraphQL error answer: HTTP status, extensions.code and a Korean message. */
export function expectGqlError(res: Res, status: number, code: string, message?: string | RegExp) {
  const err = res.body?.errors?.[0];
  expect({ status: res.status, code: err?.extensions?.code }, JSON.stringify(res.body)).toEqual({ status, code });
  expect(err.message).toMatch(/[가-힣]/);
  if (typeof message === 'string') expect(err.message).toBe(message);
  else if (message) expect(err.message).toMatch(message);
}

/** The form grant of POST svs/sign/in with the app's client credentials. */
export function tokenCall(app: TestApp, form: Record<string, string>, headers: Record<string, string> = {}) {
  return call(app, 'POST', 'svs/sign/in', { form, headers: { authorization: basic(app), ...headers } });
}

export const refreshCall = (app: TestApp, refresh: string) => tokenCall(app, { grant_type: 'refresh_token', refresh_token: refresh });

/** The e-mail and key of the newest reset link mailed to an address. */
export async function mailedResetLink(app: TestApp, to: string): Promise<{ email: string; key: string }> {
  const mail = await lastMail(app, to);
  const m = /\/sign\/reset-password\/([^/\s]+)\/([A-Za-z0-9_-]+)/.exec(mail?.body ?? '');
  if (!m) throw new Error(`no reset link mailed to ${to}: ${mail?.body}`);
  return { email: decodeURIComponent(m[1]), key: m[2] };
}

/** The whole "forgot password" path: find PASSWORD, read the link, set a new password. */
export async function resetPasswordByMail(app: TestApp, a: { loginId: string; name: string; mobile: string; email: string }, password: string) {
  const find = await call(app, 'POST', 'svs/sign/find', {
    body: { findType: 'PASSWORD', name: a.name, mobile: a.mobile, login: { loginId: a.loginId } },
  });
  expect(find.status, JSON.stringify(find.body)).toBe(200);
  const link = await mailedResetLink(app, a.email);
  const res = await call(app, 'POST', 'svs/sign/reset-password', { body: { ...link, password, passwordConfirm: password } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return link;
}

/**
 * Every key and every scalar value of a JSON answer, at any depth. Tests that a secret is absent look here (a
 * key named `ci`, a value equal to the phone number) rather than for substrings of the serialized body, which
 * random tokens in the same body can contain by chance.
 */
export function jsonLeaves(body: unknown): { keys: string[]; values: unknown[] } {
  const keys: string[] = [];
  const values: unknown[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        keys.push(k);
        walk(x);
      }
    else values.push(v);
  };
  walk(body);
  return { keys, values };
}
