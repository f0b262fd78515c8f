import { join } from 'node:path';
import type { EntityClass, MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import { startEmbeddedPostgres } from './embedded.js';
import { openOrm } from './orm.js';

export interface Database {
  orm: MikroORM<PostgreSqlDriver>;
  embedded: boolean;
  close(): Promise<void>;
}

/** DATABASE_URL when set, otherwise the embedded PGlite whose files live under DATA_DIR/pg. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'preparedStatements' | 'database'>, entities: EntityClass<unknown>[]): Promise<Database> {
  if (config.databaseUrl) {
    const orm = await openOrm({ url: config.databaseUrl, embedded: false, preparedStatements: config.preparedStatements, timeouts: config.database, entities });
    return { orm, embedded: false, close: () => orm.close() };
  }
  const pg = await startEmbeddedPostgres(join(config.dataDir, 'pg'));
  const orm = await openOrm({ url: pg.url, embedded: true, timeouts: config.database, entities });
  return {
    orm,
    embedded: true,
    async close() {
      await orm.close();
      await pg.stop();
    },
  };
}
