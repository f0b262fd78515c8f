#!/usr/bin/env node
// The client's JS on the wire, checked against byte budgets after the client build (npm test runs it right after
// `vite build`; `node scripts/client-budget.mjs [dist]` alone). On the wire means as the server sends it to a
// browser that accepts brotli: the .br file the build wrote beside each asset (client/vite.config.ts precompress),
// or the file itself when it is too small to have one. Deterministic: it reads files, nothing is timed.
//
// - the respondent entry (respondent.html, the SMS-link pages): every JS file the page loads (its script and
//   modulepreloads) and everything they import, statically or dynamically: the whole flow, consent to result;
// - the staff sign-in route (index.html, /sign/in): the entry's static import closure and the sign-in page's chunk
//   with its own.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

/** The respondent pages' whole flow: issue 27 (a guardian's phone on a school's or a mobile network). */
const RESPONDENT_BUDGET = 100_000;
/**
 * The staff sign-in route: issue 27 asks for at most 250 KB. It measured 207,669 bytes once antd's App, Result, Card
 * (with Tabs), Spin and dayjs left it (2026-11-27), so the budget is that figure rounded up, well inside the goal: the
 * route does not grow back unnoticed.
 */
const SIGN_IN_BUDGET = 210_000;

const dist = process.argv[2] ?? join(root, 'client/dist');
const assets = join(dist, 'assets');

const onWire = (file) => {
  const path = join(assets, file);
  return existsSync(path + '.br') ? statSync(path + '.br').size : statSync(path).size;
};

const STATIC = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']\.\/([\w.-]+\.js)["']/g;
const DYNAMIC = /(?:^|[^\w$.])import\(\s*["']\.\/([\w.-]+\.js)["']\s*\)/g;

/** The files `start` loads, following its static imports (and its dynamic ones too when `dynamic`). */
function closure(start, dynamic) {
  const seen = new Set();
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(assets, file), 'utf8');
    for (const m of code.matchAll(STATIC)) walk(m[1]);
    if (dynamic) for (const m of code.matchAll(DYNAMIC)) walk(m[1]);
  };
  start.forEach(walk);
  return seen;
}

/** The JS files an HTML page loads at once: its module script and modulepreloads. */
function pageScripts(html) {
  const text = readFileSync(join(dist, html), 'utf8');
  const files = [...text.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/app\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]);
  if (!files.length) throw new Error(`${html} loads no script from /app/assets/`);
  return files;
}

function report(name, files, budget) {
  const rows = [...files].map((f) => [f, onWire(f)]).sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((n, [, b]) => n + b, 0);
  console.log(`${name}: ${total.toLocaleString('en')} bytes of JS on the wire (brotli), budget ${budget.toLocaleString('en')}`);
  for (const [f, b] of rows) console.log(`  ${String(b.toLocaleString('en')).padStart(9)}  ${f}`);
  return total <= budget ? null : `${name}: ${total.toLocaleString('en')} bytes is over its budget of ${budget.toLocaleString('en')}`;
}

const respondent = closure(pageScripts('respondent.html'), true);
const staffEntry = closure(pageScripts('index.html'), false);
const signInChunk = [...closure(pageScripts('index.html'), true)].find((f) => /^SignInPage-[\w-]+\.js$/.test(f));
if (!signInChunk) throw new Error('no SignInPage chunk reachable from index.html');
const signIn = new Set([...staffEntry, ...closure([signInChunk], false)]);

const failures = [report('respondent pages (respondent.html, whole flow)', respondent, RESPONDENT_BUDGET), report('staff sign-in (index.html, /sign/in)', signIn, SIGN_IN_BUDGET)].filter(Boolean);
for (const f of respondent) {
  const code = readFileSync(join(assets, f), 'utf8');
  // the respondent entry is React alone: none of the staff app's libraries may creep in through a shared module
  for (const [lib, mark] of [['antd', /ant-design|antd/], ['Apollo Client', /ApolloClient|@apollo/], ['i18next', /i18next/], ['react-router', /react-router|createBrowserRouter/], ['dayjs', /dayjs/]]) {
    if (mark.test(code)) failures.push(`respondent pages: ${f} holds ${lib}`);
  }
}
if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
