import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RoleCode } from '../src/modules/account/role.entity.js';
import type pg from 'pg';
import { all, cursorRows, keepStatements, part, queryOn, readRows, statementOf, type Sql } from '../src/platform/db/read.js';
import { call, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

describe('read models (platform/db/read.ts)', () => {
  it('answer timestamps as Dates, in a transaction and out of one', async () => {
    const q = part(`select now() as at, null::text as nothing, ? as given`, 'x');
    const em = app.orm.em.fork() as EntityManager;
    const [out] = await readRows<Record<string, unknown>>(em, q);
    const [inside] = await em.transactional((t) => readRows<Record<string, unknown>>(t, q));
    for (const row of [out, inside]) {
      expect(row.at).toBeInstanceOf(Date);
      expect(Math.abs((row.at as Date).getTime() - Date.now())).toBeLessThan(60_000);
      expect(row.given).toBe('x');
    }
    expect(all([part('1 = ?', 1), false, part('2 = ?', 2)])).toEqual({ text: '(1 = ?) and (2 = ?)', values: [1, 2] });
  });

  it('a cursor gives every row once, in order, across batches, with parameters', async () => {
    const em = app.orm.em.fork() as EntityManager;
    const seen = await em.transactional(async (t) => {
      const out: number[] = [];
      for await (const r of cursorRows<{ i: number }>(t, part('select i from generate_series(1, ?::int) i order by i desc', 7), 3)) out.push(r.i);
      return out;
    });
    expect(seen).toEqual([7, 6, 5, 4, 3, 2, 1]);
    await expect(cursorRows(em, part('select 1')).next()).rejects.toThrow(/transaction/);
  });

  it('lists read through them give the same fields on both doors, with dates and masked phone numbers', async () => {
    const school = await makeSchool(app);
    await makeCenter(app, { schools: [school.id] });
    const member = await makeAccount(app, RoleCode.MEMBER, { school });
    const admin = await tokenFor(app, await makeAccount(app, RoleCode.SYSTEM_ADMIN));
    const g = await gql(
      app,
      `query($k: String) { accounts(keyword: $k) { content { id loginId mobile createdAt schoolName roleName } }
        schools(keyword: $k) { content { id createdAt educationOfficeName } } centers { content { id createdAt } } myAlarms { content { id createdAt } } }`,
      { k: member.loginId },
      admin,
    );
    expect(g.body.errors).toBeUndefined();
    const [row] = g.body.data.accounts.content;
    expect(row).toMatchObject({ id: member.id, loginId: member.loginId, schoolName: school.name });
    expect(row.mobile).toMatch(/^\d{3}-\*{4}-\d{4}$/);
    expect(new Date(row.createdAt).getTime()).toBeGreaterThan(Date.now() - 600_000);
    expect(g.body.data.centers.content[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const rest = await call(app, 'get', `svs-u/account?keyword=${member.loginId}`, { token: admin });
    expect(rest.body.content[0]).toMatchObject({ ...row, createdAt: row.createdAt });
    expect(rest.body.content[0]).not.toHaveProperty('number'); // null in SQL: absent, as the OpenAPI document says
  });

  it('values written as literals read exactly as the same values sent as parameters, whatever they hold', async () => {
    const values = [`it's \\ 'quoted' -- ; drop table account; ?`, null, [3, 1, 2], new Date('2026-03-01T09:30:00Z'), true, 42, '한글 이름', '%_'];
    const q = part(
      `select ?::text as s, ?::int as n, ?::int[] as a, ?::timestamptz as d, ?::boolean as b, ? + 1 as plus, ?::text as k, ?::text as w`,
      ...values,
    );
    const em = app.orm.em.fork() as EntityManager;
    const literal = statementOf({ ...q, keep: 'literal' });
    expect(literal.values).toEqual([]);
    expect(literal.text).not.toContain('$1');
    const [asParams] = await readRows<Record<string, unknown>>(em, q);
    const [asLiterals] = await readRows<Record<string, unknown>>(em, { ...q, keep: 'literal' });
    expect(asLiterals).toEqual(asParams);
    expect(asLiterals).toEqual({ s: values[0], n: null, a: [3, 1, 2], d: values[3], b: true, plus: 43, k: '한글 이름', w: '%_' });
    // a keyword that is a prefix of another is a different statement (the name is the whole text's)
    expect(statementOf({ ...part('select ?', 'ab'), keep: 'literal' }).name).not.toBe(statementOf({ ...part('select ?', 'a'), keep: 'literal' }).name);
  });

  it('a kept statement is prepared once per connection and reused; beyond the limit the oldest is deallocated', async () => {
    const client = app.orm.em.getKnex().client;
    const conn = (await client.acquireConnection()) as pg.Client;
    const marker = Object.getOwnPropertySymbols(conn).find((s) => s.description === 'kept statements');
    const before = marker && (conn as unknown as Record<symbol, unknown>)[marker];
    const kept = async () =>
      (await conn.query(`select name, generic_plans + custom_plans as runs from pg_prepared_statements where name like 'svs\\_%' order by prepare_time, name`)).rows as {
        name: string;
        runs: string;
      }[];
    try {
      await conn.query('deallocate all');
      (conn as unknown as { connection: { parsedStatements: object } }).connection.parsedStatements = {};
      keepStatements(conn, 3);
      const list = (n: number): Sql => ({ ...part('select i from generate_series(1, ?::int) i order by i', n), keep: 'literal' });
      for (let i = 0; i < 3; i++) expect((await queryOn(conn, statementOf(list(2)))).rows).toEqual([{ i: 1 }, { i: 2 }]);
      expect(await kept()).toEqual([{ name: statementOf(list(2)).name, runs: '3' }]);
      for (const n of [3, 4, 5]) await queryOn(conn, statementOf(list(n)));
      // which ones are kept, not their order: PGlite may stamp statements prepared in the same instant alike
      expect((await kept()).map((k) => k.name).sort()).toEqual([3, 4, 5].map((n) => statementOf(list(n)).name).sort());
      // the evicted one is prepared again when it is asked for again, and answers as before
      expect((await queryOn(conn, statementOf(list(2)))).rows).toHaveLength(2);
      expect((await kept()).map((k) => k.name).sort()).toEqual([4, 5, 2].map((n) => statementOf(list(n)).name).sort());
      // a lookup kept with its parameters is one statement for every value
      const lookup = (id: number) => statementOf({ ...part('select ?::int as id', id), keep: 'params' });
      expect(lookup(1).name).toBe(lookup(2).name);
      expect((await queryOn(conn, lookup(7))).rows).toEqual([{ id: 7 }]);
    } finally {
      await conn.query('deallocate all');
      (conn as unknown as { connection: { parsedStatements: object } }).connection.parsedStatements = {};
      if (marker) (conn as unknown as Record<symbol, unknown>)[marker] = before;
      else for (const s of Object.getOwnPropertySymbols(conn)) if (s.description === 'kept statements') delete (conn as unknown as Record<symbol, unknown>)[s];
      client.releaseConnection(conn);
    }
  });
});
