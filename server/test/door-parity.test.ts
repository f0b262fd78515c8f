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

/**
 * Door parity (docs/PERMISSIONS.md "Door parity"): a REST route and its GraphQL twin must give every caller the same
 * answer to "may I?". The table below maps each walked route to its twin; the walk calls both, as every role (with
 * its default menus, with the domain's menus revoked on the permission screen, and with every menu granted), as a
 * client-credentials token and with no token, on records inside and outside the caller's reach, and fails on any
 * caller for whom one door answers and the other refuses. A route of the table that is neither walked nor listed in
 * NOT_WALKED with a reason fails the test, so a new route has to take a side.
 *
 * World: school a1 (시군구 11110, 서울) covered by center A; school b1 (41111, 경기) covered by center B. Each role's
 * account sits in a1 / A / 서울 where it has a placement; the records exist once in that reach and once in B's.
 * Tokens carry what sign-in would issue (principalOf + signUserToken, read after each menu change): a walk of some
 * hundred tokens stays clear of bcrypt and the sign-in limits per address, and CENTRAL_SUPPORT_GROUP, who cannot sign
 * in here, is walked too.
 */

// ---- the callers ------------------------------------------------------------------------------------------------

const ROLES = Object.values(RoleCode);

interface Caller {
  /** A role, or the two token-less/less-than-user callers. */
  who: RoleCode | 'anonymous' | 'client-credentials';
  token?: string;
  account?: Account;
}

// ---- the twin table ---------------------------------------------------------------------------------------------

/** One call of a route: the path (under /app/) with its query string, a body for POST reads, the twin's variables. */
interface Variant {
  label: string;
  path: string;
  body?: unknown;
  vars?: Record<string, unknown>;
}

interface Twin {
  /** 'GET svs-u/request/:id': a route of the route table, as it is declared. */
  route: string;
  /** The twin: a GraphQL document that selects as little as possible. */
  gql: string;
  /** The domain's menu ids: revoked from the caller's role for the second walk. */
  menus: string[];
  /** read: compare allowed (2xx) with refused (401/403/404). gate: a command called on a missing id, so nothing
   * changes; compare refused at the door (401/403) with passed (404 or anything else). */
  kind?: 'read' | 'gate';
  variants: (w: World, c: Caller) => Variant[];
  /** Why the two declarations may differ although the doors agree (checked statically otherwise). */
  declarationDiffers?: string;
}

interface World {
  a1: School;
  b1: School;
  A: Center;
  B: Center;
  memberA: Account;
  memberB: Account;
  requests: { caseA: number; caseB: number; filedA: number; draftA: number };
  evaluations: { a: number; b: number };
  records: Record<CaseRecordKind, { a: number; b: number }>;
  consulting: { a: number; b: number };
  bbs: { notice: number; boardA: number; boardB: number; centerFaqA: number };
  popup: number;
}

const MISSING = 2_000_000_000;

const REQUEST_MENUS = ['00007', '00008', '00009'];
const STATS_MENUS = ['00011', '00012'];
const CASE_MENUS = ['00009'];
const EVALUATION_MENUS = ['00019', '00020'];
const BOARD_MENUS = ['00002', '00003', '00004', '00005', '00006', '00021'];
const ACCOUNT_MENUS = ['00013'];
const ROLE_MENUS = ['00013', '00016'];
const SCHOOL_MENUS = ['00017'];
const CODE_MENUS = ['00018'];
const CONSULTING_MENUS = ['00010'];
const POPUP_MENUS = ['00023'];
const SMS_MENUS = ['00022'];
const ACCESS_LOG_MENUS = ['00024'];
const FORM_MENUS = ['00015'];
/** Routes open to every signed-in user: the revoked walk takes every menu away and expects no change. */
const NO_MENUS: string[] = [];

const ofRequests = (w: World) => Object.entries(w.requests);
const byId = (base: string, ids: [string, number][]) => ids.map(([label, id]) => ({ label, path: `${base}/${id}`, vars: { id } }));
const one = (path: string, vars: Record<string, unknown> = {}, body?: unknown): Variant[] => [{ label: '-', path, vars, body }];

type CaseRecordKind = 'interview' | 'cgi' | 'minutes' | 'log' | 'closing' | 'sdq' | 'satisfaction';
const CASE_RECORDS: { kind: CaseRecordKind; base: string; list: string; detail: string; remove: string }[] = [
  { kind: 'interview', base: 'svs-u/interview-evaluation', list: 'interviewEvaluations', detail: 'interviewEvaluation', remove: 'deleteInterviewEvaluation' },
  { kind: 'cgi', base: 'svs-u/cgi', list: 'cgis', detail: 'cgi', remove: 'deleteCgi' },
  { kind: 'minutes', base: 'svs-u/case-minutes', list: 'caseMinutesList', detail: 'caseMinutes', remove: 'deleteCaseMinutes' },
  { kind: 'log', base: 'svs-u/case-management-log', list: 'caseManagementLogs', detail: 'caseManagementLog', remove: 'deleteCaseManagementLog' },
  { kind: 'closing', base: 'svs-u/closing-report', list: 'closingReports', detail: 'closingReport', remove: 'deleteClosingReport' },
  { kind: 'sdq', base: 'svs-u/sdq-kr', list: 'sdqKrs', detail: 'sdqKr', remove: 'deleteSdqKr' },
  { kind: 'satisfaction', base: 'svs-u/satisfaction-assessment', list: 'satisfactionAssessments', detail: 'satisfactionAssessment', remove: 'deleteSatisfactionAssessment' },
];

const STATISTICS: [string, string][] = [
  ['statistics', 'requestStatistics'],
  ['statistics-completed', 'completedRequestStatistics'],
  ['statistics-by-month', 'monthlyRequestStatistics'],
  ['statistics-by-local', 'localRequestStatistics'],
  ['statistics-by-case-minutes', 'caseMinutesStatistics'],
];

/** `{ field(args) { __typename } }` for an object answer; scalars select nothing. */
const q = (field: string, args = '', params = '', scalar = false) =>
  `query${params ? `(${params})` : ''} { ${field}${args ? `(${args})` : ''}${scalar ? '' : ' { __typename }'} }`;
const m = (field: string) => `mutation($id: Int!) { ${field}(id: $id) { __typename } }`;
const mScalar = (field: string) => `mutation($id: Int!) { ${field}(id: $id) }`;
const ID = ['id: $id', '$id: Int!'] as const;

const TWINS: Twin[] = [
  // requests: the leak of issue 25 (svs-c/request/{id} and cover answered any user in reach)
  { route: 'GET svs-u/request/:id', gql: q('request', ...ID), menus: REQUEST_MENUS, variants: (w) => byId('svs-u/request', ofRequests(w)) },
  { route: 'GET svs-c/request/:id', gql: q('request', ...ID), menus: REQUEST_MENUS, variants: (w) => byId('svs-c/request', ofRequests(w)) },
  { route: 'GET svs-c/request/cover/:id', gql: q('requestCover', ...ID), menus: REQUEST_MENUS, variants: (w) => byId('svs-c/request/cover', ofRequests(w)) },
  { route: 'GET svs-u/request', gql: q('requests'), menus: REQUEST_MENUS, variants: () => one('svs-u/request') },
  { route: 'GET svs-u/request/list', gql: q('requests'), menus: REQUEST_MENUS, variants: () => one('svs-u/request/list') },
  { route: 'GET svs-u/request/paging', gql: q('requests'), menus: REQUEST_MENUS, variants: () => one('svs-u/request/paging') },
  {
    route: 'GET svs-u/request/manager/:id',
    gql: q('requestManagers', ...ID),
    menus: REQUEST_MENUS,
    variants: (w) => byId('svs-u/request/manager', [['caseA', w.requests.caseA], ['caseB', w.requests.caseB]]),
  },
  { route: 'GET svs-u/request/progress-counts', gql: q('requestStepCounts'), menus: REQUEST_MENUS, variants: () => one('svs-u/request/progress-counts') },
  { route: 'POST svs-u/request/history', gql: q('deletedRequests'), menus: REQUEST_MENUS, variants: () => one('svs-u/request/history', {}, {}) },
  { route: 'POST svs-u/request/history-cm', gql: q('deletedCases'), menus: REQUEST_MENUS, variants: () => one('svs-u/request/history-cm', {}, {}) },
  { route: 'GET svs-u/request/search-statistics', gql: q('requestStatisticsOptions'), menus: STATS_MENUS, variants: () => one('svs-u/request/search-statistics') },
  ...STATISTICS.map(([path, field]): Twin => ({ route: `POST svs-u/request/${path}`, gql: q(field), menus: STATS_MENUS, variants: () => one(`svs-u/request/${path}`, {}, {}) })),
  { route: 'PUT svs-u/request/cancel/:id', gql: m('cancelRequest'), menus: REQUEST_MENUS, kind: 'gate', variants: () => one(`svs-u/request/cancel/${MISSING}`, { id: MISSING }) },
  { route: 'PUT svs-u/request/completed/:id', gql: m('approveRequest'), menus: REQUEST_MENUS, kind: 'gate', variants: () => one(`svs-u/request/completed/${MISSING}`, { id: MISSING }) },
  { route: 'DELETE svs-u/request/:id', gql: m('deleteRequest'), menus: REQUEST_MENUS, kind: 'gate', variants: () => one(`svs-u/request/${MISSING}`, { id: MISSING }) },
  {
    route: 'POST svs-u/request/:id/send-closing-report',
    gql: m('sendRequestClosingReport'),
    menus: REQUEST_MENUS,
    kind: 'gate',
    variants: () => one(`svs-u/request/${MISSING}/send-closing-report`, { id: MISSING }),
  },

  // simple evaluations
  {
    route: 'GET svs-u/simple-evaluation/:id',
    gql: q('simpleEvaluation', ...ID),
    menus: EVALUATION_MENUS,
    variants: (w) => byId('svs-u/simple-evaluation', Object.entries(w.evaluations)),
  },
  { route: 'GET svs-u/simple-evaluation', gql: q('simpleEvaluations'), menus: EVALUATION_MENUS, variants: () => one('svs-u/simple-evaluation') },
  { route: 'GET svs-u/simple-evaluation/paging', gql: q('simpleEvaluations'), menus: EVALUATION_MENUS, variants: () => one('svs-u/simple-evaluation/paging') },
  {
    route: 'GET svs-u/simple-evaluation/instrument/:schoolTargetType',
    gql: q('simpleEvaluationInstrument', 'schoolTargetType: ELEMENTARY'),
    menus: EVALUATION_MENUS,
    variants: () => one('svs-u/simple-evaluation/instrument/ELEMENTARY'),
  },
  { route: 'GET svs-u/simple-evaluation/norm-set/active', gql: q('activeNormSet'), menus: EVALUATION_MENUS, variants: () => one('svs-u/simple-evaluation/norm-set/active') },
  { route: 'GET svs-u/simple-evaluation/norm-set', gql: q('normSets'), menus: EVALUATION_MENUS, variants: () => one('svs-u/simple-evaluation/norm-set') },
  { route: 'GET svs-u/simple-evaluation/interpretation', gql: q('evaluationInterpretations'), menus: EVALUATION_MENUS, variants: () => one('svs-u/simple-evaluation/interpretation') },
  {
    route: 'PUT svs-u/simple-evaluation/agreeCancel/:id',
    gql: m('cancelSimpleEvaluationAgree'),
    menus: EVALUATION_MENUS,
    kind: 'gate',
    variants: () => one(`svs-u/simple-evaluation/agreeCancel/${MISSING}`, { id: MISSING }),
  },
  { route: 'GET svs-u/crisis-alert', gql: q('openCrisisAlerts'), menus: NO_MENUS, variants: () => one('svs-u/crisis-alert') },

  // case records, the case's questionnaires and its timeline
  ...CASE_RECORDS.flatMap(({ kind, base, list, detail, remove }): Twin[] => [
    {
      route: `GET ${base}`,
      gql: q(list, 'requestId: $r', '$r: Int!'),
      menus: CASE_MENUS,
      variants: (w) => [
        { label: 'caseA', path: `${base}?requestId=${w.requests.caseA}`, vars: { r: w.requests.caseA } },
        { label: 'caseB', path: `${base}?requestId=${w.requests.caseB}`, vars: { r: w.requests.caseB } },
      ],
    },
    { route: `GET ${base}/:id`, gql: q(detail, ...ID), menus: CASE_MENUS, variants: (w) => byId(base, Object.entries(w.records[kind])) },
    {
      route: `DELETE ${base}/:id`,
      gql: m(remove),
      menus: CASE_MENUS,
      kind: 'gate',
      variants: () => one(`${base}/${MISSING}`, { id: MISSING }),
    },
  ]),
  {
    route: 'GET svs-u/case-management/:requestId/timeline',
    gql: q('caseTimeline', 'requestId: $id', '$id: Int!'),
    menus: CASE_MENUS,
    variants: (w) => [
      { label: 'caseA', path: `svs-u/case-management/${w.requests.caseA}/timeline`, vars: { id: w.requests.caseA } },
      { label: 'caseB', path: `svs-u/case-management/${w.requests.caseB}/timeline`, vars: { id: w.requests.caseB } },
    ],
  },

  // consulting records
  { route: 'GET svs-u/consulting', gql: q('consultings'), menus: CONSULTING_MENUS, variants: () => one('svs-u/consulting') },
  { route: 'GET svs-u/consulting/:id', gql: q('consulting', ...ID), menus: CONSULTING_MENUS, variants: (w) => byId('svs-u/consulting', Object.entries(w.consulting)) },
  { route: 'DELETE svs-u/consulting/:id', gql: mScalar('deleteConsulting'), menus: CONSULTING_MENUS, kind: 'gate', variants: () => one(`svs-u/consulting/${MISSING}`, { id: MISSING }) },

  // boards
  {
    route: 'GET svs-u/bbs',
    gql: q('bbsList', 'type: $t', '$t: BbsType!'),
    menus: BOARD_MENUS,
    variants: () =>
      ['NOTICE', 'DATA', 'BOARD', 'CENTER_FAQ', 'FAQ', 'SIMPLE_EVALUATION_FAQ'].map((t) => ({ label: t, path: `svs-u/bbs?type=${t}`, vars: { t } })),
  },
  { route: 'GET svs-u/bbs/:id', gql: q('bbs', ...ID), menus: BOARD_MENUS, variants: (w) => byId('svs-u/bbs', Object.entries(w.bbs)) },
  {
    route: 'GET svs-u/bbs-reply',
    gql: q('bbsReplies', 'bbsId: $id', '$id: Int!'),
    menus: BOARD_MENUS,
    variants: (w) => Object.entries(w.bbs).map(([label, id]) => ({ label, path: `svs-u/bbs-reply?bbsId=${id}`, vars: { id } })),
  },
  { route: 'PUT svs-u/bbs/delete/:id', gql: m('deleteBbs'), menus: BOARD_MENUS, kind: 'gate', variants: () => one(`svs-u/bbs/delete/${MISSING}`, { id: MISSING }) },
  { route: 'PUT svs-u/bbs/restoration/:id', gql: m('restoreBbs'), menus: BOARD_MENUS, kind: 'gate', variants: () => one(`svs-u/bbs/restoration/${MISSING}`, { id: MISSING }) },
  { route: 'DELETE svs-u/bbs/:id', gql: m('purgeBbs'), menus: BOARD_MENUS, kind: 'gate', variants: () => one(`svs-u/bbs/${MISSING}`, { id: MISSING }) },
  { route: 'DELETE svs-u/bbs-reply/:id', gql: m('deleteBbsReply'), menus: BOARD_MENUS, kind: 'gate', variants: () => one(`svs-u/bbs-reply/${MISSING}`, { id: MISSING }) },

  // popups
  { route: 'GET svs-u/popup', gql: q('activePopups'), menus: NO_MENUS, variants: () => one('svs-u/popup') },
  { route: 'GET svs-u/popup/paging', gql: q('popups'), menus: POPUP_MENUS, variants: () => one('svs-u/popup/paging') },
  { route: 'GET svs-u/popup/:id', gql: q('popup', ...ID), menus: POPUP_MENUS, variants: (w) => byId('svs-u/popup', [['popup', w.popup]]) },
  { route: 'PATCH svs-u/popup/:id', gql: m('deletePopup'), menus: POPUP_MENUS, kind: 'gate', variants: () => one(`svs-u/popup/${MISSING}`, { id: MISSING }) },

  // accounts, roles and menus
  { route: 'GET svs-u/account', gql: q('accounts'), menus: ACCOUNT_MENUS, variants: () => one('svs-u/account') },
  {
    route: 'GET svs-u/account/:id',
    gql: q('account', ...ID),
    menus: ACCOUNT_MENUS,
    variants: (w) => byId('svs-u/account', [['memberA', w.memberA.id], ['memberB', w.memberB.id]]),
  },
  {
    route: 'GET svs-c/account/:id',
    gql: q('me'),
    menus: NO_MENUS,
    // svs-c/account/{id} is the caller's own account (SPEC; 404 for any other id): its twin is `me`
    variants: (_w, c) => (c.account ? [{ label: 'own', path: `svs-c/account/${c.account.id}` }] : one(`svs-c/account/${MISSING}`)),
    declarationDiffers: 'svs-c/account/{id} takes a client token (SPEC) and answers 404 to it; `me` refuses it with 403',
  },
  { route: 'GET svs-u/account/me', gql: q('me'), menus: NO_MENUS, variants: () => one('svs-u/account/me') },
  { route: 'PUT svs-u/account/delete/:id', gql: mScalar('deleteAccount'), menus: ACCOUNT_MENUS, kind: 'gate', variants: () => one(`svs-u/account/delete/${MISSING}`, { id: MISSING }) },
  { route: 'GET svs-u/user-role', gql: q('userRoles'), menus: ROLE_MENUS, variants: () => one('svs-u/user-role') },
  { route: 'GET svs-u/user-role/:id', gql: q('userRole', 'id: MEMBER'), menus: ROLE_MENUS, variants: () => one('svs-u/user-role/MEMBER') },
  { route: 'GET svs-u/permission', gql: q('permissions'), menus: NO_MENUS, variants: () => one('svs-u/permission') },

  // schools, centers, regions, offices
  { route: 'GET svs-u/school', gql: q('schools'), menus: SCHOOL_MENUS, variants: () => one('svs-u/school') },
  { route: 'GET svs-c/school', gql: q('schoolSearch'), menus: NO_MENUS, variants: () => one('svs-c/school') },
  {
    route: 'GET svs-u/school/:id',
    gql: q('school', 'id: $id', '$id: ID!'),
    menus: NO_MENUS,
    variants: (w) => [w.a1, w.b1].map((s, i) => ({ label: i ? 'b1' : 'a1', path: `svs-u/school/${s.id}`, vars: { id: s.id } })),
  },
  { route: 'GET svs-u/school/check/:id', gql: q('schoolIdAvailable', 'id: "Z000000"', '', true), menus: SCHOOL_MENUS, variants: () => one('svs-u/school/check/Z000000') },
  {
    route: 'GET svs-u/school/authentication-code',
    gql: q('schoolAuthenticationCode', 'schoolId: $id', '$id: ID!'),
    menus: CODE_MENUS,
    variants: (w) => [w.a1, w.b1].map((s, i) => ({ label: i ? 'b1' : 'a1', path: `svs-u/school/authentication-code?schoolId=${s.id}`, vars: { id: s.id } })),
  },
  { route: 'GET svs-u/center', gql: q('centers'), menus: ACCOUNT_MENUS, variants: () => one('svs-u/center') },
  { route: 'GET svs-c/center', gql: q('centerSearch'), menus: NO_MENUS, variants: () => one('svs-c/center') },
  { route: 'GET svs-u/center/:id', gql: q('center', ...ID), menus: NO_MENUS, variants: (w) => byId('svs-u/center', [['A', w.A.id], ['B', w.B.id]]) },
  { route: 'PUT svs-u/center/delete/:id', gql: mScalar('deleteCenter'), menus: ACCOUNT_MENUS, kind: 'gate', variants: () => one(`svs-u/center/delete/${MISSING}`, { id: MISSING }) },
  { route: 'GET svs-c/local', gql: q('locals', 'searchType: "SD"'), menus: NO_MENUS, variants: () => one('svs-c/local?searchType=SD') },
  { route: 'GET svs-u/education-office', gql: q('educationOffices'), menus: NO_MENUS, variants: () => one('svs-u/education-office') },

  // alarms, SMS history, access log, forms
  { route: 'GET svs-u/alarm-history', gql: q('myAlarms'), menus: NO_MENUS, variants: () => one('svs-u/alarm-history') },
  { route: 'GET svs-u/alarm-history/me', gql: q('myAlarms'), menus: NO_MENUS, variants: () => one('svs-u/alarm-history/me') },
  { route: 'GET svs-u/alarm-history/is-new', gql: q('alarmUnreadCount', '', '', true), menus: NO_MENUS, variants: () => one('svs-u/alarm-history/is-new') },
  { route: 'GET svs-u/sms/send-history/paging', gql: q('smsSendHistory'), menus: SMS_MENUS, variants: () => one('svs-u/sms/send-history/paging') },
  { route: 'GET svs-u/access-log', gql: q('accessLogs'), menus: ACCESS_LOG_MENUS, variants: () => one('svs-u/access-log') },
  { route: 'GET svs/forms', gql: q('forms'), menus: FORM_MENUS, variants: () => one('svs/forms') },
  { route: 'GET svs/forms/:id', gql: q('form', 'id: 1'), menus: FORM_MENUS, variants: () => one('svs/forms/1') },
  { route: 'GET svs/forms/find-form', gql: q('findForm', 'code: "SIMPLE_EVALUATION_ELEMENTARY"'), menus: FORM_MENUS, variants: () => one('svs/forms/find-form?code=SIMPLE_EVALUATION_ELEMENTARY') },
];

/**
 * Routes of the table the walk does not call, each with the reason. Public calls and respondent-link calls are
 * listed by rule below (their access is not a role or menu); so are the writes other than the gate checks above.
 */
const NOT_WALKED: Record<string, string> = {
  'GET svs-u/attachments/:id': 'a file: no GraphQL door (files travel by REST only); its reader is the owning record’s read policy',
  'GET svs-u/popup/image/:id': 'a file: no GraphQL door',
  'GET svs-u/simple-evaluation/group-register/template': 'an Excel template: no GraphQL door',
  'GET svs-u/simple-evaluation/norm-set/template': 'an Excel template: no GraphQL door',
  'GET svs-c/kmcert/fetch/:urlCode': 'identity verification hand-off (redirect), client token: no record',
  'GET svs-c/kmcert/result/:certNum': 'identity verification result, client token: no record',
  'GET svs-c/epki/login': 'EPKI challenge, client token: no record',
  'POST svs-u/alarm-history/stream-ticket': 'a stream ticket: no GraphQL door',
};
const isRead = (method: string, path: string) =>
  method === 'GET' || /\/(history|history-cm|statistics[\w-]*|excel-download|timeline-excel-download|outcomes-excel-download)$/.test(path);
/** Why a route of the table is not walked, or undefined when it must be. */
function notWalked(r: { method: string; path: string; access: Access }): string | undefined {
  const key = `${r.method.toUpperCase()} ${r.path}`;
  if (NOT_WALKED[key]) return NOT_WALKED[key];
  if (r.access.caller === 'public') return 'public: no token, no access decision (forms are walked anyway)';
  if (r.access.caller === 'respondent') return 'a respondent-link call: client token + respondent token (respondent.test.ts, sdq-kr.test.ts, satisfaction.test.ts)';
  if (/excel-download$/.test(r.path)) return 'an Excel export: no GraphQL door';
  if (!isRead(r.method.toUpperCase(), r.path)) return 'a write: not walked (the commands of the table that take only an id are walked as gate checks)';
  return undefined;
}

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
