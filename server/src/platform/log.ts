import { AsyncLocalStorage } from 'node:async_hooks';
import { hostname } from 'node:os';
import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * The application log: one JSON object a line on stdout (pino), so a log shipper reads it as it is.
 * `log.info/warn/error(msg, fields)` take a message and a small set of safe fields; callers never pass request
 * bodies, answers, phone numbers, codes or tokens (see docs/SECURITY.md). Every line written while a request is
 * being served carries its `reqId`, the id the caller also gets in `X-Request-Id` and in every error body, and every
 * line says where it came from: `pid` (the process: one of WEB_CONCURRENCY's workers, or a replica's) and `hostname`.
 *
 * LOG_LEVEL: fatal | error | warn | info (default) | debug | trace | silent.
 */
type Fields = Record<string, string | number | boolean | undefined>;

/** What the log knows about the request being served (platform/http/observe.ts fills it in). */
export interface RequestInfo {
  id: string;
  /** Route pattern, never the raw URL: '/app/svs-u/account/:id', '/app/graphql:UserListPageQuery'. */
  route?: string;
  userId?: number;
  /** The stable code of the error the request was answered with. */
  code?: string;
  /** True when the answer was an unexpected failure (a 500, or a GraphQL field that failed unexpectedly). */
  fault?: boolean;
}

const requests = new AsyncLocalStorage<RequestInfo>();

/** Runs the rest of a request with its info visible to log lines and error bodies. */
export const runWithRequest = <T>(info: RequestInfo, fn: () => T): T => requests.run(info, fn);

/** The request being served, if any. */
export const currentRequest = (): RequestInfo | undefined => requests.getStore();

/**
 * Keys that must never reach a log line, whoever passes them: censored as a last line of defence (the request
 * line is built field by field and never holds them in the first place).
 */
const REDACT = ['password', 'mobile', 'token', 'accessToken', 'refreshToken', 'access_token', 'refresh_token', 'authorization', 'cookie'];

export function createLogger(destination?: DestinationStream, level = process.env.LOG_LEVEL || 'info'): Logger {
  return pino(
    {
      level,
      // which process on which machine (container) wrote the line: with several replicas and workers, one log
      base: { pid: process.pid, hostname: hostname() },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: [...REDACT, ...REDACT.map((k) => `*.${k}`)], censor: '[redacted]' },
    },
    destination,
  );
}

/**
 * stdout, written asynchronously: lines written while the event loop is busy go out together in one write instead
 * of one system call each (a request line per request). Whatever is still buffered is written out synchronously
 * when the process exits, however it exits (process.exit included).
 */
function stdoutDestination(): DestinationStream {
  const destination = pino.destination({ dest: 1, sync: false });
  process.once('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // stdout already closed: nothing more can be written
    }
  });
  return destination;
}

let logger = createLogger(stdoutDestination());

/** The pino logger (observe.ts writes the request lines through it). */
export const rootLogger = (): Logger => logger;

/** Tests swap in a logger that writes to memory; returns the one it replaced. */
export function setLogger(next: Logger): Logger {
  const prev = logger;
  logger = next;
  return prev;
}

function write(level: 'info' | 'warn' | 'error', msg: string, fields?: Fields) {
  const reqId = requests.getStore()?.id;
  logger[level](reqId ? { reqId, ...fields } : { ...fields }, msg);
}

export const log = {
  info: (msg: string, fields?: Fields) => write('info', msg, fields),
  warn: (msg: string, fields?: Fields) => write('warn', msg, fields),
  error: (msg: string, fields?: Fields) => write('error', msg, fields),
};

/**
 * What of an unexpected error may be logged: its class, a database error code and the stack frames. Messages are
 * left out because driver errors quote the SQL with its values (phone numbers, names…).
 */
export function describeError(err: unknown): string {
  if (!(err instanceof Error)) return typeof err;
  const code = (err as { code?: unknown }).code;
  const frames = (err.stack ?? '').split('\n').filter((l) => l.trim().startsWith('at ')).slice(0, 8).join('\n');
  return `${err.constructor.name}${typeof code === 'string' ? ` (${code})` : ''}\n${frames}`;
}
