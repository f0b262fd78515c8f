import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { BbsType } from '../src/modules/bbs/bbs.entity.js';
import { BBS_MENU, bbsPolicy, bbsReadable } from '../src/modules/bbs/bbs.policy.js';
import { caseRecordPolicy, caseRecordReach } from '../src/modules/case/record/case-record.policy.js';
import { consultingPolicy, consultingReach } from '../src/modules/consulting/consulting.policy.js';
import { RequestStatus } from '../src/modules/request/request.lifecycle.js';
import type { UserPrincipal } from '../src/platform/auth/principal.js';
import { all, part, readRows, type Sql } from '../src/platform/db/read.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * A policy's record check (a pure function of the caller and a record) and its SQL scope (the same rule as one
 * condition, for lists and exports) live side by side in the policy file; here they must agree on every role and
 * every kind of row. The rows are a VALUES fixture run through PostgreSQL, so the SQL is the real one.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const who = (role: RoleCode, o: Partial<UserPrincipal> = {}): UserPrincipal => ({
  kind: 'user',
  accountId: 1,
  loginId: 'x',
  role,
  permissions: [],
  authenticationCodeStatus: 'Y',
  ...o,
});

/** Every role, with and without the affiliation that role can have, in two places. */
const PRINCIPALS: UserPrincipal[] = [
  who(RoleCode.SYSTEM_ADMIN),
  who(RoleCode.CENTRAL_SUPPORT_GROUP),
  who(RoleCode.EDUCATION_MINISTRY),
  who(RoleCode.EDUCATION_OFFICE, { sdCode: '11' }),
  who(RoleCode.EDUCATION_OFFICE, { sdCode: '26' }),
  who(RoleCode.EDUCATION_OFFICE),
  who(RoleCode.CENTER_MANAGER, { centerId: 1, sdCode: '11' }),
  who(RoleCode.CENTER_MEMBER, { centerId: 2, sdCode: '11' }),
  who(RoleCode.CENTER_MEMBER),
  who(RoleCode.MEMBER, { schoolId: 'S1', sdCode: '11' }),
  who(RoleCode.CLIENT, { schoolId: 'S1', sdCode: '11' }),
];

const label = (p: UserPrincipal) => `${p.role} center=${p.centerId ?? '-'} sd=${p.sdCode ?? '-'}`;

/** The ids of `rows` (a VALUES list named `alias`, columns `name type`, the first `id int`) that `scope` selects. */
async function selected(rows: unknown[][], columns: [string, string][], alias: string, scope: Sql): Promise<number[]> {
  const values = rows.map((r) => `(${r.map((_, i) => `?::${columns[i][1]}`).join(', ')})`).join(', ');
  const q = all([part('true'), scope]);
  const found = await readRows<{ id: number }>(app.em(), {
    text: `select ${alias}.id from (values ${values}) as ${alias}(${columns.map(([n]) => n).join(', ')}) where ${q.text} order by ${alias}.id`,
    values: [...rows.flat(), ...q.values],
  });
  return found.map((r) => r.id);
}

describe('the record check and the SQL scope agree', () => {
  it('consulting records: consultingPolicy.read and consultingReach', async () => {
    // id, center, 시도
    const rows: [number, number, string][] = [
      [1, 1, '11'],
      [2, 2, '11'],
      [3, 3, '26'],
      [4, 1, '26'],
    ];
    for (const p of PRINCIPALS) {
      const expected = rows.filter(([, centerId, sdCode]) => consultingPolicy.read(p, { centerId, sdCode })).map(([id]) => id);
      expect(await selected(rows, [['id', 'int'], ['center_id', 'int'], ['sd_code', 'text']], 'c', consultingReach(p, 'c')), label(p)).toEqual(expected);
    }
  });

  it('board posts: bbsPolicy.read and bbsReadable, for live posts of a board the reader holds', async () => {
    // id, author, center, private, roles it is shown to (none: everyone)
    const rows: [number, number, number | null, string, string[]][] = [];
    let id = 0;
    for (const authorId of [1, 99])
      for (const centerId of [1, 2, null])
        for (const isPrivate of ['Y', 'N'])
          for (const viewTarget of [[], [RoleCode.MEMBER], [RoleCode.CENTER_MEMBER, RoleCode.EDUCATION_OFFICE]]) rows.push([++id, authorId, centerId, isPrivate, viewTarget]);
    for (const base of PRINCIPALS) {
      const p = { ...base, permissions: Object.values(BBS_MENU) };
      const expected = rows
        .filter(([, authorId, centerId, isPrivate, viewTarget]) =>
          bbsPolicy.read(p, { type: BbsType.BOARD, authorId, centerId: centerId ?? undefined, isPrivate, viewTarget, deleted: false }),
        )
        .map(([i]) => i);
      const got = await selected(rows, [['id', 'int'], ['author_id', 'int'], ['center_id', 'int'], ['is_private', 'text'], ['view_target', 'text[]']], 'b', bbsReadable(p, 'b'));
      expect(got, label(p)).toEqual(expected);
    }
  });

  it("case records: caseRecordPolicy.read and caseRecordReach, on every request state and a case with no center", async () => {
    const rows: [number, string, number | null][] = [];
    let id = 0;
    for (const status of Object.values(RequestStatus)) for (const centerId of [1, 2, null]) rows.push([++id, status, centerId]);
    for (const p of PRINCIPALS) {
      const expected = rows.filter(([, status, centerId]) => caseRecordPolicy.read(p, { status: status as RequestStatus, centerId })).map(([i]) => i);
      expect(await selected(rows, [['id', 'int'], ['status', 'text'], ['center_id', 'int']], 'r', caseRecordReach(p, 'r')), label(p)).toEqual(expected);
    }
    // the fixture holds both answers for someone, so the comparison can fail
    expect(rows.some(([, status]) => caseRecordPolicy.read(PRINCIPALS[0], { status: status as RequestStatus, centerId: 1 }))).toBe(true);
    expect(rows.some(([, status]) => !caseRecordPolicy.read(PRINCIPALS[0], { status: status as RequestStatus, centerId: 1 }))).toBe(true);
  });
});
