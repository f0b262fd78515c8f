import type { EventSubscriber, MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { outageReason } from './db/outage.js';
import { describeError, log } from './log.js';

/**
 * What the outboxes (SMS in sms.ts, mail in mail.ts) share: the signal that wakes a relay once the commit that queued
 * a message is done, and the relay loop of a process (poll, wake on the signal, one run at a time, drain on stop).
 */
export interface CommitSignal {
  /** Call after queuing a row with `em`: the relays wake now, or after the commit when `em` is in a transaction. */
  queued(em: EntityManager): void;
  /** The relay listens here; returns the function that stops listening. */
  listen(listener: () => void): () => void;
  /** Registered on the ORM's event manager by the relay: a commit after a queuing wakes the relays at once. */
  subscriber: EventSubscriber;
}

export function commitSignal(): CommitSignal {
  const listeners = new Set<() => void>();
  let queuedInTransaction = false;
  const wake = () => setImmediate(() => listeners.forEach((l) => l()));
  return {
    queued(em) {
      // inside a transaction the row is invisible to the relay until the commit: the commit subscriber wakes it
      if (em.isInTransaction()) queuedInTransaction = true;
      else wake();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscriber: {
      afterTransactionCommit() {
        if (!queuedInTransaction) return;
        queuedInTransaction = false;
        wake();
      },
    },
  };
}

export interface Relay {
  /** Runs the relay now (again after the current run when one is in progress). */
  kick(): void;
  /** Resolves when no run is in progress. */
  idle(): Promise<void>;
  /** Stops polling and waits for the run in progress. */
  stop(): Promise<void>;
}

export interface RelayCounts {
  sent: number;
  retried: number;
  failed: number;
}

/** The relay of this process: polls every `intervalMs` (0: never) and runs when a commit queued a message. */
export function startRelay(
  orm: MikroORM<PostgreSqlDriver>,
  o: { name: string; intervalMs: number; signal: CommitSignal; once: (em: EntityManager) => Promise<RelayCounts> },
): Relay {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const r = await o.once(orm.em.fork() as EntityManager);
          if (r.sent || r.retried || r.failed) log.info(`${o.name} relay`, { ...r });
        } catch (e) {
          // the database away: a warning with its reason (the next tick tries again), not a fault with a stack
          const outage = outageReason(e);
          if (outage) log.warn(`${o.name} relay: database unavailable`, { reason: outage });
          else log.error(`${o.name} relay failed`, { error: describeError(e) });
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
  };

  orm.em.getEventManager().registerSubscriber(o.signal.subscriber); // a Set: once per event manager whatever the number of relays
  const unlisten = o.signal.listen(kick);
  const timer = o.intervalMs > 0 ? setInterval(kick, o.intervalMs) : undefined;
  timer?.unref();
  if (timer) kick(); // what was due while no relay ran

  return {
    kick,
    idle: async () => {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      unlisten();
      while (running) await running;
    },
  };
}
