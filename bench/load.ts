/**
 * What bench/compare.ts and bench/floor.ts share: starting a serving process, its CPU time, and one measured run of
 * load against it.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** Forks a serving process; ready when it sends 'ready' or prints a line `ready` accepts. */
export function start(script: string, args: string[], env: Record<string, string>, ready: (line: string) => boolean, execArgv = ['--import', 'tsx']): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(script, args, { execArgv, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.on('message', (m) => m === 'ready' && resolve(child));
    child.stdout!.on('data', (d: Buffer) => ready(d.toString()) && resolve(child));
  });
}

export interface Run {
  rps: number;
  p50: number;
  p95: number;
  errors: number;
  /** CPU time the serving process spent per request: unlike req/s, barely moved by other load on the machine. */
  cpuMs: number;
}

/** user + system CPU time of a process and its children (cluster workers) so far, in ms (Linux /proc; NaN elsewhere). */
function cpuOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return children.reduce((sum, child) => sum + cpuOf(child), own);
  } catch {
    return NaN;
  }
}

/** One autocannon run; percentiles from every response's own time (autocannon reports p97.5, not p95). */
export async function load(opts: autocannon.Options, server?: ChildProcess): Promise<Run> {
  const times: number[] = [];
  const cpuBefore = cpuOf(server?.pid);
  // the returned promise is also the run's event emitter (autocannon's types give it one face only)
  const instance = autocannon(opts) as unknown as Promise<autocannon.Result> & { on: (event: 'response', fn: (...a: never[]) => void) => void };
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const r = await instance;
  const cpuMs = (cpuOf(server?.pid) - cpuBefore) / Math.max(1, r.requests.total);
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? NaN;
  return { rps: r.requests.average, p50: q(0.5), p95: q(0.95), errors: r.errors + r.timeouts + r.non2xx, cpuMs };
}
