#!/usr/bin/env node
// npm start: install what is missing, build, apply migrations, seed reference and demo data once, serve.
// Uses DATABASE_URL when set, otherwise an embedded PostgreSQL (PGlite) under DATA_DIR (default ./data).
import { join } from 'node:path';
import { ensureInstalled, pnpm, root, run, step } from './lib.mjs';

try {
  await ensureInstalled();
  step('building server and client');
  await pnpm(['--filter', '@svs/server', 'build']);
  await pnpm(['--filter', '@svs/client', 'build']);
  step('migrating, seeding and serving');
  await run(process.execPath, [join(root, 'server/dist/cli/index.js'), 'demo'], {
    env: { ...process.env, DATA_DIR: process.env.DATA_DIR || join(root, 'data') },
  });
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
