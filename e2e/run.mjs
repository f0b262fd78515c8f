#!/usr/bin/env node
// Runs the end-to-end tests: starts the built app (server/dist + client/dist) on a fresh embedded database and
// a free port, runs e2e/tests/*.test.mjs in Chromium, then stops the app with SIGTERM and checks it exits cleanly.
// Chromium: CHROME_PATH or /usr/bin/chromium. Without one the tests are skipped, except under CI=true.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  if (process.env.CI === 'true') {
    console.error(`e2e: no Chromium at ${chrome} (set CHROME_PATH); under CI this is a failure`);
    process.exit(1);
  }
  console.log(`e2e: SKIPPED — no Chromium at ${chrome} (install it or set CHROME_PATH)`);
  process.exit(0);
}

const port = await new Promise((resolve) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'svs-e2e-'));
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
delete env.DATABASE_URL; // the e2e run exercises the embedded database that `npm start` uses
const app = spawn(process.execPath, [join(root, 'server/dist/cli/index.js'), 'demo'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
app.stderr.on('data', (d) => (appOut += d));
let appOut = '';
app.stdout.on('data', (d) => (appOut += d));
const exited = new Promise((resolve) => app.on('exit', (code, signal) => resolve({ code, signal })));

const base = `http://127.0.0.1:${port}/app/`;
let failed = false;
try {
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(base + 'health')).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('the app did not start:\n' + appOut);
    await new Promise((r) => setTimeout(r, 300));
  }
  // E2E_ONLY=accessibility,csp runs only tests/accessibility.test.mjs and tests/csp.test.mjs (while fixing a screen)
  const only = process.env.E2E_ONLY?.split(',').filter(Boolean);
  const tests = readdirSync(join(here, 'tests'))
    .filter((f) => f.endsWith('.test.mjs') && (!only || only.some((o) => f === `${o}.test.mjs`)))
    .map((f) => join(here, 'tests', f));
  const runner = spawn(process.execPath, ['--test', '--test-concurrency=1', ...tests], {
    env: { ...process.env, E2E_BASE_URL: base, CHROME_PATH: chrome },
    stdio: 'inherit',
  });
  const code = await new Promise((resolve) => runner.on('exit', resolve));
  failed = code !== 0;
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  failed = true;
} finally {
  app.kill('SIGTERM');
  const { code, signal } = await exited;
  if (code !== 0) {
    console.error(`e2e: the app did not shut down cleanly on SIGTERM (code ${code}, signal ${signal})\n${appOut.slice(-3000)}`);
    failed = true;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
