import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import { outageReason } from './db/outage.js';
import { describeError, log } from './log.js';

/**
 * Periodic work of the modules that must happen whether or not anyone is signed in (a crisis alert's escalation).
 * Every process runs every job at start (what fell due while no server ran) and then every `jobIntervalMs`; a job
 * keeps its state in the database and claims its rows (`FOR UPDATE SKIP LOCKED` and a conditional update), so a
 * restart loses nothing and several replicas never do the same work twice.
 */
export interface Job {
  name: string;
  /** Does what is due now, in its own transaction(s); answers how many records it handled (for the log). */
  run(em: EntityManager, config: Config): Promise<number>;
}

export interface Jobs {
  /** Runs every job once now (after the run in progress, if any). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

export function startJobs(orm: MikroORM<PostgreSqlDriver>, config: Config, jobs: Job[]): Jobs {
  let running: Promise<void> | undefined;
  let stopped = false;
  const runAll = async () => {
    for (const job of jobs) {
      if (stopped) return;
      try {
        const n = await job.run(orm.em.fork() as EntityManager, config);
        if (n) log.info('job', { job: job.name, handled: n });
      } catch (e) {
        // the database away: a warning with its reason (the next interval tries again), not a fault with a stack
        const outage = outageReason(e);
        if (outage) log.warn('job: database unavailable', { job: job.name, reason: outage });
        else log.error('job failed', { job: job.name, error: describeError(e) });
      }
    }
  };
  const runOnce = async () => {
    while (running) await running;
    if (stopped) return;
    running = runAll().finally(() => {
      running = undefined;
    });
    await running;
  };
  const timer = jobs.length && config.jobIntervalMs > 0 ? setInterval(() => void (running ? undefined : runOnce()), config.jobIntervalMs) : undefined;
  timer?.unref();
  if (timer) void runOnce();
  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      while (running) await running;
    },
  };
}
