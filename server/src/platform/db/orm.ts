import { DataloaderType, MikroORM, type EntityClass, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import type pg from 'pg';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { log } from '../log.js';
import { migrationsList } from '../../migrations/index.js';
import { listenOnPoolConnection } from './notify.js';
import { keepStatements } from './read.js';

export interface OrmOptions {
  url: string;
  /** PGlite serves one connection at a time. */
  embedded: boolean;
  /** Keep the read models' hot statements prepared on a real PostgreSQL's connections (default true; read.ts `Keep`). */
  preparedStatements?: boolean;
  debug?: boolean;
  /** Every entity of the app (src/modules/index.ts). */
  entities: EntityClass<unknown>[];
}

export function ormConfig({ url, embedded, preparedStatements = true, debug, entities }: OrmOptions): Options<PostgreSqlDriver> {
  return {
    driver: PostgreSqlDriver,
    clientUrl: url,
    entities,
    // embedded: the one connection also LISTENs for cross-request signals (notify.ts), as it cannot have a second
    // a real PostgreSQL's connections keep the read models' hot statements prepared (read.ts, `Keep`)
    pool: embedded ? { min: 0, max: 1, afterCreate: listenOnPoolConnection(url) } : { min: 0, max: 10, ...(preparedStatements ? { afterCreate: keptStatements } : {}) },
    debug: debug ?? false,
    // knex's own warnings ("Connection Error: …" when the database drops a connection) go to the JSON log
    // instead of the console; their text names the failure, never a statement or its values
    driverOptions: { log: { warn: (m: unknown) => log.warn('database', { detail: String(m).slice(0, 200) }), deprecate: () => {} } },
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

const keptStatements = (conn: pg.Client, done: (err: Error | null, conn: pg.Client) => void) => {
  keepStatements(conn);
  done(null, conn);
};

export async function openOrm(opts: OrmOptions): Promise<MikroORM<PostgreSqlDriver>> {
  return MikroORM.init<PostgreSqlDriver>(ormConfig(opts));
}
