import { describe, expect, it } from 'vitest';
import type { RoleCode, SessionUser } from './auth-store';
import { canOpen, landingFor, resolveRoute } from './guards';
import { MENU, MENU_PREFIXES, menuIdFor, underPrefix } from './menus';
import { routeOf } from '../respondent/App';
import { appRoutes } from './routes';

// Default permissions seeded per role (server/src/seeders/menus.ts).
const CENTER_MEMBER = ['00001', '00002', '00003', '00004', '00005', '00006', '00008', '00009', '00010', '00011', '00012', '00017', '00018', '00019', '00020', '00021', '00022'];
const ALL = ['00001', '00002', '00003', '00004', '00005', '00006', '00007', '00008', '00009', '00010', '00011', '00012', '00013', '00015', '00016', '00017', '00018', '00019', '00020', '00021', '00022', '00023'];
const PERMS: Record<RoleCode, string[]> = {
  CLIENT: [],
  MEMBER: ['00001', '00002', '00003', '00004', '00006', '00007', '00008', '00018', '00019', '00020', '00021'],
  CENTER_MEMBER,
  CENTER_MANAGER: [...CENTER_MEMBER, '00013'].sort(),
  EDUCATION_OFFICE: ['00001', '00002', '00003', '00004', '00006', '00008', '00011', '00012', '00013', '00017', '00020', '00021'],
  EDUCATION_MINISTRY: ['00001', '00002', '00003', '00006', '00011', '00012', '00017', '00020', '00021'],
  CENTRAL_SUPPORT_GROUP: ALL,
  SYSTEM_ADMIN: [...ALL, '00024'],
};

const user = (role: RoleCode, extra: Partial<SessionUser> = {}): SessionUser => ({
  accountId: 1,
  loginId: role.toLowerCase(),
  name: '테스트',
  role,
  permissions: PERMS[role],
  authenticationCodeStatus: role === 'CLIENT' ? 'Y' : 'N',
  ...extra,
});

describe('landingFor', () => {
  it.each<[RoleCode, Partial<SessionUser>, string]>([
    ['CLIENT', { authenticationCodeStatus: 'Y' }, '/auth/intro/client'],
    ['CLIENT', { authenticationCodeStatus: 'N' }, '/auth/my-page'],
    ['MEMBER', {}, '/auth/main'],
    ['CENTER_MEMBER', {}, '/auth/main'],
    ['CENTER_MANAGER', {}, '/auth/main'],
    ['EDUCATION_OFFICE', {}, '/auth/main'],
    ['EDUCATION_MINISTRY', {}, '/auth/simple-evaluation/list'],
    ['SYSTEM_ADMIN', {}, '/auth/main'],
    ['CENTRAL_SUPPORT_GROUP', {}, '/auth/main'],
  ])('%s %o lands on %s', (role, extra, expected) => {
    expect(landingFor(user(role, extra))).toBe(expected);
  });

  it('every landing route is one the user may open (no redirect loop)', () => {
    for (const role of Object.keys(PERMS) as RoleCode[]) {
      for (const code of ['Y', 'N'] as const) {
        const u = user(role, { authenticationCodeStatus: code });
        expect(resolveRoute(landingFor(u), u)).toEqual({});
      }
    }
  });
});

describe('resolveRoute', () => {
  it('sends a visitor without a session to /sign/in from any signed-in route', () => {
    expect(resolveRoute('/auth/main', null)).toEqual({ redirect: '/sign/in' });
    expect(resolveRoute('/auth/user/list/ALL', null)).toEqual({ redirect: '/sign/in' });
    expect(resolveRoute('/auth/my-page', null)).toEqual({ redirect: '/sign/in' });
    expect(resolveRoute('/auth/does-not-exist', null)).toEqual({ redirect: '/sign/in' });
  });

  it('lets anyone open the public routes', () => {
    for (const p of ['/sign/in', '/sign/up', '/sign/find', '/sign/reset-password/a%40b.kr/key', '/request/sdq-kr/3', '/request/satisfaction-assessment/4', '/simple-evaluation/5', '/simple-evaluation/result/5', '/agree/1/GUARDIAN'])
      expect(resolveRoute(p, null)).toEqual({});
  });

  it('sends the index to sign-in or the landing route', () => {
    expect(resolveRoute('/', null)).toEqual({ redirect: '/sign/in' });
    expect(resolveRoute('/', user('MEMBER'))).toEqual({ redirect: '/auth/main' });
    expect(resolveRoute('/', user('EDUCATION_MINISTRY'))).toEqual({ redirect: '/auth/simple-evaluation/list' });
  });

  it('sends a signed-in visitor away from the sign-in page by role', () => {
    expect(resolveRoute('/sign/in', user('CLIENT', { authenticationCodeStatus: 'Y' }))).toEqual({ redirect: '/auth/intro/client' });
    expect(resolveRoute('/sign/in', user('CLIENT', { authenticationCodeStatus: 'N' }))).toEqual({ redirect: '/auth/my-page' });
    expect(resolveRoute('/sign/in', user('EDUCATION_MINISTRY'))).toEqual({ redirect: '/auth/simple-evaluation/list' });
    expect(resolveRoute('/sign/in', user('CENTER_MANAGER'))).toEqual({ redirect: '/auth/main' });
    expect(resolveRoute('/sign/in/', user('SYSTEM_ADMIN'))).toEqual({ redirect: '/auth/main' });
  });

  it('keeps a client without school code on the always-allowed pages, else my-page', () => {
    const c = user('CLIENT', { authenticationCodeStatus: 'N', permissions: ['00001', '00002'] });
    for (const p of ['/auth/main', '/auth/alarm/list', '/auth/my-page', '/auth/intro/client']) expect(resolveRoute(p, c)).toEqual({});
    expect(resolveRoute('/auth/intro', c)).toEqual({ redirect: '/auth/my-page' });
    expect(resolveRoute('/auth/bbs/notice/list', c)).toEqual({ redirect: '/auth/my-page' });
    expect(resolveRoute('/auth/user/list/ALL', c)).toEqual({ redirect: '/auth/my-page' });
  });

  it('sends a path whose menu id is not granted to /auth/main', () => {
    expect(resolveRoute('/auth/user/list/ALL', user('MEMBER'))).toEqual({ redirect: '/auth/main' });
    expect(resolveRoute('/auth/menu-permission', user('CENTER_MANAGER'))).toEqual({ redirect: '/auth/main' });
    expect(resolveRoute('/auth/intro', user('CLIENT'))).toEqual({ redirect: '/auth/main' });
    expect(resolveRoute('/auth/simple-evaluation/register', user('EDUCATION_MINISTRY'))).toEqual({ redirect: '/auth/main' });
    expect(resolveRoute('/auth/simple-evaluation/list', user('EDUCATION_MINISTRY'))).toEqual({});
  });

  it('role check: a school-side role may not open request administration even with the menu id', () => {
    expect(resolveRoute('/auth/request-hist/list', user('MEMBER'))).toEqual({});
    expect(resolveRoute('/auth/request-hist/admin', user('MEMBER'))).toEqual({ redirect: '/auth/main' });
    expect(resolveRoute('/auth/request-hist/admin/detail/3', user('CLIENT', { permissions: ['00008'] }))).toEqual({ redirect: '/auth/main' });
    expect(resolveRoute('/auth/request-hist/admin', user('CENTER_MEMBER'))).toEqual({});
  });

  it('opens a path whose menu id is granted', () => {
    expect(resolveRoute('/auth/user/list/ALL', user('SYSTEM_ADMIN'))).toEqual({});
    expect(resolveRoute('/auth/organization/center/detail/3', user('CENTER_MANAGER'))).toEqual({});
    expect(resolveRoute('/auth/organization/school/list', user('EDUCATION_OFFICE'))).toEqual({});
    expect(resolveRoute('/auth/menu-permission', user('SYSTEM_ADMIN'))).toEqual({});
    expect(resolveRoute('/auth/case-management/detail/9/CASE_MEETING/CASE_MINUTES', user('CENTER_MEMBER'))).toEqual({});
  });

  it('leaves unknown paths outside /auth to the 404 page', () => {
    expect(resolveRoute('/nothing-here', null)).toEqual({});
    expect(resolveRoute('/nothing-here', user('MEMBER'))).toEqual({});
  });

  it('any signed-in user may open the always-allowed pages', () => {
    for (const role of Object.keys(PERMS) as RoleCode[]) {
      const u = user(role, { permissions: [] });
      for (const p of ['/auth/main', '/auth/alarm/list', '/auth/my-page', '/auth/intro/client']) expect(canOpen(p, u)).toBe(true);
    }
  });
});

describe('route table', () => {
  it('gives each menu route the id of its path prefix (SPEC §2)', () => {
    expect(menuIdFor('/auth/user/list/ALL')).toBe('00013');
    expect(menuIdFor('/auth/organization/center/list')).toBe('00013');
    expect(menuIdFor('/auth/organization/school/list')).toBe('00017');
    expect(menuIdFor('/auth/simple-evaluation/register')).toBe('00019');
    expect(menuIdFor('/auth/simple-evaluation/list')).toBe('00020');
    expect(menuIdFor('/auth/bbs/simple-evaluation-faq/list')).toBe('00021');
    expect(menuIdFor('/auth/bbs/faq/list')).toBe('00006');
    expect(menuIdFor('/auth/intro')).toBe('00001');
    expect(menuIdFor('/auth/request-hist/admin')).toBe('00008');
    expect(menuIdFor('/auth/main')).toBeUndefined();
    for (const r of appRoutes) {
      if (!r.path.startsWith('/auth/') || ['/auth/main', '/auth/my-page', '/auth/intro/client', '/auth/alarm/list'].includes(r.path)) continue;
      expect(r.menuId, r.path).toBe(menuIdFor(r.path.replace(/\/:.*$/, '')));
    }
  });

  it('opens a screen for every menu of the server\'s table, and names no menu the table lacks (schema/menus.json)', () => {
    const ids = new Set(Object.values(MENU));
    for (const [prefix, id] of MENU_PREFIXES) expect(appRoutes.some((r) => underPrefix(r.path, prefix)), `${id} ${prefix}`).toBe(true);
    for (const r of appRoutes) if (r.menuId) expect(ids.has(r.menuId), r.path).toBe(true);
  });

  it('covers every route of routes.txt', () => {
    const table = new Set(appRoutes.map((r) => r.path));
    const expected = [
      '/sign/in', '/sign/up', '/sign/find', '/sign/reset-password/:email/:key',
      '/auth/main', '/auth/alarm/list', '/auth/my-page', '/auth/intro', '/auth/intro/client', '/auth/menu-permission',
      '/auth/school-authentication-code', '/auth/sms-send-history', '/auth/statistics/report', '/auth/statistics/request',
      '/auth/request/register', '/auth/request-hist/list', '/auth/request-hist/admin', '/auth/request-hist/admin/detail/:requestId',
      '/auth/request-hist/detail/:requestId', '/auth/request-hist/:requestId', '/auth/request-hist/:requestId/closing-report/:closingReportId',
      '/auth/organization/center/list', '/auth/organization/center/register', '/auth/organization/center/detail/:centerId',
      '/auth/organization/school/list', '/auth/organization/school/register', '/auth/organization/school/detail/:schoolId',
      '/auth/consulting/list', '/auth/consulting/register', '/auth/consulting/detail/:consultingId', '/auth/consulting/modify/:consultingId',
      '/auth/forms/list', '/auth/forms/detail/:formsId', '/auth/popup/list', '/auth/popup/register', '/auth/popup/detail/:popupId',
      '/auth/popup/modify/:popupId', '/auth/user/list/:userType', '/auth/user/detail/:userId', '/auth/simple-evaluation/list',
      '/auth/simple-evaluation/register', '/auth/simple-evaluation/detail/:detailId', '/auth/simple-evaluation/after-management/:id',
      '/auth/simple-evaluation/not-implemented-reason/:id', '/auth/case-management/list/:progressStep',
      '/auth/case-management/detail/:requestId', '/auth/case-management/detail/:requestId/:progressStep/:progressStepItem',
    ];
    for (const board of ['board', 'center-faq', 'data', 'faq', 'notice', 'simple-evaluation-faq'])
      for (const s of ['list', 'register', 'detail/:bbsId', 'modify/:bbsId']) expected.push(`/auth/bbs/${board}/${s}`);
    for (const p of expected) expect(table.has(p), p).toBe(true);
    // the SMS links' pages (consent, simple evaluation, SDQ-KR, satisfaction) are the respondent entry's (client/src/respondent), not the staff app's
    const respondentPages = [
      '/simple-evaluation/:simpleEvaluationId',
      '/simple-evaluation/result/:simpleEvaluationId',
      '/agree/:simpleEvaluationAgreeId/:agreeType',
      '/request/satisfaction-assessment/:satisfactionAssessmentId',
      '/request/sdq-kr/:sdqKrId',
    ];
    for (const p of respondentPages) expect(table.has(p), p).toBe(false);
    expect(routeOf('/app/simple-evaluation/5')).toEqual({ page: 'questionnaire', id: 5 });
    expect(routeOf('/app/simple-evaluation/result/5')).toEqual({ page: 'result', id: 5 });
    expect(routeOf('/app/agree/3f2c1d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f/guardian')).toEqual({ page: 'consent', agreeId: '3f2c1d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', type: 'GUARDIAN' });
    expect(routeOf('/app/request/sdq-kr/3')).toEqual({ page: 'case-questionnaire', kind: 'sdq-kr', id: 3 });
    expect(routeOf('/app/request/satisfaction-assessment/4')).toEqual({ page: 'case-questionnaire', kind: 'satisfaction-assessment', id: 4 });
  });

  it('names the routes of SPEC §2 and marks public ones', () => {
    const byName = Object.fromEntries(appRoutes.filter((r) => r.name).map((r) => [r.name, r.path]));
    expect(byName).toMatchObject({
      sign: '/sign/in',
      auth: '/auth',
      'auth-main': '/auth/main',
      'auth-my-page': '/auth/my-page',
      'auth-intro-client': '/auth/intro/client',
      'auth-simple-evaluation-list': '/auth/simple-evaluation/list',
    });
    for (const r of appRoutes) expect(!!r.public, r.path).toBe(!r.path.startsWith('/auth'));
  });
});

describe('the access log (menu 00024, SYSTEM_ADMIN only)', () => {
  it('opens for the system administrator and nobody else, even a role given the menu id', () => {
    expect(menuIdFor('/auth/access-log')).toBe('00024');
    expect(resolveRoute('/auth/access-log', user('SYSTEM_ADMIN'))).toEqual({});
    for (const role of Object.keys(PERMS) as RoleCode[]) {
      if (role === 'SYSTEM_ADMIN') continue;
      const u = user(role, { permissions: [...PERMS[role], '00024'], authenticationCodeStatus: 'Y' });
      expect(canOpen('/auth/access-log', u), role).toBe(false);
      expect(resolveRoute('/auth/access-log', u).redirect, role).toBeDefined();
    }
  });

  it('is in the route table under 관리, and the forms screens are real pages now', () => {
    const route = appRoutes.find((r) => r.path === '/auth/access-log');
    expect(route).toMatchObject({ menuId: '00024', menu: { group: '관리' }, layout: 'admin' });
    expect(appRoutes.find((r) => r.path === '/auth/forms/detail/:formsId')).toMatchObject({ menuId: '00015' });
  });
});
