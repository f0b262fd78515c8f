import { createServer, type Server } from 'node:http';
import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics of one app: requests by route pattern and status, their latency, the database pool, and the
 * process (event-loop lag, memory, CPU, from prom-client's default collectors). They are served on a listener of
 * their own (METRICS_PORT, bound to METRICS_HOST, loopback by default), never on the public port: see
 * docs/OPERATIONS.md.
 */
export interface Metrics {
  registry: Registry;
  observeRequest(method: string, route: string, status: string, seconds: number): void;
}

/**
 * GraphQL operation names come from the caller, so the set of route labels is capped: past this many distinct
 * routes, new ones are counted as 'other' instead of growing the registry without bound.
 */
const MAX_ROUTES = 300;

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  max: number;
}

export function createMetrics(orm: MikroORM<PostgreSqlDriver>): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern and status', labelNames, registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to the end of the answer, by route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // knex's tarn pool; read at scrape time so nothing runs between scrapes
  const pool = (): TarnPool | undefined => {
    try {
      return (orm.em.getConnection().getKnex().client as { pool?: TarnPool }).pool;
    } catch {
      return undefined;
    }
  };
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this process, by state (used: lent to a query or transaction; free: idle in the pool)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const p = pool();
      this.set({ state: 'used' }, p?.numUsed() ?? 0);
      this.set({ state: 'free' }, p?.numFree() ?? 0);
    },
  });
  new Gauge({
    name: 'db_pool_pending_acquires',
    help: 'Queries waiting for a database connection (above 0 for long: the pool is too small or the database slow)',
    registers: [registry],
    collect() {
      this.set(pool()?.numPendingAcquires() ?? 0);
    },
  });
  new Gauge({
    name: 'db_pool_max',
    help: 'Largest number of database connections this process opens',
    registers: [registry],
    collect() {
      this.set(pool()?.max ?? 0);
    },
  });

  // the SMS outbox (platform/sms.ts): one statement per scrape, on the relay's and the history's indexes
  // one read per scrape: the first gauge reads (prom-client collects in registration order), the second takes its figures
  let read: Promise<OutboxFigures | undefined> | undefined;
  const outbox = (fresh: boolean) => (fresh || !read ? (read = outboxFigures().catch(() => undefined)) : read);
  const outboxFigures = async () =>
    (
      await orm.em.fork().getConnection().execute<OutboxFigures[]>(
        `select count(*) filter (where status = 'QUEUED') as queued, count(*) filter (where status = 'SENDING') as sending,
                count(*) filter (where status = 'FAILED' and created_at > now() - interval '1 day') as failed,
                count(*) filter (where delivery = 'UNDELIVERED' and created_at > now() - interval '1 day') as undelivered,
                extract(epoch from now() - min(next_attempt_at) filter (where status = 'QUEUED' and next_attempt_at <= now())) as oldest
         from sms_message where status in ('QUEUED', 'SENDING') or created_at > now() - interval '1 day'`,
      )
    )[0];
  new Gauge({
    name: 'sms_outbox_messages',
    help: 'Text messages by state: queued and sending now; failed to send and not delivered (the provider reported it), of the last 24 hours',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const o = await outbox(true);
      if (!o) return;
      for (const state of ['queued', 'sending', 'failed', 'undelivered'] as const) this.set({ state }, Number(o[state]));
    },
  });
  new Gauge({
    name: 'sms_outbox_oldest_due_seconds',
    help: 'How long the oldest message due for sending has waited (0: none); growing means the relay or the provider is stuck',
    registers: [registry],
    async collect() {
      const o = await outbox(false);
      if (o) this.set(Math.max(0, Number(o.oldest ?? 0)));
    },
  });

  const routes = new Set<string>();
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      if (!routes.has(route)) {
        if (routes.size >= MAX_ROUTES) route = 'other';
        else routes.add(route);
      }
      const labels = { method, route, status };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
  };
}

interface OutboxFigures {
  queued: string;
  sending: string;
  failed: string;
  undelivered: string;
  oldest: string | null;
}

export interface MetricsListener {
  url: string;
  close(): Promise<void>;
}

/** What a metrics listener serves: a prom-client Registry, or the cluster primary's aggregate of its workers. */
export interface MetricsSource {
  contentType: string;
  metrics(): Promise<string>;
}

/** GET /metrics on its own port, for the scraper; nothing else is served there. */
export async function listenMetrics(source: MetricsSource, host: string, port: number): Promise<MetricsListener> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    source.metrics().then(
      (text) => res.writeHead(200, { 'content-type': source.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as { port: number };
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
