import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from './clock.js';
import { sql } from './db/sql.js';
import { AppError } from './errors.js';

/** Fixed-window attempt counters, in PostgreSQL so every replica shares them. */
@Entity({ tableName: 'throttle' })
export class Throttle {
  @PrimaryKey({ type: 'string', length: 120 })
  key!: string;

  @Property({ type: 'datetime' })
  windowStart!: Date;

  @Property({ type: 'integer' })
  count!: number;
}

/**
 * Counts one attempt under `key`; past `limit` attempts within `windowSec` it answers 429 until the window ends.
 * Use it for guesses at short secrets (codes) from callers that have no account to lock.
 */
export async function throttle(em: EntityManager, key: string, limit: number, windowSec: number): Promise<void> {
  await spend(em, key, 1, limit, windowSec, () => new AppError(429, 'TOO_MANY_ATTEMPTS', `시도 횟수를 초과했습니다. ${Math.ceil(windowSec / 60)}분 후에 다시 시도해주세요.`));
}

/**
 * Spends `cost` units of the budget under `key` (`limit` per fixed window of `windowSec`; cost 0 only checks that the
 * budget is not already overspent): past it, the error made by `refusal` is thrown with Retry-After set to the rest
 * of the window, and, inside the caller's transaction, the spending rolls back with the action it refused. Shared by
 * every replica (one row per key in PostgreSQL).
 */
export async function spend(em: EntityManager, key: string, cost: number, limit: number, windowSec: number, refusal: () => AppError): Promise<void> {
  const t = now();
  const windowFloor = new Date(t.getTime() - windowSec * 1000);
  type Row = { count: number; window_start: Date };
  // cost 0 only looks: is the budget already overspent in the current window?
  const rows =
    cost === 0
      ? await sql<Row[]>(em, `select count, window_start from throttle where key = ? and window_start > ?`, [key, windowFloor])
      : await sql<Row[]>(
          em,
          `insert into throttle (key, window_start, count) values (?, ?, ?)
           on conflict (key) do update set
             count = case when throttle.window_start <= ? then excluded.count else throttle.count + excluded.count end,
             window_start = case when throttle.window_start <= ? then excluded.window_start else throttle.window_start end
           returning count, window_start`,
          [key, t, cost, windowFloor, windowFloor],
        );
  if ((rows[0]?.count ?? 0) > limit) {
    const e = refusal();
    const ends = new Date(rows[0].window_start).getTime() + windowSec * 1000;
    e.retryAfterSec = Math.max(1, Math.ceil((ends - t.getTime()) / 1000));
    throw e;
  }
}

/**
 * Counts one attempt under each of several keys in one statement (keys locked in sorted order, so two callers never
 * wait on each other crosswise); past any key's limit within `windowSec` it answers 429 like throttle().
 */
export async function throttleAll(em: EntityManager, limits: Record<string, number>, windowSec: number): Promise<void> {
  const keys = Object.keys(limits).sort();
  const t = now();
  const windowFloor = new Date(t.getTime() - windowSec * 1000);
  const rows = await sql<{ key: string; count: number; window_start: Date }[]>(
    em,
    `insert into throttle (key, window_start, count) values ${keys.map(() => '(?, ?, 1)').join(', ')}
     on conflict (key) do update set
       count = case when throttle.window_start <= ? then 1 else throttle.count + 1 end,
       window_start = case when throttle.window_start <= ? then excluded.window_start else throttle.window_start end
     returning key, count, window_start`,
    [...keys.flatMap((k) => [k, t]), windowFloor, windowFloor],
  );
  const over = rows.find((r) => r.count > limits[r.key]);
  if (over) {
    const e = new AppError(429, 'TOO_MANY_ATTEMPTS', `시도 횟수를 초과했습니다. ${Math.ceil(windowSec / 60)}분 후에 다시 시도해주세요.`);
    e.retryAfterSec = Math.max(1, Math.ceil((new Date(over.window_start).getTime() + windowSec * 1000 - t.getTime()) / 1000));
    throw e;
  }
}
