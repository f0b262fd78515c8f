import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { EvaluationSchoolType } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { call, makeAccount, tokenFor } from './harness.js';
import { withRound } from '../src/modules/consent/consent.round.js';
import { SMS_LIMITS } from '../src/platform/sms.js';
import { now } from '../src/platform/clock.js';
import { app, school, mhSchool, staffToken, mhStaffToken, makeEvaluation, lastSms, codeIn, sendAgree, requestCode, checkCode, prove, phone, as, answers, useWorld } from './respondent-world.js';

/**
 * The phone's sequence on the screening day, statement by statement: what one guardian's questionnaire costs
 * PostgreSQL (docs/PERFORMANCE.md "Screening day"). Counted at the driver, BEGIN and COMMIT included; the SMS relay
 * works beside the calls and its statements are not the phone's. And the one read that replaced three: a call that
 * waits on the evaluation's lock while staff replace its round acts on the new round or not at all.
 */

useWorld();

async function statements(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0] as string | { text: string };
    const text = typeof q === 'string' ? q : q.text;
    // not counted: the relay's status updates, and the statement_timeout a connection the pool opens meanwhile is given (orm.ts)
    if (!/^\s*update sms_message (m )?set status/.test(text) && !/^set statement_timeout/.test(text)) seen.push(text);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = query;
  }
  return seen;
}

/** One elementary guardian's calls, from the link to the result; answers the statements of each call. */
async function guardianSequence(): Promise<Record<string, string[]>> {
  const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
  const { agreeId, guardianMobile } = await sendAgree(staffToken, e);
  const ok = async (res: Promise<{ status: number; body: unknown }>) => {
    const r = await res;
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as Record<string, unknown>;
  };
  let token = '';
  const calls: Record<string, string[]> = {};
  calls.auth = await statements(() => ok(requestCode({ agreeId }, 'GUARDIAN', guardianMobile)));
  const code = codeIn(await lastSms(guardianMobile));
  calls.authCheck = await statements(async () => (token = (await ok(checkCode({ agreeId }, 'GUARDIAN', code))).respondentToken as string));
  calls.agree = await statements(() => ok(call(app, 'GET', `svs-c/simple-evaluation/agree/${agreeId}`, as(token))));
  calls.approval = await statements(() => ok(call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(token), body: { agreeYn: 'Y' } })));
  calls.evaluation = await statements(async () => {
    const page = await ok(call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(token)));
    expect(page).toMatchObject({ canAnswer: true, form: { type: 'SIMPLE_EVALUATION', target: 'ELEMENTARY' } }); // the questionnaire comes with it
  });
  calls.answers = await statements(async () => {
    const done = await ok(call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(token), body: { answers: answers(EvaluationSchoolType.ELEMENTARY, 0) } }));
    expect(done).toMatchObject({ isDone: 'Y', result: { level: 'CALM' } }); // the result comes with the submission
  });
  return calls;
}

describe("the phone's sequence", () => {
  it('costs one guardian 23 statements in six calls from the link to the result, one read for each page', async () => {
    await guardianSequence(); // the first questionnaire loads the norm set, the interpretation texts and the form once
    const calls = await guardianSequence();
    const counts = Object.fromEntries(Object.entries(calls).map(([k, v]) => [k, v.length]));
    // auth: the round; BEGIN, the throttle, the code (the old one voided in the same statement), the SMS, COMMIT.
    // auth-check: the round, the throttle, the code spent. Reads: one statement (+ the access log's row; the
    // questionnaire's form from memory). Changes:
    // BEGIN, the locked read, the updates, (the access log,) COMMIT. The norm version is read once per submission.
    // the address's code counter (a row a whole school shares) is taken in its own statement, never held in the
    // code's transaction, so one school's code requests do not queue behind each other
    expect(counts, JSON.stringify(calls, null, 1)).toEqual({ auth: 6, authCheck: 3, agree: 1, approval: 5, evaluation: 2, answers: 6 });
    const throttled = calls.auth.findIndex((q) => /insert into throttle/.test(q));
    expect(throttled, JSON.stringify(calls.auth, null, 1)).toBeGreaterThan(-1);
    expect(throttled).toBeLessThan(calls.auth.indexOf('BEGIN;'));
    const reads = [...calls.agree, ...calls.evaluation].filter((s) => /^\s*select/i.test(s));
    for (const s of reads) expect(s).toMatch(/from "simple_evaluation" as "e" inner join "school" as "s" .* inner join "simple_evaluation_agree" as "a"/);
  });

  it('reads the round as plain objects with the values and types of the entities (dates, numbers, answers, the school)', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const { agreeId, guardianMobile } = await sendAgree(staffToken, e);
    const token = await prove(agreeId, 'GUARDIAN', guardianMobile);
    expect((await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(token), body: { agreeYn: 'Y' } })).status).toBe(200);
    expect((await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(token), body: { answers: answers(EvaluationSchoolType.ELEMENTARY, 2) } })).status).toBe(200);
    const plain = (await withRound(app.em(), e.id))!;
    const managed = (await withRound(app.em(), e.id, { managed: true }))!;
    for (const k of ['id', 'totalT', 'totalRange', 'crisis', 'doneAt', 'answers', 'result', 'consentState', 'isDone', 'schoolTargetType', 'studentCode'] as const)
      expect(plain.e[k], k).toEqual(managed.e[k]);
    expect(typeof plain.e.totalT).toBe('number');
    expect(plain.e.doneAt).toBeInstanceOf(Date);
    expect(plain.e.school.name).toBe(managed.e.school.name);
    expect(plain.agree).toMatchObject({ id: agreeId, guardianAgreeYn: 'Y', guardianMobile });
    expect(plain.agree.guardianAgreeDate).toBeInstanceOf(Date);
  });

  it("shows a form an administrator saved on the next phone's questionnaire at once (the form is kept in memory until a save)", async () => {
    const questionnaire = async () => {
      const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
      const { agreeId, guardianMobile } = await sendAgree(staffToken, e);
      const token = await prove(agreeId, 'GUARDIAN', guardianMobile);
      expect((await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(token), body: { agreeYn: 'Y' } })).status).toBe(200);
      const page = await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(token));
      return page.body.form as { id: number; title: string; questions: { key: string; question: string; examples: unknown[] }[] };
    };
    const before = await questionnaire();
    expect((await statements(questionnaire)).filter((s) => /from "form"/.test(s))).toEqual([]); // from memory
    const admin = await tokenFor(app, await makeAccount(app, RoleCode.SYSTEM_ADMIN));
    const questions = before.questions.map((q) => (q.key === 'emot01' ? { ...q, question: '고쳐 쓴 첫 문항입니다.' } : q));
    const saved = await call(app, 'PUT', `svs/forms/${before.id}`, { token: admin, body: { title: `${before.title} 개정`, questions } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // the save's notification empties the copy kept in memory (on every replica: platform/db/cache.ts)
    let after = await questionnaire();
    for (let i = 0; i < 20 && after.title === before.title; i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = await questionnaire();
    }
    expect(after.title).toBe(`${before.title} 개정`);
    expect(after.questions.find((q) => q.key === 'emot01')?.question).toBe('고쳐 쓴 첫 문항입니다.');
  });
});

describe('a round replaced while a call waits', () => {
  it("the guardian's consent that waited on the lock is refused as a replaced link, and changes nothing", async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const { agreeId, guardianMobile } = await sendAgree(staffToken, e);
    expect((await requestCode({ agreeId }, 'GUARDIAN', guardianMobile)).status).toBe(200);
    const token = (await checkCode({ agreeId }, 'GUARDIAN', codeIn(await lastSms(guardianMobile)))).body.respondentToken as string;

    // staff's resend, as its transaction does it: the evaluation locked, a new round, the evaluation pointed at it
    const knex = app.orm.em.getConnection().getKnex();
    const staff = await knex.transaction();
    let consent: Promise<{ status: number; body: Record<string, unknown> }> | undefined;
    try {
      await staff.raw('select id from simple_evaluation where id = ? for update', [e.id]);
      consent = call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(token), body: { agreeYn: 'Y' } });
      await new Promise((r) => setTimeout(r, 300)); // the consent's read now waits on the lock (or comes after the commit: same answer)
      const [round] = (await staff.raw(`insert into simple_evaluation_agree (id, evaluation_id, agree_type, guardian_mobile, student_send_yn) values (gen_random_uuid(), ?, 'GUARDIAN', ?, 'N') returning id`, [e.id, guardianMobile])).rows;
      await staff.raw('update simple_evaluation set current_agree_id = ? where id = ?', [round.id, e.id]);
      await staff.commit();
    } catch (err) {
      await staff.rollback();
      throw err;
    }
    const res = await consent!;
    expect(res.status, JSON.stringify(res.body)).toBe(410);
    expect(res.body.code).toBe('LINK_REPLACED');
    const [old] = (await knex.raw('select guardian_agree_yn from simple_evaluation_agree where id = ?', [agreeId])).rows;
    expect(old.guardian_agree_yn).toBeNull();
    const [row] = (await knex.raw('select consent_state from simple_evaluation where id = ?', [e.id])).rows;
    expect(row.consent_state).toBe('SENT');
  });
});

describe("the teacher's SMS limits on the screening day", () => {
  it("a guardian's consent texts the student's link even when the teacher who sent the links has used the 10-minute limit", async () => {
    const e = await makeEvaluation(mhSchool, EvaluationSchoolType.MIDDLE_HIGH);
    const studentMobile = phone();
    const { guardianMobile, agreeId } = await sendAgree(mhStaffToken, e, { studentMobile });
    const knex = app.orm.em.getConnection().getKnex();
    const [{ created_by: teacher }] = (await knex.raw('select created_by from simple_evaluation_agree where id = ?', [agreeId])).rows;
    await knex.raw(`insert into throttle (key, window_start, count) values (?, ?, ?) on conflict (key) do update set window_start = excluded.window_start, count = excluded.count`, [
      `sms-user-10m:${teacher}`,
      now(),
      SMS_LIMITS.perUser10Min,
    ]);
    // the teacher is at the limit: another link from them is refused
    const more = await sendAgree(mhStaffToken, await makeEvaluation(mhSchool, EvaluationSchoolType.MIDDLE_HIGH)).catch((err: unknown) => err);
    expect(String(more)).toMatch(/429|SMS_LIMIT/);

    const guardian = await prove(agreeId, 'GUARDIAN', guardianMobile);
    const approved = await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(guardian), body: { agreeYn: 'Y' } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ consentState: 'GUARDIAN_AGREED' });
    expect(await lastSms(studentMobile)).toContain(`/app/agree/${agreeId}/student`);
    // still in the teacher's school's send history
    const [sms] = (await knex.raw(`select school_id from sms_message where recipient = ? order by id desc limit 1`, [studentMobile])).rows;
    expect(sms.school_id).toBe(mhSchool.id);
  });
});
