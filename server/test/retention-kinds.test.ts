import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { CrisisAlert, CrisisAlertEvent, CrisisEventType } from '../src/modules/evaluation-record/crisis-alert.entity.js';
import { EvaluationSchoolType, Gender, SimpleEvaluation, SimpleEvaluationAgree } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { DestructionRun } from '../src/modules/retention/retention.entity.js';
import { LEASE_MS, runDestruction } from '../src/modules/retention/retention.destroy.js';
import { advanceClock, freezeClock, resetClock } from '../src/platform/clock.js';
import { sql } from '../src/platform/db/sql.js';
import { call, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';

/**
 * Retention (issue 28), the kinds after simple evaluations and texts: a closed case with everything under it, a
 * consulting record with its files (rows in the batch's transaction, objects after COMMIT through
 * attachment_pending_delete), access-log rows past their period (the append-only trigger lets only the job delete,
 * only rows older than 24 months), and the alarms naming a destroyed record. Each with a frozen clock: the last day
 * kept, the day after destroyed, a held record kept, a crash in the middle of a batch leaving the record whole.
 * Every test takes its own days: the job runs once a Korean day.
 */
let app: TestApp;
let school: School;
let center: Center;
let staff: Account;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  school = await makeSchool(app, { sggCode: '11110' });
  center = await makeCenter(app, { locals: ['11110'] });
  staff = await makeAccount(app, RoleCode.CENTER_MANAGER, { center });
  admin = await tokenFor(app, await makeAccount(app, RoleCode.SYSTEM_ADMIN));
}, 180_000);
afterAll(() => app?.stop());
afterEach(() => resetClock());

const kst = (day: string, time = '12:00') => new Date(`${day}T${time}:00+09:00`);
const runOf = (day: string) => app.em().findOne(DestructionRun, { runDay: day });
const count = async (q: string, values: unknown[] = []) => Number((await sql<{ n: string }[]>(app.em(), `select count(*) as n from ${q}`, values))[0].n);
const hold = async (kind: string, id: number | string) =>
  expect((await call(app, 'POST', 'svs-u/retention/holds', { token: admin, body: { kind, recordId: String(id), reason: '분쟁 조정 중' } })).status).toBe(200);

let seq = 0;
const alarm = (link: string) =>
  sql(app.em(), `insert into alarm_history (account_id, type, title, link) values (?, 'request', '알림', ?)`, [staff.id, link], 'run');

/** An evaluation with its consent round, crisis alert and event, text, phone code and crisis alarm. */
async function evaluation(year: number, requestId?: number): Promise<number> {
  const em = app.em();
  const n = ++seq;
  const e = em.create(SimpleEvaluation, {
    school,
    sdCode: school.sdCode,
    sggCode: school.sggCode,
    year,
    schoolTargetType: EvaluationSchoolType.MIDDLE_HIGH,
    gender: Gender.F,
    studentCode: `K${year}-${process.pid}-${n}`,
    studentSeq: n,
    requestId,
    crisis: true,
  });
  await em.flush();
  const agree = em.create(SimpleEvaluationAgree, { evaluation: e, guardianMobile: '01012345678' });
  const alert = em.create(CrisisAlert, { evaluation: e, school, sdCode: school.sdCode, raisedAt: new Date() });
  em.create(CrisisAlertEvent, { alert, type: CrisisEventType.RAISED, at: new Date() });
  await em.flush();
  e.currentRound = agree;
  await em.flush();
  await sql(
    em,
    `insert into sms_message (recipient, text, kind, purpose, ref_type, ref_id, dedupe_key) values ('01012345678', '동의 링크', 'SMS', 'CONSENT', 'simple-evaluation', ?, ?)`,
    [String(e.id), `kinds-se-${e.id}`],
    'run',
  );
  await sql(em, `insert into one_time_code (purpose, subject, code_hash, expires_at) values ('respondent:simple-evaluation', ?, 'x', now())`, [`${e.id}:GUARDIAN`], 'run');
  await alarm(`/auth/simple-evaluation/detail/${e.id}`);
  await alarm(`/auth/simple-evaluation/after-management/${e.id}`);
  return e.id;
}

async function evaluationRemains(id: number) {
  return {
    evaluation: await count('simple_evaluation where id = ?', [id]),
    agree: await count('simple_evaluation_agree where evaluation_id = ?', [id]),
    alert: await count('crisis_alert where evaluation_id = ?', [id]),
    sms: await count(`sms_message where ref_type = 'simple-evaluation' and ref_id = ?`, [String(id)]),
    code: await count(`one_time_code where purpose = 'respondent:simple-evaluation' and subject like ?`, [`${id}:%`]),
    alarm: await count(`alarm_history where link in (?, ?)`, [`/auth/simple-evaluation/detail/${id}`, `/auth/simple-evaluation/after-management/${id}`]),
  };
}
const EVALUATION_WHOLE = { evaluation: 1, agree: 1, alert: 1, sms: 1, code: 1, alarm: 2 };
const EVALUATION_GONE = { evaluation: 0, agree: 0, alert: 0, sms: 0, code: 0, alarm: 0 };

/** The alarms about a request name it by these links (request.alarms.ts). */
const requestLinks = (id: number) => [`/auth/request-hist/detail/${id}`, `/auth/request-hist/admin/detail/${id}`, `/auth/case-management/detail/${id}`];

/**
 * A case closed on `closingDate` (null: still running) with one row in every table under the request, its
 * questionnaires' texts and codes, a linked simple evaluation and the alarms naming the request; answers its ids.
 */
async function makeCase(closingDate: string | null, status = 'CLOSED'): Promise<{ id: number; evaluation: number }> {
  const em = app.em();
  const [{ id }] = await sql<{ id: number }[]>(
    em,
    `insert into request (request_type, school_id, center_id, sd_code, sgg_code, target_name, target_gender, target_birth_year,
       target_birth_month, target_birth_date, requester_id, requester_name, requester_contact, guardian_contact,
       guardian_relationship, main_appeal, gc_request, gc_request_at, gc_request_method, gc3rd_party_provision,
       gc3rd_party_provision_at, gc3rd_party_provision_method, status, progress_step, request_date, req_year, approved_at, closing_date, closed_at)
     values ('SIMPLE_EVALUATION', ?, ?, ?, ?, '학생', 'M', 2010, 1, 1, ?, '교사', '0212345678', '01011112222', '모', '호소', 'Y', now(), 'WRITTEN',
       'Y', now(), 'WRITTEN', ?, 'CLOSING_REPORT', now(), 2020, now(), ?, ?) returning id`,
    [school.id, center.id, school.sdCode, school.sggCode, staff.id, status, closingDate, closingDate ? new Date() : null],
  );
  for (const t of ['case_cgi', 'case_management_log', 'case_closing_report']) {
    await sql(em, `insert into ${t} (request_id, created_by, created_at, updated_at) values (?, ?, now(), now())`, [id, staff.id], 'run');
  }
  await sql(
    em,
    `insert into case_minutes (request_id, school_id, sd_code, requester_id, created_by, created_at, updated_at) values (?, ?, ?, ?, ?, now(), now())`,
    [id, school.id, school.sdCode, staff.id, staff.id],
    'run',
  );
  await sql(em, `insert into interview_evaluation (request_id, interview_target_type, writer_id, updated_by_id) values (?, 'STUDENT', ?, ?)`, [id, staff.id, staff.id], 'run');
  const [sdq] = await sql<{ id: number }[]>(em, `insert into sdq_kr (request_id, target_type, test_type) values (?, 'GUARDIAN', 'PRELIMINARY') returning id`, [id]);
  const [sat] = await sql<{ id: number }[]>(em, `insert into satisfaction_assessment (request_id, target_type) values (?, 'STUDENT') returning id`, [id]);
  for (const [kind, qid, who] of [
    ['sdq-kr', sdq.id, 'GUARDIAN'],
    ['satisfaction-assessment', sat.id, 'STUDENT'],
  ] as const) {
    await sql(
      em,
      `insert into sms_message (recipient, text, kind, purpose, ref_type, ref_id, dedupe_key) values ('01011112222', '설문 링크', 'SMS', 'QUESTIONNAIRE', ?, ?, ?)`,
      [kind, String(qid), `kinds-${kind}-${qid}`],
      'run',
    );
    await sql(em, `insert into one_time_code (purpose, subject, code_hash, expires_at) values (?, ?, 'x', now())`, [`respondent:${kind}`, `${qid}:${who}`], 'run');
  }
  for (const link of requestLinks(id)) await alarm(link);
  return { id, evaluation: await evaluation(2019, id) };
}

const CASE_TABLES = ['case_cgi', 'case_minutes', 'case_management_log', 'case_closing_report', 'interview_evaluation', 'sdq_kr', 'satisfaction_assessment'];
async function caseRemains(c: { id: number; evaluation: number }) {
  const out: Record<string, unknown> = { request: await count('request where id = ?', [c.id]) };
  for (const t of CASE_TABLES) out[t] = await count(`${t} where request_id = ?`, [c.id]);
  out.questionnaireSms = await count(
    `sms_message m where (m.ref_type = 'sdq-kr' and m.ref_id in (select id::text from sdq_kr where request_id = ?))
       or (m.ref_type = 'satisfaction-assessment' and m.ref_id in (select id::text from satisfaction_assessment where request_id = ?))`,
    [c.id, c.id],
  );
  out.alarm = await count('alarm_history where link in (?)', [requestLinks(c.id)]);
  out.evaluation = await evaluationRemains(c.evaluation);
  return out;
}
const CASE_WHOLE = {
  request: 1,
  ...Object.fromEntries(CASE_TABLES.map((t) => [t, 1])),
  questionnaireSms: 2,
  alarm: 3,
  evaluation: EVALUATION_WHOLE,
};
async function expectCaseGone(c: { id: number; evaluation: number }, codes: number) {
  expect(await count('request where id = ?', [c.id])).toBe(0);
  for (const t of CASE_TABLES) expect(await count(`${t} where request_id = ?`, [c.id])).toBe(0);
  expect(await count('alarm_history where link in (?)', [requestLinks(c.id)])).toBe(0);
  expect(await evaluationRemains(c.evaluation)).toEqual(EVALUATION_GONE);
  expect(await count(`one_time_code where purpose in ('respondent:sdq-kr', 'respondent:satisfaction-assessment')`)).toBe(codes);
}

describe('cases (CASE): 60 months after the closing day, the request with everything under it', () => {
  it('keeps a closed case through its last day and destroys it whole the day after; a running case stays', async () => {
    const closed = await makeCase('2021-03-10');
    const nextDay = await makeCase('2021-03-11');
    const running = await makeCase(null, 'COMPLETED');
    freezeClock(kst('2026-03-10', '23:59'));
    await runDestruction(app.em());
    expect(await caseRemains(closed)).toEqual(CASE_WHOLE);
    freezeClock(kst('2026-03-11', '00:01'));
    expect(await runDestruction(app.em())).toBeGreaterThanOrEqual(1);
    // the questionnaires' texts and codes of `nextDay` and `running` remain (one each)
    await expectCaseGone(closed, 4);
    expect(await caseRemains(nextDay)).toEqual(CASE_WHOLE);
    expect(await caseRemains(running)).toEqual(CASE_WHOLE);
    const run = await runOf('2026-03-11');
    expect(run!.kinds.find((k) => k.kind === 'CASE')).toMatchObject({ periodMonths: 60, event: 'CASE_CLOSED', cutoff: '2021-03-11 이전 종결 사례', destroyed: 1 });
    freezeClock(kst('2026-03-12', '00:01'));
    await runDestruction(app.em());
    await expectCaseGone(nextDay, 2);
    expect(await caseRemains(running)).toEqual(CASE_WHOLE);
  });

  it('a held case is kept whole, and so is a case whose linked evaluation is held; the run counts the hold', async () => {
    const held = await makeCase('2020-01-01', 'REPORT_SENT');
    const evaluationHeld = await makeCase('2020-01-01');
    await hold('CASE', held.id);
    await hold('SIMPLE_EVALUATION', evaluationHeld.evaluation);
    freezeClock(kst('2026-04-01'));
    await runDestruction(app.em());
    expect(await caseRemains(held)).toEqual(CASE_WHOLE);
    expect(await caseRemains(evaluationHeld)).toEqual(CASE_WHOLE);
    expect((await runOf('2026-04-01'))!.kinds.find((k) => k.kind === 'CASE')).toMatchObject({ destroyed: 0, held: 1 });
  });

  it('a crash in the middle of a batch leaves the case whole; the next runner destroys it once the lease ran out', async () => {
    const c = await makeCase('2019-06-01');
    freezeClock(kst('2026-04-02', '03:00'));
    await expect(
      runDestruction(app.em(), {
        midBatch: async (tx) => {
          // only the case kind's batch reaches this point with rows under the request already deleted
          const [{ n }] = await sql<{ n: string }[]>(tx, 'select count(*) as n from case_cgi where request_id = ?', [c.id]);
          if (Number(n) === 0) throw new Error('the process died');
        },
      }),
    ).rejects.toThrow('the process died');
    expect(await caseRemains(c)).toEqual(CASE_WHOLE);
    advanceClock(LEASE_MS + 1000);
    await runDestruction(app.em(), { runner: 'b' });
    expect(await count('request where id = ?', [c.id])).toBe(0);
    expect(await evaluationRemains(c.evaluation)).toEqual(EVALUATION_GONE);
  });
});

describe('simple evaluations: the alarms naming a destroyed evaluation go with it', () => {
  it('the crisis alarm and the after-management alarm are deleted with the evaluation, another record’s alarm stays', async () => {
    const e = await evaluation(2018);
    await alarm('/auth/simple-evaluation/detail/999999999');
    freezeClock(kst('2026-04-03'));
    await runDestruction(app.em());
    expect(await evaluationRemains(e)).toEqual(EVALUATION_GONE);
    expect(await count(`alarm_history where link = '/auth/simple-evaluation/detail/999999999'`)).toBe(1);
  });
});
