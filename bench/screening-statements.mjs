// Bench only (bench/screening-day.ts, bench/screening-record.ts): loaded into the forked server with `--import`, it
// counts the SQL statements the process sends through pg's Client.prototype.query (every statement of the ORM, knex,
// the read models and the relays, BEGIN and COMMIT included) and, while asked to, keeps their text. The parent asks
// over IPC: { bench: 'stmts', op: 'read' | 'record' | 'stop', id } and gets { bench: 'stmts', id, count, texts }.
// With WEB_CONCURRENCY above 1 the primary (which forked the parent's asked process) asks its cluster workers and
// answers with their sum. The server's code is not changed.
import cluster from 'node:cluster';
import { createRequire } from 'node:module';

const pg = createRequire(new URL('../server/package.json', import.meta.url))('pg');
let count = 0;
/** @type {string[] | null} */
let texts = null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  count++;
  if (texts) {
    const q = args[0];
    texts.push(typeof q === 'string' ? q : (q?.text ?? q?.name ?? '?'));
  }
  return query.apply(this, args);
};

/** This process's answer to an op. */
function local(op) {
  if (op === 'record') texts = [];
  const answer = { count, texts: texts ?? [] };
  if (op === 'read' && texts) texts = [];
  if (op === 'stop') texts = null;
  return answer;
}

if (cluster.isWorker) {
  process.on('message', (m) => {
    if (m?.bench === 'stmts') process.send({ bench: 'stmts-worker', id: m.id, ...local(m.op) });
  });
} else if (process.send) {
  const pending = new Map();
  cluster.on?.('message', (_worker, m) => {
    const p = m?.bench === 'stmts-worker' && pending.get(m.id);
    if (!p) return;
    p.count += m.count;
    p.texts.push(...m.texts);
    if (--p.left === 0) {
      pending.delete(m.id);
      process.send({ bench: 'stmts', id: m.id, count: p.count, texts: p.texts });
    }
  });
  process.on('message', (m) => {
    if (m?.bench !== 'stmts') return;
    const own = local(m.op);
    const workers = Object.values(cluster.workers ?? {}).filter(Boolean);
    if (!workers.length) return process.send({ bench: 'stmts', id: m.id, ...own });
    pending.set(m.id, { left: workers.length, count: own.count, texts: own.texts });
    for (const w of workers) w.send(m);
  });
  process.channel?.unref(); // the channel must not keep a stopping server alive
}
