#!/usr/bin/env node
// npm test: every check, in order, stopping at the first failure (exit code non-zero).
// Server tests use DATABASE_URL / TEST_DATABASE_URL when set (a fresh database per test file), PGlite otherwise.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, pnpm, root, run, step } from './lib.mjs';

/** A fingerprint of generated files, to fail when regenerating them changes anything (drift). */
function fingerprint(paths) {
  const h = createHash('sha256');
  const walk = (p) => {
    const st = statSync(p, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) for (const f of readdirSync(p).sort()) walk(join(p, f));
    else h.update(p).update(readFileSync(p));
  };
  paths.forEach((p) => walk(join(root, p)));
  return h.digest('hex');
}

async function noDrift(title, paths, regenerate) {
  step(title);
  const before = fingerprint(paths);
  await regenerate();
  if (fingerprint(paths) !== before) {
    throw new Error(`${paths.join(', ')} changed when regenerated: commit the regenerated files`);
  }
}

const started = Date.now();
try {
  await ensureInstalled();
  step('type check');
  await pnpm(['--filter', '@svs/server', 'typecheck']);
  await pnpm(['--filter', '@svs/client', 'typecheck']);
  step('lint');
  await pnpm(['exec', 'eslint', '--max-warnings', '0', '.']);
  step('container image and compose (docker compose config where installed)');
  await run(process.execPath, [join(root, 'scripts/docker-check.mjs')]);
  await noDrift('GraphQL schema drift', ['schema/schema.graphql'], () => pnpm(['--filter', '@svs/server', 'schema']));
  await noDrift('OpenAPI document drift', ['schema/openapi.json'], () => pnpm(['--filter', '@svs/server', 'openapi']));
  step('OpenAPI lint (Redocly, redocly.yaml)');
  await pnpm(['exec', 'redocly', 'lint', 'schema/openapi.json'], {
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  await noDrift('menu table drift', ['schema/menus.json'], () => pnpm(['--filter', '@svs/server', 'menus']));
  await noDrift('codegen drift', ['client/src/gql'], () => pnpm(['--filter', '@svs/client', 'codegen']));
  step('migration drift');
  await pnpm(['--filter', '@svs/server', 'cli', 'migration:check']);
  step('server tests');
  await pnpm(['--filter', '@svs/server', 'test']);
  step('client tests');
  await pnpm(['--filter', '@svs/client', 'test']);
  step('build');
  await pnpm(['--filter', '@svs/server', 'build']);
  await pnpm(['--filter', '@svs/client', 'build']);
  step('JS byte budgets (brotli, as sent): respondent pages and staff sign-in');
  await run(process.execPath, [join(root, 'scripts/client-budget.mjs')]);
  step('end-to-end tests (Chromium)');
  await run(process.execPath, [join(root, 'e2e/run.mjs')]);
  console.log(`\n\x1b[32mall checks passed\x1b[0m in ${Math.round((Date.now() - started) / 1000)} s`);
} catch (e) {
  console.error(`\n\x1b[31m${e instanceof Error ? e.message : e}\x1b[0m`);
  process.exit(1);
}
