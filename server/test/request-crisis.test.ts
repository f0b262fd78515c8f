import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { SchoolType, type School } from '../src/modules/organization/school.entity.js';
import { INSTRUMENTS } from '../src/modules/scoring/core.js';
import { seedScoringReference } from '../src/modules/norm-set/norm-set.service.js';
import { EvaluationSchoolType, Gender, SimpleEvaluation } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import { readListeners } from '../src/platform/db/read.js';
import { call, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';

/**
 * The screening's crisis flag on the request side (issue 24, "the risk is visible wherever the student appears"):
 * a request linked to an evaluation flagged at risk says screeningCrisis true in the list and the detail, over REST
 * (svs-u and svs-c) and GraphQL; a general request and one linked to an unflagged evaluation say false. The list's
 * count still reads the request table alone, and the detail reads the flag in one statement.
 */
let app: TestApp;
let school: School;
let teacherToken: string;
let managerToken: string;
const ids: Record<'flagged' | 'linkedCalm' | 'general', number> = { flagged: 0, linkedCalm: 0, general: 0 };
const evaluations: Record<'flagged' | 'linkedCalm', number> = { flagged: 0, linkedCalm: 0 };

const EVAL = 'svs-u/simple-evaluation';
const BASE = 'svs-u/request';
const zeros = Object.fromEntries(INSTRUMENTS[EvaluationSchoolType.MIDDLE_HIGH].items.map((it) => [it.key, 0]));

/** A middle-school evaluation finished through staff paper entry (PUT svs-u/simple-evaluation/{id}). */
async function paperEvaluation(answers: Record<string, number>): Promise<number> {
  const made = await call(app, 'POST', EVAL, { token: teacherToken, body: { schoolTargetType: EvaluationSchoolType.MIDDLE_HIGH, gender: Gender.F } });
  expect([200, 201], JSON.stringify(made.body)).toContain(made.status);
  const entered = await call(app, 'PUT', `${EVAL}/${made.body.id}`, { token: teacherToken, body: { answers: { ...zeros, ...answers }, isDone: 'Y' } });
  expect(entered.status, JSON.stringify(entered.body)).toBe(200);
  return made.body.id;
}

const form = (o: Record<string, unknown> = {}) => ({
  requestTarget: { name: '위기학생', gender: 'F', birthYear: 2011, birthMonth: 5, birthDate: 20, mobile: '010-2222-4444' },
  grade: 2,
  classNo: 3,
  num: 11,
  requesterName: '박교사',
  requesterInstitution: '테스트중학교',
  requesterContact: '02-123-4567',
  guardianContact: '010-9999-7777',
  guardianRelationship: '모',
  pastInterestGroup: 'N',
  pastInstitutionalLinkage: 'N',
  ssMedicalExpensesSupport: 'N',
  mainAppeal: '간편검사 결과 확인',
  gcRequest: 'Y',
  gcRequestAt: '2026-03-02T10:00',
  gcRequestMethod: 'WRITTEN',
  gc3rdPartyProvision: 'Y',
  gc3rdPartyProvisionAt: '2026-03-02T10:05',
  gc3rdPartyProvisionMethod: 'WRITTEN',
  ...o,
});

async function file(o: Record<string, unknown> = {}): Promise<number> {
  const res = await call(app, 'POST', BASE, { token: teacherToken, body: form(o) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  app = await startTestApp();
  await seedScoringReference(app.em());
  school = await makeSchool(app, { sggCode: '11110', type: SchoolType.MIDDLE });
  const center = await makeCenter(app, { locals: ['11110'] });
  teacherToken = await tokenFor(app, await makeAccount(app, RoleCode.MEMBER, { school }));
  managerToken = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MANAGER, { center }));

  // one critical item at 거의 항상 그렇다 and 0 elsewhere: flagged, whatever the total
  evaluations.flagged = await paperEvaluation({ suci02: 3 });
  // every 우울 item at its highest, no crisis item: referable (a scale in 관심군 or above) but not flagged
  evaluations.linkedCalm = await paperEvaluation(Object.fromEntries(Object.keys(zeros).filter((k) => k.startsWith('emot')).map((k) => [k, 3])));
  const em = app.em();
  const flagged = await em.findOneOrFail(SimpleEvaluation, evaluations.flagged);
  const calm = await em.findOneOrFail(SimpleEvaluation, evaluations.linkedCalm);
  expect([flagged.crisis, calm.crisis]).toEqual([true, false]);

  ids.flagged = await file({ requestType: 'SIMPLE_EVALUATION', simpleEvaluationId: evaluations.flagged });
  ids.linkedCalm = await file({ requestType: 'SIMPLE_EVALUATION', simpleEvaluationId: evaluations.linkedCalm });
  ids.general = await file();
}, 180_000);
afterAll(() => app?.stop());

/** The SQL statements the server runs while answering `run` (ORM and read models, as batching.test.ts). */
async function statements(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const knex = app.orm.em.getConnection().getKnex();
  const listener = (q: { sql: string }) => seen.push(q.sql);
  const readListener = (q: { text: string }) => seen.push(q.text);
  knex.on('query', listener);
  readListeners.add(readListener);
  try {
    await run();
  } finally {
    knex.off('query', listener);
    readListeners.delete(readListener);
  }
  return seen;
}

const want = () => ({ [ids.flagged]: true, [ids.linkedCalm]: false, [ids.general]: false });
const flagsOf = (rows: { id: number; screeningCrisis: boolean }[]) =>
  Object.fromEntries(rows.filter((r) => Object.values(ids).includes(r.id)).map((r) => [r.id, r.screeningCrisis]));

describe('screeningCrisis on the request list', () => {
  it('REST (svs-u/request, /list, /paging) and GraphQL say true only for the request linked to a flagged evaluation', async () => {
    for (const token of [teacherToken, managerToken]) {
      for (const path of [`${BASE}?size=100`, `${BASE}/list?size=100`]) {
        const res = await call(app, 'GET', path, { token });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(flagsOf(res.body), path).toEqual(want());
      }
      const paged = await call(app, 'GET', `${BASE}/paging?size=100`, { token });
      expect(flagsOf(paged.body.content)).toEqual(want());

      const res = await gql(app, 'query { requests(size: 100) { content { id screeningCrisis } } }', {}, token);
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      expect(flagsOf(res.body.data.requests.content)).toEqual(want());
    }
  });

  it('the count still reads the request table alone; the page joins the evaluation for its flag', async () => {
    // a center's list counts arm by arm in the page's own statement (platform/db/read.ts); a school's counts apart
    for (const token of [managerToken, teacherToken]) {
      const seen = await statements(async () => {
        const res = await gql(app, 'query { requests(size: 1) { totalElements content { id screeningCrisis } } }', {}, token);
        expect(res.body.data.requests.totalElements).toBe(3);
      });
      const counting = seen.filter((s) => /count\(\*\)/.test(s));
      expect(counting.length).toBeGreaterThan(0);
      // what comes before the page's own select list is the count
      for (const s of counting) expect(s.split('r.request_type as "requestType"')[0]).not.toContain('simple_evaluation');
      expect(seen.filter((s) => s.includes('left join simple_evaluation se on se.id = r.simple_evaluation_id'))).toHaveLength(1);
    }
  });
});

describe('screeningCrisis on the request detail', () => {
  it('REST (svs-u and svs-c) and GraphQL give the linked evaluation\'s flag; false without a flagged one', async () => {
    for (const [key, id] of Object.entries(ids) as [keyof typeof ids, number][]) {
      const expected = key === 'flagged';
      for (const [path, token] of [
        [`${BASE}/${id}`, managerToken],
        [`${BASE}/${id}`, teacherToken],
        [`svs-c/request/${id}`, teacherToken],
      ] as const) {
        const res = await call(app, 'GET', path, { token });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.screeningCrisis, `${key} ${path}`).toBe(expected);
      }
      const res = await gql(app, 'query($id: Int!) { request(id: $id) { id simpleEvaluationId screeningCrisis } }', { id }, managerToken);
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      expect(res.body.data.request).toEqual({ id, simpleEvaluationId: key === 'general' ? null : evaluations[key], screeningCrisis: expected });
    }
  });

  it('reads the flag in one statement beside the request, and none for a request without an evaluation', async () => {
    const evaluationReads = async (id: number) => {
      const seen = await statements(async () => expect((await call(app, 'GET', `${BASE}/${id}`, { token: managerToken })).status).toBe(200));
      return seen.filter((s) => s.includes('simple_evaluation')).length;
    };
    expect(await evaluationReads(ids.flagged)).toBe(1);
    expect(await evaluationReads(ids.general)).toBe(0);
  });
});
