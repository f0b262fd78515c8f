// Accessibility (KWCAG 2.2 = WCAG 2.1 AA): axe-core on every screen of the client's route table, signed out and as
// each demo role that can open it, at 1280 and 360 px wide. Any serious or critical violation fails, whatever the
// rule. A screen added to client/src/app/routes.tsx is walked here without touching this file, unless its path has
// a parameter this file does not know yet (the test then says which).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { appRoutes, axeViolations, base, latestMail, launch, newContext, signIn, url } from './browser.mjs';

const ROLES = ['admin', 'ministry', 'office', 'manager', 'center', 'member', 'client', 'newclient'];
const WIDTHS = [1280, 360];

/** Pages that only redirect (nothing to check), with the reason. */
const REDIRECT_ONLY = new Set([
  '/auth', // AuthIndexPage: opens /auth/main
]);

/**
 * A value for each path parameter. `{ list }`: the id of the first row of that list page, as the role walking it
 * sees it (so it is inside the role's jurisdiction). A string: a fixed value. Placeholders ('1') stand for domains
 * that have no data yet (their screens are 준비 중 pages); when a domain lands, point its id at its list page here.
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
  bbsId: '1',
  requestId: '1',
  closingReportId: '1',
  caseManagementLogId: '1',
  caseMinutesId: '1',
  cgiId: '1',
  interviewEvaluationId: '1',
  satisfactionAssessmentId: '1',
  sdqKrId: '1',
  detailId: '1',
  id: '1',
  consultingId: '1',
  formsId: '1',
  popupId: '1',
  simpleEvaluationId: '1',
  simpleEvaluationAgreeId: '1',
};

let browser;
let routes;
/** path pattern → who checked it ('public' or role names) */
const checked = new Map();
/** every serious/critical violation found, as readable lines */
const problems = [];

before(async () => {
  ({ browser } = await launch());
  routes = await appRoutes();
});
after(async () => browser?.close());

/** Counts the page's requests in flight, so a screen is checked once its data has arrived. */
function trackRequests(page) {
  let inflight = 0;
  page.on('request', () => inflight++);
  page.on('requestfinished', () => inflight--);
  page.on('requestfailed', () => inflight--);
  return () => inflight;
}

/** Waits until no request is in flight and no spinner shows, for a few checks in a row. */
async function settle(page, inflight) {
  const deadline = Date.now() + 15_000;
  let quiet = 0;
  while (quiet < 3) {
    if (Date.now() > deadline) throw new Error(`${page.url()} did not settle`);
    const busy = inflight() > 0 || (await page.evaluate(() => !!document.querySelector('.ant-spin-spinning, .ant-skeleton-active')));
    quiet = busy ? 0 : quiet + 1;
    await page.waitForTimeout(40);
  }
}

/** Client-side navigation (react-router follows popstate), so a walk costs no page reload per screen. */
async function go(page, inflight, path) {
  await page.evaluate((href) => {
    window.history.pushState(null, '', href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, new URL(path.slice(1), base).pathname);
  await settle(page, inflight);
}

const here = (page) => decodeURIComponent(new URL(page.url()).pathname);
const appPath = (path) => decodeURIComponent(new URL(path.slice(1), base).pathname);

/** Runs axe at both widths; alternates the order so only one resize happens per screen. */
let flip = false;
async function check(page, inflight, who, route, path) {
  const widths = flip ? [...WIDTHS].reverse() : WIDTHS;
  flip = !flip;
  for (const width of widths) {
    if (page.viewportSize().width !== width) {
      await page.setViewportSize({ width, height: 900 });
      await settle(page, inflight);
    }
    for (const v of await axeViolations(page)) {
      problems.push(`${who} ${path} @${width}px: ${v.id} (${v.impact}) ${v.help}\n      ${v.nodes.slice(0, 5).join('\n      ')}`);
    }
  }
  checked.set(route.path, [...(checked.get(route.path) ?? []), who]);
}

/** The route's path with each parameter filled in, or null when the role has no such record to open. */
async function fill(route, resolveList) {
  let path = route.path;
  for (const [, name] of route.path.matchAll(/:(\w+)/g)) {
    const source = PARAMS[name];
    assert.ok(source !== undefined, `${route.path}: add a value for :${name} to PARAMS in e2e/tests/accessibility.test.mjs`);
    const value = typeof source === 'string' ? source : typeof source === 'function' ? source(route.path) : await resolveList(source.list, name);
    if (value == null) return null;
    path = path.replace(`:${name}`, encodeURIComponent(value));
  }
  return path;
}

/** A real password-reset link for a demo account (the reset page sends anyone with a bad key back to sign-in). */
async function resetLink(page) {
  const basic = `Basic ${Buffer.from('svs-web:svs-web-secret').toString('base64')}`;
  const signedIn = await page.request.post(url('svs/sign/in'), {
    headers: { authorization: basic },
    data: { grant_type: 'password', username: 'newclient', password: 'Demo1234!' },
  });
  assert.equal(signedIn.status(), 200);
  const { user } = await signedIn.json();
  const find = await page.request.post(url('svs/sign/find'), {
    data: { findType: 'PASSWORD', name: user.name, mobile: user.mobile, login: { loginId: 'newclient', loginType: 'DEFAULT' } },
  });
  assert.equal(find.status(), 200);
  return new URL(await latestMail(page, user.email, /\/app\/sign\/reset-password\/\S+/), base).pathname;
}

test('public screens (sign-in, sign-up, find, reset, 404, error and the public questionnaires) have no serious violation', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const inflight = trackRequests(page);
  const reset = await resetLink(page);
  const extra = [
    { path: '/error', title: '서비스 오류' },
    { path: '/no-such-page', title: '페이지를 찾을 수 없습니다' },
  ];
  for (const route of [...routes.filter((r) => r.public), ...extra]) {
    const path = route.path.startsWith('/sign/reset-password/') ? reset.replace(/^\/app/, '') : await fill(route, () => null);
    await page.goto(url(path.slice(1)));
    await settle(page, inflight);
    assert.equal(here(page), appPath(path), `${path} should open signed out`);
    await check(page, inflight, 'public', route, path);
  }
  await context.close();
});

for (const role of ROLES) {
  test(`every screen ${role} can open has no serious violation`, async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const inflight = trackRequests(page);
    await signIn(page, role);
    await page.waitForURL((u) => !u.pathname.endsWith('/sign/in'));
    await settle(page, inflight);

    // ids found on list pages, per list, for this role
    const ids = new Map();
    const resolveList = async (list, name) => {
      if (!ids.has(list)) {
        await go(page, inflight, list);
        let id = null;
        const row = page.locator('.ant-table-row').first();
        if (here(page) === appPath(list) && (await row.count())) {
          const before = here(page);
          await row.click();
          await page.waitForURL((u) => decodeURIComponent(u.pathname) !== before);
          id = decodeURIComponent(here(page).split('/').pop());
        }
        ids.set(list, id);
      }
      return ids.get(list);
    };

    for (const route of routes.filter((r) => !r.public && !REDIRECT_ONLY.has(r.path))) {
      const path = await fill(route, resolveList);
      if (!path) continue;
      await go(page, inflight, path);
      if (here(page) !== appPath(path)) continue; // the guards send this role elsewhere: not its screen
      await check(page, inflight, role, route, path);
    }
    await context.close();
  });
}

test('every screen of the route table was checked by someone, and none has a serious violation', () => {
  const missed = routes.filter((r) => !checked.has(r.path) && !REDIRECT_ONLY.has(r.path)).map((r) => r.path);
  assert.deepEqual(missed, [], 'screens no role could open');
  const total = [...checked.values()].reduce((n, who) => n + who.length, 0);
  console.log(`accessibility: ${checked.size} routes, ${total} (route, role) screens, each at ${WIDTHS.join(' and ')} px`);
  assert.equal(problems.length, 0, `${problems.length} serious/critical axe violations:\n${problems.join('\n')}`);
});
