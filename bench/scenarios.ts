/**
 * The lists the benches measure (bench/compare.ts side by side with a bare handler, bench/explain.ts plan by plan):
 * each as the web client asks for it (its GraphQL document) and the service call its resolver makes, for a bench
 * user of the bench data (bench/data.ts). A new list adds one entry to `scenarios`.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { benchPrincipal, openBench } from './data.js';
import * as accounts from '../server/src/modules/account/account.service.js';
import { getMeView } from '../server/src/modules/account/account.me.js';
import { RoleCode } from '../server/src/modules/account/role.entity.js';
import * as accessLog from '../server/src/modules/access-log/access-log.service.js';
import * as popups from '../server/src/modules/popup/popup.service.js';
import * as alarms from '../server/src/modules/alarm/alarm.service.js';
import * as boards from '../server/src/modules/bbs/bbs.read.js';
import * as consulting from '../server/src/modules/consulting/consulting.service.js';
import { BbsType } from '../server/src/modules/bbs/bbs.entity.js';
import * as org from '../server/src/modules/organization/organization.service.js';
import * as evaluations from '../server/src/modules/simple-evaluation/simple-evaluation.read.js';
import * as requests from '../server/src/modules/request/request.service.js';
import { assertLive } from '../server/src/platform/auth/live.js';
import { readListeners } from '../server/src/platform/db/read.js';
import type { UserPrincipal } from '../server/src/platform/auth/principal.js';
import { signUserToken } from '../server/src/platform/auth/tokens.js';
import { loadConfig } from '../server/src/platform/config.js';
import type { Ctx } from '../server/src/platform/context.js';

export const JWT_SECRET = 'bench-secret-that-is-long-enough-000000';

export const { orm, url } = await openBench();
export const config = loadConfig({ JWT_SECRET });

/** A signed-in user of the bench data: its principal and its token, as the server would issue it. */
async function benchUser(loginId: string, role: RoleCode, centerId?: number): Promise<{ principal: UserPrincipal; token: string }> {
  const principal = await benchPrincipal(orm, loginId, role, centerId);
  return { principal, token: signUserToken(config, principal) };
}

const [center] = await orm.em
  .getConnection()
  .execute(`select c.id from center c where exists (select 1 from center_jurisdiction_local l where l.center_id = c.id) order by c.id limit 1`);
const admin = await benchUser('benchadmin', RoleCode.SYSTEM_ADMIN);
const centerManager = await benchUser('benchcenter', RoleCode.CENTER_MANAGER, center.id);

// documents as the client sends them (client/src/features/*/operations.ts)
const USER_LIST = `query UserListPageQuery($userType: String, $keyword: String, $page: Int, $size: Int) {
  accounts(userType: $userType, keyword: $keyword, page: $page, size: $size) {
    totalElements totalCapped totalPages current pageSize
    content { id loginId name role roleName schoolName centerName sdCode mobile status createdAt }
  }
}`;
const SCHOOL_LIST = `query SchoolListPageQuery($sdCode: String, $sggCode: String, $type: SchoolType, $keyword: String, $page: Int, $size: Int) {
  schools(sdCode: $sdCode, sggCode: $sggCode, type: $type, keyword: $keyword, page: $page, size: $size) {
    totalElements totalCapped totalPages current
    content { id name type sdCode sggCode address educationOfficeName createdAt }
  }
}`;
const CENTER_LIST = `query CenterListPageQuery($sdCode: String, $keyword: String, $page: Int, $size: Int) {
  centers(sdCode: $sdCode, keyword: $keyword, page: $page, size: $size) {
    totalElements totalCapped totalPages current
    content { id code name contact email sdCode educationOfficeName createdAt }
  }
}`;

const EVALUATION_LIST = `query SimpleEvaluationListQuery($year: Int, $range: ScoreRange, $isDone: String, $sdCode: String, $sortBy: [EvaluationSortInput!], $page: Int, $size: Int) {
  simpleEvaluations(year: $year, range: $range, isDone: $isDone, sdCode: $sdCode, sortBy: $sortBy, page: $page, size: $size) {
    totalElements totalCapped totalPages current pageSize
    content { id studentCode schoolName year schoolTargetType gender mobile isDone consentState totalRange totalRangeName doneAt createdAt can { update delete } }
  }
}`;

const REQUEST_LIST = `query RequestListQuery($status: String, $progressStep: String, $search: String, $sortBy: [RequestSortInput!], $page: Int, $size: Int) {
  requests(status: $status, progressStep: $progressStep, search: $search, sortBy: $sortBy, page: $page, size: $size) {
    totalElements totalCapped totalPages current pageSize
    content { id requestType status statusName progressStep progressStepName requestDate schoolName centerName requestTarget { name gender birthYear } requesterName caseManagerName can { approve reject changeProgressStep } }
  }
}`;

/** The consulting list's own query (client/src/features/consulting/operations.ts), without the menu's abilities. */
const CONSULTING_LIST = `query ConsultingListQuery($page: Int, $size: Int) {
  consultings(page: $page, size: $size) {
    totalElements totalCapped totalPages current pageSize
    content { id consultingDate schoolName category categoryEtc type typeEtc title userName participantsCount uploadedFiles { id } }
  }
}`;

export interface Scenario {
  name: string;
  user: { principal: UserPrincipal; token: string };
  query: string;
  variables?: Record<string, unknown>;
  /** What the resolver calls for it (after the once-per-request liveness check). */
  service: (ctx: Ctx) => Promise<unknown>;
}

/** A list asked for with `variables`, which its service takes as they are (the resolver passes its arguments on). */
const paged = <A>(name: string, user: Scenario['user'], query: string, list: (ctx: Ctx, args: A) => Promise<unknown>, variables: Record<string, unknown>): Scenario => ({
  name,
  user,
  query,
  variables,
  service: (ctx) => list(ctx, variables as A),
});

const ALL: Scenario[] = [
  { name: 'me { id }', user: admin, query: '{ me { id } }', service: (ctx) => getMeView(ctx) },
  paged('users, national, page 1', admin, USER_LIST, accounts.listAccounts, { userType: 'ALL', page: 1, size: 10 }),
  paged('users, national, page 1000', admin, USER_LIST, accounts.listAccounts, { userType: 'ALL', page: 1000, size: 10 }),
  paged('users, role MEMBER, page 100', admin, USER_LIST, accounts.listAccounts, { userType: 'MEMBER', page: 100, size: 10 }),
  paged('users, 승인 대기', admin, USER_LIST, accounts.listAccounts, { userType: 'PENDING', page: 1, size: 10 }),
  paged('users, center scope', centerManager, USER_LIST, accounts.listAccounts, { userType: 'ALL', page: 1, size: 10 }),
  paged('schools, national, page 1', admin, SCHOOL_LIST, org.listSchools, { page: 1, size: 10 }),
  paged('schools, 시도 41, page 50', admin, SCHOOL_LIST, org.listSchools, { sdCode: '41', page: 50, size: 10 }),
  paged('centers, national', admin, CENTER_LIST, org.listCenters, { page: 1, size: 10 }),
  {
    name: 'alarms, mine',
    user: admin,
    query: '{ myAlarms(page: 1, size: 10) { totalElements totalCapped content { id title isRead createdAt } } }',
    service: (ctx) => alarms.myAlarms(ctx, { page: 1, size: 10 }),
  },
  paged('evaluations, national, page 1', admin, EVALUATION_LIST, evaluations.listEvaluations, { page: 1, size: 10 }),
  paged('evaluations, 2026 우선 관심군', admin, EVALUATION_LIST, evaluations.listEvaluations, { year: 2026, range: 'PRIORITY_ATTENTION', page: 1, size: 10 }),
  paged('evaluations, by total T desc', admin, EVALUATION_LIST, evaluations.listEvaluations, { sortBy: [{ field: 'totalT', direction: 'DESC' }], page: 1, size: 10 }),
  paged('evaluations, center scope', centerManager, EVALUATION_LIST, evaluations.listEvaluations, { page: 1, size: 10 }),
  paged('requests, national, page 1', admin, REQUEST_LIST, requests.listRequests, { page: 1, size: 10 }),
  paged('requests, status REQUESTED, page 20', admin, REQUEST_LIST, requests.listRequests, { status: 'REQUESTED', page: 20, size: 10 }),
  paged('requests, center scope', centerManager, REQUEST_LIST, requests.listRequests, { page: 1, size: 10 }),
  paged('cases, center scope, step CASE_MEETING', centerManager, REQUEST_LIST, requests.listRequests, { status: 'COMPLETED', progressStep: 'CASE_MEETING', page: 1, size: 10 }),
  paged('requests, by student name', admin, REQUEST_LIST, requests.listRequests, { sortBy: [{ field: 'targetName', direction: 'ASC' }], page: 1, size: 10 }),
  {
    name: 'access log, national, page 1',
    user: admin,
    query: '{ accessLogs(page: 1, size: 10) { totalElements totalCapped content { id createdAt loginId role action subjectType subjectId } } }',
    service: (ctx) => accessLog.listAccessLog(ctx, { page: 1, size: 10 }),
  },
  {
    name: 'access log, one account’s record',
    user: admin,
    query: `{ accessLogs(subjectType: "account", subjectId: "1", page: 1, size: 10) { totalElements content { id createdAt loginId action } } }`,
    service: (ctx) => accessLog.listAccessLog(ctx, { subjectType: 'account', subjectId: '1', page: 1, size: 10 }),
  },
  {
    name: 'popups, administrators’ list, page 1',
    user: admin,
    query: '{ popups(page: 1, size: 10) { totalElements totalCapped content { id title startDate endDate useYn state image { id } } } }',
    service: (ctx) => popups.listPopups(ctx, { page: 1, size: 10 }),
  },
  {
    name: 'popups shown to me today',
    user: admin,
    query: '{ activePopups { id title content image { id } } }',
    service: (ctx) => popups.activePopups(ctx),
  },
  {
    name: 'board, notices, page 1',
    user: admin,
    query: '{ bbsList(type: NOTICE, page: 1, size: 10) { totalElements totalCapped content { id title userName pinned replyCount createDate } } }',
    service: (ctx) => boards.listBbs(ctx, { type: BbsType.NOTICE, page: 1, size: 10 }),
  },
  paged('consulting, national, page 1', admin, CONSULTING_LIST, consulting.listConsulting, { page: 1, size: 10 }),
  paged('consulting, center scope', centerManager, CONSULTING_LIST, consulting.listConsulting, { page: 1, size: 10 }),
];

export const scenarios = ALL.filter((s) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY.split('|').some((part) => s.name.includes(part)));

/** A statement as the bare handler replays it: named when the server keeps it prepared (platform/db/read.ts). */
import type { Statement } from '../server/src/platform/db/read.js';
export type { Statement };

/**
 * The SQL the server runs for a scenario in steady state: captured from the read models and the ORM while the service
 * runs a second time (a count that reached its bound is remembered for a few seconds, platform/db/read.ts, and the
 * server serving the same request over and over skips it as well).
 */
export async function capture(s: Scenario): Promise<Statement[]> {
  await s.service({ em: orm.em.fork() as EntityManager, config, principal: s.user.principal });
  const statements: Statement[] = [];
  const knex = orm.em.getKnex();
  const fromOrm = (q: { sql: string; bindings?: unknown[] }) => {
    if (q.bindings?.length) throw new Error(`a statement with bindings cannot be replayed as is: ${q.sql}`);
    statements.push({ text: q.sql, values: [] });
  };
  const fromReadModel = (q: Statement) => statements.push(q);
  knex.on('query', fromOrm);
  readListeners.add(fromReadModel);
  try {
    const em = orm.em.fork() as EntityManager;
    const ctx: Ctx = { em, config, principal: s.user.principal };
    await assertLive(em, s.user.principal);
    await s.service(ctx);
  } finally {
    knex.removeListener('query', fromOrm);
    readListeners.delete(fromReadModel);
  }
  return statements;
}

