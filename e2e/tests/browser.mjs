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
