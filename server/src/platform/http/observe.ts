import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import express, { type Express, type Request, type Response, type Router } from 'express';
import { pinoHttp } from 'pino-http';
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

function lineOf(req: Observed, res: Response) {
  const info = req[INFO];
  const start = req[STARTED];
  return {
    method: req.method,
    route: routeOf(req, res),
    status: res.statusCode,
    ms: start === undefined ? undefined : Math.round(secondsSince(start) * 10_000) / 10,
    userId: info?.userId,
    code: info?.code,
    ...(res.writableFinished ? {} : { aborted: true }),
  };
}

export function observe(orm: MikroORM<PostgreSqlDriver>, app: Express): Router {
  const metrics = createMetrics(orm);
  app.locals.metrics = metrics;
  const router = express.Router();

  router.use((req: Observed, res, next) => {
    const info: RequestInfo = { id: randomUUID() };
    req[INFO] = info;
    req[STARTED] = process.hrtime.bigint();
    res.setHeader('X-Request-Id', info.id);
    let counted = false;
    const count = () => {
      if (counted) return;
      counted = true;
      const { route, status } = lineOf(req, res);
      metrics.observeRequest(req.method, route, res.writableFinished ? String(status) : 'aborted', secondsSince(req[STARTED]!));
    };
    res.once('finish', count);
    res.once('close', count);
    runWithRequest(info, next);
  });

  router.use(
    pinoHttp({
      logger: rootLogger(),
      genReqId: (req) => (req as Observed)[INFO]!.id,
      customAttributeKeys: { reqId: 'reqId' },
      // no req/res objects: their serializers would write the raw URL and headers (cookies, bearer tokens)
      quietReqLogger: true,
      quietResLogger: true,
      customLogLevel: (req, res) => levelOf(res as Response, (req as Observed)[INFO]),
      customSuccessMessage: () => 'request',
      customErrorMessage: () => 'request',
      customSuccessObject: (req, res) => lineOf(req as Observed, res as Response),
      customErrorObject: (req, res) => lineOf(req as Observed, res as Response),
    }),
  );

  // readiness for the load balancer: not ready while draining (SIGTERM) or while the database does not answer
  router.get('/app/ready', async (req, res) => {
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
  });
  return router;
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
