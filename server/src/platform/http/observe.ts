import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Express, Request, RequestHandler, Response } from 'express';
import { rootLogger, runWithRequest, type RequestInfo } from '../log.js';
import { createMetrics, type Metrics } from '../metrics.js';

/**
 * What an operator sees of each request: an id (X-Request-Id header, `requestId` of every error body, `reqId` of
 * every log line), one log line when it is answered (method, route pattern, status, duration, user id, error code;
 * never the URL's query, a body, a token or a phone number), Prometheus counters and latency, and /app/ready.
 */

const INFO = Symbol('request info');
const STARTED = Symbol('request started');
type Observed = Request & { [INFO]?: RequestInfo; [STARTED]?: bigint };

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,80}$/;

/** '/app/graphql:UserListPageQuery': the operation the caller named, or the first one its document names. */
function graphqlRoute(req: Request): string {
  const source = (req.method === 'GET' ? req.query : req.body) as { operationName?: unknown; query?: unknown } | undefined;
  let name = typeof source?.operationName === 'string' ? source.operationName : undefined;
  if (!name && typeof source?.query === 'string') name = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z]\w*)/.exec(source.query.slice(0, 200))?.[1];
  return `/app/graphql:${name && GRAPHQL_NAME.test(name) ? name : '(anonymous)'}`;
}

/** The route pattern of an answered request; a bounded set of labels, never the raw path. */
function routeOf(req: Observed, res: Response): string {
  const info = req[INFO];
  if (info?.route) return info.route;
  const path = req.originalUrl.split('?')[0];
  if (path === '/app/graphql') return graphqlRoute(req);
  // Express routes outside the REST table (health, ready, the dev pages): mount path + pattern
  if (req.route && typeof req.route.path === 'string') return req.baseUrl + req.route.path;
  if (res.statusCode === 404) return '(unmatched)';
  if (path.startsWith('/app/assets/')) return '/app/assets/*';
  if (path === '/') return '/';
  return '/app/* (client page)';
}

const secondsSince = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

function levelOf(res: Response, info: RequestInfo | undefined) {
  // an unexpected failure is an error; a refusal the code meant (503 IDENTITY_UNAVAILABLE, 423, 400…) is not
  if (info?.fault || (res.statusCode >= 500 && !info?.code)) return 'error' as const;
  if (res.statusCode >= 500) return 'warn' as const;
  return 'info' as const;
}

/** nginx's "client closed request": the connection closed before the whole answer was sent. */
export const CLIENT_CLOSED = 499;

function lineOf(req: Observed, res: Response) {
  const info = req[INFO];
  const start = req[STARTED];
  return {
    method: req.method,
    route: routeOf(req, res),
    // an answer the client never got whole is not logged as the status it would have had
    status: res.writableFinished ? res.statusCode : CLIENT_CLOSED,
    ms: start === undefined ? undefined : Math.round(secondsSince(start) * 10_000) / 10,
    userId: info?.userId,
    code: info?.code,
    ...(res.writableFinished ? {} : { aborted: true }),
  };
}

export interface Observer {
  /** First on every request: its id, then its line and metrics sample once answered; runs the rest with its info. */
  begin: RequestHandler;
  /** GET /app/ready */
  ready: RequestHandler;
}

export function observe(orm: MikroORM<PostgreSqlDriver>, app: Express): Observer {
  const metrics = createMetrics(orm);
  app.locals.metrics = metrics;

  const begin: RequestHandler = (req: Observed, res, next) => {
    const info: RequestInfo = { id: randomUUID() };
    req[INFO] = info;
    req[STARTED] = process.hrtime.bigint();
    res.setHeader('X-Request-Id', info.id);
    let answered = false;
    // one line and one sample when the answer is sent, or when the connection closes first (aborted). Written
    // straight to the logger: pino-http made a child logger per request and cost more CPU than most requests' work
    const done = () => {
      if (answered) return;
      answered = true;
      const line = lineOf(req, res);
      metrics.observeRequest(req.method, line.route, res.writableFinished ? String(line.status) : 'aborted', secondsSince(req[STARTED]!));
      rootLogger()[levelOf(res, info)]({ reqId: info.id, ...line }, 'request');
    };
    res.once('finish', done);
    res.once('close', done);
    runWithRequest(info, next);
  };

  // readiness for the load balancer: not ready while draining (SIGTERM) or while the database does not answer
  const ready: RequestHandler = async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (req.app.locals.draining) {
      res.status(503).json({ status: 'draining', code: 'SHUTTING_DOWN', message: '서버가 종료 중입니다.' });
      return;
    }
    try {
      await withTimeout(orm.em.getConnection().execute('select 1'), 2_000);
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable', code: 'DATABASE_UNAVAILABLE', message: '데이터베이스에 연결할 수 없습니다.' });
    }
  };
  return { begin, ready };
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The metrics observe() registered for this app (served by server.ts on METRICS_PORT). */
export const metricsOf = (app: Express): Metrics | undefined => app.locals.metrics as Metrics | undefined;
