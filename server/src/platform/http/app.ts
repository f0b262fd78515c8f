import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import helmet from 'helmet';
import { principalFromRequest } from '../auth/request-principal.js';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';
import type { GqlContext } from '../graphql/context.js';
import { appErrorOf, formatError } from '../graphql/schema.js';
import { costPlugin, GRAPHQL_LIMITS, graphqlArmor, noNulPlugin, parseOptions } from '../graphql/limits.js';
import { errorHandler, routeNotFound } from './errors.js';
import { clientFiles, isRespondentPath } from './static.js';
import { observe } from './observe.js';
import { graphqlDoor, graphqlHandler, takesDoor } from './graphql-http.js';
import { restRouter } from './rest.js';
import { devRouter } from './dev.js';
import { openApiHandler } from './openapi.js';
import type { Module } from '../module.js';
import type { AccountStreams } from './event-streams.js';

/**
 * Sets the HTTP status of a GraphQL answer from its first error (401, 403, 404, 400...), as REST does. A database
 * outage (503 SERVICE_UNAVAILABLE) sets it only when nothing of the operation was answered (every top-level field
 * null), with Retry-After as REST sends it; an answer with some data keeps the status of its other errors.
 */
const httpStatusPlugin: ApolloServerPlugin<GqlContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, errors }) {
        if (!errors?.length || response.body.kind !== 'single') return;
        const data = response.body.singleResult.data;
        const answered = !!data && Object.values(data).some((v) => v !== null && v !== undefined);
        const refusals = errors.map((e) => appErrorOf(e.originalError)).filter((e): e is AppError => !!e && !(answered && e.code === 'SERVICE_UNAVAILABLE'));
        const first = refusals.find((e) => e.status);
        if (!first) return;
        response.http.status = first.status;
        if (first.retryAfterSec) response.http.headers.set('retry-after', String(first.retryAfterSec));
      },
    };
  },
};

/**
 * helmet's headers on every answer (the app, its assets and both APIs). The CSP allows no inline or foreign
 * script; styles allow 'unsafe-inline' because antd injects its CSS-in-JS <style> elements and style attributes at
 * run time (docs/SECURITY.md says why not a nonce). HSTS and upgrade-insecure-requests only when the deployment
 * says it is behind HTTPS (SECURE_COOKIES=true): on plain http they would lock browsers out of a local server.
 */
export function securityHeaders(config: Config): RequestHandler {
  const https = config.secureCookies;
  const helmetHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  });
  // helmet's headers depend on nothing in the request: worked out once, then set on each answer (running helmet's
  // dozen middlewares per request cost more than serving a small list)
  const headers: [string, string][] = [['Permissions-Policy', PERMISSIONS_POLICY]]; // helmet has none (it dropped Feature-Policy); the app uses none of these
  let ran = false;
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmetHeaders({} as never, recorder as never, () => (ran = true));
  if (!ran) throw new Error('helmet did not finish synchronously');
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'usb',
  'xr-spatial-tracking',
]
  .map((f) => `${f}=()`)
  .join(', ');

export interface App {
  app: Express;
  apollo: ApolloServer<GqlContext>;
  /** The server's request listener: the web client's GraphQL posts straight to their handlers, the rest to `app`. */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
}

export async function createApp(orm: MikroORM<PostgreSqlDriver>, config: Config, schema: GraphQLSchema, modules: Module[], streams?: AccountStreams): Promise<App> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', process.env.TRUST_PROXY ? Number(process.env.TRUST_PROXY) || process.env.TRUST_PROXY : false);
  const observer = observe(orm, app); // request id, one log line per request, metrics
  const headers = securityHeaders(config);
  // compression only when the client takes it: wrapping every answer cost about as much as a small list's SQL
  const compress = compression();
  const compressIfAccepted: RequestHandler = (req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next());
  const cookies = cookieParser();
  const common = [observer.begin, headers, compressIfAccepted, cookies];
  app.use(...common);
  app.get('/app/ready', observer.ready);

  app.get('/app/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/app/openapi.json', openApiHandler(modules.flatMap((m) => m.routes ?? []), schema));

  const armor = graphqlArmor(config.production);
  const apollo = new ApolloServer<GqlContext>({
    schema,
    formatError,
    // no cache-control hints are used (answers are per user, sent no-store): Apollo's default cache-control plugin would
    // otherwise wrap every field of every row to collect them
    plugins: [ApolloServerPluginCacheControlDisabled(), httpStatusPlugin, ...armor.plugins, noNulPlugin, costPlugin],
    validationRules: armor.validationRules,
    parseOptions,
    allowBatchedHttpRequests: false,
    introspection: !config.production,
    csrfPrevention: true,
    // the process handles SIGTERM itself (server.ts: drain, stop Apollo, close the database)
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  const answerGraphql = graphqlHandler(apollo, async (req, res) => {
    const ctx: GqlContext = { em: orm.em.fork() as EntityManager, config, ip: req.ip, userAgent: req.get('user-agent'), req, res };
    try {
      ctx.principal = principalFromRequest(req, config, true);
    } catch (e) {
      ctx.tokenError = e as AppError;
    }
    return ctx;
  });
  app.use('/app/graphql', express.json({ limit: GRAPHQL_LIMITS.bodyBytes }), answerGraphql);
  const door = graphqlDoor(app, [...common, answerGraphql]);

  const rest = restRouter(orm, config, modules.flatMap((m) => m.routes ?? []), streams);
  const body = [express.json({ limit: '100kb', strict: true }), express.urlencoded({ extended: false, limit: '100kb' })];
  app.use('/app', ...body, rest);
  if (config.devMailbox) app.use('/app/dev', devRouter(orm));
  for (const m of modules) m.mount?.(app, orm, config);
  app.use(['/app/svs', '/app/svs-u', '/app/svs-c', '/app/dev', '/app/graphql'], routeNotFound);
  // /app/auth/... is both the token endpoint and the client's signed-in pages: browsers navigating get the app.
  app.use('/app/auth', (req, res, next) => {
    if (req.method === 'GET' && req.accepts(['json', 'html']) === 'html') return next();
    routeNotFound(req, res, next);
  });

  const index = join(config.clientDist, 'index.html');
  const respondentPage = join(config.clientDist, 'respondent.html');
  app.use('/app', ...clientFiles(config.clientDist));
  // History mode: every other /app path is the client's; unknown ones render its 404 page. The SMS links' pages get
  // the respondent entry (React alone, a tenth of the staff app's bytes), the rest the staff app.
  app.get(/^\/app(\/.*)?$/, (req, res, next) => {
    if (req.path.startsWith('/app/assets/')) return routeNotFound(req, res, next);
    if (!existsSync(index)) {
      res.status(503).type('text/plain; charset=utf-8').send('클라이언트가 빌드되지 않았습니다. npm start 로 실행해주세요.');
      return;
    }
    const page = isRespondentPath(req.path) && existsSync(respondentPage) ? respondentPage : index;
    res.set('Cache-Control', 'no-cache').sendFile(page);
  });
  app.get('/', (_req, res) => res.redirect('/app/'));
  app.use(routeNotFound);
  app.use(errorHandler);

  // the web client's GraphQL posts go straight to their handlers (graphql-http.ts); everything else through Express
  const handle = (req: IncomingMessage, res: ServerResponse) => (takesDoor(req) ? door(req, res) : app(req, res));
  return { app, apollo, handle };
}
