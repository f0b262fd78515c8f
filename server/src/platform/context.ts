import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Config } from './config.js';
import type { Principal } from './auth/principal.js';
import type { RespondentSubject } from './respondent/subject.js';
import type { AccountStreams } from './http/event-streams.js';

/** What every service call receives, whichever door (GraphQL or REST) it came through. */
export interface Ctx {
  em: EntityManager;
  config: Config;
  /** Undefined when no token was sent; an invalid token is rejected before a Ctx exists. */
  principal?: Principal;
  /** On respondent calls only: the record and person the verified X-Respondent-Token names. */
  respondent?: RespondentSubject;
  ip?: string;
  userAgent?: string;
  req?: Request;
  res?: Response;
  /** REST only: this replica's event streams (server.ts), for the routes that open one. */
  streams?: AccountStreams;
}
