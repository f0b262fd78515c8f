import type { Account } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import type { Access } from '../src/platform/auth/access.js';

/**
 * The twin table of door-parity.test.ts (docs/PERMISSIONS.md "Door parity"): each walked REST route with its GraphQL
 * twin, the domain's menu ids revoked for the second walk and the variants called on the test's world; the routes not
 * walked (NOT_WALKED, with a reason, and by rule in notWalked); the callers and the world the variants read.
 */

// ---- the callers ------------------------------------------------------------------------------------------------

export const ROLES = Object.values(RoleCode);

export interface Caller {
  /** A role, or the two token-less/less-than-user callers. */
  who: RoleCode | 'anonymous' | 'client-credentials';
  token?: string;
  account?: Account;
}

// ---- the twin table ---------------------------------------------------------------------------------------------

/** One call of a route: the path (under /app/) with its query string, a body for POST reads, the twin's variables. */
export interface Variant {
  label: string;
  path: string;
  body?: unknown;
  vars?: Record<string, unknown>;
}

export interface Twin {
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

export interface World {
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
const RETENTION_MENUS = ['00025'];
const SERVICE_CLIENT_MENUS = ['00026'];
const FORM_MENUS = ['00015'];
/** Routes open to every signed-in user: the revoked walk takes every menu away and expects no change. */
const NO_MENUS: string[] = [];

const ofRequests = (w: World) => Object.entries(w.requests);
const byId = (base: string, ids: [string, number][]) => ids.map(([label, id]) => ({ label, path: `${base}/${id}`, vars: { id } }));
const one = (path: string, vars: Record<string, unknown> = {}, body?: unknown): Variant[] => [{ label: '-', path, vars, body }];

export type CaseRecordKind = 'interview' | 'cgi' | 'minutes' | 'log' | 'closing' | 'sdq' | 'satisfaction';
export const CASE_RECORDS: { kind: CaseRecordKind; base: string; list: string; detail: string; remove: string }[] = [
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

export const TWINS: Twin[] = [
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
  {
    route: 'GET svs-u/simple-evaluation/deidentified-results',
    gql: q('deidentifiedEvaluationResults'),
    menus: ['00020'],
    variants: () => one('svs-u/simple-evaluation/deidentified-results'),
  },
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
  // retention and destruction: the system administrator's with menu 00025 (retention.access.ts)
  { route: 'GET svs-u/retention/rules', gql: q('retentionRules'), menus: RETENTION_MENUS, variants: () => one('svs-u/retention/rules') },
  { route: 'GET svs-u/retention/rule-changes', gql: q('retentionRuleChanges'), menus: RETENTION_MENUS, variants: () => one('svs-u/retention/rule-changes') },
  { route: 'GET svs-u/retention/holds', gql: q('legalHolds'), menus: RETENTION_MENUS, variants: () => one('svs-u/retention/holds') },
  { route: 'GET svs-u/retention/preview', gql: q('retentionPreview'), menus: RETENTION_MENUS, variants: () => one('svs-u/retention/preview') },
  { route: 'GET svs-u/retention/runs', gql: q('destructionRuns'), menus: RETENTION_MENUS, variants: () => one('svs-u/retention/runs') },
  // service clients: the system administrator's with menu 00026 (service-client.access.ts)
  { route: 'GET svs-u/service-client', gql: q('serviceClients'), menus: SERVICE_CLIENT_MENUS, variants: () => one('svs-u/service-client') },
  {
    route: 'POST svs-u/service-client/:id/revoke',
    gql: m('revokeServiceClient'),
    menus: SERVICE_CLIENT_MENUS,
    kind: 'gate',
    variants: () => one(`svs-u/service-client/${MISSING}/revoke`, { id: MISSING }),
  },
  { route: 'GET svs-u/retention/runs/:id', gql: q('destructionRun', ...ID), menus: RETENTION_MENUS, variants: () => byId('svs-u/retention/runs', [['missing', MISSING]]) },
];

/**
 * Routes of the table the walk does not call, each with the reason. Public calls and respondent-link calls are
 * listed by rule below (their access is not a role or menu); so are the writes other than the gate checks above.
 */
export const NOT_WALKED: Record<string, string> = {
  'GET svs-u/attachments/:id': 'a file: no GraphQL door (files travel by REST only); its reader is the owning record’s read policy',
  'GET svs-u/popup/image/:id': 'a file: no GraphQL door',
  'GET svs-u/simple-evaluation/group-register/template': 'an Excel template: no GraphQL door',
  'GET svs-u/simple-evaluation/:id/result-report': 'a PDF: no GraphQL door (test/guardian-documents.test.ts walks its access)',
  'GET svs-u/simple-evaluation/:id/consent-copy': 'a PDF: no GraphQL door (test/guardian-documents.test.ts walks its access)',
  'GET svs-u/simple-evaluation/norm-set/template': 'an Excel template: no GraphQL door',
  'GET svs-u/retention/runs/:id/pdf-download': 'a PDF: no GraphQL door (test/retention.test.ts; its twin is the run, GET svs-u/retention/runs/:id)',
  'GET svs-c/kmcert/fetch/:urlCode': 'identity verification hand-off (redirect), client token: no record',
  'GET svs-c/kmcert/result/:certNum': 'identity verification result, client token: no record',
  'GET svs-c/epki/login': 'EPKI challenge, client token: no record',
  'POST svs-u/alarm-history/stream-ticket': 'a stream ticket: no GraphQL door',
};
const isRead = (method: string, path: string) =>
  method === 'GET' || /\/(history|history-cm|statistics[\w-]*|excel-download|timeline-excel-download|outcomes-excel-download)$/.test(path);
/** Why a route of the table is not walked, or undefined when it must be. */
export function notWalked(r: { method: string; path: string; access: Access }): string | undefined {
  const key = `${r.method.toUpperCase()} ${r.path}`;
  if (NOT_WALKED[key]) return NOT_WALKED[key];
  if (r.access.caller === 'public') return 'public: no token, no access decision (forms are walked anyway)';
  if (r.access.caller === 'respondent') return 'a respondent-link call: client token + respondent token (respondent.test.ts, sdq-kr.test.ts, satisfaction.test.ts)';
  if (/excel-download$/.test(r.path)) return 'an Excel export: no GraphQL door';
  if (!isRead(r.method.toUpperCase(), r.path)) return 'a write: not walked (the commands of the table that take only an id are walked as gate checks)';
  return undefined;
}
