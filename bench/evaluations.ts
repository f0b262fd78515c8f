/**
 * Simple evaluation, end to end against the real server process on the bench data (bench/data.ts: 1,000,000
 * evaluations over 12,000 schools):
 * - group register of 1,000 rows: the Excel upload previewed, then committed (goal: ≤ 3 s end to end), registered
 *   only and registered with every guardian's consent text queued in the same transaction;
 * - the Excel export of about 167,000 rows (year 2026, boys), streamed (goal: ≤ 10 s, server peak RSS ≤ 300 MB).
 *
 *   cd server && DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx ../bench/evaluations.ts
 *
 * BENCH_DB as for the other benches. The group-registered rows stay (each run adds 2,000 to the school with fewest).
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import ExcelJS from '../server/node_modules/exceljs/excel.js';
import { openBench } from './data.js';
import { Account } from '../server/src/modules/account/account.entity.js';
import * as accounts from '../server/src/modules/account/account.service.js';
import { RoleCode } from '../server/src/modules/account/role.entity.js';
import { signUserToken } from '../server/src/platform/auth/tokens.js';
import { loadConfig } from '../server/src/platform/config.js';

const JWT_SECRET = 'bench-secret-that-is-long-enough-000000';
const PORT = 3903;
const { orm, url } = await openBench();
const config = loadConfig({ JWT_SECRET });

const em = orm.em.fork();
let admin = await em.findOne(Account, { loginId: 'benchadmin' });
if (!admin) {
  await em.getConnection().execute(
    `insert into account (login_id, email, password_hash, name, mobile, role_id, status, alarm_settings)
     values ('benchadmin', 'benchadmin@example.org', 'x', '벤치', '01000000000', ?, 'ACTIVE', '{}'::jsonb)`,
    [RoleCode.SYSTEM_ADMIN],
  );
  admin = await em.findOneOrFail(Account, { loginId: 'benchadmin' });
}
const token = signUserToken(config, await accounts.principalOf(em as never, admin));
// a school with the fewest evaluations this year, so the duplicate check sees a realistic school
const [{ id: schoolId }] = await em.getConnection().execute(
  `select s.id from school s where s.type = 'ELEMENTARY' order by (select count(*) from simple_evaluation e where e.school_id = s.id) , s.id limit 1`,
);

const server = fork(new URL('../server/src/cli/index.ts', import.meta.url).pathname, ['serve'], {
  // BENCH_PROFILE=<dir>: a CPU profile of the server, written when it stops (npx tsx ../bench/profile-top.ts <file>)
  execArgv: ['--import', 'tsx', ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [])],
  env: { ...process.env, DATABASE_URL: url, JWT_SECRET, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'production', PUBLIC_URL: 'https://bench.example.org', CLIENT_DIST: '/nonexistent' },
  stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
});
await new Promise<void>((resolve) => server.stdout!.on('data', (d: Buffer) => d.toString().includes(`:${PORT}`) && resolve()));
const base = `http://127.0.0.1:${PORT}/app/svs-u/simple-evaluation`;
const auth = { authorization: `Bearer ${token}` };
const rss = (key: 'VmRSS' | 'VmHWM') => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) / 1024;
/** The server's CPU time so far (user + system, /proc/<pid>/stat in clock ticks of 10 ms): what the export cost, whatever the load. */
const cpuMs = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

// group register: 1,000 rows in the template's sheet, registered only, then registered with each guardian's consent
// text queued in the same transaction (REGISTER_AND_SEND: the guardian column filled in)
const template = await (await fetch(`${base}/group-register/template`, { headers: auth })).arrayBuffer();
async function groupRegister(method: 'REGISTER' | 'REGISTER_AND_SEND', prefix: number) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(template);
  const ws = wb.worksheets[0];
  for (let i = 0; i < 1000; i++) {
    const n = `${prefix}-${String(i).padStart(4, '0')}`;
    ws.addRow(['초등', i % 2 ? '남' : '여', `010-${n}`, ...(method === 'REGISTER_AND_SEND' ? [`011-${n}`] : [])]);
  }
  const file = Buffer.from(await wb.xlsx.writeBuffer());
  async function upload(mode: 'PREVIEW' | 'COMMIT') {
    const form = new FormData();
    form.set('mode', mode);
    form.set('method', method);
    form.set('schoolId', schoolId);
    form.set('file', new Blob([file]), 'bench.xlsx');
    const t = performance.now();
    const res = await fetch(`${base}/group-register`, { method: 'POST', headers: auth, body: form });
    const body = (await res.json()) as Record<string, unknown>;
    if (res.status !== 200) throw new Error(`${mode}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    return { ms: performance.now() - t, body };
  }
  const preview = await upload('PREVIEW');
  const commit = await upload('COMMIT');
  console.log(
    `group register ${method}, 1,000 rows (${(file.length / 1024).toFixed(0)} kB): preview ${preview.ms.toFixed(0)} ms, commit ${commit.ms.toFixed(0)} ms, ` +
      `together ${(preview.ms + commit.ms).toFixed(0)} ms (goal ≤ 3,000); consent texts queued: ${commit.body.sent}`,
  );
}
const prefix = 5000 + (Date.now() % 4000); // distinct numbers within the file and from earlier runs
await groupRegister('REGISTER', prefix);
await groupRegister('REGISTER_AND_SEND', 1000 + ((prefix + 1) % 9000));

// export: read the whole stream, count bytes, watch the server's resident memory
const before = rss('VmRSS');
let peak = before;
const watch = setInterval(() => (peak = Math.max(peak, rss('VmRSS'))), 50);
const t = performance.now();
const cpuBefore = cpuMs();
const res = await fetch(`${base}/excel-download`, {
  method: 'POST',
  headers: { ...auth, 'content-type': 'application/json' },
  body: JSON.stringify({ year: 2026, gender: 'M', fileName: 'bench', reason: '성능 측정' }),
});
if (res.status !== 200) throw new Error(`export: ${res.status} ${await res.text()}`);
const bytes = Buffer.from(await res.arrayBuffer());
const ms = performance.now() - t;
const cpu = cpuMs() - cpuBefore;
clearInterval(watch);
const out = new ExcelJS.Workbook();
await out.xlsx.load(bytes as unknown as ArrayBuffer);
const rows = out.worksheets[0].rowCount - 1;
console.log(
  `Excel export: ${rows.toLocaleString('en-US')} rows, ${(bytes.length / 1048576).toFixed(1)} MB in ${(ms / 1000).toFixed(2)} s (goal ≤ 10 s); ` +
    `server CPU ${(cpu / 1000).toFixed(2)} s; server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (sampled every 50 ms; goal ≤ 300 MB); ` +
    `load average ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`,
);

server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
await orm.close();
