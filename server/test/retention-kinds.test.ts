import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { DestructionRun } from '../src/modules/retention/retention.entity.js';
import { LEASE_MS, runDestruction } from '../src/modules/retention/retention.destroy.js';
import { pgStorage, storageFor, type AttachmentStorage } from '../src/platform/attachment/storage.js';
import { advanceClock, freezeClock, resetClock } from '../src/platform/clock.js';
import { sql } from '../src/platform/db/sql.js';
import { call, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { evaluationWithRecords } from './retention-world.js';

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
const storage = () => storageFor(app.config.attachments);
const runOf = (day: string) => app.em().findOne(DestructionRun, { runDay: day });
const count = async (q: string, values: unknown[] = []) => Number((await sql<{ n: string }[]>(app.em(), `select count(*) as n from ${q}`, values))[0].n);
const hold = async (kind: string, id: number | string) =>
  expect((await call(app, 'POST', 'svs-u/retention/holds', { token: admin, body: { kind, recordId: String(id), reason: '분쟁 조정 중' } })).status).toBe(200);

let seq = 0;
const alarm = (link: string) =>
  sql(app.em(), `insert into alarm_history (account_id, type, title, link) values (?, 'request', '알림', ?)`, [staff.id, link], 'run');

/** An evaluation with its consent round, crisis alert and event, text and phone code (retention-world.ts), and its two alarms. */
async function evaluation(year: number, requestId?: number): Promise<number> {
  const id = await evaluationWithRecords(app.em(), school, year, 'K', requestId);
  await alarm(`/auth/simple-evaluation/detail/${id}`);
  await alarm(`/auth/simple-evaluation/after-management/${id}`);
  return id;
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
    expect(run!.kinds.find((k) => k.kind === 'CASE')).toMatchObject({ periodMonths: 60, event: 'CASE_CLOSED', cutoff: '2021-03-11 이전 종결 사례(종결 없이 끝난 의뢰는 마지막 변경일 기준)', destroyed: 1 });
    freezeClock(kst('2026-03-12', '00:01'));
    await runDestruction(app.em());
    await expectCaseGone(nextDay, 2);
    expect(await caseRemains(running)).toEqual(CASE_WHOLE);
  });

  it('a request that ended without a case (cancelled, a draft or a returned request left alone) goes 60 months after its last change', async () => {
    // days of their own: the job runs once a Korean day
    const ended = [];
    for (const status of ['CANCELLED', 'DRAFT', 'REJECTED']) ended.push(await makeCase(null, status));
    const handled = await makeCase(null, 'REQUESTED');
    const lastChange = async (c: { id: number }, day: string) => sql(app.em(), 'update request set updated_at = ? where id = ?', [kst(day, '15:00'), c.id], 'run');
    for (const c of [...ended, handled]) await lastChange(c, '2021-07-10');
    const recent = await makeCase(null, 'CANCELLED');
    await lastChange(recent, '2021-07-11');
    freezeClock(kst('2026-07-10', '23:59'));
    await runDestruction(app.em());
    for (const c of ended) expect(await caseRemains(c)).toEqual(CASE_WHOLE);
    freezeClock(kst('2026-07-11', '00:01'));
    await runDestruction(app.em());
    for (const c of ended) expect(await count('request where id = ?', [c.id])).toBe(0);
    for (const c of ended) expect(await evaluationRemains(c.evaluation)).toEqual(EVALUATION_GONE);
    // still being handled: never; ended a day later: the next day
    expect(await caseRemains(handled)).toEqual(CASE_WHOLE);
    expect(await caseRemains(recent)).toEqual(CASE_WHOLE);
    freezeClock(kst('2026-07-12', '00:01'));
    await runDestruction(app.em());
    expect(await count('request where id = ?', [recent.id])).toBe(0);
    expect(await caseRemains(handled)).toEqual(CASE_WHOLE);
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

/** A consulting record written at `at`, with two files (one live, one the writer dropped) stored in attachment_blob. */
async function consulting(at: Date): Promise<{ id: number; keys: string[] }> {
  const em = app.em();
  const [{ id }] = await sql<{ id: number }[]>(
    em,
    `insert into consulting (center_id, school_id, sd_code, author_id, consulting_date, category, type, manager, title, content, created_at, updated_at)
     values (?, ?, ?, ?, ?, 'ADVICE', 'PHONE', 'CENTER_MANAGER', '자문', '내용', ?, ?) returning id`,
    [center.id, school.id, school.sdCode, staff.id, at.toISOString().slice(0, 10), at, at],
  );
  const keys: string[] = [];
  for (const dropped of [null, at]) {
    const key = `kinds${++seq}`.padEnd(64, '0');
    await pgStorage.put(em, key, Buffer.from(`파일 ${key}`), 'application/pdf');
    await sql(
      em,
      `insert into attachment (storage_key, name, content_type, size, sha256, uploaded_by, owner_type, owner_id, created_at, deleted_at)
       values (?, 'a.pdf', 'application/pdf', 10, 'x', ?, 'CONSULTING', ?, ?, ?)`,
      [key, staff.id, id, at, dropped],
      'run',
    );
    keys.push(key);
  }
  return { id, keys };
}
async function consultingRemains(c: { id: number; keys: string[] }) {
  return {
    consulting: await count('consulting where id = ?', [c.id]),
    attachment: await count('attachment where storage_key in (?)', [c.keys]),
    blob: await count('attachment_blob where storage_key in (?)', [c.keys]),
    pending: await count('attachment_pending_delete where storage_key in (?)', [c.keys]),
  };
}
const CONSULTING_WHOLE = { consulting: 1, attachment: 2, blob: 2, pending: 0 };
const CONSULTING_GONE = { consulting: 0, attachment: 0, blob: 0, pending: 0 };

describe('consulting records (CONSULTING) and their files (ATTACHMENT)', () => {
  it('36 months after the day written, with their files gone from storage after the run; a held record stays', async () => {
    const lastKept = await consulting(kst('2023-05-10', '00:00'));
    const due = await consulting(kst('2023-05-09', '23:59'));
    const held = await consulting(kst('2022-01-01'));
    await hold('CONSULTING', held.id);
    // a file is held with its record, not on its own
    const fileHold = await call(app, 'POST', 'svs-u/retention/holds', { token: admin, body: { kind: 'ATTACHMENT', recordId: '1', reason: '보존' } });
    expect(fileHold.status).toBe(400);
    expect(fileHold.body.message).toMatch(/기록을 법적 보존하면 파일도 함께/);
    freezeClock(kst('2026-05-10'));
    await runDestruction(app.em(), { storage: storage() });
    expect(await consultingRemains(due)).toEqual(CONSULTING_GONE);
    expect(await consultingRemains(lastKept)).toEqual(CONSULTING_WHOLE);
    expect(await consultingRemains(held)).toEqual(CONSULTING_WHOLE);
    const run = await runOf('2026-05-10');
    expect(run!.kinds.find((k) => k.kind === 'CONSULTING')).toMatchObject({ cutoff: '2023-05-10 이전 작성', destroyed: 1, held: 1 });
    expect(run!.kinds.find((k) => k.kind === 'ATTACHMENT')).toMatchObject({ periodMonths: 0, event: 'WITH_RECORD', destroyed: 2, held: 2 });
    freezeClock(kst('2026-05-11'));
    await runDestruction(app.em(), { storage: storage() });
    expect(await consultingRemains(lastKept)).toEqual(CONSULTING_GONE);
  });

  it('a crash in the middle of a batch leaves the record and its files whole (rows and objects)', async () => {
    const c = await consulting(kst('2022-02-01'));
    freezeClock(kst('2026-05-12', '03:00'));
    await expect(
      runDestruction(app.em(), {
        storage: storage(),
        midBatch: async (tx) => {
          const [{ n }] = await sql<{ n: string }[]>(tx, 'select count(*) as n from attachment where storage_key in (?)', [c.keys]);
          if (Number(n) === 0) throw new Error('the process died');
        },
      }),
    ).rejects.toThrow('the process died');
    expect(await consultingRemains(c)).toEqual(CONSULTING_WHOLE);
    advanceClock(LEASE_MS + 1000);
    await runDestruction(app.em(), { runner: 'b', storage: storage() });
    expect(await consultingRemains(c)).toEqual(CONSULTING_GONE);
  });

  it('a store that fails after COMMIT: the rows are gone, the keys wait in attachment_pending_delete, the next tick deletes the objects', async () => {
    const c = await consulting(kst('2022-03-01'));
    const failing: AttachmentStorage = { ...pgStorage, delete: () => Promise.reject(new Error('S3 unavailable')) };
    freezeClock(kst('2026-05-13'));
    await runDestruction(app.em(), { storage: failing });
    expect(await consultingRemains(c)).toEqual({ consulting: 0, attachment: 0, blob: 2, pending: 2 });
    // the same day, a later tick: no run to do, but the leftovers are retried
    await runDestruction(app.em(), { storage: storage() });
    expect(await consultingRemains(c)).toEqual(CONSULTING_GONE);
  });

  it('uploads nobody kept and files removed from a record are purged a day later by the job', async () => {
    const em = app.em();
    const keys = [`kinds-staged${++seq}`.padEnd(64, '0'), `kinds-dropped${++seq}`.padEnd(64, '0'), `kinds-young${++seq}`.padEnd(64, '0')];
    for (const k of keys) await pgStorage.put(em, k, Buffer.from('x'), 'application/pdf');
    const c = await consulting(kst('2026-05-01'));
    await sql(
      em,
      `insert into attachment (storage_key, name, content_type, size, sha256, uploaded_by, owner_type, owner_id, created_at, deleted_at) values
         (?, 'a.pdf', 'application/pdf', 1, 'x', ?, 'STAGED', null, ?, null),
         (?, 'b.pdf', 'application/pdf', 1, 'x', ?, 'CONSULTING', ?, ?, ?),
         (?, 'c.pdf', 'application/pdf', 1, 'x', ?, 'STAGED', null, ?, null)`,
      [keys[0], staff.id, kst('2026-05-01'), keys[1], staff.id, c.id, kst('2026-05-01'), kst('2026-05-01'), keys[2], staff.id, kst('2026-05-02', '11:00')],
      'run',
    );
    freezeClock(kst('2026-05-02', '12:30'));
    await runDestruction(app.em(), { storage: storage(), config: app.config });
    // the staged and the dropped file a day old are gone, rows and objects; the upload of an hour ago stays
    expect(await count('attachment where storage_key in (?)', [keys])).toBe(1);
    expect(await count('attachment_blob where storage_key in (?)', [keys])).toBe(1);
    // the record stays, with its live file; the file its writer dropped (consulting()) went with the sweep too
    expect(await consultingRemains(c)).toEqual({ consulting: 1, attachment: 1, blob: 1, pending: 0 });
  });
});

/** An access-log row written at `at` (INSERT is the one thing the log allows). */
const logRow = async (at: Date | string) =>
  Number(
    (
      await sql<{ id: string }[]>(
        app.em(),
        `insert into access_log (created_at, actor_type, action, subject_type, subject_id) values (${typeof at === 'string' ? at : '?'}, 'user', 'READ', 'simple-evaluation', '1') returning id`,
        typeof at === 'string' ? [] : [at],
      )
    )[0].id,
  );
const logExists = (id: number) => count('access_log where id = ?', [id]);

describe('access-log rows (ACCESS_LOG): destroyed after their period, only by the job, never under 24 months', () => {
  it('keeps a row through its last day and deletes it the day after; a held row stays', async () => {
    const due = await logRow(kst('2024-01-10', '23:59'));
    const lastKept = await logRow(kst('2024-01-11', '00:00'));
    const held = await logRow(kst('2023-06-01'));
    await hold('ACCESS_LOG', held);
    freezeClock(kst('2026-01-11'));
    await runDestruction(app.em());
    expect([await logExists(due), await logExists(lastKept), await logExists(held)]).toEqual([0, 1, 1]);
    expect((await runOf('2026-01-11'))!.kinds.find((k) => k.kind === 'ACCESS_LOG')).toMatchObject({ periodMonths: 24, cutoff: '2024-01-11 이전 기록', destroyed: 1, held: 1 });
    freezeClock(kst('2026-01-12'));
    await runDestruction(app.em());
    expect(await logExists(lastKept)).toBe(0);
  });

  it('a crash in the middle of a batch leaves the rows', async () => {
    const rows = [await logRow(kst('2023-02-01')), await logRow(kst('2023-02-02'))];
    freezeClock(kst('2026-01-13', '03:00'));
    await expect(
      runDestruction(app.em(), {
        midBatch: async (tx) => {
          // the access log's batch: its transaction said it is the destruction job's
          const [{ on }] = await sql<{ on: string | null }[]>(tx, `select current_setting('svs.destroying', true) as on`);
          if (on === 'on') throw new Error('the process died');
        },
      }),
    ).rejects.toThrow('the process died');
    for (const id of rows) expect(await logExists(id)).toBe(1);
    advanceClock(LEASE_MS + 1000);
    await runDestruction(app.em(), { runner: 'b' });
    for (const id of rows) expect(await logExists(id)).toBe(0);
  });

  it('a row younger than 24 months is refused even to the job’s setting, and even when the app’s clock says it is due', async () => {
    const young = await logRow(`now() - interval '23 months'`);
    const old = await logRow(`now() - interval '25 months'`);
    const refused = (p: Promise<unknown>) => expect(p).rejects.toMatchObject({ code: '42501' });
    const tx = (statement: string) =>
      app.em().transactional(async (t) => {
        await sql(t, `select set_config('svs.destroying', 'on', true)`, [], 'run');
        await sql(t, statement, [], 'run');
      });
    await refused(tx(`delete from access_log where id = ${young}`));
    await refused(tx(`update access_log set detail = 'x' where id = ${old}`));
    await refused(sql(app.em(), `delete from access_log where id = ${old}`, [], 'run'));
    await refused(sql(app.em(), `truncate access_log`, [], 'run'));
    expect([await logExists(young), await logExists(old)]).toEqual([1, 1]);
    // the app's clock moved years ahead: the job still asks for no row younger than 24 months by the database's clock
    freezeClock(kst('2031-01-01'));
    await runDestruction(app.em());
    expect([await logExists(young), await logExists(old)]).toEqual([1, 0]);
    expect(await runOf('2031-01-01')).toMatchObject({ status: 'DONE' });
  });
});

describe('the run record and the preview count every kind', () => {
  it('six kinds in the run and the preview, in the schedule’s order', async () => {
    freezeClock(kst('2026-06-01'));
    await runDestruction(app.em());
    const kinds = ['SIMPLE_EVALUATION', 'SMS', 'CASE', 'CONSULTING', 'ATTACHMENT', 'ACCESS_LOG'];
    expect((await runOf('2026-06-01'))!.kinds.map((k) => k.kind)).toEqual(kinds);
    resetClock();
    const preview = await call(app, 'GET', 'svs-u/retention/preview', { token: admin });
    expect(preview.status).toBe(200);
    expect(preview.body.map((k: { kind: string }) => k.kind)).toEqual(kinds);
  });
});
