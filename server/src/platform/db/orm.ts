import { DataloaderType, MikroORM, type EntityClass, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import type { Socket } from 'node:net';
import type pg from 'pg';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { resolveTimeouts, type DatabaseTimeouts } from '../config.js';
import { log } from '../log.js';
import { migrationsList } from '../../migrations/index.js';
import { listenOnPoolConnection } from './notify.js';
import { QUERY_READ_TIMEOUT } from './outage.js';
import { keepStatements } from './read.js';

export interface OrmOptions {
  url: string;
  /** PGlite serves one connection at a time. */
  embedded: boolean;
  /** Keep the read models' hot statements prepared on a real PostgreSQL's connections (default true; read.ts `Keep`). */
  preparedStatements?: boolean;
  debug?: boolean;
  /**
   * Statement, query and pool-acquire time limits (config.ts `DatabaseTimeouts`: the server's settings). Undefined:
   * none (tools and tests that open a database of their own), knex's 60 s for a connection.
   */
  timeouts?: DatabaseTimeouts;
  /** Every entity of the app (src/modules/index.ts). */
  entities: EntityClass<unknown>[];
}

const UNTIMED: DatabaseTimeouts = { statementMs: 0, queryMs: 0, acquireMs: 60_000 };

export function ormConfig({ url, embedded, preparedStatements = true, debug, timeouts: given = UNTIMED, entities }: OrmOptions): Options<PostgreSqlDriver> {
  const timeouts = resolveTimeouts(given, embedded);
  const queryMs = timeouts.queryMs;
  const steps: Step[] = [
    // a statement running longer is cancelled by PostgreSQL (57014), and the call answers 503 (outage.ts); PGlite
    // accepts the setting but has no timer to enforce it
    ...(timeouts.statementMs ? [(conn: pg.Client) => conn.query(`set statement_timeout = ${timeouts.statementMs}`)] : []),
    ...(queryMs ? [dropOnQueryTimeout] : []),
    // embedded: the one connection also LISTENs for cross-request signals (notify.ts), as it cannot have a second
    // a real PostgreSQL's connections keep the read models' hot statements prepared (read.ts, `Keep`)
    ...(embedded ? [callbackStep(listenOnPoolConnection(url))] : preparedStatements ? [keepStatements] : []),
  ];
  return {
    driver: PostgreSqlDriver,
    clientUrl: url,
    entities,
    // acquireTimeoutMillis: a call waits this long for a connection (creating one included), then fails with
    // KnexTimeoutError, answered 503 (knex's own default is 60 s)
    pool: { min: 0, max: embedded ? 1 : 10, acquireTimeoutMillis: timeouts.acquireMs, ...(steps.length ? { afterCreate: onEachConnection(steps) } : {}) },
    debug: debug ?? false,
    driverOptions: {
      // pg: query_timeout gives up on a statement without an answer; connecting gets the acquire time
      connection: { ...(queryMs ? { query_timeout: queryMs } : {}), connectionTimeoutMillis: timeouts.acquireMs },
      // knex's own warnings ("Connection Error: …" when the database drops a connection) go to the JSON log
      // instead of the console; their text names the failure, never a statement or its values
      log: { warn: (m: unknown) => log.warn('database', { detail: String(m).slice(0, 200) }), deprecate: () => {} },
    },
    forceUtcTimezone: true,
    // Reference.load() and Collection.load() made in the same tick are batched into one query (no query per row)
    dataloader: DataloaderType.ALL,
    // Never let the ORM alter the schema implicitly: migrations are an explicit step (see cli/migrate).
    ensureDatabase: false,
    allowGlobalContext: false,
    extensions: [Migrator],
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: new URL('../../migrations', import.meta.url).pathname,
      snapshotName: '.snapshot-svs',
      migrationsList,
      transactional: true,
      silent: true,
      allOrNothing: true,
      emit: 'ts',
      fileName: (timestamp: string, name?: string) => `Migration${timestamp}${name ? '_' + name : ''}`,
    },
  };
}

type AfterCreate = (conn: pg.Client, done: (err: Error | null, conn: pg.Client) => void) => void;
type Step = (conn: pg.Client) => unknown;

/** The pool's afterCreate: each step in turn on a new connection, which is handed out only once all are done. */
function onEachConnection(steps: Step[]): AfterCreate {
  return (conn, done) => {
    steps.reduce<Promise<unknown>>((previous, step) => previous.then(() => step(conn)), Promise.resolve()).then(
      () => done(null, conn),
      (e: Error) => done(e, conn),
    );
  };
}

const callbackStep = (fn: AfterCreate): Step => (conn) => new Promise<void>((resolve, reject) => fn(conn, (err) => (err ? reject(err) : resolve())));

/**
 * A statement that got no answer within the query timeout leaves its connection waiting for that answer, and pg
 * would queue the next statement behind it. The connection is closed instead (knex marks it disposed when it ends,
 * and the pool replaces it): a rollback after the timeout fails at once, and the next call connects afresh, which
 * the acquire timeout bounds.
 */
function dropOnQueryTimeout(conn: pg.Client): void {
  // the class's method, looked up on each call (a test that wraps pg.Client.prototype.query still sees every statement)
  const proto = Object.getPrototypeOf(conn) as { query: (...args: unknown[]) => unknown };
  const drop = (err: unknown) => {
    if (err instanceof Error && err.message === QUERY_READ_TIMEOUT)
      setImmediate(() => (conn as unknown as { connection?: { stream?: Socket } }).connection?.stream?.destroy());
  };
  (conn as unknown as { query: (...args: unknown[]) => unknown }).query = function (this: pg.Client, ...args: unknown[]) {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      // knex's form: query(config, callback)
      args[last] = function (this: unknown, err: unknown, res: unknown) {
        drop(err);
        return (callback as (err: unknown, res: unknown) => unknown).call(this, err, res);
      };
      return proto.query.apply(this, args);
    }
    const result = proto.query.apply(this, args);
    // the promise form (read-rows.ts, notify.ts): its caller handles the rejection, this only looks at it
    if (result instanceof Promise) result.catch(drop);
    return result;
  };
}

export async function openOrm(opts: OrmOptions): Promise<MikroORM<PostgreSqlDriver>> {
  return MikroORM.init<PostgreSqlDriver>(ormConfig(opts));
}
