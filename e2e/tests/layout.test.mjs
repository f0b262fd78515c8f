// Layout of the staff pages (issue 27): the main page does not move as its data arrives (the sum of Chromium's
// layout-shift entries, what Lighthouse reports as CLS), and the lists fit the screen: at 1280 px with the side menu
// every column and the pager without anything scrolling sideways, at 360 px fewer columns and the same.
//
// The lists are measured with a Korean font. The machines this runs on may have none (Korean then draws as boxes of
// some 0.6 em, where the phones' and PCs' Korean fonts take 0.9 to 1 em), so the pages get Pretendard, from the
// client's node_modules, under the name of one of the app's system fonts, a tenth larger than it is: the widths of
// a PC with Malgun Gothic or a phone with Noto Sans KR, or a little more.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { launch, newContext, signIn, url } from './browser.mjs';

const koreanFont = readFileSync(createRequire(import.meta.url).resolve('pretendard/dist/web/variable/woff2/PretendardVariable.woff2'));

let browser;
before(async () => ({ browser } = await launch()));
after(async () => browser?.close());

/** The context's pages draw Korean with the stand-in font (see the top of this file), from their first paint. */
async function withKoreanFont(context) {
  await context.route('**/__e2e-fonts/korean.woff2', (route) => route.fulfill({ body: koreanFont, contentType: 'font/woff2' }));
  await context.addInitScript(() => {
    const add = () => {
      const style = document.createElement('style');
      style.textContent = "@font-face { font-family: 'Malgun Gothic'; src: url('/app/__e2e-fonts/korean.woff2') format('woff2'); font-weight: 45 920; size-adjust: 110%; }";
      document.head.appendChild(style);
    };
    if (document.head) add();
    else document.addEventListener('DOMContentLoaded', add);
  });
}

/** Counts the page's requests in flight, the alarm stream (an EventSource, open as long as the page) aside. */
function inflight(page) {
  let n = 0;
  const counted = (r) => r.resourceType() !== 'eventsource';
  page.on('request', (r) => counted(r) && n++);
  page.on('requestfinished', (r) => counted(r) && n--);
  page.on('requestfailed', (r) => counted(r) && n--);
  return () => n;
}

/** Waits until no request has been in flight for `quiet` ms (the page has its data and whatever it loads next). */
async function settled(pending, quiet = 600) {
  const deadline = Date.now() + 15_000;
  let since = Date.now();
  while (Date.now() - since < quiet) {
    if (Date.now() > deadline) throw new Error('requests still in flight after 15 s');
    if (pending() > 0) since = Date.now();
    await new Promise((r) => setTimeout(r, 25));
  }
}

test('the main page and sign-in do not move as their data arrives (layout shifts sum under 0.1)', async () => {
  const found = [];
  // the demo center manager and the administrator see crisis alerts above their page; a phone and a PC
  for (const role of ['manager', 'admin']) {
    for (const [width, height] of [
      [412, 823],
      [1280, 900],
    ]) {
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.setViewportSize({ width, height });
      await signIn(page, role);
      await page.waitForURL((u) => u.pathname.endsWith('/auth/main'));
      // a full load of the main page, as a bookmark or a reload opens it: the session from the refresh cookie, the
      // layout and page chunks, then the page's data
      await page.addInitScript(() => {
        window.__layoutShift = { total: 0, sources: [] };
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            if (e.hadRecentInput) continue;
            window.__layoutShift.total += e.value;
            for (const s of e.sources ?? []) window.__layoutShift.sources.push(`${e.value.toFixed(3)} ${s.node?.nodeName ?? '?'} "${(s.node?.textContent ?? '').slice(0, 40)}"`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const pending = inflight(page);
      await page.goto(url('auth/main'));
      await page.getByRole('heading', { level: 1, name: /님, 안녕하세요/ }).waitFor();
      await settled(pending);
      const shift = await page.evaluate(() => window.__layoutShift);
      if (shift.total >= 0.1) found.push(`${role} /auth/main at ${width} px: ${shift.total.toFixed(3)}\n    ${shift.sources.slice(0, 5).join('\n    ')}`);

      if (role === 'manager') {
        // sign-in, signed out, in a fresh profile (nothing cached)
        const fresh = await newContext(browser);
        const signInPage = await fresh.newPage();
        await signInPage.setViewportSize({ width, height });
        await signInPage.addInitScript(() => {
          window.__layoutShift = 0;
          new PerformanceObserver((list) => list.getEntries().forEach((e) => (window.__layoutShift += e.hadRecentInput ? 0 : e.value))).observe({ type: 'layout-shift', buffered: true });
        });
        const signInPending = inflight(signInPage);
        await signInPage.goto(url('sign/in'));
        await signInPage.getByRole('button', { name: '로그인' }).waitFor();
        await settled(signInPending);
        const total = await signInPage.evaluate(() => window.__layoutShift);
        if (total >= 0.1) found.push(`/sign/in at ${width} px: ${total.toFixed(3)}`);
        await fresh.close();
      }
      await context.close();
    }
  }
  assert.deepEqual(found, [], 'pages that shift as they load');
});

/**
 * Lists as the administrator sees them (every column the role may see): the request list with its 13 columns, the
 * simple-evaluation list with 12 and row selection, cases, texts sent, users, a board, and the menu-permission
 * matrix (no pager).
 */
const LISTS = [
  'auth/request-hist/list',
  'auth/simple-evaluation/list',
  'auth/case-management/list/ALL',
  'auth/sms-send-history',
  'auth/user/list/ALL',
  'auth/bbs/notice/list',
  'auth/menu-permission',
];

/** What scrolls sideways on the page as it is now, and a pager that is not wholly on the screen. */
const overflow = (page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found = [];
    if (document.documentElement.scrollWidth > width + 1) found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px in ${width})`);
    for (const el of document.querySelectorAll('body *')) {
      if (!/auto|scroll/.test(getComputedStyle(el).overflowX) || el.scrollWidth <= el.clientWidth + 1) continue;
      const name = el.getAttribute('aria-label') ?? el.className;
      found.push(`${el.tagName.toLowerCase()} "${String(name).slice(0, 40)}" scrolls sideways (${el.scrollWidth} px in ${el.clientWidth})`);
    }
    const tables = document.querySelectorAll('.ant-table');
    if (!tables.length) found.push('no table');
    for (const pager of document.querySelectorAll('.ant-pagination')) {
      const r = pager.getBoundingClientRect();
      if (r.left < 0 || r.right > width + 1) found.push(`the pager runs from ${Math.round(r.left)} to ${Math.round(r.right)} px of ${width}`);
    }
    return found;
  });

test('lists show every column and the pager at 1280 px with the side menu, and fewer columns at 360 px, without scrolling sideways', async () => {
  const context = await newContext(browser);
  await withKoreanFont(context);
  const page = await context.newPage();
  const pending = inflight(page);
  await signIn(page, 'admin');
  await page.waitForURL((u) => u.pathname.endsWith('/auth/main'));
  const found = [];
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of LISTS) {
      await page.goto(url(path));
      await page.locator('.ant-table-row').first().waitFor();
      await settled(pending);
      const loaded = await page.evaluate(async () => (await document.fonts.load("14px 'Malgun Gothic'", '가')).length > 0 && document.fonts.ready.then(() => true));
      assert.equal(loaded, true, 'the Korean stand-in font is loaded');
      if (width === 1280) assert.ok(await page.locator('.ant-layout-sider').isVisible(), `${path}: the side menu shows at 1280 px`);
      if (path !== 'auth/menu-permission' || width === 1280) for (const f of await overflow(page)) found.push(`${path} at ${width} px: ${f}`);
    }
  }
  await context.close();
  assert.deepEqual(found, [], 'lists that do not fit the screen');
});
