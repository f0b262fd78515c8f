import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { Attachment } from '../src/platform/attachment/attachment.entity.js';
import { call, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { PNG } from './images.js';

/** Consulting records (menu 00010) over both doors: CRUD, validation, reach per center, files claimed and dropped. */

let app: TestApp;
let school: School;
let otherSchool: School;
let staff: string;
let colleague: string;
let otherCenterStaff: string;
let admin: string;
let teacher: string;

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

beforeAll(async () => {
  app = await startTestApp();
  school = await makeSchool(app);
  otherSchool = await makeSchool(app);
  // two centers that both cover `school`: each sees only its own records
  const center = await makeCenter(app, { schools: [school.id] });
  const other = await makeCenter(app, { schools: [school.id, otherSchool.id] });
  staff = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MEMBER, { center }));
  colleague = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MANAGER, { center }));
  otherCenterStaff = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MEMBER, { center: other }));
  admin = await tokenFor(app, await makeAccount(app, RoleCode.SYSTEM_ADMIN));
  teacher = await tokenFor(app, await makeAccount(app, RoleCode.MEMBER, { school }));
});
afterAll(() => app?.stop());

const record = (o: Record<string, unknown> = {}) => ({
  schoolId: school.id,
  consultingDate: '2026-03-05',
  category: 'ADVICE',
  type: 'VISIT',
  manager: 'MENTAL_HEALTH_MANAGER',
  title: '학기 초 상담 체계 자문',
  content: '담임 교사 대상 위기 학생 선별 절차를 안내함.',
  ...o,
});

async function multipart(method: 'POST' | 'PUT', path: string, token: string, data: unknown, files: [Buffer, string][] = []) {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const [b, n] of files) form.append('files', new Blob([b]), n);
  const res = await fetch(`${app.url}${path}`, { method, headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as any };
}

async function upload(token: string, files: [Buffer, string][]) {
  const form = new FormData();
  for (const [b, n] of files) form.append('files', new Blob([b]), n);
  const res = await fetch(`${app.url}svs-u/attachments`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return ((await res.json()) as any[]).map((f) => f.id as number);
}

const attachmentCount = () => app.em().count(Attachment, {});

describe('consulting over REST', () => {
  it('creates with files in one multipart call, reads, lists, updates and deletes', async () => {
    const created = await multipart('POST', 'svs-u/consulting', staff, record(), [[PDF, '자문 자료.pdf']]);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ schoolId: school.id, participantsCount: 0, category: 'ADVICE', can: { update: true, delete: true } });
    expect(created.body.uploadedFiles.map((f: any) => f.name)).toEqual(['자문 자료.pdf']);
    const id = created.body.id as number;

    const detail = await call(app, 'GET', `svs-u/consulting/${id}`, { token: colleague });
    expect(detail.status).toBe(200);
    expect(detail.body.content).toBe('담임 교사 대상 위기 학생 선별 절차를 안내함.');

    const list = await call(app, 'GET', `svs-u/consulting?page=1&size=10&search.keyword=${encodeURIComponent('상담 체계')}&search.category=ADVICE`, { token: staff });
    expect(list.status).toBe(200);
    expect(list.body.content.map((c: any) => c.id)).toEqual([id]);
    expect(list.body.content[0].uploadedFiles).toHaveLength(1);
    expect((await call(app, 'GET', 'svs-u/consulting?search.category=LECTURE', { token: staff })).body.content).toEqual([]);

    // an update without files keeps them (SPEC §5); a new file is added, the old one dropped on request
    const kept = await multipart('PUT', `svs-u/consulting/${id}`, staff, record({ title: '수정한 제목', participantsCount: 12 }));
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ title: '수정한 제목', participantsCount: 12 });
    expect(kept.body.uploadedFiles).toHaveLength(1);
    const oldFile = kept.body.uploadedFiles[0].id;
    const [newFile] = await upload(staff, [[PNG, 'photo.png']]);
    const swapped = await call(app, 'PUT', `svs-u/consulting/${id}`, { token: staff, body: record({ fileIds: [newFile], deleteFileIds: [oldFile] }) });
    expect(swapped.status).toBe(200);
    expect(swapped.body.uploadedFiles.map((f: any) => f.id)).toEqual([newFile]);

    // files of a record are served to its readers only
    const dl = await fetch(`${app.url}svs-u/attachments/${newFile}`, { headers: { authorization: `Bearer ${colleague}` } });
    expect(dl.status).toBe(200);
    expect((await fetch(`${app.url}svs-u/attachments/${newFile}`, { headers: { authorization: `Bearer ${otherCenterStaff}` } })).status).toBe(404);
    expect((await fetch(`${app.url}svs-u/attachments/${oldFile}`, { headers: { authorization: `Bearer ${colleague}` } })).status).toBe(404);

    const deleted = await call(app, 'DELETE', `svs-u/consulting/${id}`, { token: colleague });
    expect([deleted.status, deleted.body]).toEqual([200, { id, message: '삭제되었습니다.' }]);
    expect((await call(app, 'GET', `svs-u/consulting/${id}`, { token: staff })).status).toBe(404);
    expect((await fetch(`${app.url}svs-u/attachments/${newFile}`, { headers: { authorization: `Bearer ${staff}` } })).status).toBe(404);
  });

  it('validates with Korean messages, and a refused save keeps none of its files', async () => {
    const before = await attachmentCount();
    let res = await multipart('POST', 'svs-u/consulting', staff, record({ category: 'ETC' }), [[PDF, 'a.pdf']]);
    expect([res.status, res.body.message]).toEqual([400, '자문 구분이 기타이면 내용을 입력해주세요.']);
    res = await multipart('POST', 'svs-u/consulting', staff, record({ type: 'ETC', typeEtc: '  ' }), [[PDF, 'a.pdf']]);
    expect(res.body.message).toBe('자문 방법이 기타이면 내용을 입력해주세요.');
    res = await multipart('POST', 'svs-u/consulting', staff, record({ manager: 'ETC' }), [[PDF, 'a.pdf']]);
    expect(res.body.message).toBe('담당이 기타이면 내용을 입력해주세요.');
    res = await multipart('POST', 'svs-u/consulting', staff, record({ title: '' }), [[PDF, 'a.pdf']]);
    expect([res.status, res.body.message]).toEqual([400, '제목을 입력해주세요.']);
    res = await multipart('POST', 'svs-u/consulting', staff, record({ consultingDate: '2026-02-30' }), [[PDF, 'a.pdf']]);
    expect(res.body.message).toBe('자문일 형식이 맞지 않습니다.');
    res = await multipart('POST', 'svs-u/consulting', staff, record({ participantsCount: -1 }));
    expect(res.body.message).toBe('참석 인원은 0 이상의 숫자로 입력해주세요.');
    res = await multipart('POST', 'svs-u/consulting', staff, record({ schoolId: otherSchool.id }), [[PDF, 'a.pdf']]);
    expect([res.status, res.body.code, res.body.message]).toEqual([400, 'SCHOOL_NOT_IN_JURISDICTION', '센터 관할 학교만 선택할 수 있습니다.']);
    res = await multipart('POST', 'svs-u/consulting', staff, record(), [[Buffer.from('MZ....'), 'a.pdf']]);
    expect(res.body.code).toBe('UNSUPPORTED_FILE_TYPE');
    res = await multipart('POST', 'svs-u/consulting', staff, record(), [[PDF, 'a.pdf'], [PDF, 'setup.bat']]);
    expect([res.status, res.body.code]).toEqual([400, 'FILE_TYPE_MISMATCH']);
    expect(await attachmentCount()).toBe(before);

    // ETC text kept with ETC, dropped without it
    const etc = await call(app, 'POST', 'svs-u/consulting', { token: staff, body: record({ category: 'ETC', categoryEtc: '교직원 연수', typeEtc: '무시됨' }) });
    expect(etc.status).toBe(201);
    expect(etc.body.categoryEtc).toBe('교직원 연수');
    expect(etc.body.typeEtc).toBeUndefined();
  });

  it('refuses another user’s upload and a file of another record', async () => {
    const [othersUpload] = await upload(colleague, [[PDF, 'x.pdf']]);
    const res = await call(app, 'POST', 'svs-u/consulting', { token: staff, body: record({ fileIds: [othersUpload] }) });
    expect([res.status, res.body.code]).toEqual([400, 'ATTACHMENT_NOT_FOUND']);
    const a = await call(app, 'POST', 'svs-u/consulting', { token: staff, body: record() });
    const b = await multipart('POST', 'svs-u/consulting', staff, record(), [[PDF, 'b.pdf']]);
    const bFile = b.body.uploadedFiles[0].id;
    const drop = await call(app, 'PUT', `svs-u/consulting/${a.body.id}`, { token: staff, body: record({ deleteFileIds: [bFile] }) });
    expect([drop.status, drop.body.code]).toEqual([400, 'ATTACHMENT_NOT_FOUND']);
  });

  it('another center’s user gets 404 on every call; a reader without write gets 403; a school user no menu', async () => {
    const { body } = await call(app, 'POST', 'svs-u/consulting', { token: staff, body: record({ title: '다른 센터가 보면 안 되는 기록' }) });
    const id = body.id;
    expect((await call(app, 'GET', `svs-u/consulting/${id}`, { token: otherCenterStaff })).status).toBe(404);
    expect((await call(app, 'PUT', `svs-u/consulting/${id}`, { token: otherCenterStaff, body: record() })).status).toBe(404);
    expect((await call(app, 'DELETE', `svs-u/consulting/${id}`, { token: otherCenterStaff })).status).toBe(404);
    const theirs = await call(app, 'GET', 'svs-u/consulting?size=100', { token: otherCenterStaff });
    expect(theirs.body.content.map((c: any) => c.id)).not.toContain(id);
    const q = await gql(app, 'query($id: Int!) { consulting(id: $id) { id } }', { id }, otherCenterStaff);
    expect(q.body.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const m = await gql(app, 'mutation($id: Int!) { deleteConsulting(id: $id) }', { id }, otherCenterStaff);
    expect(m.body.errors?.[0].extensions.code).toBe('NOT_FOUND');

    const asAdmin = await call(app, 'GET', `svs-u/consulting/${id}`, { token: admin });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.can).toEqual({ update: false, delete: false });
    expect((await call(app, 'PUT', `svs-u/consulting/${id}`, { token: admin, body: record() })).status).toBe(403);
    expect((await call(app, 'POST', 'svs-u/consulting', { token: admin, body: record() })).status).toBe(403);

    expect((await call(app, 'GET', 'svs-u/consulting', { token: teacher })).status).toBe(403);
  });
});

describe('consulting over GraphQL', () => {
  it('creates with uploaded files, lists with them, and says who may register', async () => {
    const [fileId] = await upload(staff, [[PDF, '회의록.pdf']]);
    const created = await gql(
      app,
      `mutation($input: ConsultingInput!) { createConsulting(input: $input) { id participantsCount uploadedFiles { id name url } can { update } } }`,
      { input: record({ fileIds: [fileId], participantsCount: 3 }) },
      staff,
    );
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createConsulting).toMatchObject({ participantsCount: 3, uploadedFiles: [{ id: fileId, name: '회의록.pdf', url: `svs-u/attachments/${fileId}` }], can: { update: true } });
    const list = await gql(app, `{ consultings(keyword: "상담 체계", searchType: TITLE, size: 50) { totalElements content { id schoolName uploadedFiles { id } } } abilities { createConsulting } }`, {}, staff);
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.consultings.content.map((c: any) => c.id)).toContain(created.body.data.createConsulting.id);
    expect(list.body.data.abilities.createConsulting).toBe(true);
    const adminAbilities = await gql(app, '{ abilities { createConsulting } }', {}, admin);
    expect(adminAbilities.body.data.abilities.createConsulting).toBe(false);
  });
});

describe('searching by school or author', () => {
  it('pages and counts exactly, whether the count reads the one table or joins the school and the author', async () => {
    const third = await makeSchool(app);
    const center = await makeCenter(app, { schools: [third.id] });
    const author = await makeAccount(app, RoleCode.CENTER_MEMBER, { center });
    const token = await tokenFor(app, author);
    for (let i = 0; i < 3; i++) expect((await multipart('POST', 'svs-u/consulting', token, record({ schoolId: third.id, title: `검색 ${i}` }))).status).toBe(201);
    const count = async (where = 'true', values: unknown[] = []) => {
      const [{ n }] = await app.em().getConnection().execute(
        `select count(*)::int as n from consulting c join school s on s.id = c.school_id join account a on a.id = c.author_id where c.deleted_at is null and ${where}`,
        values,
      );
      return Number(n);
    };
    const list = async (variables: Record<string, unknown>) => {
      const res = await gql(app, 'query($k: String, $t: ConsultingSearchType) { consultings(keyword: $k, searchType: $t, page: 1, size: 2) { totalElements content { id } } }', variables, admin);
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      return res.body.data.consultings as { totalElements: number; content: unknown[] };
    };
    for (const [type, column, value] of [['SCHOOL', 's.name', third.name], ['AUTHOR', 'a.name', author.name]]) {
      const want = await count(`${column} ilike ?`, [`%${value}%`]);
      expect(want).toBeGreaterThanOrEqual(3);
      expect(await list({ k: value, t: type })).toMatchObject({ totalElements: want, content: [{}, {}] });
    }
    expect((await list({})).totalElements).toBe(await count());
  });
});

describe('demo consulting records', () => {
  it('are seeded once for the demo center, with a downloadable note; the other demo center sees none', async () => {
    const { seedDemo, DEMO_PASSWORD } = await import('../src/seeders/demo.js');
    const { seedDemoConsulting } = await import('../src/seeders/demo-consulting.js');
    // the tests above wrote records: the demo seeding is tried on a table of its own making
    await app.em().getConnection().execute('delete from consulting');
    await seedDemo(app.em());
    expect(await seedDemoConsulting(app.em(), app.config)).toBe(true);
    expect(await seedDemoConsulting(app.em(), app.config)).toBe(false);
    const token = async (loginId: string) => (await (await import('./harness.js')).signIn(app, loginId, DEMO_PASSWORD)).token!;
    const manager = await token('manager');
    const list = await call(app, 'GET', 'svs-u/consulting', { token: manager });
    expect(list.body.totalElements).toBe(3);
    const withFile = list.body.content.find((c: any) => c.uploadedFiles.length);
    const file = await fetch(`${app.url}svs-u/attachments/${withFile.uploadedFiles[0].id}`, { headers: { authorization: `Bearer ${manager}` } });
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('시연용');
    expect((await call(app, 'GET', 'svs-u/consulting', { token: await token('gg_center') })).body.totalElements).toBe(0);
  });
});
