import type { EntityClass } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Express } from 'express';
import type { Config } from './config.js';
import type { RestRoute } from './http/rest.js';
import type { StreamTopic } from './http/event-streams.js';
import type { Job } from './jobs.js';

/**
 * What a domain module brings to the app: its entities, its GraphQL resolvers, its REST calls, and anything else it
 * mounts (server-rendered pages). `src/modules/index.ts` lists the modules; the platform receives that list and
 * knows no module by name.
 */
export interface Module {
  name: string;
  entities?: EntityClass<unknown>[];
  resolvers?: Function[];
  routes?: RestRoute[];
  /** Topics of the per-account event streams (platform/http/event-streams.ts) its routes serve. */
  streams?: StreamTopic[];
  /** Periodic work run by every server process (platform/jobs.ts). */
  jobs?: Job[];
  /** Extra Express handlers under /app (before the client's catch-all). */
  mount?: (app: Express, orm: MikroORM<PostgreSqlDriver>, config: Config) => void;
}
