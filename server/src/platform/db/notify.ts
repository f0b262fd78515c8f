import { EventEmitter } from 'node:events';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import pg from 'pg';
import { describeError, log } from '../log.js';
import { sql } from './sql.js';

/**
 * Cross-replica signals through PostgreSQL LISTEN/NOTIFY, on one channel. A domain calls `publish(em, topic, ids)`
 * inside the transaction of its action: PostgreSQL delivers the notification when that transaction commits and
 * never when it rolls back, to every replica listening. Payloads carry ids only (`topic:1,2,3`), never content: a
 * listener reads what it needs from the database, as the user it serves.
 *
 * Each replica holds one dedicated LISTEN connection (outside the pool, so a pool under load cannot starve it) that
 * reconnects with backoff when the database drops it; `onReconnect` tells subscribers that they may have missed
 * signals meanwhile.
 *
 * The embedded PGlite is one connection in one process: it cannot serve a second one, so there the pool's own
 * connection LISTENs (orm.ts `afterCreate`) and PostgreSQL delivers the notification to it with the committing
 * statement's answer (a session receives its own notifications). Same commit / rollback semantics, one process.
 */
export const NOTIFY_CHANNEL = 'svs_events';
/** PostgreSQL refuses payloads of 8000 bytes or more; ids are split over several notifications below that. */
const MAX_PAYLOAD = 7_900;

/** Splits ids into payloads `topic:1,2,3` under PostgreSQL's limit. */
export function payloadsOf(topic: string, ids: readonly (number | string)[]): string[] {
  const out: string[] = [];
  let cur = '';
  for (const id of ids) {
    const s = String(id);
    if (cur && topic.length + 1 + cur.length + 1 + s.length > MAX_PAYLOAD) {
      out.push(`${topic}:${cur}`);
      cur = '';
    }
    cur = cur ? `${cur},${s}` : s;
  }
  if (cur) out.push(`${topic}:${cur}`);
  return out;
}

/** Queues `topic:ids` on the em's transaction (sent at its commit, dropped at its rollback); nothing without ids. */
export async function publish(em: EntityManager, topic: string, ids: readonly (number | string)[]): Promise<void> {
  for (const payload of payloadsOf(topic, [...new Set(ids)])) await sql(em, 'select pg_notify(?, ?)', [NOTIFY_CHANNEL, payload]);
}

export interface Notifications {
  /** Calls fn with the ids of each notification of this topic; answers the unsubscribe. */
  on(topic: string, fn: (ids: string[]) => void): () => void;
  /** Calls fn when the LISTEN connection came back after a drop: signals sent meanwhile were missed. */
  onReconnect(fn: () => void): () => void;
  close(): Promise<void>;
}

class Dispatcher {
  readonly events = new EventEmitter().setMaxListeners(0);
  deliver(payload: string | undefined) {
    if (!payload) return;
    const colon = payload.indexOf(':');
    if (colon <= 0) return;
    const ids = payload
      .slice(colon + 1)
      .split(',')
      .filter(Boolean);
    this.events.emit('topic:' + payload.slice(0, colon), ids);
  }
  on(topic: string, fn: (ids: string[]) => void) {
    this.events.on('topic:' + topic, fn);
    return () => void this.events.off('topic:' + topic, fn);
  }
  onReconnect(fn: () => void) {
    this.events.on('reconnect', fn);
    return () => void this.events.off('reconnect', fn);
  }
}

// ---- embedded: the pool's one connection listens -------------------------------------------------------------

const embeddedDispatchers = new Map<string, Dispatcher>();

/** knex's pool `afterCreate` for the embedded database at url: the new connection LISTENs before first use. */
export function listenOnPoolConnection(url: string) {
  if (!embeddedDispatchers.has(url)) embeddedDispatchers.set(url, new Dispatcher());
  return (conn: pg.Client, done: (err: Error | null, conn: pg.Client) => void) => {
    conn.on('notification', (n) => {
      if (n.channel === NOTIFY_CHANNEL) embeddedDispatchers.get(url)?.deliver(n.payload);
    });
    conn.query(`listen ${NOTIFY_CHANNEL}`).then(
      () => done(null, conn),
      (e: Error) => done(e, conn),
    );
  };
}

// ---- a real PostgreSQL: one dedicated connection, reconnecting ------------------------------------------------

export interface ListenOptions {
  /** First reconnection delay, doubling up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

class PgListener implements Notifications {
  private readonly d = new Dispatcher();
  private client?: pg.Client;
  private closed = false;
  private attempt = 0;
  private timer?: NodeJS.Timeout;
  private everConnected = false;

  constructor(
    private readonly url: string,
    private readonly o: Required<ListenOptions>,
  ) {}

  on = (topic: string, fn: (ids: string[]) => void) => this.d.on(topic, fn);
  onReconnect = (fn: () => void) => this.d.onReconnect(fn);

  async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url, application_name: 'svs-listen', connectionTimeoutMillis: 5_000 });
    this.client = client;
    let failed = false;
    const fail = (e?: unknown) => {
      if (failed) return;
      failed = true;
      client.removeAllListeners('notification');
      void client.end().catch(() => {});
      if (this.client === client) this.client = undefined;
      if (this.closed) return;
      const delay = Math.min(this.o.baseDelayMs * 2 ** this.attempt, this.o.maxDelayMs);
      this.attempt++;
      log.warn('notify listener disconnected', { retryInMs: delay, ...(e ? { error: describeError(e) } : {}) });
      this.timer = setTimeout(() => void this.connect(), delay);
    };
    client.on('error', fail);
    client.on('end', () => fail());
    client.on('notification', (n) => {
      if (n.channel === NOTIFY_CHANNEL) this.d.deliver(n.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${NOTIFY_CHANNEL}`);
    } catch (e) {
      fail(e);
      return;
    }
    if (failed) return;
    this.attempt = 0;
    if (this.everConnected) {
      log.info('notify listener reconnected');
      this.d.events.emit('reconnect');
    }
    this.everConnected = true;
  }

  async close() {
    this.closed = true;
    clearTimeout(this.timer);
    const c = this.client;
    this.client = undefined;
    if (c) {
      c.removeAllListeners('end');
      c.removeAllListeners('error');
      c.on('error', () => {});
      await c.end().catch(() => {});
    }
  }
}

/**
 * This process's listener: on a real PostgreSQL a dedicated connection (resolves once it listens, or after the first
 * failed attempt, retrying in the background); on the embedded PGlite the pool connection's notifications.
 */
export async function listenNotifications(orm: MikroORM<PostgreSqlDriver>, o: ListenOptions = {}): Promise<Notifications> {
  const url = orm.config.get('clientUrl')!;
  // an ORM opened on the embedded database registered its URL (orm.ts): its pool connection is the listener
  const embedded = embeddedDispatchers.get(url);
  if (embedded) {
    const subscriptions: (() => void)[] = [];
    const keep = (u: () => void) => (subscriptions.push(u), u);
    return {
      on: (topic, fn) => keep(embedded.on(topic, fn)),
      onReconnect: (fn) => keep(embedded.onReconnect(fn)),
      close: async () => {
        for (const u of subscriptions.splice(0)) u();
      },
    };
  }
  const listener = new PgListener(url, { baseDelayMs: o.baseDelayMs ?? 500, maxDelayMs: o.maxDelayMs ?? 30_000 });
  await listener.connect();
  return listener;
}
