/**
 * The national-scale data set of the benches: 12,000 schools, 250 centers, 200,000 accounts, 1,000,000 simple
 * evaluations, 200,000 requests with their states and steps, 100,000 posts and 100,000 consulting records, generated once in database svs_bench (or BENCH_DB) on the PostgreSQL server named by DATABASE_URL,
 * and kept for reruns.
 */
import '../server/src/server.js'; // loads reflect-metadata from the server package
import { performance } from 'node:perf_hooks';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../server/src/modules/account/account.entity.js';
import * as accounts from '../server/src/modules/account/account.service.js';
import type { RoleCode } from '../server/src/modules/account/role.entity.js';
import type { UserPrincipal } from '../server/src/platform/auth/principal.js';
import { openOrm } from '../server/src/platform/db/orm.js';
import { entities } from '../server/src/modules/index.js';
import { seedReference } from '../server/src/seeders/reference.js';

/** A signed-in user of the bench data (created on first use), as the server would see it. */
export async function benchPrincipal(orm: MikroORM, loginId: string, role: RoleCode, centerId?: number): Promise<UserPrincipal> {
  const em = orm.em.fork() as EntityManager;
  let account = await em.findOne(Account, { loginId });
  if (!account) {
    await em.getConnection().execute(
      `insert into account (login_id, email, password_hash, name, mobile, role_id, status, center_id, sd_code, alarm_settings)
       values (?, ?, 'x', '벤치', '01000000000', ?, 'ACTIVE', ?, (select sd_code from center where id = ?), '{}'::jsonb)`,
      [loginId, `${loginId}@example.org`, role, centerId ?? null, centerId ?? null],
    );
    account = await em.findOneOrFail(Account, { loginId });
  }
  return accounts.principalOf(em, account);
}

export async function openBench() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('set DATABASE_URL to a PostgreSQL server (the bench creates database svs_bench)');
  // BENCH_DB: a separate database per branch, so benches of branches with different migrations do not collide
  const benchDb = process.env.BENCH_DB ?? 'svs_bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(benchDb)) throw new Error('BENCH_DB: lower-case letters, digits and _');
  const url = new URL(adminUrl);
  url.pathname = '/' + benchDb;

  const admin = await openOrm({ url: adminUrl, embedded: false, entities });
  const exists = await admin.em.getConnection().execute(`select 1 from pg_database where datname = ?`, [benchDb]);
  if (!exists.length) await admin.em.getConnection().execute(`create database ${benchDb}`);
  await admin.close();

  const orm = await openOrm({ url: url.toString(), embedded: false, entities });
  await orm.getMigrator().up();
  await seedReference(orm.em.fork());
  const conn = orm.em.getConnection();

  const [{ n }] = await conn.execute(`select count(*)::int as n from school`);
  if (n < 12_000) {
    console.log('generating data…');
    const t = performance.now();
    await conn.execute(`
      insert into school (id, name, type, sd_code, sgg_code, education_office_id)
      select 'B' || lpad(i::text, 7, '0'), '벤치학교' || i,
             (array['ELEMENTARY','MIDDLE','HIGH'])[1 + i % 3]::school_type, g.sd_code, g.code, o.id
      from generate_series(1, 12000) i
      join lateral (select code, sd_code from region_sgg order by code offset (i % (select count(*) from region_sgg)) limit 1) g on true
      join education_office o on o.sd_code = g.sd_code`);
    await conn.execute(`
      insert into center (code, name, education_office_id, sd_code)
      select 'BC' || i, '벤치센터' || i, o.id, o.sd_code from generate_series(1, 250) i
      join education_office o on o.id = (select id from education_office order by id offset (i % 17) limit 1)`);
    // each center covers about four 시군구 of its 시도
    await conn.execute(`
      insert into center_jurisdiction_local (center_id, sgg_code)
      select c.id, g.code from center c
      join lateral (select code from region_sgg where sd_code = c.sd_code order by md5(c.id::text || code) limit 4) g on true
      on conflict do nothing`);
    await conn.execute(`
      insert into account (login_id, email, password_hash, name, mobile, role_id, status, sd_code, sgg_code, school_id, alarm_settings)
      select 'bench' || i, 'bench' || i || '@example.org', 'x', '사용자' || i, '010' || lpad(i::text, 8, '0'),
             (array['CLIENT','MEMBER'])[1 + i % 2], 'ACTIVE', s.sd_code, s.sgg_code, s.id, '{}'::jsonb
      from generate_series(1, 200000) i
      join school s on s.id = 'B' || lpad((1 + i % 12000)::text, 7, '0')`);
    await conn.execute('vacuum analyze');
    console.log(`generated in ${Math.round(performance.now() - t)} ms`);
  }
  const [{ e }] = await conn.execute(`select count(*)::int as e from simple_evaluation`);
  if (e < 1_000_000) {
    console.log('generating 1,000,000 simple evaluations…');
    const t = performance.now();
    // over three years, every school; the responsible center is one covering the school's 시군구 (if any); about
    // two thirds answered, their total T spread evenly over 38–71 (about 15% 관심군, 4% 우선 관심군)
    await conn.execute(`
      insert into simple_evaluation (school_id, center_id, sd_code, sgg_code, year, school_target_type, gender, student_code,
        student_seq, mobile, is_done, is_send, consent_state, total_range, total_t, norm_version, done_at, created_at)
      select s.id, (select cl.center_id from center_jurisdiction_local cl where cl.sgg_code = s.sgg_code order by cl.center_id limit 1),
        s.sd_code, s.sgg_code, y, case when s.type = 'ELEMENTARY' then 'ELEMENTARY' else 'MIDDLE_HIGH' end,
        (array['M','F'])[1 + i % 2], y || '-' || s.id || '-' || lpad(i::text, 7, '0'), i, '010' || lpad((i * 7 % 100000000)::text, 8, '0'),
        d.done, 'Y', case when d.done = 'Y' then 'AGREED' else (array['SENT','GUARDIAN_AGREED','NOT_SENT','REFUSED'])[1 + i % 4] end,
        case when d.done = 'N' then null when t.t >= 70 then 'PRIORITY_ATTENTION' when t.t >= 65 then 'ATTENTION' else 'GENERAL' end,
        case when d.done = 'Y' then t.t end, case when d.done = 'Y' then 'demo-2026.1' end,
        case when d.done = 'Y' then c.at + interval '3 days' end, c.at
      from generate_series(1, 1000000) i
      cross join lateral (select 2024 + i % 3 as y) yy
      join school s on s.id = 'B' || lpad((1 + i % 12000)::text, 7, '0')
      cross join lateral (select case when i % 3 = 0 then 'N' else 'Y' end as done) d
      cross join lateral (select round((38 + (i::bigint * 7919 % 10000) / 300.0)::numeric, 1) as t) t
      cross join lateral (select make_timestamptz(y, 3, 1, 0, 0, 0, 'Asia/Seoul') + (i % 250) * interval '1 day' as at) c`);
    await conn.execute('vacuum analyze simple_evaluation');
    console.log(`generated in ${Math.round(performance.now() - t)} ms`);
  }
  const [{ r }] = await conn.execute(`select count(*)::int as r from request`);
  if (r < 200_000) {
    console.log('generating 200,000 requests…');
    const t = performance.now();
    // over three years, every school, filed by a school user of that school and placed with a center covering it;
    // states in tenths: 1 filed, 1 sent back, 1 cancelled, 4 running (spread over the five steps), 2 closed, 1 report sent
    await conn.execute(`
      insert into request (request_type, school_id, center_id, sd_code, sgg_code, target_name, target_gender, target_birth_year,
        target_birth_month, target_birth_date, requester_id, requester_name, requester_contact, guardian_contact,
        guardian_relationship, main_appeal, gc_request, gc_request_at, gc_request_method, gc3rd_party_provision,
        gc3rd_party_provision_at, gc3rd_party_provision_method, status, progress_step, request_date, req_year, approved_at,
        closing_date, rejected_message, case_manager_id)
      select case when i % 7 = 0 then 'SIMPLE_EVALUATION' else 'GENERAL' end, s.id,
        (select cl.center_id from center_jurisdiction_local cl where cl.sgg_code = s.sgg_code order by cl.center_id limit 1),
        s.sd_code, s.sgg_code, '벤치학생' || i, (array['M','F'])[1 + i % 2], 2010 + i % 8, 1 + i % 12, 1 + i % 28,
        a.id, a.name, '0212345678', '010' || lpad((i * 13 % 100000000)::text, 8, '0'), '모', '벤치 주호소', 'Y', c.at, 'WRITTEN',
        'Y', c.at, 'WRITTEN', st.status,
        case when st.status = 'COMPLETED' then (array['IN_DEPTH_EVALUATION','POST_EVALUATION','CASE_MEETING','CASE_INTERVENTION','CLOSING_REPORT'])[1 + i % 5]
             when st.status in ('CLOSED', 'REPORT_SENT') then 'CLOSING_REPORT' end,
        c.at, y, case when st.status in ('COMPLETED', 'CLOSED', 'REPORT_SENT') then c.at + interval '3 days' end,
        case when st.status in ('CLOSED', 'REPORT_SENT') then (c.at + interval '60 days')::date end,
        case when st.status = 'REJECTED' then '보완해주세요' end, null
      from generate_series(1, 200000) i
      cross join lateral (select 2024 + i % 3 as y) yy
      join school s on s.id = 'B' || lpad((1 + i % 12000)::text, 7, '0')
      join account a on a.login_id = 'bench' || case when i % 12000 = 0 then 12000 else i % 12000 end
      cross join lateral (select (array['REQUESTED','REJECTED','CANCELLED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','CLOSED','CLOSED','REPORT_SENT'])[1 + (i / 3) % 10] as status) st
      cross join lateral (select make_timestamptz(y, 3, 1, 10, 0, 0, 'Asia/Seoul') + (i % 250) * interval '1 day' as at) c`);
    await conn.execute('vacuum analyze request');
    console.log(`generated in ${Math.round(performance.now() - t)} ms`);
  }
  const [{ b }] = await conn.execute(`select count(*)::int as b from bbs`);
  if (b < 100_000) {
    console.log('generating 100,000 posts…');
    const t = performance.now();
    // the six boards, by school users; a center's board and FAQ placed with a center; one notice in a thousand pinned
    // nationally; a reply on every third post; one post in fifty deleted
    await conn.execute(`
      insert into bbs (type, author_id, center_id, view_target, title, content, is_private, central_fixation, created_at, deleted_at)
      select ty.type, a.id, case when ty.type in ('BOARD', 'CENTER_FAQ') then 1 + i % 250 end, '{}', '벤치 게시글 ' || i, '벤치 본문 ' || i, 'N',
        case when ty.type = 'NOTICE' and i % 1000 = 0 then 'Y' else 'N' end, c.at, case when i % 50 = 0 then c.at + interval '1 day' end
      from generate_series(1, 100000) i
      cross join lateral (select (array['NOTICE','DATA','BOARD','CENTER_FAQ','FAQ','SIMPLE_EVALUATION_FAQ'])[1 + i % 6] as type) ty
      join account a on a.login_id = 'bench' || (1 + i % 200000)
      cross join lateral (select make_timestamptz(2024, 3, 1, 9, 0, 0, 'Asia/Seoul') + i * interval '10 minutes' as at) c`);
    await conn.execute(`
      insert into bbs_reply (bbs_id, author_id, content, created_at)
      select b.id, b.author_id, '벤치 답글', b.created_at + interval '1 hour' from bbs b where b.id % 3 = 0`);
    await conn.execute('vacuum analyze bbs');
    await conn.execute('vacuum analyze bbs_reply');
    console.log(`generated in ${Math.round(performance.now() - t)} ms`);
  }
  const [{ records }] = await conn.execute(`select count(*)::int as records from consulting`);
  if (records < 100_000) {
    console.log('generating 100,000 consulting records…');
    const t = performance.now();
    // each center's records at the schools of its first 시군구, one in 49 deleted (49: prime to the 250 centers), a tenth of them lectures
    await conn.execute(`
      insert into consulting (center_id, school_id, sd_code, author_id, consulting_date, category, type, manager, participants_count,
        title, content, created_at, updated_at, deleted_at)
      select ce.id, s.id, s.sd_code, a.id, (c.at at time zone 'Asia/Seoul')::date,
        case when i % 10 = 0 then 'LECTURE' else 'ADVICE' end, 'VISIT', 'MENTAL_HEALTH_MANAGER', 1 + i % 30,
        '벤치 자문 ' || i, '벤치 자문 내용 ' || i, c.at, c.at, case when i % 49 = 0 then c.at + interval '1 day' end
      from generate_series(1, 100000) i
      join center ce on ce.id = 1 + i % 250
      cross join lateral (select cl.sgg_code from center_jurisdiction_local cl where cl.center_id = ce.id order by cl.sgg_code limit 1) g
      cross join lateral (select s.id, s.sd_code from school s where s.sgg_code = g.sgg_code order by s.id offset i % 20 limit 1) s
      join account a on a.login_id = 'bench' || (1 + i % 200000)
      cross join lateral (select make_timestamptz(2024, 3, 1, 9, 0, 0, 'Asia/Seoul') + i * interval '10 minutes' as at) c`);
    await conn.execute('vacuum analyze consulting');
    console.log(`generated in ${Math.round(performance.now() - t)} ms`);
  }
  return { orm, url: url.toString(), conn };
}
