import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { SimpleEvaluation, SimpleEvaluationAgree } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import { maskName } from '../src/platform/privacy.js';
import { ROLES } from '../src/seeders/menus.js';
import { call, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';

/**
 * What each role sees of a person (platform/privacy.ts, docs/PERMISSIONS.md): on the simple-evaluation detail and
 * the request detail, over REST and GraphQL alike, the school's teacher, the center's staff and the administrator see
 * the phone numbers, the student's name and birth date whole; the education office and the ministry see
 * `010-****-1234`, `홍*동` and the birth year only. Lists show phone numbers masked to everyone.
 */
let app: TestApp;
let a1: School;
const t: Record<string, string> = {};
let evaluationId: number;
let requestId: number;

const STUDENT = '010-5555-1234';
const GUARDIAN = '010-6666-1234';
const MASKED = '010-****-1234';
const WHOLE = ['teacher', 'centerMember', 'centerManager', 'admin'] as const;
const OVERSEERS = ['office', 'ministry'] as const;

beforeAll(async () => {
  app = await startTestApp();
  a1 = await makeSchool(app, { sggCode: '11110' });
  const A = await makeCenter(app, { locals: ['11110'] });
  const accounts = {
    teacher: await makeAccount(app, RoleCode.MEMBER, { school: a1 }),
    centerMember: await makeAccount(app, RoleCode.CENTER_MEMBER, { center: A }),
    centerManager: await makeAccount(app, RoleCode.CENTER_MANAGER, { center: A }),
    office: await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '11' }),
    ministry: await makeAccount(app, RoleCode.EDUCATION_MINISTRY),
    admin: await makeAccount(app, RoleCode.SYSTEM_ADMIN),
  };
  t.admin = await tokenFor(app, accounts.admin);
  // the ministry reads requests once an administrator grants 의뢰 내역 (00008); tokens issued afterwards carry it
  const ministryMenus = ROLES.find((r) => r.id === RoleCode.EDUCATION_MINISTRY)!.permissions;
  const granted = await call(app, 'PUT', `svs-u/user-role-permission/${RoleCode.EDUCATION_MINISTRY}`, {
    token: t.admin,
    body: { permissions: [...ministryMenus, '00008'] },
  });
  expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  for (const [k, a] of Object.entries(accounts)) t[k] = await tokenFor(app, a);

  const registered = await call(app, 'POST', 'svs-u/simple-evaluation', {
    token: t.teacher,
    body: { schoolTargetType: 'ELEMENTARY', gender: 'M', mobile: STUDENT },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  evaluationId = registered.body.id;
  const em = app.em();
  em.create(SimpleEvaluationAgree, {
    evaluation: em.getReference(SimpleEvaluation, evaluationId),
    agreeType: 'GUARDIAN',
    guardianMobile: '01066661234',
    studentMobile: '01055551234',
    studentSendYn: 'Y',
  });
  await em.flush();

  const filed = await call(app, 'POST', 'svs-u/request', {
    token: t.teacher,
    body: {
      requestTarget: { name: '홍길동', gender: 'M', birthYear: 2014, birthMonth: 3, birthDate: 15, mobile: STUDENT },
      grade: 5,
      classNo: 2,
      num: 7,
      requesterName: '이교사',
      requesterInstitution: '테스트초등학교',
      requesterContact: '02-123-4567',
      guardianContact: GUARDIAN,
      guardianRelationship: '모',
      address: '서울특별시 종로구 세종대로 1',
      addressDetail: '101호',
      postcode: '03154',
      pastInterestGroup: 'N',
      pastInstitutionalLinkage: 'N',
      ssMedicalExpensesSupport: 'Y',
      mainAppeal: '교우 관계 어려움',
      gcRequest: 'Y',
      gcRequestAt: '2026-03-02T10:00',
      gcRequestMethod: 'WRITTEN',
      gc3rdPartyProvision: 'Y',
      gc3rdPartyProvisionAt: '2026-03-02T10:05',
      gc3rdPartyProvisionMethod: 'WRITTEN',
    },
  });
  expect(filed.status, JSON.stringify(filed.body)).toBe(201);
  requestId = filed.body.id;
});
afterAll(() => app?.stop());

it('masks a name to its first and last character', () => {
  expect([maskName('홍길동'), maskName('남궁민수'), maskName('홍길'), maskName('홍'), maskName(undefined)]).toEqual(['홍*동', '남**수', '홍*', '*', undefined]);
});

describe('simple-evaluation detail', () => {
  const detail = async (who: string) => {
    const rest = await call(app, 'GET', `svs-u/simple-evaluation/${evaluationId}`, { token: t[who] });
    expect(rest.status, `${who} ${JSON.stringify(rest.body)}`).toBe(200);
    const q = await gql(app, 'query($id: Int!) { simpleEvaluation(id: $id) { mobile agree { guardianMobile studentMobile } } }', { id: evaluationId }, t[who]);
    expect(q.body.errors, who).toBeUndefined();
    const restSeen = { mobile: rest.body.mobile, agree: { guardianMobile: rest.body.agree?.guardianMobile, studentMobile: rest.body.agree?.studentMobile } };
    expect(q.body.data.simpleEvaluation, `${who}: both doors answer the same`).toEqual(restSeen);
    return restSeen;
  };

  it.each(OVERSEERS)('%s sees the student\'s and the guardian\'s numbers masked, on both doors', async (who) => {
    expect(await detail(who)).toEqual({ mobile: MASKED, agree: { guardianMobile: MASKED, studentMobile: MASKED } });
  });

  it.each(WHOLE)('%s, who calls the family, sees the numbers whole, on both doors', async (who) => {
    expect(await detail(who)).toEqual({ mobile: '01055551234', agree: { guardianMobile: '01066661234', studentMobile: '01055551234' } });
  });

  it.each([...WHOLE, ...OVERSEERS])('%s sees the number masked in the list, on both doors', async (who) => {
    const rest = await call(app, 'GET', 'svs-u/simple-evaluation/paging?size=100', { token: t[who] });
    expect(rest.status).toBe(200);
    expect(rest.body.content.find((e: { id: number }) => e.id === evaluationId)?.mobile).toBe(MASKED);
    const q = await gql(app, 'query { simpleEvaluations(size: 100) { content { id mobile } } }', {}, t[who]);
    expect(q.body.data.simpleEvaluations.content.find((e: { id: number }) => e.id === evaluationId)?.mobile).toBe(MASKED);
  });
});

describe('request detail', () => {
  const FIELDS = 'requestTarget { name birthYear birthMonth birthDate mobile } guardianContact address addressDetail postcode mainAppeal personMasked';
  const pick = (b: any) => ({
    home: [b.address, b.addressDetail, b.postcode].map((v) => v ?? undefined),
    mainAppeal: b.mainAppeal ?? undefined,
    personMasked: b.personMasked,
    requestTarget: {
      name: b.requestTarget?.name,
      birthYear: b.requestTarget?.birthYear,
      birthMonth: b.requestTarget?.birthMonth ?? undefined,
      birthDate: b.requestTarget?.birthDate ?? undefined,
      mobile: b.requestTarget?.mobile,
    },
    guardianContact: b.guardianContact,
  });
  const detail = async (who: string) => {
    const rest = await call(app, 'GET', `svs-u/request/${requestId}`, { token: t[who] });
    expect(rest.status, `${who} ${JSON.stringify(rest.body)}`).toBe(200);
    const svsC = await call(app, 'GET', `svs-c/request/${requestId}`, { token: t[who] });
    expect(svsC.status, who).toBe(200);
    const q = await gql(app, `query($id: Int!) { request(id: $id) { ${FIELDS} } }`, { id: requestId }, t[who]);
    expect(q.body.errors, who).toBeUndefined();
    expect(pick(svsC.body), `${who}: svs-c answers as svs-u`).toEqual(pick(rest.body));
    expect(pick(q.body.data.request), `${who}: GraphQL answers as REST`).toEqual(pick(rest.body));
    const cover = await call(app, 'GET', `svs-c/request/cover/${requestId}`, { token: t[who] });
    const coverQ = await gql(app, 'query($id: Int!) { requestCover(id: $id) { targetName } }', { id: requestId }, t[who]);
    expect(coverQ.body.data.requestCover.targetName, who).toBe(cover.body.targetName);
    return { ...pick(rest.body), coverName: cover.body.targetName };
  };

  it.each(OVERSEERS)('%s sees the name as 홍*동, the birth year only, masked numbers and no address or complaint, on every door', async (who) => {
    expect(await detail(who)).toEqual({
      home: [undefined, undefined, undefined],
      mainAppeal: undefined,
      personMasked: true,
      requestTarget: { name: '홍*동', birthYear: 2014, birthMonth: undefined, birthDate: undefined, mobile: MASKED },
      guardianContact: MASKED,
      coverName: '홍*동',
    });
  });

  it.each(WHOLE)('%s sees the student and the guardian whole, on every door', async (who) => {
    expect(await detail(who)).toEqual({
      home: ['서울특별시 종로구 세종대로 1', '101호', '03154'],
      mainAppeal: '교우 관계 어려움',
      personMasked: false,
      requestTarget: { name: '홍길동', birthYear: 2014, birthMonth: 3, birthDate: 15, mobile: '01055551234' },
      guardianContact: '01066661234',
      coverName: '홍길동',
    });
  });

  it.each([...WHOLE, ...OVERSEERS])('%s sees the number masked in the list (the name as on the detail), on both doors', async (who) => {
    const rest = await call(app, 'GET', 'svs-u/request/paging?size=100', { token: t[who] });
    expect(rest.status).toBe(200);
    const row = rest.body.content.find((r: { id: number }) => r.id === requestId);
    const q = await gql(app, 'query { requests(size: 100) { content { id requestTarget { name birthMonth mobile } } } }', {}, t[who]);
    const qRow = q.body.data.requests.content.find((r: { id: number }) => r.id === requestId);
    const overseer = (OVERSEERS as readonly string[]).includes(who);
    for (const r of [row, qRow]) {
      expect(r.requestTarget.mobile).toBe(MASKED);
      expect(r.requestTarget.name).toBe(overseer ? '홍*동' : '홍길동');
      expect(r.requestTarget.birthMonth ?? undefined).toBe(overseer ? undefined : 3);
    }
  });

  it('a full name typed into the search tells an overseer nothing; the requester and the school still find the request', async () => {
    const found = async (who: string, search: string) => {
      const rest = await call(app, 'GET', `svs-u/request/paging?size=100&search=${encodeURIComponent(search)}`, { token: t[who] });
      expect(rest.status).toBe(200);
      const q = await gql(app, 'query($s: String) { requests(size: 100, search: $s) { content { id } } }', { s: search }, t[who]);
      expect(q.body.errors).toBeUndefined();
      const ids = (c: { id: number }[]) => c.some((r) => r.id === requestId);
      expect(ids(q.body.data.requests.content), `${who} ${search}: both doors`).toBe(ids(rest.body.content));
      return ids(rest.body.content);
    };
    for (const who of OVERSEERS) {
      expect(await found(who, '홍길동')).toBe(false);
      expect(await found(who, '이교사')).toBe(true);
    }
    for (const who of WHOLE) expect(await found(who, '홍길동')).toBe(true);
  });

  it('the Excel export shows the overseer the name and birth date as its list does', async () => {
    const sheet = async (who: string) => {
      const res = await fetch(`${app.url}svs-u/request/excel-download`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t[who]}`, 'content-type': 'application/json' },
        body: JSON.stringify({ reason: '점검' }),
      });
      expect(res.status).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(await res.arrayBuffer());
      const r = wb.worksheets[0].getRow(2);
      return [r.getCell(8).value, r.getCell(10).value];
    };
    expect(await sheet('office')).toEqual(['홍*동', '2014']);
    expect(await sheet('centerManager')).toEqual(['홍길동', new Date('2014-03-15T00:00:00Z')]); // an Excel date; the year alone stays text
  });
});
