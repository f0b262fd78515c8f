/**
 * Records the phone sequence of the screening day from the built pages, for bench/screening-day.ts to replay: the
 * real server (NODE_ENV=production, compiled to server/dist first) serves client/dist, Chromium at 360 px opens each SMS link as it was texted and
 * goes through the flow, and every call the pages make to the server (not the static files) is written, in order, to
 * bench/screening-day.sequence.json with the student's values replaced by placeholders, each saying where it comes
 * from. Two flows:
 * - `elementary`: the guardian opens /app/agree/{agreeId}/guardian, proves the phone with the texted code, consents,
 *   answers every item and sees the result;
 * - `middle-high`: the guardian proves the phone and consents (the student's link is texted), then the student opens
 *   /app/agree/{agreeId}/student on a phone of their own, proves it, consents, answers and sees the result.
 *
 *   npx pnpm@10.34.8 --filter @svs/client build     # client/dist, if missing or older than the pages
 *   cd server && DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx ../bench/screening-record.ts
 *
 * BENCH_RECORD_DB (default svs_screening_record, dropped and made again), BENCH_PORT (default 3911), CHROME_PATH
 * (default /usr/bin/chromium). Re-record after any change to the respondent pages; the JSON is not edited by hand.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page, Request } from '../e2e/node_modules/playwright-core/index.js';
import { buildServer, freshDatabase, groupRegister, makeSchools, outboxDrained, PUBLIC_URL, queuedIn, startServer, type StudentRow } from './screening-world.js';

const { chromium } = createRequire(new URL('../e2e/package.json', import.meta.url))('playwright-core') as typeof import('../e2e/node_modules/playwright-core/index.js');

const clientDist = new URL('../client/dist', import.meta.url).pathname;
if (!existsSync(`${clientDist}/respondent.html`)) throw new Error('no client/dist/respondent.html: npx pnpm@10.34.8 --filter @svs/client build');
buildServer();
const FIRST_ID = 9_100_001; // evaluation ids no answer, count or code can equal
const { orm, url } = await freshDatabase(process.env.BENCH_RECORD_DB ?? 'svs_screening_record', FIRST_ID);
const server = await startServer(url, Number(process.env.BENCH_PORT ?? 3911), { CLIENT_DIST: clientDist });
const conn = orm.em.getConnection();

const { schoolIds, teacherTokens } = await makeSchools(orm, ['ELEMENTARY', 'MIDDLE']);
const elementary: StudentRow = { target: 'ELEMENTARY', gender: 'M', guardianMobile: '01055500001' };
const middleHigh: StudentRow = { target: 'MIDDLE_HIGH', gender: 'F', mobile: '01666600002', guardianMobile: '01055500002' };
await groupRegister(server.base, teacherTokens[0], schoolIds[0], [elementary]);
await groupRegister(server.base, teacherTokens[1], schoolIds[1], [middleHigh]);
await outboxDrained(queuedIn(orm));

/** The SQL the replay runs for an `sms` placeholder: the newest text of a purpose to a number. */
const SMS_SQL = `select text from sms_message where recipient = $1 and purpose = $2 order by id desc limit 1`;
async function newestSms(recipient: string, purpose: string): Promise<string> {
  const [row] = await conn.execute<{ text: string }[]>(SMS_SQL.replace(/\$\d/g, '?'), [recipient, purpose]);
  if (!row) throw new Error(`no ${purpose} text to ${recipient}`);
  return row.text;
}
const CODE_PATTERN = '인증번호 (\\d{6})';
const LINK_PATTERN = `${PUBLIC_URL.replace(/\./g, '\\.')}(/app/agree/[0-9a-f-]{36}/(?:guardian|student))`;
const match = (text: string, pattern: string) => {
  const m = new RegExp(pattern).exec(text);
  if (!m) throw new Error(`no ${pattern} in ${text}`);
  return m[1];
};

// ---- the browser ---------------------------------------------------------------------------------------------------

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});

interface Captured {
  phone: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  page: string;
  status?: number;
  response?: unknown;
}
/** Headers that decide how the server answers; the rest (user agent, sec-*, language) are the browser's own. */
const KEPT_HEADERS = ['authorization', 'x-respondent-token', 'content-type', 'accept'];
const calls: Captured[] = [];
const documents: string[] = [];
/** The answers (and all headers) of the calls, read as they end; awaited before a phone is put away. */
const finishing: Promise<void>[] = [];

async function finished(req: Request, c: Captured) {
  // allHeaders(), not headers(): the latter leaves out Authorization
  c.headers = Object.fromEntries(Object.entries(await req.allHeaders()).filter(([k]) => KEPT_HEADERS.includes(k.toLowerCase())));
  const res = await req.response();
  if (!res) return;
  c.status = res.status();
  const text = await res.text().catch(() => '');
  try {
    c.response = text ? JSON.parse(text) : undefined;
  } catch {
    c.response = text.slice(0, 200);
  }
}

/** Waits for every call's answer, then closes the phone. */
async function putAway(context: BrowserContext) {
  await Promise.all(finishing.splice(0));
  await context.close();
}

async function phone(name: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  context.setDefaultTimeout(20_000);
  context.on('request', (req) => {
    const u = new URL(req.url());
    if (req.resourceType() === 'document') documents.push(`${name}: ${u.pathname}`);
    if (req.resourceType() !== 'fetch' && req.resourceType() !== 'xhr') return;
    const c: Captured = { phone: name, method: req.method(), path: u.pathname + u.search, headers: {}, body: req.postData() ?? undefined, page: new URL(req.frame().url()).pathname };
    calls.push(c);
    finishing.push(finished(req, c));
  });
  return { context, page: await context.newPage() };
}

/** The consent page of a texted link: the phone check with the code from the SMS table, then "동의합니다". */
async function consent(page: Page, link: string, mobile: string) {
  await page.goto(server.base + link);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByLabel('휴대전화번호').fill(mobile);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await page.getByText('인증번호를 문자로 보냈습니다.', { exact: false }).waitFor();
  await page.getByLabel('인증번호 (6자리)').fill(match(await newestSms(mobile, 'AUTH_CODE'), CODE_PATTERN));
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await page.getByRole('heading', { name: '동의 여부 선택' }).waitFor();
  await page.getByRole('button', { name: '동의합니다' }).click();
}

/** Every item answered (item n: 1 when n is a multiple of 4, else 0: a calm result), step by step, then the result page. */
async function answer(page: Page, evaluationId: number) {
  await page.waitForURL((u) => u.pathname === `/app/simple-evaluation/${evaluationId}`);
  await page.getByRole('progressbar').waitFor();
  for (let guard = 0; guard < 20; guard++) {
    const sets = page.locator('fieldset');
    await sets.first().waitFor();
    for (let i = 0; i < (await sets.count()); i++) {
      const set = sets.nth(i);
      const n = Number((await set.locator('legend').innerText()).split('.')[0]);
      await set.locator(`input[type=radio][value="${n % 4 === 0 ? 1 : 0}"]`).check();
    }
    const submit = page.getByRole('button', { name: '제출하기' });
    if (await submit.count()) {
      await submit.click();
      break;
    }
    await page.getByRole('button', { name: '다음' }).click();
  }
  await page.waitForURL((u) => u.pathname === `/app/simple-evaluation/result/${evaluationId}`);
  await page.getByRole('heading', { name: '이야기 나눌 곳' }).waitFor();
  await page.waitForLoadState('networkidle');
}

const evaluationOf = async (guardianMobile: string) => {
  const [row] = await conn.execute<{ id: number; agree_id: string }[]>(
    `select e.id, a.id as agree_id from simple_evaluation e join simple_evaluation_agree a on a.evaluation_id = e.id where a.guardian_mobile = ?`,
    [guardianMobile],
  );
  return row;
};

// ---- placeholders --------------------------------------------------------------------------------------------------

interface Source {
  from: 'student' | 'response' | 'sms' | 'page';
  what: string;
  /** response: the step (index in `steps`) and the field of its JSON answer */
  step?: number;
  field?: string;
  /** sms: the replay runs `sql` with [recipient placeholder, purpose] and takes `pattern`'s first group */
  recipient?: string;
  purpose?: string;
  sql?: string;
  pattern?: string;
}

/** Replaces known values by {name} in a recorded string (longest values first, so a token is never cut by a number). */
function abstract(text: string, known: [string, string][]): string {
  let out = text;
  for (const [value, name] of [...known].sort((a, b) => b[0].length - a[0].length)) out = out.split(value).join(`{${name}}`);
  return out;
}

/** The flow's calls, abstracted; `student` holds this flow's values and where the replay finds them. */
function flowOf(captured: Captured[], values: Record<string, { value: string; source: Source }>, extra: Record<string, Source> = {}) {
  const known: [string, string][] = Object.entries(values).map(([name, v]) => [v.value, name]);
  const placeholders: Record<string, Source> = Object.fromEntries(Object.entries(values).map(([name, v]) => [name, v.source]));
  Object.assign(placeholders, extra);
  const steps = captured.map((c, i) => {
    // values first seen in this call's answer that later calls send: tokens, ids
    const step = {
      phone: c.phone,
      page: abstract(c.page, known),
      method: c.method,
      path: abstract(c.path, known),
      headers: Object.fromEntries(Object.entries(c.headers).map(([k, v]) => [k, abstract(v, known)])),
      body: c.body === undefined ? undefined : c.headers['content-type']?.includes('json') ? JSON.parse(abstract(c.body, known)) : abstract(c.body, known),
      status: c.status,
    };
    for (const [field, value] of Object.entries(c.response && typeof c.response === 'object' ? (c.response as Record<string, unknown>) : {})) {
      if (typeof value !== 'string' || value.length < 20 || known.some(([v]) => v === value)) continue;
      // sent by a later call (its path, headers or body), not merely answered again
      const later = captured.slice(i + 1).some((d) => `${d.path} ${JSON.stringify(d.headers)} ${d.body ?? ''}`.includes(value));
      if (!later) continue;
      const base = field === 'access_token' ? 'clientToken' : field;
      const name = c.phone === 'guardian' ? base : c.phone + base[0].toUpperCase() + base.slice(1);
      const suffix = Object.keys(placeholders).filter((k) => k === name || k.startsWith(`${name}_`)).length;
      const unique = suffix ? `${name}_${suffix + 1}` : name;
      known.push([value, unique]);
      placeholders[unique] = { from: 'response', what: `${c.method} ${abstract(c.path, known)}: ${field}`, step: i, field };
    }
    return step;
  });
  // the pages the phones loaded (static files, not replayed): for the reader
  const pages = documents.splice(0).map((d) => abstract(d, known));
  return { placeholders, steps, pages };
}

/** The evaluation id is a number in paths and JSON: replaced as a whole number only (`"{evaluationId}"` in JSON). */
const numbered = <T>(steps: T, id: number): T =>
  JSON.parse(JSON.stringify(steps).replace(new RegExp(`(?<![0-9])${id}(?![0-9])`, 'g'), (_m, at: number, all: string) => (':,['.includes(all[at - 1]) ? '"{evaluationId}"' : '{evaluationId}')));

// ---- the flows ---------------------------------------------------------------------------------------------------

const flows: Record<string, unknown> = {};
// a flow that stops (a page that does not come, a refused call): the calls so far, to see why
process.on('exit', (code) => {
  if (code) for (const c of calls) console.error(`  ${c.phone} ${c.status ?? '…'} ${c.method} ${c.path} ${JSON.stringify(c.response ?? '').slice(0, 300)}`);
});

{
  const e = await evaluationOf(elementary.guardianMobile);
  const link = match(await newestSms(elementary.guardianMobile, 'AGREE_GUARDIAN'), LINK_PATTERN);
  const g = await phone('guardian');
  await consent(g.page, link, elementary.guardianMobile);
  const code = match(await newestSms(elementary.guardianMobile, 'AUTH_CODE'), CODE_PATTERN);
  await answer(g.page, e.id);
  await putAway(g.context);
  const captured = calls.splice(0);
  const { placeholders, steps, pages } = flowOf(captured, {
    agreeId: { value: e.agree_id, source: { from: 'student', what: "the consent round's id (simple_evaluation_agree.id), in the guardian's SMS link /app/agree/{agreeId}/guardian" } },
    guardianMobile: { value: elementary.guardianMobile, source: { from: 'student', what: "the guardian's number the link was texted to (simple_evaluation_agree.guardian_mobile)" } },
    code: {
      value: code,
      source: { from: 'sms', what: 'the 6-digit code texted to the guardian by the step before', recipient: 'guardianMobile', purpose: 'AUTH_CODE', sql: SMS_SQL, pattern: CODE_PATTERN },
    },
  });
  flows.elementary = {
    description: "An elementary student's guardian: the consent link, the phone check, consent, every item, the result.",
    school: 'ELEMENTARY',
    placeholders: { ...placeholders, evaluationId: { from: 'student', what: 'the simple evaluation id (simple_evaluation.id); a number in JSON' } },
    pages: numbered(pages, e.id),
    steps: numbered(steps, e.id),
  };
}

{
  const e = await evaluationOf(middleHigh.guardianMobile);
  const guardianLink = match(await newestSms(middleHigh.guardianMobile, 'AGREE_GUARDIAN'), LINK_PATTERN);
  const g = await phone('guardian');
  await consent(g.page, guardianLink, middleHigh.guardianMobile);
  await g.page.getByRole('heading', { name: '동의해 주셔서 감사합니다' }).waitFor();
  await g.page.waitForLoadState('networkidle');
  const guardianCode = match(await newestSms(middleHigh.guardianMobile, 'AUTH_CODE'), CODE_PATTERN);
  await putAway(g.context);
  const studentLink = match(await newestSms(middleHigh.mobile!, 'AGREE_STUDENT'), LINK_PATTERN);
  const s = await phone('student');
  await consent(s.page, studentLink, middleHigh.mobile!);
  const studentCode = match(await newestSms(middleHigh.mobile!, 'AUTH_CODE'), CODE_PATTERN);
  await answer(s.page, e.id);
  await putAway(s.context);
  const captured = calls.splice(0);
  const { placeholders, steps, pages } = flowOf(captured, {
    agreeId: { value: e.agree_id, source: { from: 'student', what: "the consent round's id (simple_evaluation_agree.id), in both SMS links" } },
    guardianMobile: { value: middleHigh.guardianMobile, source: { from: 'student', what: "the guardian's number (simple_evaluation_agree.guardian_mobile)" } },
    studentMobile: { value: middleHigh.mobile!, source: { from: 'student', what: "the student's own number (simple_evaluation_agree.student_mobile)" } },
    guardianCode: {
      value: guardianCode,
      source: { from: 'sms', what: 'the code texted to the guardian', recipient: 'guardianMobile', purpose: 'AUTH_CODE', sql: SMS_SQL, pattern: CODE_PATTERN },
    },
    studentCode: {
      value: studentCode,
      source: { from: 'sms', what: 'the code texted to the student', recipient: 'studentMobile', purpose: 'AUTH_CODE', sql: SMS_SQL, pattern: CODE_PATTERN },
    },
  });
  flows['middle-high'] = {
    description:
      "A middle/high student: the guardian's consent link, phone check and consent (the server texts the student's link " +
      '/app/agree/{agreeId}/student, AGREE_STUDENT); the student on a phone of their own: phone check, consent, every item, the result.',
    school: 'MIDDLE',
    placeholders: { ...placeholders, evaluationId: { from: 'student', what: 'the simple evaluation id (simple_evaluation.id); a number in JSON' } },
    pages: numbered(pages, e.id),
    steps: numbered(steps, e.id),
  };
}

const commit = (() => {
  try {
    const root = new URL('..', import.meta.url).pathname;
    const head = execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['-C', root, 'status', '--porcelain', '--', 'client/src', 'client/respondent.html'], { encoding: 'utf8' }).trim();
    return dirty ? `${head} with uncommitted client changes` : head;
  } catch {
    return 'unknown';
  }
})();

const out = {
  '//': 'Written by bench/screening-record.ts from the built pages; replayed by bench/screening-day.ts. Re-record, do not edit.',
  recorded: { commit, browser: `Chromium ${browser.version()}`, viewport: '360x740', language: 'ko' },
  substitution:
    '{name} in a path, header or string is replaced by the value; a JSON value that is exactly "{name}" takes the value with its own type.',
  flows,
};
writeFileSync(new URL('./screening-day.sequence.json', import.meta.url), JSON.stringify(out, null, 2) + '\n');
for (const [name, f] of Object.entries(flows) as [string, { steps: { phone: string; method: string; path: string; status: number }[] }][]) {
  console.log(`${name}: ${f.steps.length} calls`);
  for (const s of f.steps) console.log(`  ${s.phone.padEnd(8)} ${s.status} ${s.method.padEnd(4)} ${s.path}`);
}
await browser.close();
await server.stop();
await orm.close();
