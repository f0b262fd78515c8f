#!/usr/bin/env node
// npm start: install what is missing, build, apply migrations, seed reference and demo data once, serve.
// Uses DATABASE_URL when set, otherwise an embedded PostgreSQL (PGlite) under DATA_DIR (default ./data).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, pnpm, root, run, step } from './lib.mjs';

/** Newest modification time below the given paths (0 when none exist). */
function newest(paths) {
  let t = 0;
  const walk = (p) => {
    const st = statSync(p, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) for (const f of readdirSync(p)) walk(join(p, f));
    else t = Math.max(t, st.mtimeMs);
  };
  paths.forEach((p) => walk(join(root, p)));
  return t;
}

/** Builds a package only when its sources changed since its last build (a restart is then quick). */
async function build(pkg, sources, output) {
  if (newest([output]) > newest([...sources, 'pnpm-lock.yaml'])) return;
  await pnpm(['--filter', pkg, 'build']);
}

try {
  await ensureInstalled();
  step('building server and client');
  await build('@svs/server', ['server/src', 'server/tsconfig.json', 'server/tsconfig.build.json'], 'server/dist/cli/index.js');
  await build('@svs/client', ['client/src', 'client/index.html', 'client/vite.config.ts', 'client/public'], 'client/dist/index.html');
  step('migrating, seeding and serving');
  await run(process.execPath, [join(root, 'server/dist/cli/index.js'), 'demo'], {
    env: { ...process.env, DATA_DIR: process.env.DATA_DIR || join(root, 'data') },
  });
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
