import 'reflect-metadata';
import cluster from 'node:cluster';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { buildGraphqlSchema } from './platform/graphql/schema.js';
import { createApp } from './platform/http/app.js';
import type { Config } from './platform/config.js';
import type { Database } from './platform/db/database.js';
import { metricsOf } from './platform/http/observe.js';
import { describeError, log } from './platform/log.js';
import { modules, resolvers } from './modules/index.js';
import { listenMetrics } from './platform/metrics.js';
import { startSmsRelay } from './platform/sms-relay.js';
import { startMailRelay } from './platform/mail-relay.js';
import { startJobs } from './platform/jobs.js';
import { listenNotifications } from './platform/db/notify.js';
import { invalidateCaches } from './platform/db/cache.js';
import { AccountStreams } from './platform/http/event-streams.js';
import { offerWorkerMetrics } from './cluster.js';

export interface Running {
  server: Server;
  url: string;
  /** GET /metrics for the scraper, when METRICS_PORT is set. */
  metricsUrl?: string;
  /**
   * Drains, then stops Apollo. idleGraceMs: how long a kept-alive socket with no request in flight is left open
   * for a request its client may already have sent (default: the keep-alive timeout announced to clients, + 1 s).
   */
  stop(o?: { idleGraceMs?: number }): Promise<void>;
}

/** Serves the app on an open database. stop() drains in-flight requests, then stops Apollo. */
export async function serve(db: Database, config: Config, port = config.port): Promise<Running> {
  const schema = await buildGraphqlSchema(resolvers);
  // one LISTEN connection per replica feeds every event stream it serves (platform/db/notify.ts)
  const notifications = await listenNotifications(db.orm);
  invalidateCaches(db.orm.em, notifications);
  const streams = new AccountStreams(db.orm, notifications, modules.flatMap((m) => m.streams ?? []));
  const { app, apollo, handle } = await createApp(db.orm, config, schema, modules, streams);
  let draining = false;
  // While draining, every answer closes its connection: a request sent on a kept-alive socket after the signal
  // is answered (and the client told to reconnect, to another replica) instead of finding the socket reset.
  const unanswered = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    if (draining) res.setHeader('Connection', 'close');
    else {
      unanswered.add(res);
      res.once('close', () => unanswered.delete(res));
    }
    handle(req, res);
  });
  const closeAfterAnswers = () => {
    for (const res of unanswered) if (!res.headersSent) res.setHeader('Connection', 'close');
    unanswered.clear();
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, config.host, () => resolve());
  });
  server.keepAliveTimeout = 5_000;
  const address = server.address() as { port: number };
  const url = `http://localhost:${address.port}/app/`;
  // a cluster worker's metrics are served, summed with its siblings', by the primary (cluster.ts)
  if (cluster.isWorker) offerWorkerMetrics(metricsOf(app)!.registry);
  const metrics = config.metricsPort === undefined || cluster.isWorker ? undefined : await listenMetrics(metricsOf(app)!.registry, config.metricsHost, config.metricsPort);
  // the SMS outbox relay (platform/sms-relay.ts); every replica may run one, claims never overlap
  const smsRelay = config.sms.relay ? startSmsRelay(db.orm, config) : undefined;
  // the mail outbox relay (platform/mail-relay.ts), alike
  const mailRelay = config.mail.relay ? startMailRelay(db.orm, config) : undefined;
  // the modules' periodic jobs (platform/jobs.ts), e.g. the crisis alerts' escalation
  const jobs = startJobs(db.orm, config, modules.flatMap((m) => m.jobs ?? []));
  return {
    server,
    url,
    metricsUrl: metrics?.url,
    async stop({ idleGraceMs = server.keepAliveTimeout + 1_000 } = {}) {
      draining = true;
      closeAfterAnswers(); // the requests in flight at the signal, too
      app.locals.draining = true; // /app/ready answers 503 from now on
      streams.closeAll(); // an event stream never ends by itself: end it so its client reconnects to another replica
      await new Promise<void>((resolve) => {
        // net.Server's close() stops accepting without http.Server's closeIdleConnections(): destroying an idle
        // kept-alive socket now would reset a request its client has just sent on it. Such sockets end at the
        // keep-alive timeout their clients were told, or after one more answer with Connection: close; what is
        // still idle after the grace is closed, and after 10 s whatever remains is cut.
        const sweep = setTimeout(() => server.closeIdleConnections(), idleGraceMs);
        const cut = setTimeout(() => server.closeAllConnections(), Math.max(10_000, idleGraceMs));
        NetServer.prototype.close.call(server, () => {
          clearTimeout(sweep);
          clearTimeout(cut);
          resolve();
        });
      });
      await jobs.stop();
      await smsRelay?.stop(); // after the last request that could have queued a message
      await mailRelay?.stop();
      await metrics?.close();
      await notifications.close();
      await apollo.stop();
    },
  };
}

/** SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the database, exit. */
export function handleShutdown(running: Running, db: Database) {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    const force = setTimeout(() => {
      log.error('shutdown timed out');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await running.stop();
      log.info('http server stopped');
      await db.close();
      log.info('database closed');
      process.exit(0);
    } catch (e) {
      log.error('shutdown failed', { error: describeError(e) });
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
