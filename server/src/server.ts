import 'reflect-metadata';
import type { Server } from 'node:http';
import { buildGraphqlSchema } from './platform/graphql/schema.js';
import { createApp } from './platform/http/app.js';
import type { Config } from './platform/config.js';
import type { Database } from './platform/db/database.js';
import { describeError, log } from './platform/log.js';
import { modules, resolvers } from './modules/index.js';

export interface Running {
  server: Server;
  url: string;
  stop(): Promise<void>;
}

/** Serves the app on an open database. stop() drains in-flight requests, then stops Apollo. */
export async function serve(db: Database, config: Config, port = config.port): Promise<Running> {
  const schema = await buildGraphqlSchema(resolvers);
  const { app, apollo } = await createApp(db.orm, config, schema, modules);
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(port, config.host, () => resolve(s));
  });
  server.keepAliveTimeout = 5_000;
  const address = server.address() as { port: number };
  const url = `http://localhost:${address.port}/app/`;
  return {
    server,
    url,
    async stop() {
      // stop accepting; connections close as soon as their in-flight request is answered (keep-alive sockets
      // that go idle are closed by the sweep); after 10 s whatever remains is cut
      await new Promise<void>((resolve) => {
        const sweep = setInterval(() => server.closeIdleConnections(), 250);
        const cut = setTimeout(() => server.closeAllConnections(), 10_000);
        server.close(() => {
          clearInterval(sweep);
          clearTimeout(cut);
          resolve();
        });
        server.closeIdleConnections();
      });
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
