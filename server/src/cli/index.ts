import 'reflect-metadata';
import cluster from 'node:cluster';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { printSchema, lexicographicSortSchema } from 'graphql';
import { Account, AccountStatus } from '../modules/account/account.entity.js';
import { hashPassword } from '../modules/account/account.service.js';
import { RoleCode, UserRole } from '../modules/account/role.entity.js';
import { loadConfig } from '../platform/config.js';
import { openDatabase, type Database } from '../platform/db/database.js';
import { startEmbeddedPostgres } from '../platform/db/embedded.js';
import { openOrm } from '../platform/db/orm.js';
import { MENU_TABLE } from '../platform/auth/menus.js';
import { buildGraphqlSchema } from '../platform/graphql/schema.js';
import { entities, resolvers, restRoutes } from '../modules/index.js';
import { openApiDocument } from '../platform/http/openapi.js';
import { LOGIN_ID, PASSWORD, passwordMessage } from '../platform/rules.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SCHOOL_CODE, seedDemo, seedDemoEvaluations } from '../seeders/demo.js';
import { seedDemoConsulting } from '../seeders/demo-consulting.js';
import { seedDemoRetention } from '../seeders/demo-retention.js';
import { seedDemoForms } from '../seeders/demo-forms.js';
import { seedDemoPopups } from '../seeders/demo-popups.js';
import { seedDemoRequests } from '../seeders/demo-requests.js';
import { seedDemoBoards } from '../seeders/demo-boards.js';
import { seedReference } from '../seeders/reference.js';
import { handleShutdown, serve } from '../server.js';
import { runPrimary } from '../cluster.js';

const usage = `usage: svs <command>
  migrate                 apply pending migrations and the reference data (run once per deploy)
  serve                   serve the app (migrations must have been applied; WEB_CONCURRENCY=N: N processes)
  demo                    migrate, seed the demo data once, serve (what npm start runs)
  create-admin --login ID --password PW --email E --name N --mobile M
                          create the first SYSTEM_ADMIN on a fresh database
  migration:create [name] write a migration for entity changes (development)
  migration:check         exit 1 when the entities need a migration that is not committed
  schema [file]           print or write the GraphQL SDL
  openapi [file]          print or write the REST facade's OpenAPI 3.1 document
  menus [file]            print or write the menu table (platform/auth/menus.ts) for the client`;

/** src/migrations/index.ts lists every migration file in order (explicit imports work under tsx, vitest and tsc). */
function writeMigrationIndex() {
  const dir = fileURLToPath(new URL('../migrations/', import.meta.url));
  const names = readdirSync(dir)
    .filter((f) => /^Migration\d+.*\.ts$/.test(f))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort();
  const body = [
    `import type { MigrationObject } from '@mikro-orm/core';`,
    ...names.map((n) => `import { ${n} } from './${n}.js';`),
    ``,
    `/** Committed migrations, in order. Written by \`cli migration:create\`; do not edit by hand. */`,
    `export const migrationsList: MigrationObject[] = [`,
    ...names.map((n) => `  { name: '${n}', class: ${n} },`),
    `];`,
    ``,
  ];
  writeFileSync(join(dir, 'index.ts'), body.join('\n'));
}

/**
 * migrate and create-admin: no statement or query time limit (a migration may build an index on a large table for
 * minutes); waiting for the connection keeps its limit.
 */
const untimed = (config: ReturnType<typeof loadConfig>) => ({ ...config, database: { ...config.database, statementMs: 0, queryMs: 0 } });

async function migrate(db: Database) {
  const migrator = db.orm.getMigrator();
  const done = await migrator.up();
  await seedReference(db.orm.em.fork());
  return done.length;
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const config = loadConfig();
  switch (command) {
    case 'schema': {
      const sdl = printSchema(lexicographicSortSchema(await buildGraphqlSchema(resolvers)));
      if (rest[0]) writeFileSync(rest[0], sdl + '\n');
      else process.stdout.write(sdl + '\n');
      return;
    }
    case 'openapi': {
      const doc = JSON.stringify(openApiDocument(restRoutes, await buildGraphqlSchema(resolvers)), null, 2) + '\n';
      if (rest[0]) writeFileSync(rest[0], doc);
      else process.stdout.write(doc);
      return;
    }
    case 'menus': {
      const doc = JSON.stringify(MENU_TABLE, null, 2) + '\n';
      if (rest[0]) writeFileSync(rest[0], doc);
      else process.stdout.write(doc);
      return;
    }
    case 'migrate': {
      const db = await openDatabase(untimed(config), entities);
      const n = await migrate(db);
      console.log(`migrations applied: ${n}; reference data up to date`);
      await db.close();
      return;
    }
    case 'migration:create':
    case 'migration:check': {
      // a throw-away in-memory database: the diff is between the committed migrations and the entities
      const pg = await startEmbeddedPostgres();
      const orm = await openOrm({ url: pg.url, embedded: true, entities });
      const db: Database = { orm, embedded: true, close: async () => (await orm.close(), await pg.stop()) };
      const migrator = db.orm.getMigrator();
      try {
        if (command === 'migration:check') {
          await migrator.up();
          const needed = await migrator.checkMigrationNeeded();
          console.log(needed ? 'entities changed: a migration is missing (run migration:create)' : 'migrations match the entities');
          process.exitCode = needed ? 1 : 0;
        } else {
          await migrator.up();
          const r = await migrator.createMigration(undefined, false, false, rest[0]);
          if (r.fileName) writeMigrationIndex();
          console.log(r.fileName ? `created ${r.fileName} and listed it in src/migrations/index.ts` : 'no changes');
        }
      } finally {
        await db.close();
      }
      return;
    }
    case 'create-admin': {
      const { values: v } = parseArgs({
        args: rest,
        options: { login: { type: 'string' }, password: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' }, mobile: { type: 'string' } },
      });
      if (!v.login || !LOGIN_ID.test(v.login)) throw new Error('--login: 영문 소문자, 숫자, _ 4~20자');
      if (!v.password || !PASSWORD.test(v.password)) throw new Error('--password: ' + passwordMessage());
      if (!v.email || !v.name || !v.mobile) throw new Error('--email, --name and --mobile are required');
      const db = await openDatabase(untimed(config), entities);
      try {
        await migrate(db);
        const em = db.orm.em.fork();
        if (await em.count(Account, { loginId: v.login })) throw new Error(`login id ${v.login} already exists`);
        em.create(Account, {
          loginId: v.login,
          email: v.email,
          name: v.name,
          mobile: v.mobile.replace(/[ -]/g, ''),
          role: em.getReference(UserRole, RoleCode.SYSTEM_ADMIN),
          status: AccountStatus.ACTIVE,
          passwordHash: await hashPassword(v.password),
          personalInfoAgreeYn: 'Y',
          approvedAt: new Date(),
        });
        await em.flush();
        console.log(`administrator ${v.login} created`);
      } finally {
        await db.close();
      }
      return;
    }
    case 'serve':
    case 'demo': {
      if (command === 'serve' && config.workers > 1 && cluster.isPrimary) {
        await runPrimary(config);
        return;
      }
      const db = await openDatabase(config, entities);
      if (command === 'demo') {
        await migrate(db);
        const seeded = await seedDemo(db.orm.em.fork());
        if (seeded) console.log('demo data seeded');
        if (await seedDemoEvaluations(db.orm.em.fork(), config)) console.log('demo simple evaluations seeded');
        // 시연용 SDQ-KR wording in place of the placeholders (never outside the demo: migrate keeps them)
        if (await seedDemoForms(db.orm.em.fork())) console.log('demo SDQ-KR forms filled (시연용)');
        if (await seedDemoRequests(db.orm.em.fork(), config)) console.log('demo requests seeded');
        if (await seedDemoConsulting(db.orm.em.fork(), config)) console.log('demo consulting records seeded');
        if (await seedDemoPopups(db.orm.em.fork(), config)) console.log('demo popup seeded');
        if (await seedDemoBoards(db.orm.em.fork(), config)) console.log('demo board posts seeded');
        if (await seedDemoRetention(db.orm.em.fork())) console.log('demo destruction run recorded');
      }
      const running = await serve(db, config);
      handleShutdown(running, db);
      console.log(`\n  정신건강 전문가 학교지원 사업: ${running.url}`);
      console.log(`  database: ${db.embedded ? `embedded PGlite in ${config.dataDir}` : 'DATABASE_URL'}`);
      if (command === 'demo') {
        console.log(`\n  demo accounts (password ${DEMO_PASSWORD}):`);
        for (const a of DEMO_ACCOUNTS) console.log(`    ${a.loginId.padEnd(10)} ${a.role.padEnd(22)} ${a.note}`);
        console.log(`  school authentication code of the demo schools: ${DEMO_SCHOOL_CODE}`);
        console.log(`  OAuth client: ${config.clientId} / ${config.clientId === 'svs-web' ? config.clientSecret : '(OAUTH_CLIENT_SECRET)'}`);
        if (config.devMailbox) console.log(`  local mailbox (sign-up codes, reset links): ${running.url}dev/mailbox\n`);
      }
      return;
    }
    default:
      console.log(usage);
      process.exitCode = command ? 1 : 0;
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
