/**
 * The application log. It takes a message and a small set of safe fields; callers never pass request bodies,
 * answers, phone numbers, codes or tokens (see docs/SECURITY.md).
 */
type Fields = Record<string, string | number | boolean | undefined>;

function write(level: string, msg: string, fields?: Fields) {
  if (process.env.LOG_LEVEL === 'silent') return;
  const line = JSON.stringify({ t: new Date().toISOString(), level, msg, ...fields });
  (level === 'error' ? process.stderr : process.stdout).write(line + '\n');
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
