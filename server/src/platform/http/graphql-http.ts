import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { Express, Request, RequestHandler, Response } from 'express';
import { GRAPHQL_LIMITS, LIMIT_ERRORS } from '../graphql/limits.js';
import { errorHandler, routeNotFound } from './errors.js';

/**
 * Apollo Server on this app's HTTP stack: the one place a GraphQL request becomes Apollo's `HTTPGraphQLRequest` and
 * its answer is written back (what `@as-integrations/express5` did, without Express's `res.send`: no ETag hash of
 * every answer, which a POST never uses).
 *
 * The web client's requests (POST with a JSON body) reach it without Express's router (`graphqlDoor`): matching
 * every request against each middleware's path, then body-parser's content-type checks, cost more CPU than most
 * lists' own work (docs/PERFORMANCE.md, "The GraphQL door"). They run the same handlers as every other request
 * (request id and log line, security headers, compression, cookies), in the same order.
 */

/** The document's size is checked before Apollo parses it (GET puts it in the query string, POST in the body). */
function queryTooLarge(query: unknown): boolean {
  return typeof query === 'string' && Buffer.byteLength(query, 'utf8') > GRAPHQL_LIMITS.queryBytes;
}

/** What the door reads itself; anything else (another charset, a compressed body) takes Express's body-parser. */
const PLAIN_JSON = /^application\/json\s*(?:;\s*charset="?utf-8"?\s*)?$/i;

/** body-parser's errors, so the error handler answers them as it answers body-parser's own (400, 413). */
const bodyError = (type: string, status: number) => Object.assign(new Error(type), { type, status, expose: true });

/** The JSON body of a POST, as express.json({ strict: true, limit }) reads it. */
function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > GRAPHQL_LIMITS.bodyBytes) {
      req.resume();
      reject(bodyError('entity.too.large', 413));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > GRAPHQL_LIMITS.bodyBytes) {
        req.removeAllListeners('data');
        req.resume();
        reject(bodyError('entity.too.large', 413));
        return;
      }
      chunks.push(chunk);
    });
    req.once('error', reject);
    req.once('end', () => {
      if (size > GRAPHQL_LIMITS.bodyBytes) return;
      const text = chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8');
      if (text.length === 0) return resolve({});
      const first = text.trimStart()[0];
      if (first !== '{' && first !== '[') return reject(bodyError('entity.parse.failed', 400)); // strict: objects and arrays only
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(bodyError('entity.parse.failed', 400));
      }
    });
  });
}

/** Answers a GraphQL request through Apollo; the body is Express's (`express.json`) when it has read one, else read here. */
export function graphqlHandler<C extends BaseContext>(apollo: ApolloServer<C>, context: (req: Request, res: Response) => Promise<C>): RequestHandler {
  return async (req, res) => {
    // Express's route has read it already; a body of another type stays unread, and Apollo refuses it (400)
    if (req.body === undefined && takesDoor(req, false)) req.body = await readJson(req); // the log line names the operation from it
    const body: unknown = req.body;
    const query: unknown = req.method === 'GET' ? (req.query as { query?: unknown }).query : (body as { query?: unknown } | undefined)?.query;
    if (queryTooLarge(query)) {
      const e = LIMIT_ERRORS.tooLarge();
      res.status(e.status).json({ errors: [{ message: e.message, extensions: { code: e.code, status: e.status, details: e.details } }] });
      return;
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    const at = req.originalUrl.indexOf('?');
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: at < 0 ? '' : req.originalUrl.slice(at), body },
      context: () => context(req, res),
    });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      res.setHeader('Content-Length', Buffer.byteLength(answer.body.string));
      res.end(answer.body.string);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  };
}

/** The door's requests: POST /app/graphql with a plain JSON body. */
export const takesDoor = (req: IncomingMessage, path = true) =>
  req.method === 'POST' &&
  (!path || req.url === '/app/graphql') &&
  PLAIN_JSON.test(req.headers['content-type'] ?? '') &&
  (req.headers['content-encoding'] ?? 'identity') === 'identity';

/**
 * Runs handlers one after another as Express would: first what Express does for every request before routing (the
 * app's request and response prototypes), then each handler until one answers; an error thrown, passed to `next` or
 * rejected goes to the error handler.
 */
export function graphqlDoor(app: Express, handlers: RequestHandler[]) {
  return (rawReq: IncomingMessage, rawRes: ServerResponse) => {
    const req = Object.setPrototypeOf(rawReq, app.request) as Request;
    const res = Object.setPrototypeOf(rawRes, app.response) as Response;
    req.res = res;
    res.req = req;
    req.originalUrl = req.url;
    res.locals = Object.create(null) as Response['locals'];
    let i = 0;
    const next = (err?: unknown) => {
      if (err !== undefined && err !== 'route' && err !== 'router') return errorHandler(err, req, res, () => undefined);
      const handler = handlers[i++];
      if (!handler) return routeNotFound(req, res, next);
      try {
        const r = handler(req, res, next) as unknown;
        if (r instanceof Promise) r.catch(next);
      } catch (e) {
        next(e);
      }
    };
    next();
  };
}
