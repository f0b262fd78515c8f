/**
 * The destruction job over 1,000,000 simple evaluations (issue 28, docs/PERFORMANCE.md "Destruction"): a fresh
 * database, the evaluations of one past school year with what belongs to each (a consent round, the guardian's link
 * and phone code as texts and a one-time code; one in fifty with a crisis alert and its event), then one run of
 * runDestruction with the clock frozen on a day they are all due, timed.
 *
 *   cd server && DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx ../bench/retention-destroy.ts [count]
 */
import { performance } from 'node:perf_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import { entities } from '../server/src/modules/index.js';
import { runDestruction } from '../server/src/modules/retention/retention.destroy.js';
import { freezeClock } from '../server/src/platform/clock.js';
import { openOrm } from '../server/src/platform/db/orm.js';
import { seedReference } from '../server/src/seeders/reference.js';

const N = Number(process.argv[2] ?? 1_000_000);
const server = process.env.DATABASE_URL;
if (!server) throw new Error('DATABASE_URL: a PostgreSQL server (a throw-away database is made on it)');
const name = `svs_retention_bench_${Date.now()}`;
const admin = await openOrm({ url: server, embedded: false, entities });
await admin.em.getConnection().execute(`create database ${name}`);
const u = new URL(server);
u.pathname = `/${name}`;
const orm = await openOrm({ url: u.toString(), embedded: false, entities });
try {
  await orm.getMigrator().up();
  await seedReference(orm.em.fork() as EntityManager);
  const c = orm.em.getConnection();
  const t0 = performance.now();
  await c.execute(`insert into school (id, name, type, sd_code, sgg_code, education_office_id)
    values ('B000000001', '성능 학교', 'MIDDLE', '11', '11110', 'B10')`);
  await c.execute(`insert into simple_evaluation (school_id, sd_code, sgg_code, year, school_target_type, gender, student_code, student_seq, crisis, answers, result)
    select 'B000000001', '11', '11110', 2023, 'MIDDLE_HIGH', 'F', '2023-B000000001-' || g, g, g % 50 = 0,
           '{"q1":1,"q2":0,"q3":2}'::jsonb, '{"total":{"t":55}}'::jsonb
    from generate_series(1, ${N}) g`);
  await c.execute(`insert into simple_evaluation_agree (id, evaluation_id, guardian_mobile, guardian_agree_yn)
    select gen_random_uuid(), id, '01012345678', 'Y' from simple_evaluation`);
  await c.execute(`update simple_evaluation e set current_agree_id = a.id from simple_evaluation_agree a where a.evaluation_id = e.id`);
  await c.execute(`insert into crisis_alert (evaluation_id, school_id, sd_code, raised_at) select id, school_id, sd_code, now() from simple_evaluation where crisis`);
  await c.execute(`insert into crisis_alert_event (alert_id, type, at) select id, 'RAISED', now() from crisis_alert`);
  await c.execute(`insert into sms_message (recipient, text, kind, purpose, ref_type, ref_id, dedupe_key, status)
    select '01012345678', '동의 링크', 'SMS', p, 'simple-evaluation', e.id::text, p || ':' || e.id, 'SENT'
    from simple_evaluation e cross join (values ('CONSENT'), ('CODE')) v(p)`);
  await c.execute(`insert into one_time_code (purpose, subject, code_hash, expires_at)
    select 'respondent:simple-evaluation', id || ':GUARDIAN', 'x', now() from simple_evaluation`);
  await c.execute('vacuum analyze');
  console.log(`loaded ${N} evaluations in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  freezeClock(new Date('2025-03-02T03:00:00+09:00')); // 2023's evaluations are past their 12 months from 2025-03-01
  const t1 = performance.now();
  const destroyed = await runDestruction(orm.em.fork() as EntityManager);
  const s = (performance.now() - t1) / 1000;
  const [left] = await c.execute(`select (select count(*) from simple_evaluation) e, (select count(*) from simple_evaluation_agree) a,
    (select count(*) from crisis_alert) c, (select count(*) from sms_message) s, (select count(*) from one_time_code) o`);
  console.log(`destroyed ${destroyed} evaluations in ${s.toFixed(1)} s (${Math.round(destroyed / s)} a second); left:`, left);
} finally {
  await orm.close();
  await admin.em.getConnection().execute(`drop database if exists ${name} with (force)`);
  await admin.close();
}
