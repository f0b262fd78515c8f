import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { sql } from '../src/platform/db/sql.js';
import { TOTAL_CAP } from '../src/platform/paging.js';
import { call, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';

/**
 * A center's lists read their rows arm by arm (the center's own rows; the rows of each school it covers) and merge
 * them in id order (platform/db/read.ts). Whatever the plan, a page must hold exactly the scope's rows, newest first,
 * with nothing skipped or repeated across pages, when rows in and out of the scope interleave and the newest rows
 * are another center's.
 *
 * Center A covers 시군구 11110 (schools a1, a2) and names school n1 (in 11140); school b1 (11140) is center B's.
 * Row i, by i % 6: 0 b1/B (out) · 1 a1/A (in, both arms) · 2 a2/B (in: A's school) · 3 b1/A (in: A's own row at
 * another's school) · 4 n1/no center (in: named school) · 5 b1/no center (out); every 11th row deleted (out); the
 * newest 25 rows are b1/B (out). Years alternate 2025/2026 for the filtered case.
 */
let app: TestApp;
let A: Center, B: Center;
let a1: School, a2: School, n1: School, b1: School;
let requester: Account;
const t: Record<string, string> = {};

interface Row {
  id: number;
  inScope: boolean;
  year: number;
}
const evaluations: Row[] = [];
const requests: Row[] = [];

function placement(i: number): { school: School; center: Center | null } {
  if (i > 120) return { school: b1, center: B };
  return [
    { school: b1, center: B },
    { school: a1, center: A },
    { school: a2, center: B },
    { school: b1, center: A },
    { school: n1, center: null },
    { school: b1, center: null },
  ][i % 6];
}

const inScopeOfA = (school: School, center: Center | null) => center?.id === A.id || [a1.id, a2.id, n1.id].includes(school.id);

async function addEvaluation(i: number, school: School, center: Center | null, year: number, deleted: boolean): Promise<number> {
  const [row] = await sql<{ id: number }[]>(
    app.em(),
    `insert into simple_evaluation (school_id, center_id, sd_code, sgg_code, year, school_target_type, gender, student_code,
       student_seq, mobile, is_done, is_send, consent_state, deleted_at)
     values (?, ?, ?, ?, ?, 'ELEMENTARY', 'M', ?, ?, '01012345678', 'N', 'N', 'NOT_SENT', ?) returning id`,
    [school.id, center?.id ?? null, school.sdCode, school.sggCode, year, `${year}-${school.id}-${String(i).padStart(5, '0')}`, i, deleted ? new Date() : null],
  );
  return Number(row.id);
}

async function addRequest(school: School, center: Center | null, year: number, deleted: boolean): Promise<number> {
  const [row] = await sql<{ id: number }[]>(
    app.em(),
    `insert into request (request_type, school_id, center_id, sd_code, sgg_code, target_name, target_gender, target_birth_year,
       target_birth_month, target_birth_date, requester_id, requester_name, requester_contact, guardian_contact,
       guardian_relationship, main_appeal, gc_request, gc_request_at, gc_request_method, gc3rd_party_provision,
       gc3rd_party_provision_at, gc3rd_party_provision_method, status, request_date, req_year, deleted_at)
     values ('GENERAL', ?, ?, ?, ?, '학생', 'M', 2014, 1, 1, ?, '교사', '0212345678', '01011112222', '모', '호소', 'Y', now(),
       'WRITTEN', 'Y', now(), 'WRITTEN', 'REQUESTED', ?, ?, ?) returning id`,
    [school.id, center?.id ?? null, school.sdCode, school.sggCode, requester.id, new Date(`${year}-03-02T10:00:00+09:00`), year, deleted ? new Date() : null],
  );
  return Number(row.id);
}

beforeAll(async () => {
  app = await startTestApp();
  a1 = await makeSchool(app, { sggCode: '11110' });
  a2 = await makeSchool(app, { sggCode: '11110' });
  n1 = await makeSchool(app, { sggCode: '11140' });
  b1 = await makeSchool(app, { sggCode: '11140' });
  A = await makeCenter(app, { locals: ['11110'], schools: [n1.id] });
  B = await makeCenter(app, { locals: ['11140'] });
  requester = await makeAccount(app, RoleCode.MEMBER, { school: a1 });
  t.managerA = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MANAGER, { center: A }));
  for (let i = 1; i <= 145; i++) {
    const { school, center } = placement(i);
    const year = i % 2 ? 2026 : 2025;
    const deleted = i % 11 === 0;
    const inScope = !deleted && inScopeOfA(school, center);
    // evaluations and requests interleave too, so neither table's ids run in step with i
    evaluations.push({ id: await addEvaluation(i, school, center, year, deleted), inScope, year });
    if (i % 5 !== 0) requests.push({ id: await addRequest(school, center, year, deleted), inScope, year });
  }
});
afterAll(() => app?.stop());

const expected = (rows: Row[], year?: number) =>
  rows
    .filter((r) => r.inScope && (!year || r.year === year))
    .map((r) => r.id)
    .sort((x, y) => y - x);

type PageOf = { totalElements: number; totalCapped: boolean; content: { id: number }[] };

/** Every page of a list, size 7 (so page ends fall anywhere), until the first empty one. */
async function walk(list: (page: number) => Promise<PageOf>): Promise<{ ids: number[]; totals: number[]; capped: boolean[] }> {
  const ids: number[] = [];
  const totals: number[] = [];
  const capped: boolean[] = [];
  for (let page = 1; page < 50; page++) {
    const p = await list(page);
    totals.push(p.totalElements);
    capped.push(p.totalCapped);
    if (!p.content.length) break;
    ids.push(...p.content.map((r) => r.id));
  }
  return { ids, totals, capped };
}

const evaluationsGql = (year?: number) => async (page: number) => {
  const res = await gql(app, 'query($p: Int, $y: Int) { simpleEvaluations(page: $p, size: 7, year: $y) { totalElements totalCapped content { id } } }', { p: page, y: year }, t.managerA);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data.simpleEvaluations as PageOf;
};
const evaluationsRest = (year?: number) => async (page: number) => {
  const res = await call(app, 'GET', `svs-u/simple-evaluation/paging?page=${page}&size=7${year ? `&year=${year}` : ''}`, { token: t.managerA });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as PageOf;
};
const requestsGql = (year?: number) => async (page: number) => {
  const res = await gql(
    app,
    'query($p: Int, $from: String, $to: String) { requests(page: $p, size: 7, fromDate: $from, toDate: $to) { totalElements totalCapped content { id } } }',
    { p: page, from: year && `${year}-01-01`, to: year && `${year}-12-31` },
    t.managerA,
  );
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data.requests as PageOf;
};

describe('a center’s lists, page by page, when its rows and others’ interleave', () => {
  it('evaluations: exactly the scope’s rows, newest first, each once, with the exact total on every page (both doors)', async () => {
    const want = expected(evaluations);
    expect(want.length).toBeGreaterThan(50); // several pages, rows of every arm
    expect(want[0]).toBeLessThan(Math.max(...evaluations.map((r) => r.id))); // the newest rows are not the center's
    for (const list of [evaluationsGql(), evaluationsRest()]) {
      const { ids, totals, capped } = await walk(list);
      expect(ids).toEqual(want);
      expect(new Set(totals)).toEqual(new Set([want.length]));
      expect(capped.every((c) => !c)).toBe(true);
    }
  });

  it('evaluations with a filter: the filter applies to every arm', async () => {
    const want = expected(evaluations, 2026);
    const { ids, totals } = await walk(evaluationsGql(2026));
    expect(ids).toEqual(want);
    expect(new Set(totals)).toEqual(new Set([want.length]));
  });

  it('requests: the same, unfiltered and within one year', async () => {
    for (const year of [undefined, 2025]) {
      const want = expected(requests, year);
      expect(want.length).toBeGreaterThan(20);
      const { ids, totals } = await walk(requestsGql(year));
      expect(ids).toEqual(want);
      expect(new Set(totals)).toEqual(new Set([want.length]));
    }
  });

  // a third center whose rows pass the cap by themselves, plus a few of its own rows at another's school; the bulk is
  // filed with no center (the center's schools' arm passes the cap) or with the center itself (its own arm does)
  it.each([
    ['its schools’ rows', 'sggCode'],
    ['its own rows', 'ownCenter'],
  ])('past the cap (%s): flagged, and the first page is still the newest rows of the scope', async (_, bulk) => {
    const sgg = bulk === 'sggCode' ? '11170' : '11200';
    const c1 = await makeSchool(app, { sggCode: sgg });
    const C = await makeCenter(app, { locals: [sgg] });
    const managerC = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MANAGER, { center: C }));
    await sql(
      app.em(),
      `insert into simple_evaluation (school_id, center_id, sd_code, sgg_code, year, school_target_type, gender, student_code, student_seq, mobile,
         is_done, is_send, consent_state)
       select ?, ?, ?, ?, 2026, 'ELEMENTARY', 'F', '2026-' || ? || '-' || lpad(i::text, 6, '0'), i, '01012345678', 'N', 'N', 'NOT_SENT'
       from generate_series(1, ?) i`,
      [c1.id, bulk === 'ownCenter' ? C.id : null, c1.sdCode, c1.sggCode, c1.id, TOTAL_CAP + 5],
      'run',
    );
    const seq = bulk === 'sggCode' ? 90000 : 90010; // student codes are unique
    const own = [await addEvaluation(seq + 1, b1, C, 2026, false), await addEvaluation(seq + 2, b1, B, 2026, false), await addEvaluation(seq + 3, b1, C, 2026, false)];
    const [{ newest }] = await sql<{ newest: number[] }[]>(
      app.em(),
      `select array(select id from simple_evaluation where school_id = ? and deleted_at is null order by id desc limit 8) as newest`,
      [c1.id],
    );
    const want = { totalElements: TOTAL_CAP, totalCapped: true, content: [own[2], own[0], ...newest.map(Number)].map((id) => ({ id })) };
    // the first time the page and its count are read together and found past the cap; the second time that is
    // remembered and the page read alone
    for (let i = 0; i < 2; i++) {
      const res = await gql(app, '{ simpleEvaluations(page: 1, size: 10) { totalElements totalCapped content { id } } }', {}, managerC);
      expect(res.body.data.simpleEvaluations).toEqual(want);
    }
  });
});

describe('a row moved to another center', () => {
  it('stays in the scope of the center that covers its school, and joins the new center’s', async () => {
    // school a1's rows are all center A's so far: its schools arm had nothing to read there
    const id = await addEvaluation(95001, a1, A, 2026, false);
    const managerB = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MANAGER, { center: B }));
    const ids = async (token: string) => {
      const res = await gql(app, '{ simpleEvaluations(page: 1, size: 100, year: 2026) { totalElements content { id } } }', {}, token);
      return { total: res.body.data.simpleEvaluations.totalElements as number, ids: (res.body.data.simpleEvaluations.content as { id: number }[]).map((r) => r.id) };
    };
    const before = { A: await ids(t.managerA), B: await ids(managerB) };
    expect(before.A.ids).toContain(id);
    expect(before.B.ids).not.toContain(id);

    await sql(app.em(), `update simple_evaluation set center_id = ? where id = ?`, [B.id, id], 'run');
    const after = { A: await ids(t.managerA), B: await ids(managerB) };
    expect(after.A.ids).toContain(id);
    expect(after.A.total).toBe(before.A.total);
    expect(after.B.ids).toContain(id);
    expect(after.B.total).toBe(before.B.total + 1);
  });
});
