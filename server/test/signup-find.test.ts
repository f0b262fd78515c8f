import { describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { OneTimeCode } from '../src/platform/one-time-code.js';
import { advanceClock, resetClock } from '../src/platform/clock.js';
import { call, makeAccount, signIn } from './harness.js';
import { expectError, lastMail, mailCount, mailedResetLink, MINUTE, tokenCall } from './util.js';
import { app, school, PASSWORD_RULE, uniq, verifyEmail, person, signUp, useWorld } from './signup-world.js';

/**
 * Finding an account: find ID answers masked ids and mails the whole ones; find PASSWORD mails a one-time reset link that
 * expires after 30 minutes and unlocks the account, and mails nothing when the login id does not match the person.
 * The accounts are made through the real sign-up path (signup-world.ts).
 */

useWorld();

describe('find account', () => {
  it('find ID answers masked ids and mails the whole ones', async () => {
    const name = `찾기${uniq()}`;
    const a = await signedUp({ name, mobile: '01077778888' });
    const b = await signedUp({ name, mobile: '01077778888' });
    const res = await call(app, 'POST', 'svs/sign/find', { body: { findType: 'ID', name, mobile: '010-7777-8888' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.findType).toBe('ID');
    expect(res.body.loginIds).toHaveLength(2);
    for (const [i, acc] of [a, b].entries()) {
      const masked = res.body.loginIds[i] as string;
      expect(masked).not.toBe(acc.loginId);
      expect(masked).toContain('*');
      expect(masked.length).toBe(acc.loginId.length);
      expect(masked.slice(0, 2)).toBe(acc.loginId.slice(0, 2));
      expect(JSON.stringify(res.body)).not.toContain(acc.loginId);
      expect((await lastMail(app, acc.email))!.body).toContain(acc.loginId);
    }
    expectError(await call(app, 'POST', 'svs/sign/find', { body: { findType: 'ID', name, mobile: '01099990000' } }), 404, 'ACCOUNT_NOT_FOUND');
  });

  it('find PASSWORD mails a one-time reset link; the old password stops working', async () => {
    const a = await signedUp({});
    const find = await call(app, 'POST', 'svs/sign/find', {
      body: { findType: 'PASSWORD', name: a.name, mobile: a.mobile, login: { loginId: a.loginId, loginType: 'DEFAULT' } },
    });
    expect(find.status, JSON.stringify(find.body)).toBe(200);
    expect(find.body.findType).toBe('PASSWORD');
    expect(find.body.email).not.toBe(a.email);
    expect(find.body.email).toMatch(/\*/);
    expect(find.body.email.split('@')[1]).toBe('example.org');

    const link = await mailedResetLink(app, a.email);
    expect(link.email).toBe(a.email);
    expect((await app.em().findOneOrFail(OneTimeCode, { purpose: 'password-reset', subject: String(a.id) })).codeHash).not.toBe(link.key);

    const check = await call(app, 'POST', 'svs/sign/reset-password-check', { body: link });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ valid: true });
    expectError(await call(app, 'POST', 'svs/sign/reset-password-check', { body: { ...link, email: 'someone@example.org' } }), 400, 'RESET_KEY_INVALID');
    expectError(
      await call(app, 'POST', 'svs/sign/reset-password-check', { body: { ...link, key: link.key.slice(0, -2) + 'zz' } }),
      400,
      'RESET_KEY_INVALID',
    );

    // the rule applies to the new password, and a refused attempt does not spend the key
    expectError(
      await call(app, 'POST', 'svs/sign/reset-password', { body: { ...link, password: 'weakpass', passwordConfirm: 'weakpass' } }),
      400,
      'BAD_USER_INPUT',
      PASSWORD_RULE,
    );
    const reset = await call(app, 'POST', 'svs/sign/reset-password', { body: { ...link, password: 'NewPass9!', passwordConfirm: 'NewPass9!' } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.message).toMatch(/비밀번호/);

    const again = await call(app, 'POST', 'svs/sign/reset-password', { body: { ...link, password: 'Another9!', passwordConfirm: 'Another9!' } });
    expectError(again, 400, 'RESET_KEY_INVALID');
    expectError(await call(app, 'POST', 'svs/sign/reset-password-check', { body: link }), 400, 'RESET_KEY_INVALID');

    expectError((await signIn(app, a.loginId, a.password)).res, 401, 'INVALID_CREDENTIALS');
    expect((await signIn(app, a.loginId, 'Another9!')).res.status).toBe(401);
    expect((await signIn(app, a.loginId, 'NewPass9!')).res.status).toBe(200);
  });

  it('a reset link expires after 30 minutes', async () => {
    const a = await signedUp({});
    await call(app, 'POST', 'svs/sign/find', { body: { findType: 'PASSWORD', name: a.name, mobile: a.mobile, login: { loginId: a.loginId } } });
    const link = await mailedResetLink(app, a.email);
    advanceClock(31 * MINUTE);
    expectError(await call(app, 'POST', 'svs/sign/reset-password-check', { body: link }), 400, 'RESET_KEY_INVALID');
    expectError(await call(app, 'POST', 'svs/sign/reset-password', { body: { ...link, password: 'NewPass9!', passwordConfirm: 'NewPass9!' } }), 400, 'RESET_KEY_INVALID');
    resetClock();
    expect((await signIn(app, a.loginId, a.password)).res.status).toBe(200);
  });

  it('a reset unlocks a locked account', async () => {
    const a = await signedUp({});
    for (let i = 0; i < 5; i++) await tokenCall(app, { grant_type: 'password', username: a.loginId, password: 'Wrong1234!' });
    expectError((await signIn(app, a.loginId, a.password)).res, 423, 'ACCOUNT_LOCKED');
    await call(app, 'POST', 'svs/sign/find', { body: { findType: 'PASSWORD', name: a.name, mobile: a.mobile, login: { loginId: a.loginId } } });
    const link = await mailedResetLink(app, a.email);
    expect((await call(app, 'POST', 'svs/sign/reset-password', { body: { ...link, password: 'NewPass9!', passwordConfirm: 'NewPass9!' } })).status).toBe(200);
    expect((await signIn(app, a.loginId, 'NewPass9!')).res.status).toBe(200);
  });

  it('find PASSWORD with a login id that does not match the person mails nothing', async () => {
    const a = await signedUp({});
    const other = await makeAccount(app, RoleCode.CLIENT, { school });
    const before = [await mailCount(app, other.email), await mailCount(app, a.email)];
    const res = await call(app, 'POST', 'svs/sign/find', {
      body: { findType: 'PASSWORD', name: a.name, mobile: a.mobile, login: { loginId: other.loginId } },
    });
    expectError(res, 404, 'ACCOUNT_NOT_FOUND');
    expect([await mailCount(app, other.email), await mailCount(app, a.email)]).toEqual(before);
    expect(await app.em().count(OneTimeCode, { purpose: 'password-reset', subject: { $in: [String(a.id), String(other.id)] } })).toBe(0);
  });
});

/** An active CLIENT account created through the real sign-up path. */
async function signedUp(o: Record<string, unknown>) {
  const body = person(o);
  await verifyEmail(body.email);
  const res = await signUp(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.user.id as number, loginId: body.loginId, password: body.password, name: body.name, email: body.email, mobile: body.mobile };
}
