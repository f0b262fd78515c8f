/**
 * Scoring throughput: evaluations per second on one core (the goal is ≥ 1,000,000).
 * Run:  cd server && npx tsx ../bench/scoring.ts
 * 10,000 answer sets (both school types and genders, answers mostly 0 like a real screening; complete, then with one
 * in twenty items left unanswered) are built as the domain will hand them over (objects parsed from JSON, as read
 * from a jsonb column), then scored against the demo norm set for a few seconds after a warm-up. Wall-clock
 * throughput is lower than per-core when other processes share the machine. Full results are produced
 * (all scales, T, percentile, range, interpretation), and a checksum keeps the work from being optimised away.
 */
import { performance } from 'node:perf_hooks';
import { demoNormSet } from '../server/src/modules/scoring/demo-norm-set.js';
import { INSTRUMENTS, type Gender, type SchoolType } from '../server/src/modules/scoring/instrument.js';
import { score, type ScoreTarget } from '../server/src/modules/scoring/scoring.js';

const N = 10_000;
let seed = 42;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);

/** missing: share of items left unanswered (each pattern of missing items is a different object shape to V8). */
function dataset(missing: number) {
  const answers: Array<Record<string, number>> = [];
  const targets: ScoreTarget[] = [];
  for (let i = 0; i < N; i++) {
    const schoolType: SchoolType = i % 2 ? 'MIDDLE_HIGH' : 'ELEMENTARY';
    const gender: Gender = i % 4 < 2 ? 'M' : 'F';
    const a: Record<string, number> = {};
    for (const item of INSTRUMENTS[schoolType].items) {
      if (random() < missing) continue;
      const u = random();
      a[item.key] = u < 0.6 ? 0 : u < 0.85 ? 1 : u < 0.96 ? 2 : 3;
    }
    answers.push(JSON.parse(JSON.stringify(a)));
    targets.push({ schoolType, gender });
  }
  return { answers, targets };
}
const norms = demoNormSet();

let checksum = 0;
let data = dataset(0);
function run(count: number) {
  const { answers, targets } = data;
  for (let i = 0; i < count; i++) {
    const r = score(answers[i % N], targets[i % N], norms);
    checksum += r.total.t;
  }
}

function measure(title: string) {
  run(200_000); // warm-up: let V8 optimise score() before timing
  // Per core: evaluations per second of this process's CPU time (user + system), which is what one core delivers
  // even when the machine is shared; wall-clock throughput is printed too and equals it on an idle machine.
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let round = 0; round < 5; round++) {
    const count = 1_000_000;
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    run(count);
    const c = process.cpuUsage(c0);
    wall.push(count / ((performance.now() - t0) / 1000));
    cpu.push(count / ((c.user + c.system) / 1e6));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[2];
  const fmt = (x: number) => Math.round(x).toLocaleString('en-US');
  console.log(`${title}: ${fmt(median(cpu))} evaluations/s per core (CPU time, median of 5 rounds of 1,000,000; min ${fmt(Math.min(...cpu))}, max ${fmt(Math.max(...cpu))}); wall clock ${fmt(median(wall))}/s`);
}

measure('complete answers');
data = dataset(0.05);
measure('5% unanswered   ');
console.log(`checksum ${checksum.toFixed(1)}`);
