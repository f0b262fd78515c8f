import { RequestContext, type MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import express, { type Request, type Response, type Router } from 'express';
import { authorize, type Access } from '../auth/access.js';
import { assertLive } from '../auth/live.js';
import { principalFromRequest } from '../auth/request-principal.js';
import type { Config } from '../config.js';
import type { Ctx } from '../context.js';
import { Errors } from '../errors.js';
import { currentRequest } from '../log.js';
import { requireRespondent, respondentFromRequest } from '../respondent/token.js';
import type { RouteDoc } from './contract.js';
import type { AccountStreams } from './event-streams.js';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One REST call of the facade: thin, it parses input and calls the domain service that GraphQL also calls. */
export interface RestRoute {
  method: Method;
  /** Relative to /app/, Express syntax: 'svs-u/account/:id'. */
  path: string;
  access: Access;
  handler: (ctx: Ctx, req: Request, res: Response) => Promise<unknown>;
  /** What it takes and answers, for the OpenAPI document (GET /app/openapi.json); no effect on handling. */
  doc?: RouteDoc;
}


/** A numeric path id; anything else cannot name a record, so it answers like a missing one. */
export const intParam = (v: unknown): number => {
  if (typeof v !== 'string' || !/^\d{1,9}$/.test(v)) throw Errors.notFound();
  return Number(v);
};

export const route = (method: Method, path: string, access: Access, handler: RestRoute['handler'], doc?: RouteDoc): RestRoute => ({
  method,
  path,
  access,
  handler,
  doc,
});

const paramCount = (p: string) => (p.match(/:/g) ?? []).length;

export function restRouter(orm: MikroORM<PostgreSqlDriver>, config: Config, routes: RestRoute[], streams?: AccountStreams): Router {
  const router = express.Router();
  // Static segments win over parameters (svs-u/account/me before svs-u/account/:id).
  const ordered = [...routes].sort((a, b) => paramCount(a.path) - paramCount(b.path));
  for (const r of ordered) {
    const pattern = '/app/' + r.path;
    router[r.method]('/' + r.path, async (req, res, next) => {
      const request = currentRequest();
      if (request) request.route = pattern; // the log and metrics label: the pattern, not the URL
      try {
        const principal = authorize(principalFromRequest(req, config, r.access.caller !== 'public'), r.access);
        const respondent = r.access.caller === 'respondent' ? requireRespondent(respondentFromRequest(req, config), r.access.subject) : undefined;
        const em = orm.em.fork() as EntityManager;
        const ctx: Ctx = { em, config, principal, respondent, ip: req.ip, userAgent: req.get('user-agent'), req, res, streams };
        if (r.access.caller !== 'public') await assertLive(ctx, `${r.method.toUpperCase()} ${pattern}`);
        const result = await RequestContext.create(em, () => r.handler(ctx, req, res));
        if (res.headersSent) return;
        if (result === undefined) res.status(204).end();
        else res.json(result);
      } catch (err) {
        next(err);
      }
    });
  }
  return router;
}
