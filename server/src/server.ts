import 'reflect-metadata';
import type { Server } from 'node:http';
import { buildGraphqlSchema } from './platform/graphql/schema.js';
import { createApp } from './platform/http/app.js';
import type { Config } from './platform/config.js';
import type { Database } from './platform/db/database.js';
import { log } from './platform/log.js';

export interface Running {
  server: Server;
  url: string;
  stop(): Promise<void>;
}

/** Serves the app on an open database. stop() drains in-flight requests, then stops Apollo. */
export async function serve(db: Database, config: Config, port = config.port): Promise<Running> {
  const schema = await buildGraphqlSchema();
  const { app, apollo } = await createApp(db.orm, config, schema);
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
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
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
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await running.stop();
      await db.close();
      process.exit(0);
    } catch (e) {
      log.error('shutdown failed', { error: String(e) });
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
