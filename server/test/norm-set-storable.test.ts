import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { demoNormSet, INSTRUMENTS, writeNormCsv } from '../src/modules/scoring/core.js';
import { NormSetRecord } from '../src/modules/norm-set/norm-set.entity.js';
import { SimpleEvaluation } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import { call, makeAccount, makeSchool, startTestApp, tokenFor, type Res, type TestApp } from './harness.js';
import { expectError } from './util.js';

/**
 * Norm sets whose T scores cannot be stored (issue 24, point 6). T is kept as numeric(4,1) — at most ±999.9 — so a
 * tiny sd used to make scoring answer 500 when the score was saved. Now the upload refuses such a file (400
 * NORM_FILE_INVALID naming the group and scale, nothing stored), and a set stored before the rule is refused on
 * activation and by scoring with 409 NORM_SET_INVALID, never a 500.
 */
let app: TestApp;
let school: School;
const t: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  school = await makeSchool(app, { sggCode: '11110' });
  t.admin = await tokenFor(app, await makeAccount(app, RoleCode.SYSTEM_ADMIN));
  t.teacher = await tokenFor(app, await makeAccount(app, RoleCode.MEMBER, { school }));
});
afterAll(() => app?.stop());

const BASE = 'svs-u/simple-evaluation';
/** The issue's case: the elementary boys' total with sd 1.04, so raw 111 gives T 50 + 10·(111 − 11.491)/1.04 = 1006.8. */
const tinySdCsv = () => writeNormCsv(demoNormSet()).replace('ELEMENTARY,M,total,11.491,9.216,', 'ELEMENTARY,M,total,11.491,1.04,');
const MESSAGE = '초등학생 남 전체(total): 표준편차가 너무 작아 T점수가 저장 범위(-999.9~999.9)를 벗어납니다 (원점수 111 → T 1006.8).';
/** Every elementary item at 3: every scale at its maximum, total raw 111. */
const ALL_MAX = Object.fromEntries(INSTRUMENTS.ELEMENTARY.items.map((i) => [i.key, 3]));

const upload = (csv: string, fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([csv]), 'norms.csv');
  return fetch(`${app.url}${BASE}/norm-set`, { method: 'POST', headers: { authorization: `Bearer ${t.admin}` }, body: form }).then(
    async (r): Promise<Res> => ({ status: r.status, headers: r.headers, body: await r.json() }),
  );
};

const register = async () => {
  const res = await call(app, 'POST', BASE, { token: t.teacher, body: { schoolTargetType: 'ELEMENTARY', gender: 'M' } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
};

describe('a norm set whose T scores do not fit the stored range', () => {
  it('is refused on upload: SAVE answers 400 NORM_FILE_INVALID with the group and scale, and nothing is stored', async () => {
    const csv = tinySdCsv();
    // the row the file gives the group's sd on: header = 1, data rows from 2
    const line = csv.split('\n').findIndex((l) => l.startsWith('ELEMENTARY,M,total,11.491,1.04,')) + 1;

    const saved = await upload(csv, { version: 'tiny-sd-1', label: '작은 표준편차', mode: 'SAVE' });
    expectError(saved, 400, 'NORM_FILE_INVALID', `규준 파일에 오류가 1건 있습니다. ${line}행: ${MESSAGE}`);
    expect(saved.body.details).toEqual([{ line, column: 'sd', code: 'NORM_T_OUT_OF_RANGE', message: `${line}행: ${MESSAGE}` }]);

    // the preview lists the same problem for the screen's error table, and offers no set
    const preview = await upload(csv, { version: 'tiny-sd-1', label: '작은 표준편차' });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ ok: false, saved: false, errors: [{ line, column: 'sd', code: 'NORM_T_OUT_OF_RANGE', message: `${line}행: ${MESSAGE}` }] });
    expect(preview.body.normSet).toBeUndefined();

    // nothing imported: no record, not listed, not activatable, and the demo set is still the one in use
    expect(await app.em().fork().count(NormSetRecord, { version: 'tiny-sd-1' })).toBe(0);
    expectError(await call(app, 'PUT', `${BASE}/norm-set/tiny-sd-1/activate`, { token: t.admin }), 404, 'NOT_FOUND');
    expect((await call(app, 'GET', `${BASE}/norm-set/active`, { token: t.teacher })).body.version).toBe('demo-2026.1');
  });

  it('stored before the rule: activation and scoring answer 409 NORM_SET_INVALID, never a 500, and stored scores stay', async () => {
    const id = await register();
    const first = await call(app, 'PUT', `${BASE}/${id}`, { token: t.teacher, body: { answers: ALL_MAX } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const before = await app.em().fork().findOneOrFail(SimpleEvaluation, id);
    expect([before.normVersion, Number(before.totalT)]).toEqual(['demo-2026.1', 158]); // 50 + 10·(111 − 11.491)/9.216 = 157.97 → 158.0

    // a set saved before this check existed, as the upload stored it then
    const old = structuredClone(demoNormSet());
    old.groups.ELEMENTARY.M.total!.sd = 1.04;
    const data = { version: 'old-tiny-sd', label: '예전 규준', demo: false, groups: old.groups };
    await app
      .em()
      .getConnection()
      .execute(`insert into norm_set (version, label, demo, active, data, imported_at) values (?, ?, false, false, ?::jsonb, now())`, [data.version, data.label, JSON.stringify(data)]);

    const act = await call(app, 'PUT', `${BASE}/norm-set/old-tiny-sd/activate`, { token: t.admin });
    expectError(act, 409, 'NORM_SET_INVALID', new RegExp(`^\\d+행: ${MESSAGE.replace(/[()~.]/g, '\\$&')}$`));

    // and if it was active already (activated before the rule), scoring refuses it in Korean instead of failing to save
    await app.em().getConnection().execute(`update norm_set set active = false`);
    await app.em().getConnection().execute(`update norm_set set active = true where version = 'old-tiny-sd'`);
    const fresh = await register();
    const scored = await call(app, 'PUT', `${BASE}/${fresh}`, { token: t.teacher, body: { answers: ALL_MAX } });
    expectError(scored, 409, 'NORM_SET_INVALID', /^규준 자료가 올바르지 않아 채점할 수 없습니다\. \d+행: 초등학생 남 전체\(total\): 표준편차가 너무 작아/);
    const unscored = await app.em().fork().findOneOrFail(SimpleEvaluation, fresh);
    expect([unscored.isDone, unscored.totalT, unscored.normVersion]).toEqual(['N', null, null]);
    const rescored = await call(app, 'POST', `${BASE}/rescore`, { token: t.admin, body: { ids: [id] } });
    expectError(rescored, 409, 'NORM_SET_INVALID');
    const after = await app.em().fork().findOneOrFail(SimpleEvaluation, id);
    expect([after.normVersion, Number(after.totalT)]).toEqual(['demo-2026.1', 158]);

    // the way back: activating a valid set still works
    expect((await call(app, 'PUT', `${BASE}/norm-set/demo-2026.1/activate`, { token: t.admin })).body.active).toBe(true);
  });
});
