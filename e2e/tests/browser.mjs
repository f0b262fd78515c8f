// Shared Chromium setup for the e2e tests (playwright-core with the system browser; no browser download).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

export const base = process.env.E2E_BASE_URL || 'http://127.0.0.1:3000/app/';

export async function launch() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  return { browser, context: await newContext(browser) };
}

/**
 * A fresh browser profile (its own cookies, so its own session) in the shared browser. Popup notices appear on entry
 * (the demo seeds one for every role); a test about something else would find its page under that dialog, so the
 * profile starts with the popups of ids 1–20 closed for the day (imgPopupClose_{id}=Y, as 오늘 하루 보지 않기
 * sets it). `{ popups: true }` keeps them, for the test of the popups themselves.
 */
export async function newContext(browser, { popups = false } = {}) {
  const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  if (!popups) await closePopupsForToday(context);
  return context;
}

export async function closePopupsForToday(context, ids = Array.from({ length: 20 }, (_, i) => i + 1)) {
  const { origin } = new URL(base);
  const expires = Math.floor(Date.now() / 1000) + 86_400;
  await context.addCookies(ids.map((id) => ({ name: `imgPopupClose_${id}`, value: 'Y', url: `${origin}/app`, expires, sameSite: 'Strict' })));
}

/** Signs the profile out by dropping every cookie, the popups closed for today staying closed (as after newContext). */
export async function clearSession(context) {
  await context.clearCookies();
  await closePopupsForToday(context);
}

export const url = (path) => new URL(path, base).toString();

/**
 * An API call from the test (Playwright's request context) that survives the server closing an idle kept-alive socket
 * just as the call reuses it (ECONNRESET / socket hang up: the server read nothing of the request), by sending it
 * once more on a new connection. Browsers do the same for a reused socket; Playwright's request context does not.
 */
export async function api(request, method, path, options = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await request.fetch(url(path), { method, ...options });
    } catch (e) {
      if (attempt > 1 || !/ECONNRESET|socket hang up/.test(String(e?.message))) throw e;
    }
  }
}

/** Waits until the page is at this app path (relative to the /app/ base). */
export const at = (page, path) => page.waitForURL((u) => u.pathname === new URL(path, base).pathname);

/** The first match of `pattern` in the newest mails to `to` in the local mailbox (the demo's mail driver). */
export async function latestMail(page, to, pattern) {
  for (let i = 0; i < 40; i++) {
    const mails = await (await api(page.request, 'GET', `dev/mailbox?to=${encodeURIComponent(to)}`)).json();
    const hit = mails.map((m) => m.body.match(pattern)?.[0]).find(Boolean);
    if (hit) return hit;
    await page.waitForTimeout(250);
  }
  throw new Error(`no mail matching ${pattern} for ${to}`);
}

export async function signIn(page, loginId, password = 'Demo1234!') {
  await page.goto(url('sign/in'));
  await page.getByLabel('아이디', { exact: true }).fill(loginId);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인' }).click();
}

const clientDir = join(dirname(fileURLToPath(import.meta.url)), '../../client');

/**
 * The client's route table (client/src/app/routes.tsx, `appRoutes`), loaded through the client's own Vite so the
 * walk checks whatever screens the table holds, with no second list to keep in step.
 */
export async function appRoutes() {
  const vitePkg = createRequire(join(clientDir, 'package.json')).resolve('vite/package.json');
  const { runnerImport } = await import(pathToFileURL(join(dirname(vitePkg), 'dist/node/index.js')).href);
  const { module } = await runnerImport(join(clientDir, 'src/app/routes.tsx'), { root: clientDir, configFile: false, logLevel: 'error' });
  return module.appRoutes.map((r) => ({ path: r.path, title: r.title, layout: r.layout, public: r.public === true, menuId: r.menuId }));
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical axe-core violations on the page as it is now (all rules, not only colour contrast),
 * each as `rule (impact): help — selector: summary` lines. axe is injected once per document.
 */
export async function axeViolations(page) {
  // evaluated through the DevTools protocol: an inline <script> tag would be (rightly) refused by the app's CSP
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`),
      }));
  });
  return violations;
}

/**
 * The axe findings of one test: `check(page, where)` adds the page's serious and critical violations, as it is now,
 * to `problems` (one entry per rule, with up to three nodes), so a test walks every screen and reports them together;
 * `checkBothWidths(page, where)` checks it at 1280 px, then at 360 px, and leaves it at 1280 px again.
 */
export function axeLog() {
  const problems = [];
  const check = async (page, where) => {
    for (const v of await axeViolations(page)) problems.push(`${where}: ${v.id} (${v.impact}) ${v.help}\n  ${v.nodes.slice(0, 3).join('\n  ')}`);
  };
  const checkBothWidths = async (page, where) => {
    await check(page, `${where} @1280`);
    await resize(page, 360, 740);
    await check(page, `${where} @360`);
    await resize(page, 1280, 900);
  };
  return { problems, check, checkBothWidths };
}

/** Resizes the page and waits two frames, so layouts that follow the width (antd breakpoints) have re-rendered. */
export async function resize(page, width, height) {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Waits for an antd message (toast) holding this text. */
export const toast = (page, text) => page.locator('.ant-message-notice', { hasText: text }).first().waitFor();

/**
 * Collects every Content-Security-Policy violation in the context's pages: the browser's own console report
 * ("Refused to … because it violates … Content Security Policy") and the securitypolicyviolation event.
 */
export async function watchCsp(context) {
  const violations = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const watch = (page) => {
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy|CSP violation/i.test(m.text())) violations.push(`${page.url()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => {
      if (/Content Security Policy|unsafe-eval|unsafe-inline/i.test(String(e))) violations.push(`${page.url()}: ${e}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return violations;
}
