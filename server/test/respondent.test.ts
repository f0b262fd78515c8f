import { describe, expect, it } from 'vitest';
import { EvaluationSchoolType, SimpleEvaluation } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import { advanceClock, freezeClock } from '../src/platform/clock.js';
import { OneTimeCode } from '../src/platform/one-time-code.js';
import { call, gql } from './harness.js';
import { expectError, expectGqlError, MINUTE, withoutRequestId } from './util.js';
import { app, client, school, staffToken, makeEvaluation, lastSms, smsCount, codeIn, sendAgree, requestCode, checkCode, prove, as, answers, useWorld } from './respondent-world.js';

/**
 * Respondent links of the simple evaluation, over HTTP against the real database: codes (expiry on a frozen clock,
 * one use, 5 tries, resend, per-phone throttle, nothing told to a stranger), the respondent token (its own evaluation
 * only, 30 minutes, never a client token alone) and a school behind one address (no lock on the school; 40 guardians on
 * one Wi-Fi). The consent flow, the crisis alert, the access log and after-management: respondent-consent.test.ts.
 */

useWorld();

// ---- codes ----------------------------------------------------------------------------------------------------------

describe('verification codes', () => {
  it('are 6 digits, stored only as a keyed hash, valid for exactly 10 minutes', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const { guardianMobile, agreeId } = await sendAgree(staffToken, e);
    freezeClock();
    expect((await requestCode({ agreeId }, 'GUARDIAN', guardianMobile)).body).toMatchObject({ expiresIn: 600 });
    const code = codeIn(await lastSms(guardianMobile));
    const row = await app.em().findOneOrFail(OneTimeCode, { purpose: 'respondent:simple-evaluation', subject: { $like: `${e.id}:%` } }, { orderBy: { id: 'desc' } });
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
    advanceClock(10 * MINUTE); // 10:00 after sending: still good
    expect((await checkCode({ agreeId }, 'GUARDIAN', code)).status).toBe(200);

    expect((await requestCode({ agreeId }, 'GUARDIAN', guardianMobile)).status).toBe(200);
    const late = codeIn(await lastSms(guardianMobile));
    advanceClock(11 * MINUTE); // 10:01 after sending — and more
    expectError(await checkCode({ agreeId }, 'GUARDIAN', late), 400, 'CODE_EXPIRED');
  });

  it('are good once: the same code again is refused', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const { guardianMobile, agreeId } = await sendAgree(staffToken, e);
    await requestCode({ agreeId }, 'GUARDIAN', guardianMobile);
    const code = codeIn(await lastSms(guardianMobile));
    expect((await checkCode({ agreeId }, 'GUARDIAN', code)).status).toBe(200);
    expectError(await checkCode({ agreeId }, 'GUARDIAN', code), 400, 'CODE_EXPIRED');
  });

  it('count wrong tries; the 5th voids the code, and the right code after it is refused', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const { guardianMobile, agreeId } = await sendAgree(staffToken, e);
    await requestCode({ agreeId }, 'GUARDIAN', guardianMobile);
    const code = codeIn(await lastSms(guardianMobile));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--)
      expectError(await checkCode({ agreeId }, 'GUARDIAN', wrong), 400, 'CODE_MISMATCH', `인증번호가 일치하지 않습니다. (남은 횟수 ${left}회)`);
    expectError(await checkCode({ agreeId }, 'GUARDIAN', wrong), 400, 'CODE_VOIDED');
    expectError(await checkCode({ agreeId }, 'GUARDIAN', code), 400, 'CODE_EXPIRED');
    // a new code works again
    await requestCode({ agreeId }, 'GUARDIAN', guardianMobile);
    expect((await checkCode({ agreeId }, 'GUARDIAN', codeIn(await lastSms(guardianMobile)))).status).toBe(200);
  });

  it('a resent code replaces the previous one', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const { guardianMobile, agreeId } = await sendAgree(staffToken, e);
    await requestCode({ agreeId }, 'GUARDIAN', guardianMobile);
    const first = codeIn(await lastSms(guardianMobile));
    let second = first;
    while (second === first) {
      await requestCode({ agreeId }, 'GUARDIAN', guardianMobile);
      second = codeIn(await lastSms(guardianMobile));
    }
    expectError(await checkCode({ agreeId }, 'GUARDIAN', first), 400, 'CODE_MISMATCH');
    expect((await checkCode({ agreeId }, 'GUARDIAN', second)).status).toBe(200);
  });

  it('go only to the number the link was sent to, and are throttled per phone', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const { guardianMobile, agreeId } = await sendAgree(staffToken, e);
    const before = await smsCount(guardianMobile);
    expectError(await requestCode({ agreeId }, 'GUARDIAN', '01000000000'), 400, 'MOBILE_MISMATCH');
    expect(await smsCount('01000000000')).toBe(0);
    for (let i = 0; i < 5; i++) expect((await requestCode({ agreeId }, 'GUARDIAN', guardianMobile)).status).toBe(200);
    expectError(await requestCode({ agreeId }, 'GUARDIAN', guardianMobile), 429, 'TOO_MANY_ATTEMPTS');
    expect(await smsCount(guardianMobile)).toBe(before + 5);
    // the code text fits one SMS (90 EUC-KR bytes: Hangul 2, ASCII 1)
    const text = await lastSms(guardianMobile);
    expect([...text].reduce((n, ch) => n + (ch.charCodeAt(0) > 0x7f ? 2 : 1), 0)).toBeLessThanOrEqual(90);
  });

  it('bad link input answers 4xx with Korean messages', async () => {
    expectError(await requestCode({ agreeId: 'nope' }, 'GUARDIAN', '01012345678'), 400, 'BAD_USER_INPUT');
    expectError(await requestCode({}, 'GUARDIAN', '01012345678'), 400, 'BAD_USER_INPUT');
  });

  it('tell a stranger nothing about which evaluations exist or where they stand, before the number matches', async () => {
    const sent = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const { agreeId } = await sendAgree(staffToken, sent);
    const consented = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const c = await sendAgree(staffToken, consented);
    await call(app, 'PUT', `svs-c/simple-evaluation/approval/${c.agreeId}/guardian`, { ...as(await prove(c.agreeId, 'GUARDIAN', c.guardianMobile)), body: { agreeYn: 'Y' } });
    const stranger = '01055550000';
    const answers = [
      await requestCode({ simpleEvaluationId: 99_999_999 }, 'GUARDIAN', stranger),
      await requestCode({ simpleEvaluationId: sent.id }, 'GUARDIAN', stranger),
      await requestCode({ simpleEvaluationId: consented.id }, 'GUARDIAN', stranger),
      await requestCode({ agreeId: '00000000-0000-4000-8000-000000000000' }, 'GUARDIAN', stranger),
      await requestCode({ agreeId }, 'STUDENT', stranger),
    ];
    for (const res of answers) expectError(res, 400, 'MOBILE_MISMATCH');
    expect(new Set(answers.map((r) => JSON.stringify(withoutRequestId(r.body)))).size).toBe(1);
    // a link nobody asked a code for, and one whose family has verified (its code spent), answer like one that does not exist
    const checks = [
      await checkCode({ simpleEvaluationId: 99_999_999 }, 'GUARDIAN', '123456'),
      await checkCode({ simpleEvaluationId: sent.id }, 'GUARDIAN', '123456'),
      await checkCode({ simpleEvaluationId: consented.id }, 'GUARDIAN', '123456'),
    ];
    for (const res of checks) expectError(res, 400, 'CODE_EXPIRED');
    expect(new Set(checks.map((r) => JSON.stringify(withoutRequestId(r.body)))).size).toBe(1);
  });
});

// ---- the respondent token ---------------------------------------------------------------------------------------

describe('respondent token', () => {
  it('reaches only its own evaluation; a client token alone reaches none', async () => {
    const a = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const b = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const sa = await sendAgree(staffToken, a);
    const sb = await sendAgree(staffToken, b);
    const tokenA = await prove(sa.agreeId, 'GUARDIAN', sa.guardianMobile);

    expect((await call(app, 'GET', `svs-c/simple-evaluation/${a.id}`, as(tokenA))).status).toBe(200);
    expectError(await call(app, 'GET', `svs-c/simple-evaluation/${b.id}`, as(tokenA)), 404, 'NOT_FOUND');
    expectError(await call(app, 'GET', `svs-c/simple-evaluation/agree/${sb.agreeId}`, as(tokenA)), 404, 'NOT_FOUND');
    expectError(await call(app, 'PUT', `svs-c/simple-evaluation/approval/${sb.agreeId}/guardian`, { ...as(tokenA), body: { agreeYn: 'Y' } }), 404, 'NOT_FOUND');
    expectError(await call(app, 'PUT', `svs-c/simple-evaluation/${b.id}`, { ...as(tokenA), body: { answers: {} } }), 404, 'NOT_FOUND');

    // no token at all: 401; the client token alone, or a staff token, or a user token in the header: refused
    expect((await call(app, 'GET', `svs-c/simple-evaluation/${a.id}`)).status).toBe(401);
    expectError(await call(app, 'GET', `svs-c/simple-evaluation/${a.id}`, as(undefined)), 403, 'RESPONDENT_AUTH_REQUIRED');
    expectError(await call(app, 'GET', `svs-c/simple-evaluation/${a.id}`, as(undefined, staffToken)), 403, 'RESPONDENT_AUTH_REQUIRED');
    expectError(await call(app, 'GET', `svs-c/simple-evaluation/${a.id}`, as(client)), 401, 'RESPONDENT_TOKEN_INVALID');
    expectError(await call(app, 'GET', `svs-c/simple-evaluation/${a.id}`, as(tokenA.slice(0, -2) + 'xx')), 401, 'RESPONDENT_TOKEN_INVALID');
    // the respondent token is no access token
    expect((await call(app, 'GET', `svs-c/simple-evaluation/${a.id}`, { token: tokenA })).status).toBe(401);
    expect((await call(app, 'GET', 'svs-u/account/me', { token: tokenA })).status).toBe(401);
  });

  it('lasts 30 minutes', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const s = await sendAgree(staffToken, e);
    freezeClock();
    const token = await prove(s.agreeId, 'GUARDIAN', s.guardianMobile);
    advanceClock(29 * MINUTE);
    expect((await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(token))).status).toBe(200);
    advanceClock(2 * MINUTE);
    expectError(await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(token)), 401, 'RESPONDENT_TOKEN_INVALID');
  });

  it('works through the GraphQL twins with the same header', async () => {
    const a = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const b = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const s = await sendAgree(staffToken, a);
    const sent = await gql(app, `mutation($input: RespondentAuthInput!) { requestRespondentCode(input: $input) { message expiresIn } }`, {
      input: { agreeId: s.agreeId, agreeType: 'GUARDIAN', mobile: s.guardianMobile },
    });
    expect(sent.body.data?.requestRespondentCode).toEqual({ message: '인증번호가 발송되었습니다.', expiresIn: 600 });
    const verified = await gql(app, `mutation($input: RespondentAuthCheckInput!) { verifyRespondentCode(input: $input) { respondentToken simpleEvaluationId nextStep } }`, {
      input: { agreeId: s.agreeId, agreeType: 'GUARDIAN', authNumber: codeIn(await lastSms(s.guardianMobile)) },
    });
    const t = verified.body.data!.verifyRespondentCode;
    expect(t).toMatchObject({ simpleEvaluationId: a.id, nextStep: 'GUARDIAN_CONSENT' });
    const q = `query($id: Int!) { respondentEvaluation(id: $id) { id nextStep canAnswer } }`;
    const post = (id: number, headers: Record<string, string>) =>
      call(app, 'POST', 'graphql', { token: client, headers, body: { query: q, variables: { id } } });
    expect((await post(a.id, { 'x-respondent-token': t.respondentToken })).body.data.respondentEvaluation).toEqual({ id: a.id, nextStep: 'GUARDIAN_CONSENT', canAnswer: false });
    expectGqlError(await post(b.id, { 'x-respondent-token': t.respondentToken }), 404, 'NOT_FOUND');
    expectGqlError(await post(a.id, {}), 403, 'RESPONDENT_AUTH_REQUIRED');
  });
});

describe('a school behind one address', () => {
  it("locks only the evaluation's row, never its school's, on every call of the consent flow", async () => {
    const conn = app.orm.em.getConnection();
    const execute = conn.execute.bind(conn);
    const locking: string[] = [];
    conn.execute = ((q: unknown, ...rest: unknown[]) => {
      const text = String(q);
      if (/for (no key )?update/i.test(text)) locking.push(text);
      return (execute as (...a: unknown[]) => unknown)(q, ...rest);
    }) as typeof conn.execute;
    try {
      const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
      const { agreeId, guardianMobile } = await sendAgree(staffToken, e);
      const token = await prove(agreeId, 'GUARDIAN', guardianMobile);
      expect((await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(token), body: { agreeYn: 'Y' } })).status).toBe(200);
      const done = await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(token), body: { answers: answers(EvaluationSchoolType.ELEMENTARY, 0) } });
      expect(done.status).toBe(200);
    } finally {
      conn.execute = execute;
    }
    // each locking statement on the evaluation locks the evaluation and its consent round only, whatever it joins
    const onEvaluation = locking.filter((q) => /from "simple_evaluation" as/.test(q));
    expect(onEvaluation.length).toBeGreaterThan(0);
    for (const q of onEvaluation) {
      const aliases = Object.fromEntries([...q.matchAll(/"(\w+)" as "(\w+)"/g)].map((m) => [m[2], m[1]]));
      const locked = /for update of ((?:"\w+"(?:, )?)+)$/.exec(q)![1].match(/\w+/g)!;
      expect(locked.map((a) => aliases[a]).sort(), q).toEqual(locked.length === 2 ? ['simple_evaluation', 'simple_evaluation_agree'] : ['simple_evaluation']);
    }
    for (const q of locking) expect(q, q).not.toMatch(/from "school"/);
  });

  it('40 guardians of one school on one Wi-Fi address all verify, consent and answer (the per-address limit is far above a school)', async () => {
    const links = [];
    for (let i = 0; i < 40; i++) {
      const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
      links.push({ e, ...(await sendAgree(staffToken, e)) });
    }
    const statuses: number[] = [];
    // eight phones at a time, every call from this test's one address
    for (let i = 0; i < links.length; i += 8) {
      await Promise.all(
        links.slice(i, i + 8).map(async ({ e, agreeId, guardianMobile }) => {
          const token = await prove(agreeId, 'GUARDIAN', guardianMobile);
          const agreed = await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(token), body: { agreeYn: 'Y' } });
          const done = await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(token), body: { answers: answers(EvaluationSchoolType.ELEMENTARY, 0) } });
          statuses.push(agreed.status, done.status);
        }),
      );
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(await app.em().count(SimpleEvaluation, { id: { $in: links.map((l) => l.e.id) }, isDone: 'Y' })).toBe(40);
  }, 120_000);
});
