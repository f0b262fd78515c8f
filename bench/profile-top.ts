/**
 * Where a CPU profile's time goes: self time by package (node_modules/<name>, the app's own src, node internals)
 * and the top functions. For profiles written by `BENCH_PROFILE=<dir> … bench/compare.ts`.
 *   npx tsx bench/profile-top.ts <file.cpuprofile> [top=25]
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const profile = JSON.parse(readFileSync(process.argv[2], 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const top = Number(process.argv[3] || 25);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

const packageOf = (url: string) => {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/.exec(url);
  if (m) return m[1];
  if (url.includes('/server/src/')) return 'app: ' + url.split('/server/src/')[1].split('/').slice(0, 2).join('/');
  if (!url) return '(native / idle / gc)';
  return url.startsWith('node:') ? 'node: ' + url.slice(5).split('/')[0] : url;
};
const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
const pkgs = new Map<string, number>();
const fns = new Map<string, number>();
for (const [id, t] of self) {
  const n = byId.get(id)!;
  const { functionName, url, lineNumber } = n.callFrame;
  add(pkgs, packageOf(url), t);
  add(fns, `${functionName || '(anonymous)'}  ${packageOf(url)}:${lineNumber + 1}`, t);
}
const print = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
};
print('self time by package', pkgs);
print('self time by function', fns);

// inclusive time: each sample counts once for every distinct function on its stack
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map<string, number>();
for (const [id, t] of self) {
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const { functionName, url } = byId.get(cur)!.callFrame;
    if (!functionName) continue;
    const key = `${functionName}  ${packageOf(url)}`;
    if (!seen.has(key)) {
      seen.add(key);
      add(incl, key, t);
    }
  }
}
print('inclusive time by function', incl);
