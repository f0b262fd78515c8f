import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readListeners } from '../src/platform/db/read.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';

/** A nested field over a list page costs one statement for the whole page, not one per row. */
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await tokenFor(app, await makeAccount(app, RoleCode.SYSTEM_ADMIN));
});
afterAll(() => app?.stop());

/** The SQL statements the server runs while answering `run`. */
async function statements(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const knex = app.orm.em.getConnection().getKnex();
  const listener = (q: { sql: string }) => seen.push(q.sql);
  const readListener = (q: { text: string }) => seen.push(q.text); // read models (platform/db/read.ts)
  knex.on('query', listener);
  readListeners.add(readListener);
  try {
    await run();
  } finally {
    knex.off('query', listener);
    readListeners.delete(readListener);
  }
  return seen;
}

const SCHOOLS = `query($keyword: String, $size: Int) { schools(keyword: $keyword, size: $size) { content { id centers { id name } } } }`;

describe('per-request batching', () => {
  it('schools with their covering centers: the same statements for a page of 2 as for a page of 20', async () => {
    const sgg = '11140';
    const schools = [];
    for (let i = 0; i < 20; i++) schools.push(await makeSchool(app, { sggCode: sgg }));
    const byLocal = await makeCenter(app, { locals: [sgg] });
    const byName = await makeCenter(app, { schools: [schools[0].id] });
    const keyword = schools[0].name.replace(/\d+$/, ''); // '테스트학교': every school made here

    const small = await statements(async () => {
      const res = await gql(app, SCHOOLS, { keyword, size: 2 }, admin);
      expect(res.body.data.schools.content).toHaveLength(2);
    });
    let page: { id: string; centers: { id: number }[] }[] = [];
    const large = await statements(async () => {
      const res = await gql(app, SCHOOLS, { keyword, size: 20 }, admin);
      page = res.body.data.schools.content;
    });
    expect(page).toHaveLength(20);
    expect(large.length).toBe(small.length);
    expect(large.filter((s) => s.includes('center_jurisdiction'))).toHaveLength(1);
    expect(large.filter((s) => s.includes('order by sc.name'))).toHaveLength(1); // the page itself

    // and the answer is right: every school has the 시군구's center, the named one only its own school
    for (const s of page) {
      const ids = s.centers.map((c) => c.id);
      expect(ids).toContain(byLocal.id);
      expect(ids.includes(byName.id)).toBe(s.id === schools[0].id);
    }
  });
});
