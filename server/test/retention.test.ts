import { expectOfficeWorkbook } from './xlsx-style.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { DestructionRun, RetentionRuleChange } from '../src/modules/retention/retention.entity.js';
import { LEASE_MS, runDestruction } from '../src/modules/retention/retention.destroy.js';
import { lastSchoolYearDue, schoolYearKeptUntil } from '../src/modules/retention/retention.kinds.js';
import { advanceClock, freezeClock, resetClock } from '../src/platform/clock.js';
import { sql } from '../src/platform/db/sql.js';
import { call, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { evaluationWithRecords } from './retention-world.js';
import { expectError, expectGqlError } from './util.js';
import { download, pdfText, sq } from './pdf-text.js';

/**
 * Retention and destruction (issue 28): the schedule (defaults, the administrator's change and its record, bounds,
 * both doors refusing other roles), and the destruction job over simple evaluations with a frozen clock: a year's
 * evaluations kept through the last day of their period and destroyed the day after, a held record, a crash in the
 * middle of a batch, two runners at once, the run's record and its certificate.
 */
let app: TestApp;
let school: School;
let admin: string;
let manager: string;
let member: string;
beforeAll(async () => {
  app = await startTestApp();
  school = await makeSchool(app, { sggCode: '11110' });
  const center = await makeCenter(app, { locals: ['11110'] });
  admin = await tokenFor(app, await makeAccount(app, RoleCode.SYSTEM_ADMIN));
  manager = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MANAGER, { center }));
  member = await tokenFor(app, await makeAccount(app, RoleCode.MEMBER, { school }));
}, 180_000);
afterAll(() => app?.stop());
afterEach(() => resetClock());

/** A moment of a Korean day (noon by default). */
const kst = (day: string, time = '12:00') => new Date(`${day}T${time}:00+09:00`);

let seq = 0;
/** An evaluation of `year` with everything that belongs to it (retention-world.ts). */
const evaluation = (year: number, o: { requestId?: number } = {}) => evaluationWithRecords(app.em(), school, year, 'R', o.requestId);

/** What is left of an evaluation: its row and each kind of row that belongs to it. */
async function remains(id: number) {
  const [r] = await sql<Record<string, string>[]>(
    app.em(),
    `select (select count(*) from simple_evaluation where id = ?) as evaluation,
            (select count(*) from simple_evaluation_agree where evaluation_id = ?) as agree,
            (select count(*) from crisis_alert where evaluation_id = ?) as alert,
            (select count(*) from crisis_alert_event v join crisis_alert a on a.id = v.alert_id where a.evaluation_id = ?) as alert_event,
            (select count(*) from sms_message where ref_type = 'simple-evaluation' and ref_id = ?) as sms,
            (select count(*) from one_time_code where purpose = 'respondent:simple-evaluation' and subject like ?) as code`,
    [id, id, id, id, String(id), `${id}:%`],
  );
  return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)]));
}
const WHOLE = { evaluation: 1, agree: 1, alert: 1, alert_event: 1, sms: 1, code: 1 };
const GONE = { evaluation: 0, agree: 0, alert: 0, alert_event: 0, sms: 0, code: 0 };

const runOf = (day: string) => app.em().findOne(DestructionRun, { runDay: day });

describe('the schedule', () => {
  it('is seeded with the defaults: six kinds, each with its event, period and reason (REST and GraphQL alike)', async () => {
    const rest = await call(app, 'GET', 'svs-u/retention/rules', { token: admin });
    expect(rest.status).toBe(200);
    expect(rest.body.map((r: any) => [r.kind, r.event, r.periodMonths])).toEqual([
      ['SIMPLE_EVALUATION', 'SCHOOL_YEAR_END', 12],
      ['SMS', 'SENT', 6],
      ['CASE', 'CASE_CLOSED', 60],
      ['CONSULTING', 'CREATED', 36],
      ['ATTACHMENT', 'WITH_RECORD', 0],
      ['ACCESS_LOG', 'CREATED', 24],
    ]);
    for (const r of rest.body) expect(r.basis).toMatch(/[가-힣]/);
    const g = await gql(app, '{ retentionRules { kind periodMonths minMonths automated approvedByName } }', {}, admin);
    expect(g.body.data.retentionRules.map((r: any) => r.kind)).toEqual(rest.body.map((r: any) => r.kind));
    expect(g.body.data.retentionRules.find((r: any) => r.kind === 'ACCESS_LOG')).toMatchObject({ minMonths: 24, automated: true, approvedByName: null });
  });

  it('an administrator changes a period with a reason; the change is recorded with the period before and after', async () => {
    const res = await call(app, 'PUT', 'svs-u/retention/rules/SMS', { token: admin, body: { periodMonths: 3, reason: '문자 보관 최소화' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'SMS', periodMonths: 3, basis: '문자 보관 최소화' });
    expect(res.body.approvedByName).toBeTruthy();
    const g = await gql(
      app,
      'mutation ($input: RetentionRuleInput!) { changeRetentionRule(kind: SMS, input: $input) { periodMonths } }',
      { input: { periodMonths: 6, reason: '민원 대응 기간 확보' } },
      admin,
    );
    expect(g.body.data.changeRetentionRule.periodMonths).toBe(6);
    const changes = await app.em().find(RetentionRuleChange, { kind: 'SMS' as never }, { orderBy: { id: 'asc' } });
    expect(changes.map((c) => [c.fromMonths, c.toMonths, c.reason])).toEqual([
      [6, 3, '문자 보관 최소화'],
      [3, 6, '민원 대응 기간 확보'],
    ]);
    const list = await call(app, 'GET', 'svs-u/retention/rule-changes', { token: admin });
    expect(list.body.slice(0, 2).map((c: any) => c.toMonths)).toEqual([6, 3]);
  });

  it('refuses a period out of bounds (access log under 2 years), a missing reason and an unknown kind', async () => {
    expectError(await call(app, 'PUT', 'svs-u/retention/rules/ACCESS_LOG', { token: admin, body: { periodMonths: 23, reason: '줄임' } }), 400, 'BAD_USER_INPUT', /24개월 이상/);
    expectError(await call(app, 'PUT', 'svs-u/retention/rules/ATTACHMENT', { token: admin, body: { periodMonths: 3, reason: '바꿈' } }), 400, 'BAD_USER_INPUT', /바꿀 수 없습니다/);
    expectError(await call(app, 'PUT', 'svs-u/retention/rules/SMS', { token: admin, body: { periodMonths: 3 } }), 400, 'BAD_USER_INPUT', /사유/);
    expectError(await call(app, 'PUT', 'svs-u/retention/rules/NOPE', { token: admin, body: { periodMonths: 3, reason: '바꿈' } }), 404, 'NOT_FOUND');
    expect(await app.em().count(RetentionRuleChange, { kind: 'ACCESS_LOG' as never })).toBe(0);
  });

  it('only the system administrator: another role is refused (403) on both doors, a missing token 401', async () => {
    for (const token of [manager, member]) {
      for (const [method, path, body] of [
        ['GET', 'svs-u/retention/rules'],
        ['PUT', 'svs-u/retention/rules/SMS', { periodMonths: 1, reason: '바꿈' }],
        ['GET', 'svs-u/retention/holds'],
        ['POST', 'svs-u/retention/holds', { kind: 'SIMPLE_EVALUATION', recordId: '1', reason: '보존' }],
        ['GET', 'svs-u/retention/preview'],
        ['GET', 'svs-u/retention/runs'],
        ['GET', 'svs-u/retention/runs/1/excel-download'],
      ] as const) {
        expectError(await call(app, method, path, { token, body }), 403, 'FORBIDDEN');
      }
      expectGqlError(await gql(app, '{ retentionRules { kind } }', {}, token), 403, 'FORBIDDEN');
      expectGqlError(await gql(app, 'mutation { changeRetentionRule(kind: SMS, input: { periodMonths: 1, reason: "바꿈" }) { kind } }', {}, token), 403, 'FORBIDDEN');
      expectGqlError(await gql(app, '{ destructionRuns { id } }', {}, token), 403, 'FORBIDDEN');
    }
    expectError(await call(app, 'GET', 'svs-u/retention/rules'), 401, 'UNAUTHENTICATED');
    const [{ n }] = await sql<{ n: string }[]>(app.em(), `select count(*) as n from retention_rule where kind = 'SMS' and period_months = 1`);
    expect(Number(n)).toBe(0);
  });
});

describe('the school year and the period (pure)', () => {
  it('a year’s evaluations are kept through the day before March 1 of year + 1 + period, leap years included', () => {
    expect(schoolYearKeptUntil(2024, 12)).toBe('2026-02-28');
    expect(schoolYearKeptUntil(2026, 12)).toBe('2028-02-29');
    expect(lastSchoolYearDue(12, '2026-02-28')).toBe(2023);
    expect(lastSchoolYearDue(12, '2026-03-01')).toBe(2024);
    expect(lastSchoolYearDue(12, '2028-02-29')).toBe(2025);
    expect(lastSchoolYearDue(12, '2028-03-01')).toBe(2026);
    expect(lastSchoolYearDue(6, '2025-08-31')).toBe(2023);
    expect(lastSchoolYearDue(6, '2025-09-01')).toBe(2024);
  });
});

describe('the destruction job (frozen clock)', () => {
  it('keeps a record through its last day and destroys it, whole, the day after; an evaluation of a case stays', async () => {
    const old = await evaluation(2024);
    const newer = await evaluation(2025);
    const ofCase = await evaluation(2024, { requestId: 987654 });
    freezeClock(kst('2026-02-27'));
    await runDestruction(app.em());
    freezeClock(kst('2026-02-28', '23:59'));
    await runDestruction(app.em());
    expect(await remains(old)).toEqual(WHOLE);
    freezeClock(kst('2026-03-01', '00:01'));
    expect(await runDestruction(app.em())).toBeGreaterThanOrEqual(1);
    expect(await remains(old)).toEqual(GONE);
    expect(await remains(newer)).toEqual(WHOLE);
    expect(await remains(ofCase)).toEqual(WHOLE);
    const run = await runOf('2026-03-01');
    expect(run).toMatchObject({ status: 'DONE' });
    expect(run!.kinds).toEqual([
      expect.objectContaining({ kind: 'SIMPLE_EVALUATION', periodMonths: 12, event: 'SCHOOL_YEAR_END', cutoff: '2024학년도 이전 검사', held: 0 }),
      expect.objectContaining({ kind: 'SMS', periodMonths: 6, event: 'SENT', cutoff: '2025-09-01 이전 발송' }),
      expect.objectContaining({ kind: 'CASE', periodMonths: 60, event: 'CASE_CLOSED', cutoff: '2021-03-01 이전 종결 사례(종결 없이 끝난 의뢰는 마지막 변경일 기준)' }),
      expect.objectContaining({ kind: 'CONSULTING', periodMonths: 36, event: 'CREATED', cutoff: '2023-03-01 이전 작성' }),
      expect.objectContaining({ kind: 'ATTACHMENT', periodMonths: 0, event: 'WITH_RECORD', cutoff: '파기한 기록의 첨부파일' }),
      expect.objectContaining({ kind: 'ACCESS_LOG', periodMonths: 24, event: 'CREATED', cutoff: '2024-03-01 이전 기록' }),
    ]);
    expect(run!.kinds[0].destroyed).toBeGreaterThanOrEqual(1);
    // one run a day: a second tick the same day finds nothing to do
    expect(await runDestruction(app.em())).toBe(0);
    expect(await app.em().count(DestructionRun, { runDay: '2026-03-01' })).toBe(1);
    // the ticks in between spend no run number: the next day's run is the next number (the certificate's 파기 번호)
    freezeClock(kst('2026-03-02', '00:00'));
    await runDestruction(app.em());
    expect((await runOf('2026-03-02'))!.id).toBe(run!.id + 1);
  });

  it('respects a legal hold until it is released; the run counts what the hold kept', async () => {
    const held = await evaluation(2023);
    const free = await evaluation(2023);
    const set = await call(app, 'POST', 'svs-u/retention/holds', { token: admin, body: { kind: 'SIMPLE_EVALUATION', recordId: String(held), reason: '분쟁 조정 중' } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ kind: 'SIMPLE_EVALUATION', recordId: String(held), reason: '분쟁 조정 중' });
    expectError(await call(app, 'POST', 'svs-u/retention/holds', { token: admin, body: { kind: 'SIMPLE_EVALUATION', recordId: String(held), reason: '다시 보존' } }), 409, 'HOLD_EXISTS');
    expectError(await call(app, 'POST', 'svs-u/retention/holds', { token: admin, body: { kind: 'SIMPLE_EVALUATION', recordId: '999999999', reason: '없는 기록' } }), 404, 'NOT_FOUND');

    const preview = await call(app, 'GET', 'svs-u/retention/preview', { token: admin });
    expect(preview.body[0]).toMatchObject({ kind: 'SIMPLE_EVALUATION' });
    expect(preview.body[0].held).toBeGreaterThanOrEqual(1);
    expect(preview.body[0].due).toBeGreaterThanOrEqual(1);

    freezeClock(kst('2026-03-05'));
    await runDestruction(app.em());
    expect(await remains(held)).toEqual(WHOLE);
    expect(await remains(free)).toEqual(GONE);
    expect((await runOf('2026-03-05'))!.kinds[0].held).toBe(1);
    resetClock();

    const released = await call(app, 'POST', `svs-u/retention/holds/${set.body.id}/release`, { token: admin, body: { reason: '조정 종료' } });
    expect(released.body).toMatchObject({ releaseReason: '조정 종료' });
    expect(released.body.releasedAt).toBeTruthy();
    expect((await call(app, 'GET', 'svs-u/retention/holds', { token: admin })).body.map((h: any) => h.id)).not.toContain(set.body.id);
    freezeClock(kst('2026-03-06'));
    await runDestruction(app.em());
    expect(await remains(held)).toEqual(GONE);
  });

  it('a crash in the middle of a batch leaves every record whole; the next runner takes the run over once its lease ran out', async () => {
    const ids = [await evaluation(2022), await evaluation(2022), await evaluation(2022)];
    freezeClock(kst('2026-03-10', '03:00'));
    await expect(
      runDestruction(app.em(), {
        batch: 2,
        midBatch: async (tx) => {
          // the batch's texts and codes are deleted in its transaction by now: the crash must bring them back
          const [{ n }] = await sql<{ n: string }[]>(tx, `select count(*) as n from sms_message where ref_type = 'simple-evaluation' and ref_id in (?)`, [ids.map(String)]);
          expect(Number(n)).toBeLessThan(3);
          throw new Error('the process died');
        },
      }),
    ).rejects.toThrow('the process died');
    for (const id of ids) expect(await remains(id)).toEqual(WHOLE);
    const run = await runOf('2026-03-10');
    expect(run).toMatchObject({ status: 'RUNNING' });
    expect(run!.kinds[0].destroyed).toBe(0);
    // another replica's tick while the dead runner's lease still stands: nothing
    expect(await runDestruction(app.em(), { runner: 'b' })).toBe(0);
    for (const id of ids) expect(await remains(id)).toEqual(WHOLE);
    advanceClock(LEASE_MS + 1000);
    expect(await runDestruction(app.em(), { runner: 'b', batch: 2 })).toBeGreaterThanOrEqual(3);
    for (const id of ids) expect(await remains(id)).toEqual(GONE);
    const done = await runOf('2026-03-10');
    expect(done).toMatchObject({ status: 'DONE', runner: 'b' });
    expect(done!.kinds[0].destroyed).toBeGreaterThanOrEqual(3);
  });

  it('two runners at once: one run, every record destroyed once, the count equal to the rows gone', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push(await evaluation(2021));
    const [{ before }] = await sql<{ before: string }[]>(app.em(), `select count(*) as before from simple_evaluation where year <= 2022 and request_id is null`);
    freezeClock(kst('2026-03-12', '00:00'));
    const [a, b] = await Promise.all([runDestruction(app.em(), { runner: 'a', batch: 2 }), runDestruction(app.em(), { runner: 'b', batch: 2 })]);
    expect(a + b).toBe(Number(before));
    expect(Math.min(a, b)).toBe(0);
    for (const id of ids) expect(await remains(id)).toEqual(GONE);
    expect(await app.em().count(DestructionRun, { runDay: '2026-03-12' })).toBe(1);
    expect((await runOf('2026-03-12'))!.kinds[0].destroyed).toBe(a + b);
  });

  it('destroys texts six months after they were sent, settled ones only, and none under a hold', async () => {
    const text = async (at: Date, status = 'SENT') => {
      const [{ id }] = await sql<{ id: number }[]>(
        app.em(),
        `insert into sms_message (recipient, text, kind, purpose, dedupe_key, status, created_at) values ('01099998888', '안내', 'SMS', 'NOTICE', ?, ?, ?) returning id`,
        [`retention-sms-${++seq}`, status, at],
      );
      return id;
    };
    const exists = async (id: number) => Number((await sql<{ n: string }[]>(app.em(), 'select count(*) as n from sms_message where id = ?', [id]))[0].n);
    const lastDayBefore = await text(kst('2025-10-09', '23:59'));
    const onTheDay = await text(kst('2025-10-10', '00:00'));
    const queued = await text(kst('2025-01-01'), 'QUEUED');
    const held = await text(kst('2025-01-01'));
    expect((await call(app, 'POST', 'svs-u/retention/holds', { token: admin, body: { kind: 'SMS', recordId: String(held), reason: '발송 분쟁' } })).status).toBe(200);
    freezeClock(kst('2026-04-10'));
    await runDestruction(app.em());
    expect([await exists(lastDayBefore), await exists(onTheDay), await exists(queued), await exists(held)]).toEqual([0, 1, 1, 1]);
    const run = await runOf('2026-04-10');
    expect(run!.kinds.find((k) => k.kind === 'SMS')).toMatchObject({ cutoff: '2025-10-10 이전 발송', destroyed: 1, held: 1 });
    freezeClock(kst('2026-04-11'));
    await runDestruction(app.em());
    expect(await exists(onTheDay)).toBe(0);
  });

  it('lists the runs and exports one as the destruction certificate (파기 대장), with no personal data', async () => {
    const id = await evaluation(2020);
    const [{ code }] = await sql<{ code: string }[]>(app.em(), 'select student_code as code from simple_evaluation where id = ?', [id]);
    freezeClock(kst('2026-03-20'));
    await runDestruction(app.em());
    resetClock();
    const runs = await call(app, 'GET', 'svs-u/retention/runs', { token: admin });
    const run = runs.body.find((r: any) => r.runDay === '2026-03-20');
    expect(run).toMatchObject({ status: 'DONE' });
    expect(run.kinds[0]).toMatchObject({ kind: 'SIMPLE_EVALUATION', destroyed: 1 });
    const g = await gql(app, 'query ($id: Int!) { destructionRun(id: $id) { runDay destroyed kinds { kind label cutoff destroyed held } } }', { id: run.id }, admin);
    expect(g.body.data.destructionRun).toMatchObject({ runDay: '2026-03-20' });
    const res = await fetch(`${app.url}svs-u/retention/runs/${run.id}/excel-download`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('2026-03-20');
    // the one look (test/xlsx-style.ts) on the certificate's table, below its title block: approval times as dates
    const wb = await expectOfficeWorkbook(Buffer.from(await res.arrayBuffer()), [{ name: '파기 대장', headerRow: 11, dates: { '승인 일시': 'timestamp' } }]);
    const text = JSON.stringify(wb.getWorksheet('파기 대장')!.getSheetValues());
    expect(text).toContain('개인정보 파기 대장');
    expect(text).toContain('2024학년도 이전 검사');
    expect(text).not.toContain(code);

    const pdf = await download(app, `svs-u/retention/runs/${run.id}/pdf-download`, { token: admin });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const read = await pdfText(pdf.bytes);
    expect(read).toMatchObject({ tagged: true, lang: 'ko-KR', title: '개인정보 파기 대장' });
    expect(sq(read.text)).toContain(sq('2024학년도 이전 검사'));
    expect(read.text).not.toContain(code);
    expectError(await call(app, 'GET', `svs-u/retention/runs/${run.id}/pdf-download`, { token: manager }), 403, 'FORBIDDEN');
  });
});
