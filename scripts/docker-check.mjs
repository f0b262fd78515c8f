#!/usr/bin/env node
// npm test: the container image and compose file (docker/Dockerfile, docker/compose.yml, .dockerignore), read as
// text and YAML, so the checks run without docker; then `docker compose config` when docker compose is installed.
// docs/OPERATIONS.md "Deploy" says why each rule is there.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { root } from './lib.mjs';

const read = (p) => readFileSync(join(root, p), 'utf8');
const problems = [];
const expect = (ok, message) => {
  if (!ok) problems.push(message);
};

/** The Node.js images may not fall behind this major (an LTS line; Node 20's support ended on 2026-04-30). */
const NODE_LTS = 24;
const SECRETS = ['POSTGRES_PASSWORD', 'JWT_SECRET', 'OAUTH_CLIENT_SECRET'];

// ---- Dockerfile: every stage on the same current Node LTS --------------------------------------------------------
const dockerfile = read('docker/Dockerfile');
const args = Object.fromEntries([...dockerfile.matchAll(/^ARG\s+(\w+)=(\S+)/gm)].map((m) => [m[1], m[2]]));
const stages = [...dockerfile.matchAll(/^FROM\s+(\S+)/gm)].map((m) => m[1].replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a, b) => args[a ?? b] ?? ''));
const nodeMajor = (image) => Number(/^node:(\d+)/.exec(image)?.[1]);
expect(stages.length >= 2, 'docker/Dockerfile: expected a build stage and a runtime stage');
for (const image of stages) {
  expect(nodeMajor(image) >= NODE_LTS && nodeMajor(image) % 2 === 0, `docker/Dockerfile: FROM ${image}: use a Node.js LTS image, ${NODE_LTS} or later`);
}
expect(new Set(stages).size === 1, `docker/Dockerfile: the stages use different images (${[...new Set(stages)].join(', ')})`);

// ---- engines: allow the image's Node and the Node running this check (CI's) --------------------------------------
const version = (v) => v.split('.').map(Number).concat(0, 0).slice(0, 3);
const atLeast = (v, min) => {
  const [a, b] = [version(v), version(min)];
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
};
for (const pkg of ['package.json', 'server/package.json']) {
  const range = JSON.parse(read(pkg)).engines?.node;
  if (!range) continue;
  const min = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(range)?.[1];
  expect(!!min, `${pkg}: engines.node "${range}": this check reads only ">=x.y" ranges`);
  if (!min) continue;
  expect(atLeast(process.versions.node, min), `${pkg}: engines.node "${range}" refuses the Node.js running the tests (${process.versions.node})`);
  expect(atLeast(`${Math.min(...stages.map(nodeMajor))}.0.0`, min.split('.')[0]), `${pkg}: engines.node "${range}" refuses the image's Node.js`);
}

// ---- .dockerignore: the context leaves out what the build makes or must not see, and keeps what it reads ----------
const ignore = read('.dockerignore')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));
/** Whether .dockerignore leaves `path` out of the context (its patterns, the last match winning; a parent's counts). */
function ignored(path) {
  const toRegex = (p) =>
    new RegExp(
      '^' +
        p
          .replace(/^\/+|\/+$/g, '')
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*\*\//g, '\uE000')
          .replace(/\*\*/g, '.*')
          .replace(/\*/g, '[^/]*')
          .replace(/\?/g, '[^/]')
          .replace(/\uE000/g, '(?:.*/)?') +
        '$',
    );
  const parts = path.split('/');
  let out = false;
  for (let i = 1; i <= parts.length; i++) {
    const prefix = parts.slice(0, i).join('/');
    for (const line of ignore) {
      const negated = line.startsWith('!');
      if (toRegex(negated ? line.slice(1) : line).test(prefix)) out = !negated;
    }
    if (out && i < parts.length) return true; // a directory left out takes its contents with it
  }
  return out;
}
for (const p of ['node_modules', 'server/node_modules', 'client/node_modules', '.git', 'data/pg', 'server/dist', 'client/dist', 'coverage', 'test-results', '.env', 'docker/.env']) {
  expect(ignored(p), `.dockerignore: ${p} must be left out of the build context`);
}
const copied = [...dockerfile.matchAll(/^COPY\s+(?!--from)(.+)$/gm)].flatMap((m) => m[1].trim().split(/\s+/).slice(0, -1)).filter((p) => p !== '.');
for (const p of [...copied, 'server/src/cli/index.ts', 'server/tsconfig.build.json', 'client/index.html', 'client/respondent.html', 'client/src/main.tsx', 'schema/menus.json']) {
  expect(!ignored(p), `.dockerignore leaves out ${p}, which the image's build reads`);
}

// ---- compose: one image for migrate and app, drain time, restart policies, no default secrets ---------------------
const composeText = read('docker/compose.yml');
const compose = parse(composeText);
const services = compose.services ?? {};
const built = Object.entries(services).filter(([, s]) => s.build);
expect(built.length === 1, `docker/compose.yml: ${built.length} services build an image; build it once and reuse it with image:`);
const [builderName, builder] = built[0] ?? [];
expect(!!builder?.image, `docker/compose.yml: ${builderName} builds without naming the image (image:), so no other service can run it`);
const { migrate, app, db } = services;
expect(!!migrate && !!app && !!db, 'docker/compose.yml: expected the services db, migrate and app');
if (migrate && app) {
  expect(migrate.image === builder?.image && app.image === builder?.image, 'docker/compose.yml: migrate and app must run the one image that is built');
  expect(!migrate.build || !app.build, 'docker/compose.yml: migrate and app both build');
  expect(JSON.stringify(migrate.command ?? '').includes('migrate'), 'docker/compose.yml: migrate must run `cli migrate`');
  const seconds = (v) => {
    const m = /^(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s)?$/.exec(String(v ?? ''));
    return m && (m[1] || m[2]) ? Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0) : 0;
  };
  expect(seconds(app.stop_grace_period) >= 15, `docker/compose.yml: app needs stop_grace_period of at least 15s for the drain (has ${app.stop_grace_period ?? 'none'})`);
  expect(['unless-stopped', 'always'].includes(app.restart), `docker/compose.yml: app needs restart: unless-stopped (has ${app.restart ?? 'none'})`);
  expect(migrate.restart === 'no' || /^on-failure/.test(migrate.restart ?? ''), 'docker/compose.yml: migrate is a one-off step: restart "no" or on-failure');
  expect(app.depends_on?.migrate?.condition === 'service_completed_successfully', 'docker/compose.yml: app must wait for migrate to succeed');
}
if (db) expect(['unless-stopped', 'always'].includes(db.restart), 'docker/compose.yml: db needs restart: unless-stopped');
for (const name of SECRETS) {
  const uses = [...composeText.matchAll(new RegExp(`\\$\\{${name}([^}]*)\\}`, 'g'))].map((m) => m[1]);
  expect(uses.length > 0, `docker/compose.yml: ${name} is never used`);
  for (const u of uses) expect(u.startsWith(':?'), `docker/compose.yml: \${${name}${u}}: a secret has no default; write \${${name}:?set ${name}}`);
}

if (problems.length) {
  console.error(problems.map((p) => `  ✗ ${p}`).join('\n'));
  process.exit(1);
}
console.log(`image and compose: static checks passed (${stages[0]}, one image ${builder.image} for migrate and app)`);

// ---- docker compose config, where docker compose is installed --------------------------------------------------------
const composeCommand = [
  ['docker', ['compose']],
  ['docker-compose', []],
].find(([cmd, pre]) => spawnSync(cmd, [...pre, 'version'], { stdio: 'ignore' }).status === 0);
if (!composeCommand) {
  console.log('docker compose config: skipped (neither `docker compose` nor `docker-compose` is installed here)');
} else {
  const [cmd, pre] = composeCommand;
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => ![...SECRETS, 'PUBLIC_URL', 'SVS_IMAGE'].includes(k)));
  const config = (envFile) =>
    spawnSync(cmd, [...pre, '-f', join(root, 'docker/compose.yml'), '--env-file', envFile, 'config', '--quiet'], { env, encoding: 'utf8' });
  const example = config(join(root, 'docker/.env.example'));
  if (example.status !== 0) {
    console.error(`  ✗ ${cmd} ${pre.join(' ')} config with docker/.env.example failed:\n${example.stderr}`);
    process.exit(1);
  }
  // without the database password the file must refuse to start, naming it
  const dir = mkdtempSync(join(tmpdir(), 'svs-compose-'));
  try {
    const partial = join(dir, 'partial.env');
    writeFileSync(partial, read('docker/.env.example').replace(/^POSTGRES_PASSWORD=.*$/m, ''));
    const missing = config(partial);
    if (missing.status === 0 || !/POSTGRES_PASSWORD/.test(missing.stderr)) {
      console.error(`  ✗ ${cmd} config accepted the file without POSTGRES_PASSWORD (it must be required):\n${missing.stderr}`);
      process.exit(1);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`docker compose config: valid with docker/.env.example, refused without POSTGRES_PASSWORD (${cmd} ${pre.join(' ')})`);
}
