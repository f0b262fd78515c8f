import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';
import type { Config } from './platform/config.js';
import { listenMetrics } from './platform/metrics.js';
import { log } from './platform/log.js';

/**
 * `serve` with WEB_CONCURRENCY above 1: this process becomes a primary that forks that many workers, each a whole
 * replica (its own pool, LISTEN connection and SMS relay) on the shared port; every piece of state they share is in
 * PostgreSQL already (docs/OPERATIONS.md "Several replicas"). The primary serves no request: it restarts a worker
 * that dies, serves the workers' summed metrics on METRICS_PORT, and on SIGTERM/SIGINT passes the signal on and
 * exits once every worker has drained.
 */
export async function runPrimary(config: Config): Promise<void> {
  let stopping = false;
  const fork = (): void => {
    const worker = cluster.fork();
    log.info('worker started', { workerPid: worker.process.pid });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      log.error('worker died; starting another', { workerPid: worker.process.pid, code, signal });
      setTimeout(() => {
        if (!stopping) fork();
      }, 1_000);
    });
  };
  for (let i = 0; i < config.workers; i++) fork();
  log.info('primary started', { workers: config.workers });

  if (config.metricsPort !== undefined) {
    const aggregate = new AggregatorRegistry();
    const listener = await listenMetrics({ contentType: aggregate.contentType, metrics: () => aggregate.clusterMetrics() }, config.metricsHost, config.metricsPort);
    log.info('metrics listening', { url: listener.url });
  }

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down workers', { signal });
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    let failed = false;
    let left = workers.length;
    if (!left) process.exit(0);
    for (const w of workers) {
      // a worker still starting has no handler yet and simply ends by the signal: nothing of it was in flight
      w.once('exit', (code, by) => {
        failed ||= code !== 0 && by !== signal;
        if (--left === 0) process.exit(failed ? 1 : 0);
      });
      w.process.kill(signal);
    }
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** In a worker, the primary asks for this process's metrics over IPC (prom-client's cluster protocol). */
export function offerWorkerMetrics(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry(); // installs the worker's answer to the primary's requests
}
