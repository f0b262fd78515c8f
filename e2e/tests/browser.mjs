// Shared Chromium setup for the e2e tests (playwright-core with the system browser; no browser download).
import { chromium } from 'playwright-core';

export const base = process.env.E2E_BASE_URL || 'http://127.0.0.1:3000/app/';

export async function launch() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  return { browser, context };
}

export const url = (path) => new URL(path, base).toString();

/** Waits until the page is at this app path (relative to the /app/ base). */
export const at = (page, path) => page.waitForURL((u) => u.pathname === new URL(path, base).pathname);

/** The first match of `pattern` in the newest mails to `to` in the local mailbox (the demo's mail driver). */
export async function latestMail(page, to, pattern) {
  for (let i = 0; i < 40; i++) {
    const mails = await (await page.request.get(url(`dev/mailbox?to=${encodeURIComponent(to)}`))).json();
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
