/**
 * What PostgreSQL does for each list of bench/scenarios.ts: every statement the server runs for it (captured as
 * bench/compare.ts captures them), with its planning and execution time from `EXPLAIN (ANALYZE, BUFFERS)`, and the
 * whole plan of those slower than PLAN_MS.
 *
 *   cd server && DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres BENCH_DB=svs_bench_paging npx tsx ../bench/explain.ts
 *
 * BENCH_ONLY=<substring of a scenario name>, PLAN_MS=<ms> (print the plan and the statement of slower ones).
 * Statements that write (the access log's insert) are explained inside a transaction that is rolled back.
 */
import type { Knex } from '@mikro-orm/postgresql';
import { capture, orm, scenarios } from './scenarios.js';

interface Plan {
  'Planning Time': number;
  'Execution Time': number;
}

const planMs = process.env.PLAN_MS ? Number(process.env.PLAN_MS) : Infinity;
const knex = orm.em.getKnex();
for (const s of scenarios) {
  console.log(`\n${s.name}`);
  for (const st of await capture(s)) {
    await knex.transaction(async (trx: Knex.Transaction) => {
      const conn = (await trx.client.acquireConnection()) as { query: (q: { text: string; values: unknown[] }) => Promise<{ rows: Record<string, unknown>[] }> };
      const run = (options: string) => conn.query({ text: `explain (${options}) ${st.text}`, values: st.values });
      const [plan] = (await run('analyze, buffers, format json')).rows[0]['QUERY PLAN'] as Plan[];
      console.log(
        `  plan ${plan['Planning Time'].toFixed(2).padStart(6)} ms  run ${plan['Execution Time'].toFixed(2).padStart(7)} ms  ${st.text.replace(/\s+/g, ' ').slice(0, 110)}`,
      );
      if (plan['Execution Time'] > planMs) {
        console.log((await run('analyze, buffers')).rows.map((r) => r['QUERY PLAN']).join('\n'));
        console.log(`  ${st.text}\n  ${JSON.stringify(st.values)}`);
      }
      await trx.rollback();
    }).catch((e: unknown) => {
      if (!(e instanceof Error && /rollback|Transaction rejected with non-error/i.test(e.message))) throw e;
    });
  }
}
await orm.close();
