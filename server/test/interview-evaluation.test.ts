import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { InterviewEvaluation } from '../src/modules/case/record/interview-evaluation.entity.js';
import { etcFields, type Fields } from '../src/modules/case/field-kit.js';
import { FAMILY_FIELDS, MAIN_FIELDS, SECTIONS } from '../src/modules/case/record/interview-evaluation.fields.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { Request } from '../src/modules/request/request.entity.js';
import { RequestStatus } from '../src/modules/request/request.lifecycle.js';
import { AccessLog } from '../src/platform/access-log.js';
import { advanceClock, freezeClock, now, resetClock } from '../src/platform/clock.js';
import { call, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { expectError, expectGqlError } from './util.js';

/**
 * Interview evaluations over real HTTP, both doors: drafts and submissions with their checks (nothing changes on a
 * refusal), every nested section read back, REST's comma-joined choices, the soft delete, and who reaches them:
 * the case's center staff write, the ministry reads, another center, a school user and a case not yet approved get
 * 404, a closed case 409. Center A covers 종로구 (school a1); center B covers 중구.
 */
let app: TestApp;
let A: Center, B: Center;
let a1: School;
type Acc = Account & { password: string };
const acc: Record<string, Acc> = {};
const t: Record<string, string> = {};
let caseId: number;
let requestedId: number;

const BASE = 'svs-u/interview-evaluation';

const requestForm = {
  requestTarget: { name: '김학생', gender: 'M', birthYear: 2014, birthMonth: 3, birthDate: 15 },
  grade: 5,
  classNo: 2,
  num: 7,
  requesterName: '이교사',
  requesterInstitution: '테스트초등학교',
  requesterContact: '02-123-4567',
  guardianContact: '010-9999-8888',
  guardianRelationship: '모',
  pastInterestGroup: 'N',
  pastInstitutionalLinkage: 'N',
  ssMedicalExpensesSupport: 'N',
  mainAppeal: '교우 관계 어려움',
  gcRequest: 'Y',
  gcRequestAt: '2026-03-02T10:00',
  gcRequestMethod: 'WRITTEN',
  gc3rdPartyProvision: 'Y',
  gc3rdPartyProvisionAt: '2026-03-02T10:05',
  gc3rdPartyProvisionMethod: 'WRITTEN',
};

async function fileRequest(): Promise<number> {
  const res = await call(app, 'POST', 'svs-u/request', { token: t.teacherA1, body: requestForm });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

async function openCase(): Promise<number> {
  const id = await fileRequest();
  const res = await call(app, 'PUT', `svs-u/request/completed/${id}`, { token: t.managerA, body: { caseManagerId: acc.memberA.id } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return id;
}

beforeAll(async () => {
  app = await startTestApp();
  a1 = await makeSchool(app, { sggCode: '11110' });
  A = await makeCenter(app, { locals: ['11110'] });
  B = await makeCenter(app, { locals: ['11140'] });
  Object.assign(acc, {
    teacherA1: await makeAccount(app, RoleCode.MEMBER, { school: a1 }),
    managerA: await makeAccount(app, RoleCode.CENTER_MANAGER, { center: A }),
    memberA: await makeAccount(app, RoleCode.CENTER_MEMBER, { center: A }),
    managerB: await makeAccount(app, RoleCode.CENTER_MANAGER, { center: B }),
    memberB: await makeAccount(app, RoleCode.CENTER_MEMBER, { center: B }),
    ministry: await makeAccount(app, RoleCode.EDUCATION_MINISTRY),
    admin: await makeAccount(app, RoleCode.SYSTEM_ADMIN),
  });
  for (const [k, a] of Object.entries(acc)) t[k] = await tokenFor(app, a);
  // Neither the ministry nor a school MEMBER has the case-management menu by default; with it (an administrator may
  // grant it), the case-record policy still decides: the ministry reads, the school user reaches nothing.
  await app.em().getConnection().execute(`insert into role_permission (role_id, menu_id) values ('EDUCATION_MINISTRY', '00009'), ('MEMBER', '00009') on conflict do nothing`);
  t.ministry = await tokenFor(app, acc.ministry);
  t.teacherWithMenu = await tokenFor(app, acc.teacherA1);
  caseId = await openCase();
  requestedId = await fileRequest();
});
afterAll(() => app?.stop());

/** A complete submission (GraphQL shape: multiple choices as lists). */
const full = (o: Record<string, unknown> = {}) => ({
  interviewTargetType: 'GUARDIAN',
  isDone: 'Y',
  counselor: '박상담',
  counselingDate: '2026-04-01',
  counselingPlace: 'ETC',
  counselingPlaceEtc: '지역 도서관',
  relationship: 'MOTHER',
  interviewTarget: '김보호',
  interviewTargetContact: '010-1111-2222',
  requestReasons: ['EMOTION', 'RELATIONSHIP'],
  mainAppeal: ['ANXIETY', 'ETC'],
  mainAppealEtc: '손톱 물어뜯기',
  mainAppealDetail: '등교 전 복통을 호소합니다.',
  problemOccursDate: '2025-09-01',
  schoolLife: { slSatisfaction: 'FAIR', lifeDelinquency: ['NONE'], lifeHobby: '그림 그리기' },
  pastHistory: { childAbuse: 'N', caType: ['NEGLECT', 'ETC'], caTypeEtc: '방치된 시간', saNumber: 0, mhsOrganization: ['WEE_CLASS'] },
  homeTreatment: { primaryInstructor: 'MOTHER', ability: 'GOOD', implementationContent: '취침 시간 지도' },
  familyRelationshipList: [
    { relationship: 'MOTHER', age: 41, occupation: '회사원', isPrimaryCaregiver: 'Y', isLivingTogether: 'Y', friendly: 'GOOD' },
    { relationship: 'ETC', relationshipEtc: '이모', age: 38, isPrimaryCaregiver: 'N', isLivingTogether: 'N', friendly: 'FAIR' },
  ],
  etc: { strength: '성실함', opinion: '정서 지원 필요' },
  ...o,
});

const FIELDS = `id requestId isDone interviewTargetType counselor counselingDate counselingPlace counselingPlaceEtc relationship interviewTarget
  requestReasons mainAppeal mainAppealEtc mainAppealDetail problemOccursDate canEdit writerName
  schoolLife { slSatisfaction lifeDelinquency lifeHobby } pastHistory { childAbuse caType caTypeEtc saNumber mhsOrganization }
  homeTreatment { primaryInstructor ability implementationContent } etc { strength opinion }
  familyRelationshipList { relationship relationshipEtc age occupation isPrimaryCaregiver isLivingTogether friendly }`;

const createGql = (input: Record<string, unknown>, token = t.memberA) =>
  gql(app, `mutation($input: CreateInterviewEvaluationInput!) { createInterviewEvaluation(input: $input) { id requestId message } }`, { input }, token);
const updateGql = (id: number, input: Record<string, unknown>, token = t.memberA) =>
  gql(app, `mutation($id: Int!, $input: InterviewEvaluationInput!) { updateInterviewEvaluation(id: $id, input: $input) { id message } }`, { id, input }, token);
const readGql = (id: number, token = t.memberA) => gql(app, `query($id: Int!) { interviewEvaluation(id: $id) { ${FIELDS} } }`, { id }, token);
const row = (id: number) => app.em().findOneOrFail(InterviewEvaluation, id);

afterEach(() => resetClock());

describe('drafts, submissions and their checks', () => {
  it('saves a partial draft, updates it, then submits it, and reads every section back', async () => {
    const draft = await createGql({ requestId: caseId, interviewTargetType: 'GUARDIAN', isDone: 'N', counselor: '박상담' });
    expect(draft.body.data?.createInterviewEvaluation, JSON.stringify(draft.body)).toMatchObject({ requestId: caseId, message: '저장 되었습니다.' });
    const id = draft.body.data!.createInterviewEvaluation.id as number;
    expect(await row(id)).toMatchObject({ isDone: 'N', counselor: '박상담', interviewTargetType: 'GUARDIAN' });

    const again = await updateGql(id, { interviewTargetType: 'GUARDIAN', isDone: 'N', counselor: '박상담', interviewTarget: '김보호' });
    expect(again.body.data?.updateInterviewEvaluation.message, JSON.stringify(again.body)).toBe('저장 되었습니다.');

    const submitted = await updateGql(id, full());
    expect(submitted.body.data?.updateInterviewEvaluation.message, JSON.stringify(submitted.body)).toBe('완료되었습니다.');
    const read = await readGql(id);
    const family = full().familyRelationshipList as object[];
    expect(read.body.data?.interviewEvaluation, JSON.stringify(read.body)).toEqual({
      ...full(),
      // GraphQL answers null for a family row's field that was not given
      familyRelationshipList: [{ ...family[0], relationshipEtc: null }, { ...family[1], occupation: null }],
      interviewTargetContact: undefined,
      id,
      requestId: caseId,
      canEdit: true,
      writerName: acc.memberA.name,
    });
    expect((await row(id)).submittedAt).toBeInstanceOf(Date);
    expect(await app.em().count(AccessLog, { action: 'READ', subjectType: 'interview-evaluation', subjectId: String(id) })).toBeGreaterThan(0);
  });

  it('stamps its created and updated times from the platform clock', async () => {
    freezeClock();
    const at = now();
    const created = await createGql({ requestId: caseId, interviewTargetType: 'TEACHER', isDone: 'N', counselor: '시계상담' });
    const id = created.body.data!.createInterviewEvaluation.id as number;
    expect(await row(id)).toMatchObject({ createdAt: at, updatedAt: at });
    advanceClock(90_000);
    await updateGql(id, { interviewTargetType: 'TEACHER', isDone: 'N', counselor: '시계상담', interviewTarget: '담임' });
    app.em().clear();
    expect(await row(id)).toMatchObject({ createdAt: at, updatedAt: new Date(at.getTime() + 90_000) });
  });

  it('refuses a submission missing a core field, a bad choice, a bad date or a missing 기타 text, and changes nothing', async () => {
    const created = await createGql({ requestId: caseId, interviewTargetType: 'STUDENT', isDone: 'N', counselor: '최상담' });
    const id = created.body.data!.createInterviewEvaluation.id as number;
    const before = await row(id);
    const cases: [Record<string, unknown>, string][] = [
      [{ counselor: '  ' }, '상담자를 입력해주세요.'],
      [{ counselingDate: undefined }, '상담일을 입력해주세요.'],
      [{ mainAppeal: [] }, '주호소를 선택해주세요.'],
      [{ counselingDate: '2026-02-30' }, '상담일 형식이 맞지 않습니다.'],
      [{ counselingDate: '20260401' }, '상담일 형식이 맞지 않습니다.'],
      [{ mainAppeal: ['NOPE'] }, '주호소의 선택지가 올바르지 않습니다: NOPE'],
      [{ mainAppealEtc: undefined }, '기타 주호소를 입력해주세요.'],
      [{ pastHistory: { caType: ['ETC'] } }, '기타 학대 유형을 입력해주세요.'],
      [{ familyRelationshipList: [{ relationship: 'ETC' }] }, '기타 가족 관계를 입력해주세요.'],
    ];
    for (const [o, message] of cases) expectGqlError(await updateGql(id, full(o)), 400, 'BAD_USER_INPUT', message);
    expectGqlError(await createGql({ ...full({ counselor: undefined }), requestId: caseId }), 400, 'BAD_USER_INPUT', '상담자를 입력해주세요.');
    const after = await row(id);
    expect(after.isDone).toBe('N');
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(after.counselor).toBe('최상담');
  });

  it('keeps a submitted record submitted', async () => {
    const id = (await createGql({ ...full(), requestId: caseId })).body.data!.createInterviewEvaluation.id as number;
    expectGqlError(await updateGql(id, { interviewTargetType: 'GUARDIAN', isDone: 'N' }), 409, 'ALREADY_SUBMITTED');
    expect((await row(id)).isDone).toBe('Y');
  });
});

/** A table's fields shown on the form: all but the 기타 texts (shown with their choice). */
const shown = (defs: Fields) => Object.keys(defs).filter((n) => !etcFields(defs).has(n));

describe('the form as data (Query.caseRecordForm, caseRecordChoices)', () => {
  it('lays out every field of the record exactly once, each choice field with a list the server serves', async () => {
    const res = await gql(app, `{ caseRecordForm(record: "interview-evaluation") { sections { key rows fields { name kind list etcName required } } }
      caseRecordChoices { name choices { code etc } } }`, {}, t.memberA);
    const { caseRecordForm: form, caseRecordChoices: lists } = res.body.data!;
    const laid = form.sections.flatMap((s: { key: string; fields: { name: string }[] }) => s.fields.map((f) => `${s.key}.${f.name}`)).sort();
    const expected = [
      ...shown(MAIN_FIELDS).map((n) => `.${n}`),
      ...Object.entries(SECTIONS).flatMap(([k, defs]) => shown(defs).map((n) => `${k}.${n}`)),
      ...shown(FAMILY_FIELDS).map((n) => `familyRelationshipList.${n}`),
    ].sort();
    expect(laid).toEqual(expected);
    const names = new Set(lists.map((l: { name: string }) => l.name));
    for (const s of form.sections) for (const f of s.fields) if (f.list) expect(names, f.list).toContain(f.list);
    const mainAppeal = form.sections.flatMap((s: { fields: object[] }) => s.fields).find((f: { name: string }) => f.name === 'mainAppeal');
    expect(mainAppeal).toEqual({ name: 'mainAppeal', kind: 'multi', list: 'interviewEvaluation.mainAppeal', etcName: 'mainAppealEtc', required: true });
    expectGqlError(await gql(app, `{ caseRecordForm(record: "nothing") { record } }`, {}, t.memberA), 404, 'NOT_FOUND');
  });
});

describe('REST: comma-joined choices, the list and the soft delete', () => {
  it('round-trips comma-joined multiple choices and lists the case’s records, then deletes one', async () => {
    const body = {
      requestId: caseId,
      interviewTargetType: 'TEACHER',
      isDone: 'N',
      counselor: '정상담',
      counselingDate: '2026-04-03',
      requestReasons: 'ATTENTION,SCHOOL_ADJUSTMENT',
      ilReasons: 'COST',
      schoolLife: { lifeDelinquency: 'TRUANCY,SMOKING' },
      pastHistory: { mhsOrganization: 'HOSPITAL,ETC', mhsOrganizationEtc: '보건소' },
    };
    const created = await call(app, 'POST', BASE, { token: t.memberA, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    expect((await row(id)).requestReasons).toEqual(['ATTENTION', 'SCHOOL_ADJUSTMENT']);

    const got = await call(app, 'GET', `${BASE}/${id}`, { token: t.memberA });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      requestReasons: 'ATTENTION,SCHOOL_ADJUSTMENT',
      ilReasons: 'COST',
      schoolLife: { lifeDelinquency: 'TRUANCY,SMOKING' },
      pastHistory: { mhsOrganization: 'HOSPITAL,ETC', mhsOrganizationEtc: '보건소' },
      familyRelationshipList: [],
    });

    const put = await call(app, 'PUT', `${BASE}/${id}`, { token: t.memberA, body: { ...body, requestId: undefined, requestReasons: 'ATTENTION' } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await call(app, 'GET', `${BASE}/${id}`, { token: t.memberA })).body.requestReasons).toBe('ATTENTION');
    expectError(await call(app, 'PUT', `${BASE}/${id}`, { token: t.memberA, body: { ...body, requestId: undefined, requestReasons: 'ATTENTION,WHAT' } }), 400, 'BAD_USER_INPUT', '의뢰 사유의 선택지가 올바르지 않습니다: WHAT');

    const list = await call(app, 'GET', `${BASE}?requestId=${caseId}&size=100`, { token: t.memberA });
    expect(list.status).toBe(200);
    expect(list.body.content[0]).toEqual({ id, requestId: caseId, interviewTargetType: 'TEACHER', counselor: '정상담', counselingDate: '2026-04-03', isDone: 'N', updatedAt: expect.any(String) });
    expect(list.body.totalElements).toBeGreaterThanOrEqual(1);
    expectError(await call(app, 'GET', BASE, { token: t.memberA }), 400, 'BAD_USER_INPUT', '사례를 선택해주세요.');

    const del = await call(app, 'DELETE', `${BASE}/${id}`, { token: t.memberA });
    expect(del.body.message).toBe('삭제되었습니다.');
    expect((await row(id)).deletedAt).toBeInstanceOf(Date);
    expectError(await call(app, 'GET', `${BASE}/${id}`, { token: t.memberA }), 404, 'NOT_FOUND');
    const after = await call(app, 'GET', `${BASE}?requestId=${caseId}&size=100`, { token: t.memberA });
    expect(after.body.content.map((r: { id: number }) => r.id)).not.toContain(id);
  });
});

describe('who reaches the records', () => {
  let id: number;
  beforeAll(async () => {
    id = (await createGql({ ...full(), requestId: caseId })).body.data!.createInterviewEvaluation.id as number;
  });

  const everyCall = (token: string, recordId: number, requestId: number) => [
    () => call(app, 'GET', `${BASE}?requestId=${requestId}`, { token }),
    () => call(app, 'GET', `${BASE}/${recordId}`, { token }),
    () => call(app, 'POST', BASE, { token, body: { requestId, interviewTargetType: 'STUDENT', isDone: 'N' } }),
    () => call(app, 'PUT', `${BASE}/${recordId}`, { token, body: { interviewTargetType: 'STUDENT', isDone: 'N' } }),
    () => call(app, 'DELETE', `${BASE}/${recordId}`, { token }),
  ];
  const everyGql = (token: string, recordId: number, requestId: number) => [
    () => gql(app, `query($r: Int!) { interviewEvaluations(requestId: $r) { totalElements } }`, { r: requestId }, token),
    () => readGql(recordId, token),
    () => createGql({ requestId, interviewTargetType: 'STUDENT', isDone: 'N' }, token),
    () => updateGql(recordId, { interviewTargetType: 'STUDENT', isDone: 'N' }, token),
    () => gql(app, `mutation($id: Int!) { deleteInterviewEvaluation(id: $id) { id } }`, { id: recordId }, token),
  ];

  it('answers 404 to another center’s staff on every call, both doors, and changes nothing', async () => {
    for (const who of ['managerB', 'memberB']) {
      for (const c of everyCall(t[who], id, caseId)) expectError(await c(), 404, 'NOT_FOUND');
      for (const c of everyGql(t[who], id, caseId)) expectGqlError(await c(), 404, 'NOT_FOUND');
    }
    expect(await row(id)).toMatchObject({ isDone: 'Y', interviewTargetType: 'GUARDIAN' });
    expect((await row(id)).deletedAt ?? null).toBeNull();
  });

  it('lets the ministry read but not write (403), and the administrator both', async () => {
    expect((await call(app, 'GET', `${BASE}/${id}`, { token: t.ministry })).status).toBe(200);
    expect((await readGql(id, t.ministry)).body.data?.interviewEvaluation.canEdit).toBe(false);
    expectError(await call(app, 'PUT', `${BASE}/${id}`, { token: t.ministry, body: full({ familyRelationshipList: undefined, requestReasons: 'EMOTION', mainAppeal: 'ANXIETY', mainAppealEtc: undefined, schoolLife: undefined, pastHistory: undefined }) }), 403, 'FORBIDDEN');
    expectGqlError(await createGql({ ...full(), requestId: caseId }, t.ministry), 403, 'FORBIDDEN');
    expect((await readGql(id, t.admin)).body.data?.interviewEvaluation.canEdit).toBe(true);
  });

  it('keeps the school side out (403 without the menu, 404 with it) and has no records before approval (404)', async () => {
    for (const c of everyCall(t.teacherA1, id, caseId)) expectError(await c(), 403, 'FORBIDDEN');
    for (const c of everyCall(t.teacherWithMenu, id, caseId)) expectError(await c(), 404, 'NOT_FOUND');
    for (const c of everyGql(t.teacherWithMenu, id, caseId)) expectGqlError(await c(), 404, 'NOT_FOUND');
    expectError(await call(app, 'GET', `${BASE}?requestId=${requestedId}`, { token: t.memberA }), 404, 'NOT_FOUND');
    expectError(await call(app, 'POST', BASE, { token: t.memberA, body: { requestId: requestedId, interviewTargetType: 'STUDENT', isDone: 'N' } }), 404, 'NOT_FOUND');
  });

  it('refuses changes once the case is closed (409 CASE_NOT_OPEN), still reads', async () => {
    const closed = await openCase();
    const created = await createGql({ requestId: closed, interviewTargetType: 'STUDENT', isDone: 'N', counselor: '한상담' });
    const rid = created.body.data!.createInterviewEvaluation.id as number;
    const em = app.em();
    const r = await em.findOneOrFail(Request, closed);
    r.status = RequestStatus.CLOSED;
    await em.flush();
    expectError(await call(app, 'PUT', `${BASE}/${rid}`, { token: t.memberA, body: { interviewTargetType: 'STUDENT', isDone: 'N' } }), 409, 'CASE_NOT_OPEN');
    expectGqlError(await createGql({ requestId: closed, interviewTargetType: 'STUDENT', isDone: 'N' }), 409, 'CASE_NOT_OPEN');
    expectError(await call(app, 'DELETE', `${BASE}/${rid}`, { token: t.memberA }), 409, 'CASE_NOT_OPEN');
    const read = await readGql(rid);
    expect(read.body.data?.interviewEvaluation).toMatchObject({ counselor: '한상담', canEdit: false });
  });
});
