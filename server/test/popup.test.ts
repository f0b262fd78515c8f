import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { Popup } from '../src/modules/popup/popup.entity.js';
import { ACTIVE_POPUP_LIMIT_MESSAGE, MAX_ACTIVE_POPUPS } from '../src/modules/popup/popup.service.js';
import { kstDay as kstToday } from '../src/platform/time.js';
import { call, gql, makeAccount, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { PNG } from './images.js';
import { expectError, expectGqlError } from './util.js';

let app: TestApp;
let admin: string;
let member: string;
let client: string;
let manager: string;
beforeAll(async () => {
  app = await startTestApp();
  const school = await makeSchool(app);
  admin = await tokenFor(app, await makeAccount(app, RoleCode.SYSTEM_ADMIN));
  member = await tokenFor(app, await makeAccount(app, RoleCode.MEMBER, { school }));
  client = await tokenFor(app, await makeAccount(app, RoleCode.CLIENT, { school, authenticationCodeStatus: 'Y' }));
  manager = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MANAGER));
});
afterAll(async () => app?.stop());

const DAY = 86_400_000;
/** A Korean day `offset` days from today. */
const day = (offset: number) => new Date(new Date(`${kstToday()}T00:00:00Z`).getTime() + offset * DAY).toISOString().slice(0, 10);

const ALL_ROLES = ['CLIENT', 'MEMBER', 'CENTER_MEMBER', 'CENTER_MANAGER', 'EDUCATION_OFFICE', 'EDUCATION_MINISTRY', 'SYSTEM_ADMIN'];
const body = (o: Record<string, unknown> = {}) => ({
  title: '안내',
  content: '시스템 점검 안내입니다.',
  startDate: day(0),
  endDate: day(0),
  useYn: 'Y',
  viewTarget: ALL_ROLES,
  ...o,
});
const create = (o: Record<string, unknown> = {}, token = admin) => call(app, 'POST', 'svs-u/popup', { token, body: body(o) });
const count = () => app.em().count(Popup, {});

/** A multipart form as the client's FormData sends it. */
async function multipart(method: string, path: string, fields: Record<string, string>, token = admin) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(app.url + path, { method, headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, body: form });
  return { status: res.status, body: (await res.json()) as any, headers: res.headers };
}

describe('kstToday', () => {
  it('is the calendar day in Korea: 15:00 UTC is already the next day', () => {
    expect(kstToday(new Date('2030-03-09T14:59:59Z'))).toBe('2030-03-09');
    expect(kstToday(new Date('2030-03-09T15:00:00Z'))).toBe('2030-03-10');
  });
});

describe('saving popups', () => {
  it('registers from a multipart form (viewTarget comma-joined), reads it back, modifies it with PUT', async () => {
    const fields = { title: '  여름방학 안내 ', content: '방학 중 상담 일정', startDate: day(300), endDate: day(310), useYn: 'N', viewTarget: 'MEMBER,CLIENT' };
    const res = await multipart('POST', 'svs-u/popup', fields);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: '여름방학 안내', startDate: day(300), endDate: day(310), useYn: 'N', viewTarget: ['MEMBER', 'CLIENT'], deleteYn: 'N', state: 'NOT_IN_USE' });
    expect(typeof res.body.userId).toBe('number');
    const id = res.body.id;
    expect((await call(app, 'GET', `svs-u/popup/${id}`, { token: admin })).body).toMatchObject({ id, title: '여름방학 안내' });

    const put = await multipart('PUT', `svs-u/popup/${id}`, { ...fields, title: '겨울방학 안내', useYn: 'Y' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id, title: '겨울방학 안내', useYn: 'Y', state: 'SCHEDULED' });
  });

  it('refuses an end before the start with the SPEC §5 message, and a day that does not exist; saves nothing', async () => {
    const before = await count();
    expectError(await create({ startDate: day(400), endDate: day(399) }), 400, 'BAD_USER_INPUT', '종료일은 시작일보다 이후여야 합니다.');
    expectError(await create({ startDate: '2031-02-30', endDate: '2031-03-01' }), 400, 'BAD_USER_INPUT', '시작일 형식이 맞지 않습니다.');
    expectError(await create({ endDate: '20310301' }), 400, 'BAD_USER_INPUT', '종료일 형식이 맞지 않습니다.');
    expectError(await create({ viewTarget: [] }), 400, 'BAD_USER_INPUT', '노출 대상을 하나 이상 선택해주세요.');
    expectError(await create({ viewTarget: ['NOBODY'] }), 400, 'BAD_USER_INPUT', '노출 대상이 올바르지 않습니다.');
    expectError(await create({ title: '   ' }), 400, 'BAD_USER_INPUT', '제목을 입력해주세요.');
    expectError(await multipart('POST', 'svs-u/popup', { ...body(), viewTarget: 'MEMBER', useYn: 'maybe' } as Record<string, string>), 400, 'BAD_USER_INPUT', '사용 여부는 Y 또는 N이어야 합니다.');
    expect(await count()).toBe(before);
    // the same day for both ends is a one-day popup
    expect((await create({ startDate: day(400), endDate: day(400), useYn: 'N' })).status).toBe(201);
  });

  it('the same checks through GraphQL', async () => {
    const m = `mutation($input: PopupInput!) { createPopup(input: $input) { id state } }`;
    expectGqlError(await gql(app, m, { input: body({ startDate: day(401), endDate: day(400) }) }, admin), 400, 'BAD_USER_INPUT', '종료일은 시작일보다 이후여야 합니다.');
    const ok = await gql(app, m, { input: body({ startDate: day(401), endDate: day(402), useYn: 'N' }) }, admin);
    expect(ok.body.data?.createPopup.state).toBe('NOT_IN_USE');
  });
});

describe(`at most ${MAX_ACTIVE_POPUPS} popups in use on any day`, () => {
  // a stretch of days no other test uses: from day 1000 on
  it('accepts the fifth overlapping popup and refuses the sixth with ACTIVE_POPUP_LIMIT_EXCEEDED, saving nothing', async () => {
    for (let i = 0; i < MAX_ACTIVE_POPUPS - 1; i++) expect((await create({ startDate: day(1000 + i), endDate: day(1020) })).status).toBe(201);
    const fifth = await create({ startDate: day(1010), endDate: day(1030) });
    expect(fifth.status).toBe(201);
    const before = await count();
    expectError(await create({ startDate: day(1015), endDate: day(1016) }), 409, 'ACTIVE_POPUP_LIMIT_EXCEEDED', ACTIVE_POPUP_LIMIT_MESSAGE);
    expect(await count()).toBe(before);
    // the sixth fits where only one of them is shown (day 1021 on), and when not in use
    expect((await create({ startDate: day(1021), endDate: day(1025) })).status).toBe(201);
    expect((await create({ startDate: day(1015), endDate: day(1016), useYn: 'N' })).status).toBe(201);
    // modifying one of the five counts the other four only
    expect((await call(app, 'PUT', `svs-u/popup/${fifth.body.id}`, { token: admin, body: body({ startDate: day(1010), endDate: day(1019), title: '수정' }) })).status).toBe(200);
  });

  it('counts the busiest day of the period, not the popups it touches', async () => {
    // five popups, but never more than three on one day: days 2000-2002 ×3, days 2010-2012 ×2
    for (let i = 0; i < 3; i++) expect((await create({ startDate: day(2000), endDate: day(2002) })).status).toBe(201);
    for (let i = 0; i < 2; i++) expect((await create({ startDate: day(2010), endDate: day(2012) })).status).toBe(201);
    expect((await create({ startDate: day(1995), endDate: day(2020) })).status).toBe(201); // 4 at most on a day
    expect((await create({ startDate: day(2001), endDate: day(2001) })).status).toBe(201); // day 2001: 5
    expect((await create({ startDate: day(2002), endDate: day(2011) })).status).toBe(201); // day 2002: 5
    // starting on a quiet day, the period reaches day 2001, already full: found at the start of another popup
    expectError(await create({ startDate: day(1999), endDate: day(2001) }), 409, 'ACTIVE_POPUP_LIMIT_EXCEEDED');
  });

  it('switching a popup to "in use" is a save like any other', async () => {
    const off = await create({ startDate: day(1012), endDate: day(1012), useYn: 'N' });
    expect(off.status).toBe(201);
    const res = await call(app, 'PUT', `svs-u/popup/${off.body.id}`, { token: admin, body: body({ startDate: day(1012), endDate: day(1012), useYn: 'Y' }) });
    expectError(res, 409, 'ACTIVE_POPUP_LIMIT_EXCEEDED', ACTIVE_POPUP_LIMIT_MESSAGE);
    expect((await call(app, 'GET', `svs-u/popup/${off.body.id}`, { token: admin })).body.useYn).toBe('N');
  });

  it('the GraphQL door answers the same code and message', async () => {
    const res = await gql(app, `mutation($input: PopupInput!) { createPopup(input: $input) { id } }`, { input: body({ startDate: day(1012), endDate: day(1013) }) }, admin);
    expectGqlError(res, 409, 'ACTIVE_POPUP_LIMIT_EXCEEDED', ACTIVE_POPUP_LIMIT_MESSAGE);
  });
});

describe('who is shown what', () => {
  let forMembers: number;
  beforeAll(async () => {
    forMembers = (await create({ title: '교사 안내', viewTarget: ['MEMBER'], startDate: day(-1), endDate: day(1) })).body.id;
    await create({ title: '모두 안내', startDate: day(0), endDate: day(0) });
    await create({ title: '내일부터', startDate: day(1), endDate: day(3) });
    await create({ title: '어제까지', startDate: day(-3), endDate: day(-1) });
    await create({ title: '사용 안 함', useYn: 'N' });
  });
  const titles = async (token: string) => ((await call(app, 'GET', 'svs-u/popup', { token })).body as { title: string }[]).map((p) => p.title).sort();

  it('answers the popups in use today for the caller\'s role only', async () => {
    expect(await titles(member)).toEqual(['교사 안내', '모두 안내']);
    expect(await titles(client)).toEqual(['모두 안내']);
    const g = await gql(app, '{ activePopups { title viewTarget } }', {}, client);
    expect(g.body.data?.activePopups).toEqual([{ title: '모두 안내', viewTarget: ALL_ROLES }]);
  });

  it('is for signed-in users: no token 401, a client-credentials token 403', async () => {
    expectError(await call(app, 'GET', 'svs-u/popup'), 401, 'UNAUTHENTICATED');
    const cc = await call(app, 'POST', 'auth/token', { form: { grant_type: 'client_credentials' }, headers: { authorization: 'Basic ' + Buffer.from(`${app.config.clientId}:${app.config.clientSecret}`).toString('base64') } });
    expectError(await call(app, 'GET', 'svs-u/popup', { token: cc.body.access_token }), 403, 'FORBIDDEN');
  });

  it('a soft delete (PATCH) keeps the row, answers deleteYn Y, and takes it out of every list and the detail', async () => {
    const res = await call(app, 'PATCH', `svs-u/popup/${forMembers}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: forMembers, deleteYn: 'Y' });
    expect(await titles(member)).toEqual(['모두 안내']);
    expectError(await call(app, 'GET', `svs-u/popup/${forMembers}`, { token: admin }), 404, 'NOT_FOUND');
    expectError(await call(app, 'PATCH', `svs-u/popup/${forMembers}`, { token: admin }), 404, 'NOT_FOUND');
    expectError(await call(app, 'PUT', `svs-u/popup/${forMembers}`, { token: admin, body: body({ useYn: 'N' }) }), 404, 'NOT_FOUND');
    const page = await call(app, 'GET', 'svs-u/popup/paging?size=100', { token: admin });
    expect(page.body.content.map((p: { id: number }) => p.id)).not.toContain(forMembers);
    const row = await app.em().findOneOrFail(Popup, forMembers);
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(row.title).toBe('교사 안내');
  });
});

describe('managing popups is for administrators (menu 00023 and the role)', () => {
  it('lists with the platform paging, filtered by useYn', async () => {
    const page = await call(app, 'GET', 'svs-u/popup/paging?size=3&useYn=N', { token: admin });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ pageSize: 3, current: 1, first: true });
    expect(page.body.content).toHaveLength(3);
    expect(page.body.content.every((p: { useYn: string }) => p.useYn === 'N')).toBe(true);
    const ids = page.body.content.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expectError(await call(app, 'GET', 'svs-u/popup/paging?useYn=X', { token: admin }), 400, 'BAD_USER_INPUT');
  });

  it('school staff, school users and center managers are refused (403), on both doors', async () => {
    const id = (await create({ useYn: 'N' })).body.id;
    for (const token of [member, client, manager]) {
      expectError(await call(app, 'GET', 'svs-u/popup/paging', { token }), 403, 'FORBIDDEN');
      expectError(await call(app, 'GET', `svs-u/popup/${id}`, { token }), 403, 'FORBIDDEN');
      expectError(await create({ useYn: 'N' }, token), 403, 'FORBIDDEN');
      expectError(await call(app, 'PUT', `svs-u/popup/${id}`, { token, body: body({ useYn: 'N' }) }), 403, 'FORBIDDEN');
      expectError(await call(app, 'PATCH', `svs-u/popup/${id}`, { token }), 403, 'FORBIDDEN');
      expectGqlError(await gql(app, '{ popups { totalElements } }', {}, token), 403, 'FORBIDDEN');
      expectGqlError(await gql(app, `mutation { deletePopup(id: ${id}) { id } }`, {}, token), 403, 'FORBIDDEN');
    }
    expect((await call(app, 'GET', `svs-u/popup/${id}`, { token: admin })).body.deleteYn).toBe('N');
  });

  it('a center manager given menu 00023 on the permission screen still cannot manage popups', async () => {
    const current = (await call(app, 'GET', 'svs-u/user-role/CENTER_MANAGER', { token: admin })).body.permissions as string[];
    expect(current).not.toContain('00023');
    await call(app, 'PUT', 'svs-u/user-role-permission/CENTER_MANAGER', { token: admin, body: { permissions: [...current, '00023'] } });
    try {
      const granted = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MANAGER));
      expectError(await call(app, 'GET', 'svs-u/popup/paging', { token: granted }), 403, 'FORBIDDEN');
    } finally {
      await call(app, 'PUT', 'svs-u/user-role-permission/CENTER_MANAGER', { token: admin, body: { permissions: current } });
    }
  });

  it('a missing or malformed id answers 404', async () => {
    expectError(await call(app, 'GET', 'svs-u/popup/999999', { token: admin }), 404, 'NOT_FOUND');
    expectError(await call(app, 'GET', 'svs-u/popup/abc', { token: admin }), 404, 'NOT_FOUND');
  });
});

describe('the popup image (attachments)', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  async function upload(bytes: Buffer, name: string) {
    const form = new FormData();
    form.append('files', new Blob([bytes]), name);
    const res = await fetch(`${app.url}svs-u/attachments`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    return ((await res.json()) as { id: number }[])[0].id;
  }
  const image = (id: number, token: string) => fetch(`${app.url}svs-u/popup/image/${id}`, { headers: { authorization: `Bearer ${token}` } });
  const files = async () => Number((await app.em().getConnection().execute('select count(*) as n from attachment where owner_type = ?', ['popup']))[0].n);

  it('an uploaded PNG becomes the image; its audience gets it with its type and nosniff, others 404', async () => {
    const fileId = await upload(PNG, '배너.png');
    const res = await create({ title: '이미지 팝업', viewTarget: ['MEMBER'], useYn: 'N', fileIds: [fileId] });
    expect(res.status).toBe(201);
    expect(res.body.image).toMatchObject({ id: fileId, contentType: 'image/png' });
    const id = res.body.id;
    // not in use: only administrators see it
    expect((await image(id, admin)).status).toBe(200);
    expect((await image(id, member)).status).toBe(404);
    await call(app, 'PUT', `svs-u/popup/${id}`, { token: admin, body: body({ title: '이미지 팝업', viewTarget: ['MEMBER'], useYn: 'N' }) });
    // shown to members today, it has the image still (a PUT without fileIds keeps it)
    const put = await call(app, 'PUT', `svs-u/popup/${id}`, { token: admin, body: body({ title: '이미지 팝업', viewTarget: ['MEMBER'], startDate: day(3000), endDate: day(3000) }) });
    expect(put.body.image?.id).toBe(fileId);
    const got = await image(id, admin);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await image(id, client)).status).toBe(404);
    expect((await image(999999, admin)).status).toBe(404);
  });

  it('a multipart save carries the image as a file part; a PDF is refused and leaves nothing behind', async () => {
    const before = { popups: await count(), files: await files() };
    const form = new FormData();
    for (const [k, v] of Object.entries({ title: '파일 팝업', content: '내용', startDate: day(3100), endDate: day(3100), useYn: 'N', viewTarget: 'MEMBER' })) form.append(k, v);
    form.append('file', new Blob([PDF]), '안내.pdf');
    const refused = await fetch(`${app.url}svs-u/popup`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { code: string }).code).toBe('POPUP_IMAGE_TYPE');
    expect({ popups: await count(), files: await files() }).toEqual(before);
    expect(Number((await app.em().getConnection().execute('select count(*) as n from attachment where owner_id is null'))[0].n)).toBe(0);

    form.set('file', new Blob([PNG]), '배너.png');
    const ok = await fetch(`${app.url}svs-u/popup`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as { image: { contentType: string } }).image.contentType).toBe('image/png');
  });

  it('holds one image: a second is refused until the first is removed (deleteFileIds)', async () => {
    const first = await upload(PNG, 'a.png');
    const id = (await create({ useYn: 'N', fileIds: [first] })).body.id;
    const second = await upload(PNG, 'b.png');
    expectError(await call(app, 'PUT', `svs-u/popup/${id}`, { token: admin, body: body({ useYn: 'N', fileIds: [second] }) }), 400, 'POPUP_IMAGE_COUNT');
    const swapped = await call(app, 'PUT', `svs-u/popup/${id}`, { token: admin, body: body({ useYn: 'N', fileIds: [second], deleteFileIds: [first] }) });
    expect(swapped.status).toBe(200);
    expect(swapped.body.image.id).toBe(second);
    const gone = await call(app, 'PUT', `svs-u/popup/${id}`, { token: admin, body: body({ useYn: 'N', deleteFileIds: [second] }) });
    expect(gone.body.image).toBeUndefined();
    expect((await image(id, admin)).status).toBe(404);
  });
});
