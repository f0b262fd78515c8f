// Accessibility (KWCAG 2.2 = WCAG 2.1 AA): axe-core on every screen of the client's route table, signed out and as
// the first demo role (in ROLES order) that can open it, at 1280 and 360 px wide; every role also checks its main
// page (its menus). A11Y_EVERY_ROLE=1 walks every screen as every role that can open it (three times as long: run it
// when a screen changes by role). Any serious or critical violation fails, whatever the rule; so does, at 360 px, a page
// that scrolls sideways or a control cut off at the right edge (reflow, which axe does not check), and at either
// width a number or date broken over lines in a table or a detail's fields. A screen added to
// client/src/app/routes.tsx is walked here without touching this file, unless its path has a parameter this file does
// not know yet (the test then says which). The SMS links' pages (client/respondent.html) are walked by
// respondent-accessibility.test.mjs; both use the checks of a11y.mjs.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, appRoutes, base, latestMail, launch, newContext, signIn, url } from './browser.mjs';
import { createChecker } from './a11y.mjs';
import { apiToken, gql } from './respondent.mjs';

const ALL_ROLES = ['admin', 'ministry', 'office', 'manager', 'center', 'member', 'client', 'newclient'];
// A11Y_ROLES=admin,client walks only those roles while fixing a screen; the final check then fails on purpose.
const ROLES = process.env.A11Y_ROLES ? process.env.A11Y_ROLES.split(',') : ALL_ROLES;
const WIDTHS = [1280, 360];
const EVERY_ROLE = process.env.A11Y_EVERY_ROLE === '1';
/** Screens every role checks even when an earlier role did: they differ by role (the menus). */
const EACH_ROLE = new Set(['/auth/main']);

/** Pages that only redirect (nothing to check), with the reason. */
const REDIRECT_ONLY = new Set([
  '/auth', // AuthIndexPage: opens /auth/main
]);

/**
 * A value for each path parameter. `{ list }`: the id of the first row of that list page, as the role walking it
 * sees it (so it is inside the role's jurisdiction). A string: a fixed value. A function of the route's path: either
 * of those. Placeholders ('1') stand for domains that have no data yet (their screens are 준비 중 pages); when a domain
 * lands, point its id at its list page here, or at a record of the demo data (`demo`, looked up in before()).
 */
const PARAMS = {
  userType: 'ALL',
  userId: { list: '/auth/user/list/ALL' },
  centerId: { list: '/auth/organization/center/list' },
  schoolId: { list: '/auth/organization/school/list' },
  progressStep: (path) => (path.includes('/list/') ? 'ALL' : 'IN_DEPTH_EVALUATION'),
  progressStepItem: 'SDQ_KR_PRE',
  testType: 'PRELIMINARY',
  targetType: 'STUDENT',
  agreeType: 'GUARDIAN',
  // a board's detail and modify pages: the first post the role lists on that board (the demo data has posts on each)
  bbsId: (path) => ({ list: path.replace(/\/(detail|modify)\/:bbsId$/, '/list') }),
  // the case workspace and its record pages: the demo's closed case, whose records the ids below are; the school's
  // copy of a sent closing report: the demo's case sent to the school; request detail pages: the first request the
  // role lists
  requestId: (path) => (path.startsWith('/auth/case-management/detail/') ? demo.closedCase : path.includes('/closing-report/') ? demo.sentCase : { list: '/auth/request-hist/list' }),
  closingReportId: (path) => (path.startsWith('/auth/case-management/') ? demo.closingReport : demo.sentReport),
  caseManagementLogId: '1',
  caseMinutesId: '1',
  cgiId: '1',
  interviewEvaluationId: '1',
  satisfactionAssessmentId: '1',
  sdqKrId: '1',
  // simple-evaluation detail, after-management and not-implemented-reason pages: the first evaluation the role lists
  detailId: { list: '/auth/simple-evaluation/list' },
  id: { list: '/auth/simple-evaluation/list' },
  // consulting records: the first the role lists (the demo center's, server/src/seeders/demo-consulting.ts)
  consultingId: { list: '/auth/consulting/list' },
  formsId: '1',
  popupId: '1',
};

/**
 * The demo data's case records (server/src/seeders/demo-cases.ts), looked up by the students' made-up names as the
 * demo center manager: the closed case (강들) with a record of every kind, and the case sent to the school (조숲).
 */
const demo = {};
async function demoRecords(request) {
  const token = await apiToken(request, 'manager');
  const caseOf = async (name, status) => {
    const { requests } = await gql(request, token, 'query ($s: String, $st: String) { requests(caseOnly: "Y", search: $s, status: $st) { content { id } } }', { s: name, st: status });
    assert.equal(requests.content.length, 1, `the demo data has one ${status} case of ${name}`);
    return requests.content[0].id;
  };
  const closed = await caseOf('강들', 'CLOSED');
  const sent = await caseOf('조숲', 'REPORT_SENT');
  const first = '(requestId: $c, size: 1) { content { id } }';
  const r = await gql(
    request,
    token,
    `query ($c: Int!, $s: Int!) {
      interviewEvaluations${first} sdqKrs${first} satisfactionAssessments${first} cgis${first}
      caseMinutesList${first} caseManagementLogs${first} closingReports${first}
      sent: closingReports(requestId: $s, size: 1) { content { id } }
    }`,
    { c: closed, s: sent },
  );
  const id = (field) => {
    assert.equal(r[field].content.length, 1, `the demo case has a record of ${field}`);
    return String(r[field].content[0].id);
  };
  Object.assign(demo, { closedCase: String(closed), sentCase: String(sent), closingReport: id('closingReports'), sentReport: id('sent') });
  Object.assign(PARAMS, {
    interviewEvaluationId: id('interviewEvaluations'),
    sdqKrId: id('sdqKrs'),
    satisfactionAssessmentId: id('satisfactionAssessments'),
    cgiId: id('cgis'),
    caseMinutesId: id('caseMinutesList'),
    caseManagementLogId: id('caseManagementLogs'),
  });
}

/** Screens of the router outside the table: the service error page and the 404 page (any unknown path). */
const NOT_FOUND = '페이지를 찾을 수 없습니다';
const EXTRA = [
  { path: '/error', title: '서비스 오류' },
  { path: '/no-such-page', title: NOT_FOUND },
];

let browser;
let routes;
/** path pattern → who checked it ('public' or role names) */
const checked = new Map();

before(async () => {
  ({ browser } = await launch());
  routes = await appRoutes();
  titles = titlesOf([...routes, ...EXTRA]);
  const context = await newContext(browser);
  const { request } = await context.newPage();
  await demoRecords(request);
  await context.close();
});
after(async () => browser?.close());

/**
 * One page per width in the role's context (one session): both widths load the same screen side by side, so the
 * walk never resizes and Chromium renders the two at once. Requests in flight are counted, so a screen is checked
 * once its data has arrived.
 */
async function openPages(context) {
  return Promise.all(
    WIDTHS.map(async (width) => {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      // the alarm stream (an EventSource) stays open as long as the page: it is not a request the screen waits for
      let n = 0;
      const counted = (r) => r.resourceType() !== 'eventsource';
      page.on('request', (r) => counted(r) && n++);
      page.on('requestfinished', (r) => counted(r) && n--);
      page.on('requestfailed', (r) => counted(r) && n--);
      return { page, width, inflight: () => n };
    }),
  );
}

/** [pattern, title] of every screen, to know when the page shows the screen its URL names. */
let titles;
const titlesOf = (list) =>
  list.map((r) => [`^${new URL(base).pathname.replace(/\/$/, '')}${r.path.replace(/:\w+/g, '[^/]+')}$`, r.title]);

/**
 * Waits until the screen is drawn with its data and stays put: the document title is the one of the route the URL
 * names (the router has rendered it; a guard's redirect happens in that same render), no spinner, and the same URL
 * over two short timer rounds; then no request in flight, and again if a request was. One round trip to the page
 * when nothing is loading.
 */
let settleMs = 0;
async function settle({ page, inflight }) {
  const started = Date.now();
  const deadline = started + 15_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`${page.url()} did not settle`);
    await page.evaluate(
      ([screens, notFound]) =>
        new Promise((resolve) => {
          const drawn = () => {
            const path = decodeURIComponent(location.pathname);
            const names = screens.filter(([re]) => new RegExp(re).test(path)).map(([, t]) => t);
            return (names.length ? names : [notFound]).some((t) => document.title.startsWith(`${t} | `));
          };
          const busy = () => !!document.querySelector('.ant-spin-spinning, .ant-skeleton-active, .svs-loading');
          let last = '';
          let stable = 0;
          const tick = () => {
            stable = drawn() && !busy() && location.href === last ? stable + 1 : 0;
            last = location.href;
            if (stable >= 2) resolve();
            else setTimeout(tick, 20);
          };
          tick();
        }),
      [titles, NOT_FOUND],
    );
    if (inflight() === 0) break;
    while (inflight() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  }
  settleMs += Date.now() - started;
}

/** Client-side navigation (react-router follows popstate), so a walk costs no page reload per screen. */
async function go(view, path) {
  await view.page.evaluate((href) => {
    window.history.pushState(null, '', href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, appPath(path));
  await settle(view);
}

const here = (page) => decodeURIComponent(new URL(page.url()).pathname);
const appPath = (path) => decodeURIComponent(new URL(path.slice(1), base).pathname);

/** every serious/critical violation found, as readable lines, and the axe runs' count and time */
const { check, problems, stats } = createChecker();

const mark = (route, who) => checked.set(route.path, [...(checked.get(route.path) ?? []), who]);

/** The route's path with each parameter filled in, or null when the role has no such record to open. */
async function fill(route, resolveList) {
  let path = route.path;
  for (const [, name] of route.path.matchAll(/:(\w+)/g)) {
    const param = PARAMS[name];
    assert.ok(param !== undefined, `${route.path}: add a value for :${name} to PARAMS in e2e/tests/accessibility.test.mjs`);
    const source = typeof param === 'function' ? param(route.path) : param;
    const value = typeof source === 'string' ? source : await resolveList(source.list, name);
    if (value == null) return null;
    path = path.replace(`:${name}`, encodeURIComponent(value));
  }
  return path;
}

/** A real password-reset link for a demo account (the reset page sends anyone with a bad key back to sign-in). */
async function resetLink(page) {
  const basic = `Basic ${Buffer.from('svs-web:svs-web-secret').toString('base64')}`;
  const signedIn = await api(page.request, 'POST', 'svs/sign/in', {
    headers: { authorization: basic },
    data: { grant_type: 'password', username: 'newclient', password: 'Demo1234!' },
  });
  assert.equal(signedIn.status(), 200);
  const { user } = await signedIn.json();
  const find = await api(page.request, 'POST', 'svs/sign/find', {
    data: { findType: 'PASSWORD', name: user.name, mobile: user.mobile, login: { loginId: 'newclient', loginType: 'DEFAULT' } },
  });
  assert.equal(find.status(), 200);
  return new URL(await latestMail(page, user.email, /\/app\/sign\/reset-password\/\S+/), base).pathname.replace(/^\/app/, '');
}

test('public screens (sign-in, sign-up, find, reset, 404 and error; the phone pages are walked in respondent-accessibility) have no serious violation', async () => {
  const context = await newContext(browser);
  const views = await openPages(context);
  // opening the reset page checks the key without spending it, so one link serves both widths
  const reset = await resetLink(views[0].page);
  for (const route of [...routes.filter((r) => r.public), ...EXTRA]) {
    await Promise.all(
      views.map(async (view) => {
        const path = route.path.startsWith('/sign/reset-password/') ? reset : await fill(route, () => null);
        await view.page.goto(url(path.slice(1)));
        await settle(view);
        assert.equal(here(view.page), appPath(path), `${path} should open signed out`);
        await check(view, 'public', path);
      }),
    );
    mark(route, 'public');
  }
  await context.close();
});

for (const role of ROLES) {
  test(`every screen ${role} ${EVERY_ROLE ? 'can open' : 'is the first to open'} has no serious violation`, async () => {
    const context = await newContext(browser);
    const views = await openPages(context);
    const [wide] = views;
    await signIn(wide.page, role);
    await wide.page.waitForURL((u) => !u.pathname.endsWith('/sign/in'));
    await settle(wide);
    // the narrow page takes the session from the refresh cookie, as a second tab would
    await views[1].page.goto(wide.page.url());
    await settle(views[1]);

    // ids of the first row of each list page, as this role sees it
    const ids = new Map();
    const resolveList = async (list) => {
      if (!ids.has(list)) {
        await go(wide, list);
        let id = null;
        const row = wide.page.locator('.ant-table-row').first();
        if (here(wide.page) === appPath(list) && (await row.count())) {
          await row.click();
          await wide.page.waitForURL((u) => decodeURIComponent(u.pathname) !== appPath(list));
          // the pointer would otherwise rest on whatever the next screen draws there, in its hover colours
          await wide.page.mouse.move(0, 0);
          id = decodeURIComponent(here(wide.page).split('/').pop());
        }
        ids.set(list, id);
      }
      return ids.get(list);
    };

    for (const route of routes.filter((r) => !r.public && !REDIRECT_ONLY.has(r.path))) {
      if (!EVERY_ROLE && checked.has(route.path) && !EACH_ROLE.has(route.path)) continue;
      const path = await fill(route, resolveList);
      if (!path) continue;
      const opened = await Promise.all(
        views.map(async (view) => {
          await go(view, path);
          // the guards send this role elsewhere: not its screen
          if (here(view.page) !== appPath(path)) return false;
          await check(view, role, path);
          return true;
        }),
      );
      assert.equal(opened[0], opened[1], `${role} ${path}: opens at one width only`);
      if (opened[0]) mark(route, role);
    }
    await context.close();
  });
}

test('every screen of the route table was checked by someone, and none has a serious violation', () => {
  const missed = routes.filter((r) => !checked.has(r.path) && !REDIRECT_ONLY.has(r.path)).map((r) => r.path);
  assert.deepEqual(missed, [], 'screens no role could open');
  const total = [...checked.values()].reduce((n, who) => n + who.length, 0);
  console.log(`accessibility: ${checked.size} routes, ${total} (route, role) screens, each at ${WIDTHS.join(' and ')} px; ${stats.axeRuns} distinct axe runs, ${Math.round(stats.axeMs / 1000)} s; settle ${Math.round(settleMs / 1000)} s`);
  assert.deepEqual(ROLES, ALL_ROLES, 'A11Y_ROLES narrowed the walk');
  assert.equal(problems.length, 0, `${problems.length} serious/critical axe violations or screens cut off on a phone:\n${problems.join('\n')}`);
});
