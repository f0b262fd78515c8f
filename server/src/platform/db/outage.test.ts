import { DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { toAppError } from '../http/errors.js';
import { loadConfig, loadDatabaseTimeouts, resolveTimeouts } from '../config.js';
import { startJobs } from '../jobs.js';
import { createLogger, setLogger } from '../log.js';
import { ormConfig } from './orm.js';
import { outageReason } from './outage.js';

/** The failures that mean "the database cannot serve now" (503) as the drivers raise them, and the ones that do not. */
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const driver = (e: Error) => new DriverException(e);

describe('outageReason', () => {
  it('knows the database unreachable, hung, too slow or shutting down, also inside MikroORM’s DriverException', () => {
    const knexTimeout = Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' });
    const cases: [unknown, string][] = [
      [withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), 'unreachable'],
      [new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''), 'unreachable'],
      [withCode('read ECONNRESET', 'ECONNRESET'), 'connection lost'],
      [withCode('Cannot call write after a stream was destroyed', 'ERR_STREAM_DESTROYED'), 'connection lost'],
      [driver(withCode('write after end', 'ERR_STREAM_WRITE_AFTER_END')), 'connection lost'],
      [new Error('Connection terminated unexpectedly'), 'connection lost'],
      [new Error('Client has encountered a connection error and is not queryable'), 'connection lost'],
      [new Error('Connection terminated due to connection timeout'), 'unreachable'],
      [knexTimeout, 'acquire timeout'],
      [driver(new Error('Knex: Timeout acquiring a connection. The pool is probably full.')), 'acquire timeout'],
      [driver(new Error('Query read timeout')), 'query timeout'],
      [driver(withCode('canceling statement due to statement timeout', '57014')), 'statement timeout'],
      [driver(withCode('terminating connection due to administrator command', '57P01')), 'unavailable'],
      [driver(withCode('the database system is starting up', '57P03')), 'unavailable'],
      [driver(withCode('sorry, too many clients already', '53300')), 'unavailable'],
      [driver(withCode('connection failure', '08006')), 'unavailable'],
      [Object.assign(new Error('wrapped'), { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') }), 'unreachable'],
    ];
    for (const [err, reason] of cases) {
      expect(outageReason(err), String(err)).toBe(reason);
      expect(toAppError(err)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', retryAfterSec: 5 });
    }
  });

  it('leaves every other failure alone: a caller’s mistake, a constraint, a syntax error, a client that went away', () => {
    const cases: unknown[] = [
      new Error('boom'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      driver(withCode('relation "x" does not exist', '42P01')),
      new UniqueConstraintViolationException(withCode('duplicate key', '23505')),
      // body-parser's error when the caller's connection closed mid-body
      Object.assign(new Error('request aborted'), { code: 'ECONNABORTED', type: 'request.aborted', status: 400 }),
      'a string',
      undefined,
    ];
    for (const err of cases) {
      expect(outageReason(err), String(err)).toBeUndefined();
      expect(toAppError(err).code).not.toBe('SERVICE_UNAVAILABLE');
    }
  });
});

describe('the database time limits (DATABASE_*_TIMEOUT_MS)', () => {
  it('default to 8 s a statement, 10 s without an answer and 5 s for a connection on PostgreSQL', () => {
    expect(resolveTimeouts(loadDatabaseTimeouts({}), false)).toEqual({ statementMs: 8_000, queryMs: 10_000, acquireMs: 5_000 });
    // the embedded PGlite runs in this thread: no client-side query timeout, and its one connection is queued for
    expect(resolveTimeouts(loadDatabaseTimeouts({}), true)).toEqual({ statementMs: 8_000, queryMs: 0, acquireMs: 60_000 });
  });

  it('take the settings, keep the query timeout above the statement timeout, and refuse what is not a number', () => {
    const env = { DATABASE_STATEMENT_TIMEOUT_MS: '30000', DATABASE_ACQUIRE_TIMEOUT_MS: '2000' };
    expect(resolveTimeouts(loadDatabaseTimeouts(env), false)).toEqual({ statementMs: 30_000, queryMs: 32_000, acquireMs: 2_000 });
    expect(resolveTimeouts(loadDatabaseTimeouts({ ...env, DATABASE_QUERY_TIMEOUT_MS: '45000' }), true).queryMs).toBe(45_000);
    expect(resolveTimeouts(loadDatabaseTimeouts({ DATABASE_STATEMENT_TIMEOUT_MS: '0' }), false)).toMatchObject({ statementMs: 0, queryMs: 10_000 });
    expect(() => loadDatabaseTimeouts({ DATABASE_STATEMENT_TIMEOUT_MS: '5000', DATABASE_QUERY_TIMEOUT_MS: '5000' })).toThrow(/must be above DATABASE_STATEMENT_TIMEOUT_MS/);
    expect(() => loadDatabaseTimeouts({ DATABASE_ACQUIRE_TIMEOUT_MS: 'soon' })).toThrow(/DATABASE_ACQUIRE_TIMEOUT_MS=soon must be a whole number/);
    expect(() => loadDatabaseTimeouts({ DATABASE_ACQUIRE_TIMEOUT_MS: '0' })).toThrow(/at least 100/);
  });

  it('reach the pool (acquire) and the driver (query timeout, connecting); none for a database opened without them', () => {
    const timed = ormConfig({ url: 'postgresql://db/x', embedded: false, timeouts: loadDatabaseTimeouts({}), entities: [] });
    expect(timed.pool).toMatchObject({ max: 10, acquireTimeoutMillis: 5_000 });
    expect(timed.pool?.afterCreate).toBeTypeOf('function'); // sets statement_timeout, watches the query timeout
    expect((timed.driverOptions as { connection: object }).connection).toEqual({ query_timeout: 10_000, connectionTimeoutMillis: 5_000 });
    const embedded = ormConfig({ url: 'postgresql://db/x', embedded: true, timeouts: loadDatabaseTimeouts({}), entities: [] });
    expect(embedded.pool).toMatchObject({ max: 1, acquireTimeoutMillis: 60_000 });
    expect((embedded.driverOptions as { connection: object }).connection).toEqual({ connectionTimeoutMillis: 60_000 });
    const untimed = ormConfig({ url: 'postgresql://db/x', embedded: false, preparedStatements: false, entities: [] });
    expect(untimed.pool).toMatchObject({ acquireTimeoutMillis: 60_000 });
    expect(untimed.pool?.afterCreate).toBeUndefined();
    expect((untimed.driverOptions as { connection: object }).connection).toEqual({ connectionTimeoutMillis: 60_000 });
  });
});

describe('work in the background during an outage', () => {
  it('a job that fails on the database away is a warning with its reason; any other failure stays an error with its stack', async () => {
    const lines: Record<string, any>[] = [];
    const previous = setLogger(createLogger({ write: (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean).map((l) => JSON.parse(l))) }, 'info'));
    try {
      const orm = { em: { fork: () => ({}) } } as never;
      const jobs = startJobs(orm, loadConfig({ NODE_ENV: 'test', JOB_INTERVAL_SEC: '0' }), [
        { name: 'hung', run: () => Promise.reject(driver(new Error('Query read timeout'))) },
        { name: 'broken', run: () => Promise.reject(new TypeError('x is undefined')) },
      ]);
      await jobs.runOnce();
      await jobs.stop();
      expect(lines.find((l) => l.job === 'hung')).toMatchObject({ level: 'warn', msg: 'job: database unavailable', reason: 'query timeout' });
      expect(lines.find((l) => l.job === 'hung')).not.toHaveProperty('error');
      const broken = lines.find((l) => l.job === 'broken');
      expect(broken).toMatchObject({ level: 'error', msg: 'job failed' });
      expect(broken!.error).toMatch(/^TypeError\n\s+at /);
    } finally {
      setLogger(previous);
    }
  });
});
