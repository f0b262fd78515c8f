import { getMetadataStorage } from 'type-graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../src/modules/account/account.entity.js';
import { principalOf } from '../src/modules/account/account.service.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { restRoutes, resolvers } from '../src/modules/index.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { ProgressStep, RequestStatus } from '../src/modules/request/request.lifecycle.js';
import { accessFromRequirements, type Access } from '../src/platform/auth/access.js';
import { signUserToken } from '../src/platform/auth/tokens.js';
import { sql } from '../src/platform/db/sql.js';
import { buildGraphqlSchema } from '../src/platform/graphql/schema.js';
import { call, clientToken, gql, makeAccount, makeCenter, makeSchool, startTestApp, type TestApp } from './harness.js';
import { ROLES, type Caller, type Twin, type World, type CaseRecordKind, CASE_RECORDS, TWINS, NOT_WALKED, notWalked } from './door-parity.table.js';

/**
 * Door parity (docs/PERMISSIONS.md "Door parity"): a REST route and its GraphQL twin must give every caller the same
 * answer to "may I?". The table (door-parity.table.ts) maps each walked route to its twin; the walk calls both, as every
 * role (with its default menus, with the domain's menus revoked on the permission screen, and with every menu granted),
 * as a client-credentials token and with no token, on records inside and outside the caller's reach, and fails on any
 * caller for whom one door answers and the other refuses. A route of the table that is neither walked nor listed in
 * NOT_WALKED with a reason fails the test, so a new route has to take a side.
 *
 * World: school a1 (시군구 11110, 서울) covered by center A; school b1 (41111, 경기) covered by center B. Each role's
 * account sits in a1 / A / 서울 where it has a placement; the records exist once in that reach and once in B's.
 * Tokens carry what sign-in would issue (principalOf + signUserToken, read after each menu change): a walk of some
 * hundred tokens stays clear of bcrypt and the sign-in limits per address, and CENTRAL_SUPPORT_GROUP, who cannot sign
 * in here, is walked too.
 */

// ---- the world --------------------------------------------------------------------------------------------------

let app: TestApp;
let w: World;
let admin: string;
let defaults: Map<string, string[]>;
let allMenus: string[];
const accounts = new Map<RoleCode, Account>();

async function expectCreated(res: { status: number; body: any }, what: string): Promise<number> {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  const id = res.body?.id;
  expect(typeof id, `${what}: ${JSON.stringify(res.body)}`).toBe('number');
  return id;
}

async function addRequest(school: School, center: Center, requester: Account, status: RequestStatus, progressStep: ProgressStep | null): Promise<number> {
  const [row] = await sql<{ id: number }[]>(
    app.em(),
    `insert into request (request_type, school_id, center_id, sd_code, sgg_code, target_name, target_gender, target_birth_year,
       target_birth_month, target_birth_date, requester_id, requester_name, requester_contact, guardian_contact,
       guardian_relationship, main_appeal, gc_request, gc_request_at, gc_request_method, gc3rd_party_provision,
       gc3rd_party_provision_at, gc3rd_party_provision_method, status, progress_step, approved_at, request_date, req_year)
     values ('GENERAL', ?, ?, ?, ?, '김학생', 'F', 2014, 3, 1, ?, '이교사', '0212345678', '01099998888', '모', '교우 관계', 'Y', now(),
       'WRITTEN', 'Y', now(), 'WRITTEN', ?, ?, ?, now(), 2026) returning id`,
    [school.id, center.id, school.sdCode, school.sggCode, requester.id, status, progressStep, progressStep ? new Date() : null],
  );
  return Number(row.id);
}

async function addEvaluation(school: School, center: Center, n: number): Promise<number> {
  const [row] = await sql<{ id: number }[]>(
    app.em(),
    `insert into simple_evaluation (school_id, center_id, sd_code, sgg_code, year, school_target_type, gender, student_code,
       student_seq, mobile, is_done, is_send, consent_state)
     values (?, ?, ?, ?, 2026, 'ELEMENTARY', 'M', ?, ?, '01012345678', 'N', 'N', 'NOT_SENT') returning id`,
    [school.id, center.id, school.sdCode, school.sggCode, `2026-${school.id}-${n}`, n],
  );
  return Number(row.id);
}

/** A token as sign-in issues it (principalOf + signUserToken, as auth.service's issueTokens), with the role's menus now. */
async function mint(account: Account): Promise<string> {
  return signUserToken(app.config, await principalOf(app.em(), account));
}

async function setMenus(role: RoleCode, menus: string[]) {
  const res = await call(app, 'PUT', `svs-u/user-role-permission/${role}`, { token: admin, body: { permissions: menus } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

beforeAll(async () => {
  app = await startTestApp();
  const a1 = await makeSchool(app, { sggCode: '11110' });
  const b1 = await makeSchool(app, { sggCode: '41111' });
  const A = await makeCenter(app, { sdCode: '11', locals: ['11110'] });
  const B = await makeCenter(app, { sdCode: '41', locals: ['41111'] });
  const place: Record<RoleCode, Parameters<typeof makeAccount>[2]> = {
    CLIENT: { school: a1, authenticationCodeStatus: 'Y' },
    MEMBER: { school: a1, authenticationCodeStatus: 'Y' },
    CENTER_MEMBER: { center: A },
    CENTER_MANAGER: { center: A },
    EDUCATION_OFFICE: { sdCode: '11' },
    EDUCATION_MINISTRY: {},
    CENTRAL_SUPPORT_GROUP: {},
    SYSTEM_ADMIN: {},
  };
  for (const role of ROLES) accounts.set(role, await makeAccount(app, role, place[role]));
  admin = await mint(accounts.get(RoleCode.SYSTEM_ADMIN)!);
  const memberA = accounts.get(RoleCode.MEMBER)!;
  const memberB = await makeAccount(app, RoleCode.MEMBER, { school: b1, authenticationCodeStatus: 'Y' });
  const staffA = await mint(accounts.get(RoleCode.CENTER_MEMBER)!);
  const staffB = await mint(await makeAccount(app, RoleCode.CENTER_MEMBER, { center: B }));
  const teacherA = await mint(memberA);
  const teacherB = await mint(memberB);

  const requests = {
    caseA: await addRequest(a1, A, memberA, RequestStatus.COMPLETED, ProgressStep.IN_DEPTH_EVALUATION),
    caseB: await addRequest(b1, B, memberB, RequestStatus.COMPLETED, ProgressStep.IN_DEPTH_EVALUATION),
    filedA: await addRequest(a1, A, accounts.get(RoleCode.CLIENT)!, RequestStatus.REQUESTED, null),
    draftA: await expectCreated(await call(app, 'POST', 'svs-u/request', { token: teacherA, body: { temp: 'Y', requesterName: '이교사' } }), 'draft'),
  };

  const records = {} as World['records'];
  const bodies: Record<CaseRecordKind, (r: number) => Record<string, unknown>> = {
    interview: (r) => ({ requestId: r, interviewTargetType: 'GUARDIAN', isDone: 'N' }),
    cgi: (r) => ({ requestId: r, testType: 'PRELIMINARY', cgiS: 4 }),
    minutes: (r) => ({ requestId: r, title: '회의' }),
    log: (r) => ({ requestId: r, title: '일지' }),
    closing: (r) => ({ requestId: r }),
    sdq: (r) => ({ requestId: r, testType: 'POST', targetType: 'TEACHER' }),
    satisfaction: (r) => ({ requestId: r, targetType: 'STUDENT' }),
  };
  for (const { kind, base } of CASE_RECORDS) {
    const make = async (token: string, r: number) => expectCreated(await call(app, 'POST', base, { token, body: bodies[kind](r) }), `${kind} of ${r}`);
    records[kind] = { a: await make(staffA, requests.caseA), b: await make(staffB, requests.caseB) };
  }

  const consultingBody = (school: School) => ({
    schoolId: school.id,
    consultingDate: '2026-03-05',
    category: 'ADVICE',
    type: 'VISIT',
    manager: 'MENTAL_HEALTH_MANAGER',
    title: '자문',
    content: '자문 내용',
  });
  const consulting = {
    a: await expectCreated(await call(app, 'POST', 'svs-u/consulting', { token: staffA, body: consultingBody(a1) }), 'consulting A'),
    b: await expectCreated(await call(app, 'POST', 'svs-u/consulting', { token: staffB, body: consultingBody(b1) }), 'consulting B'),
  };

  const post = async (token: string, body: Record<string, unknown>) =>
    expectCreated(await call(app, 'POST', 'svs-u/bbs', { token, body: { title: '제목', content: '<p>내용</p>', ...body } }), `bbs ${JSON.stringify(body)}`);
  const bbs = {
    notice: await post(admin, { type: 'NOTICE', isPrivate: 'N' }),
    boardA: await post(teacherA, { type: 'BOARD' }),
    boardB: await post(teacherB, { type: 'BOARD' }),
    centerFaqA: await post(staffA, { type: 'CENTER_FAQ' }),
  };

  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date());
  const popup = await expectCreated(
    await call(app, 'POST', 'svs-u/popup', {
      token: admin,
      body: { title: '안내', content: '점검', startDate: today, endDate: today, useYn: 'Y', viewTarget: [RoleCode.MEMBER, RoleCode.CENTER_MEMBER] },
    }),
    'popup',
  );

  w = {
    a1,
    b1,
    A,
    B,
    memberA,
    memberB,
    requests,
    evaluations: { a: await addEvaluation(a1, A, 1), b: await addEvaluation(b1, B, 2) },
    records,
    consulting,
    bbs,
    popup,
  };

  const roles = await sql<{ role_id: string; menu_id: string }[]>(app.em(), 'select role_id, menu_id from role_permission');
  defaults = new Map(ROLES.map((r) => [r, roles.filter((x) => x.role_id === r).map((x) => x.menu_id).sort()]));
  allMenus = (await sql<{ id: string }[]>(app.em(), 'select id from menu order by id')).map((x) => x.id);
});
afterAll(() => app?.stop());

// ---- the walk ---------------------------------------------------------------------------------------------------

type Verdict = string;

function restVerdict(kind: Twin['kind'], res: { status: number; body: any }): Verdict {
  if (kind === 'gate') return [401, 403].includes(res.status) ? 'refused' : 'passed';
  if (res.status >= 200 && res.status < 300) return 'allowed';
  if ([401, 403, 404].includes(res.status)) return 'refused';
  return `${res.status} ${res.body?.code ?? ''}`;
}

function gqlVerdict(kind: Twin['kind'], res: { status: number; body: any }): Verdict {
  const error = res.body?.errors?.[0];
  const status: number = error ? (error.extensions?.status ?? res.status) : res.status;
  if (kind === 'gate') return [401, 403].includes(status) ? 'refused' : 'passed';
  if (!error && res.status === 200 && res.body?.data) return 'allowed';
  if ([401, 403, 404].includes(status)) return 'refused';
  return `${status} ${error?.extensions?.code ?? ''} ${error?.message ?? ''}`;
}

interface Outcome {
  twin: string;
  variant: string;
  rest: Verdict;
  graphql: Verdict;
}

/** Runs `tasks` with at most `n` in flight. */
async function pool<T>(tasks: (() => Promise<T>)[], n = 10): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]();
      }
    }),
  );
  return out;
}

async function walk(c: Caller, twins: Twin[]): Promise<Outcome[]> {
  const tasks = twins.flatMap((t) =>
    t.variants(w, c).map((v) => async (): Promise<Outcome> => {
      const [method] = t.route.split(' ');
      const rest = await call(app, method, v.path, { token: c.token, body: v.body });
      const graphql = await gql(app, t.gql, v.vars ?? {}, c.token);
      return { twin: t.route, variant: v.label, rest: restVerdict(t.kind, rest), graphql: gqlVerdict(t.kind, graphql) };
    }),
  );
  return pool(tasks);
}

/** The callers' disagreements, one line each; [] when both doors agree everywhere. */
const disagreements = (who: string, outcomes: Outcome[]) =>
  outcomes.filter((o) => o.rest !== o.graphql).map((o) => `${who}: ${o.twin} [${o.variant}] REST ${o.rest}, GraphQL ${o.graphql}`);

/** Answers that are neither allowed nor refused (a 400 or 500): a mistake in the table, or a fault. */
const oddities = (who: string, outcomes: Outcome[]) =>
  outcomes.filter((o) => ![o.rest, o.graphql].every((v) => ['allowed', 'refused', 'passed'].includes(v))).map((o) => `${who}: ${o.twin} [${o.variant}] REST ${o.rest}, GraphQL ${o.graphql}`);

const menuGroups = () => [...new Map(TWINS.filter((t) => t.menus.length).map((t) => [t.menus.join(','), t.menus])).values()];

async function tokenOf(role: RoleCode): Promise<Caller> {
  const account = accounts.get(role)!;
  return { who: role, account, token: await mint(account) };
}

// ---- the tests --------------------------------------------------------------------------------------------------

/** A full walk is a few hundred calls; a loaded 2-core machine running other test files beside it is slower. */
const WALK_TIMEOUT = 180_000;

/** Answers the default walk must see, so that a broken world (every call refused alike) cannot pass. */
const SPOT_CHECKS: [RoleCode, string, string, Verdict][] = [
  [RoleCode.MEMBER, 'GET svs-u/request/:id', 'caseA', 'allowed'],
  [RoleCode.MEMBER, 'GET svs-u/request/:id', 'caseB', 'refused'],
  [RoleCode.MEMBER, 'GET svs-c/request/:id', 'draftA', 'allowed'],
  [RoleCode.MEMBER, 'GET svs-u/simple-evaluation/:id', 'a', 'allowed'],
  [RoleCode.CLIENT, 'GET svs-c/request/:id', 'filedA', 'refused'],
  [RoleCode.CENTER_MEMBER, 'GET svs-u/cgi/:id', 'a', 'allowed'],
  [RoleCode.CENTER_MEMBER, 'GET svs-u/cgi/:id', 'b', 'refused'],
  [RoleCode.CENTER_MEMBER, 'GET svs-u/consulting/:id', 'a', 'allowed'],
  [RoleCode.CENTER_MANAGER, 'GET svs-u/bbs/:id', 'centerFaqA', 'allowed'],
  [RoleCode.EDUCATION_OFFICE, 'GET svs-c/request/:id', 'caseA', 'allowed'],
  [RoleCode.EDUCATION_OFFICE, 'GET svs-c/request/:id', 'caseB', 'refused'],
  [RoleCode.EDUCATION_MINISTRY, 'GET svs-c/request/:id', 'caseA', 'refused'],
  [RoleCode.EDUCATION_MINISTRY, 'GET svs-c/request/cover/:id', 'caseB', 'refused'],
  [RoleCode.EDUCATION_MINISTRY, 'GET svs-u/simple-evaluation/:id', 'b', 'allowed'],
  [RoleCode.SYSTEM_ADMIN, 'GET svs-c/request/cover/:id', 'caseB', 'allowed'],
  [RoleCode.SYSTEM_ADMIN, 'GET svs-u/popup/:id', 'popup', 'allowed'],
];

describe('the twin table', () => {
  it('names real routes and real GraphQL fields, and every route of the table is walked or has a reason not to be', async () => {
    const table = new Map(restRoutes.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r]));
    for (const t of TWINS) expect(table.has(t.route), t.route).toBe(true);
    const walked = new Set(TWINS.map((t) => t.route));
    const unaccounted = restRoutes.filter((r) => !walked.has(`${r.method.toUpperCase()} ${r.path}`) && !notWalked(r)).map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(unaccounted, 'routes with neither a twin in TWINS nor a reason in NOT_WALKED').toEqual([]);
    for (const key of Object.keys(NOT_WALKED)) expect(table.has(key), key).toBe(true);
  });

  it('gives each walked route and its twin the same access declaration (role, menu ids)', async () => {
    await buildGraphqlSchema(resolvers);
    const storage = getMetadataStorage();
    const fields = [...storage.queries, ...storage.mutations];
    const requirementsOf = (field: string): string[] | undefined => {
      const f = fields.find((x) => x.schemaName === field);
      if (!f) throw new Error(`no GraphQL field ${field}`);
      return storage.authorizedFields.find((a) => a.target === f.target && a.fieldName === f.methodName)?.roles as string[] | undefined;
    };
    const differences: string[] = [];
    for (const t of TWINS) {
      if (t.declarationDiffers) continue;
      const route = restRoutes.find((r) => `${r.method.toUpperCase()} ${r.path}` === t.route)!;
      const field = /\{\s*(\w+)/.exec(t.gql)![1];
      const reqs = requirementsOf(field);
      const gqlAccess: Access = reqs ? accessFromRequirements(reqs) : { caller: 'public' };
      // an svs-c route of a person's record keeps the svs-c door (client or user token) and holds a user to its twin's
      const restAccess = route.access.caller === 'client' && route.access.user ? route.access.user : route.access;
      const norm = (a: Access) =>
        JSON.stringify({
          caller: a.caller,
          perm: 'perm' in a && a.perm ? [...a.perm].sort() : undefined,
          roles: 'roles' in a && a.roles ? [...a.roles].sort() : undefined,
          subject: 'subject' in a ? a.subject : undefined,
        });
      if (norm(restAccess) !== norm(gqlAccess)) differences.push(`${t.route} ${JSON.stringify(restAccess)} ≠ ${field} ${JSON.stringify(gqlAccess)}`);
    }
    expect(differences).toEqual([]);
  });
});

describe('both doors give every caller the same answer', () => {
  it('without a token, and with a client-credentials token alone', { timeout: WALK_TIMEOUT }, async () => {
    const anonymous = await walk({ who: 'anonymous' }, TWINS);
    const client = await walk({ who: 'client-credentials', token: await clientToken(app) }, TWINS);
    expect({
      odd: [...oddities('anonymous', anonymous), ...oddities('client-credentials', client)],
      found: [...disagreements('anonymous', anonymous), ...disagreements('client-credentials', client)],
    }).toEqual({ odd: [], found: [] });
    // a client-credentials token alone reaches no student's record (docs/ARCHITECTURE.md "Respondent links")
    const studentRecords = client.filter((o) => /request|simple-evaluation|interview|cgi|case-|closing|sdq|satisfaction|consulting/.test(o.twin));
    expect(studentRecords.filter((o) => o.rest === 'allowed' || o.graphql === 'allowed')).toEqual([]);
  });

  it.each(ROLES)(
    '%s with its default menus',
    async (role) => {
      await setMenus(role, defaults.get(role)!);
      const outcomes = await walk(await tokenOf(role), TWINS);
      expect({ odd: oddities(role, outcomes), found: disagreements(role, outcomes) }).toEqual({ odd: [], found: [] });
      // the walk is not vacuous: these answers are known (docs/PERMISSIONS.md)
      for (const [who, route, variant, verdict] of SPOT_CHECKS.filter(([r]) => r === role)) {
        const o = outcomes.find((x) => x.twin === route && x.variant === variant);
        expect({ who, route, variant, rest: o?.rest, graphql: o?.graphql }).toEqual({ who, route, variant, rest: verdict, graphql: verdict });
      }
    },
    WALK_TIMEOUT,
  );

  it.each(ROLES)('%s with each domain’s menus revoked, and with none at all', { timeout: WALK_TIMEOUT }, async (role) => {
    const found: string[] = [];
    const odd: string[] = [];
    try {
      const keep = (gone: string[]) => defaults.get(role)!.filter((p) => !gone.includes(p) || (role === RoleCode.SYSTEM_ADMIN && p === '00016'));
      for (const menus of menuGroups()) {
        if (!menus.some((p) => defaults.get(role)!.includes(p))) continue; // nothing to revoke: the default walk covers it
        await setMenus(role, keep(menus));
        const twins = TWINS.filter((t) => t.menus.join(',') === menus.join(','));
        const outcomes = await walk(await tokenOf(role), twins);
        found.push(...disagreements(`${role} without ${menus.join('/')}`, outcomes));
        odd.push(...oddities(`${role} without ${menus.join('/')}`, outcomes));
      }
      // the routes open to every signed-in user stay open without a single menu
      await setMenus(role, keep(allMenus));
      const outcomes = await walk(await tokenOf(role), TWINS.filter((t) => !t.menus.length));
      found.push(...disagreements(`${role} without any menu`, outcomes));
      odd.push(...oddities(`${role} without any menu`, outcomes));
    } finally {
      await setMenus(role, defaults.get(role)!);
    }
    expect({ odd, found }).toEqual({ odd: [], found: [] });
  });

  it.each(ROLES)('%s with every menu granted', { timeout: WALK_TIMEOUT }, async (role) => {
    try {
      await setMenus(role, allMenus);
      const outcomes = await walk(await tokenOf(role), TWINS);
      const who = `${role} with every menu`;
      expect({ odd: oddities(who, outcomes), found: disagreements(who, outcomes) }).toEqual({ odd: [], found: [] });
    } finally {
      await setMenus(role, defaults.get(role)!);
    }
  });

  it('finds the ministry outside the requests it lacks the menu for (issue 25)', async () => {
    const ministry = await tokenOf(RoleCode.EDUCATION_MINISTRY);
    for (const path of [`svs-c/request/${w.requests.caseA}`, `svs-c/request/cover/${w.requests.caseA}`, `svs-u/request/${w.requests.caseA}`]) {
      const res = await call(app, 'GET', path, { token: ministry.token });
      expect(res.status, path).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('01099998888');
    }
  });
});
