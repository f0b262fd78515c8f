import ExcelJS from 'exceljs';
import { expectOfficeWorkbook } from './xlsx-style.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { AccessLog } from '../src/platform/access-log.js';
import { call, gql, makeAccount, makeSchool, tokenFor } from './harness.js';
import { expectError, expectGqlError } from './util.js';
import { app, A, a1, type Acc, acc, t, BASE, form, file, row, put, post, alarmsOf, lastAlarmId, ok, useWorld } from './request-world.js';

/**
 * Requests over real HTTP: the reach of every role (another center's and another school's users get 404 on every call,
 * nothing changed; the office reads its 시도; every read in the access log), lists with their filters, the delete
 * history, the Excel export and school users (CLIENT) as requesters. Center A covers 종로구 (schools a1, a2); center B
 * covers 중구 (school b1). Filing and the lifecycle: request.test.ts.
 */

useWorld();

describe('reach: every call, every role', () => {
  let id: number;
  beforeAll(async () => {
    id = await file(t.teacherA1, { requestTarget: { name: '관할학생', gender: 'F', birthYear: 2013, birthMonth: 1, birthDate: 2 } });
  });

  const listIds = async (token: string, query = '') => {
    const res = await call(app, 'GET', `${BASE}/paging?size=100${query}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.content as { id: number }[]).map((r) => r.id);
  };

  it('shows the request to its school, its center, its 시도 and the nation, and to nobody else', async () => {
    for (const who of ['teacherA1', 'colleagueA1', 'managerA', 'memberA', 'office11', 'admin']) expect(await listIds(t[who]), who).toContain(id);
    for (const who of ['teacherA2', 'teacherB1', 'managerB', 'memberB', 'office41']) expect(await listIds(t[who]), who).not.toContain(id);
    const gqlList = await gql(app, '{ requests(size: 100) { content { id } } }', {}, t.managerB);
    expect(gqlList.body.data.requests.content.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('answers 404 to another center or school on every call, and changes nothing', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', `${BASE}/${id}`],
      ['PUT', `${BASE}/${id}`, form()],
      ['DELETE', `${BASE}/${id}`],
      ['PUT', `${BASE}/cancel/${id}`],
      ['PUT', `${BASE}/completed/${id}`],
      ['PUT', `${BASE}/rejected/${id}`, { rejectedMessage: '보완' }],
      ['GET', `${BASE}/manager/${id}`],
      ['PUT', `${BASE}/manager/${id}`, { caseManagerId: acc.memberB.id }],
      ['POST', `${BASE}/${id}/change-progress-step`, { progressStep: 'CASE_MEETING' }],
      ['POST', `${BASE}/${id}/complete-closing`, { closingDate: '2099-01-01' }],
      ['POST', `${BASE}/${id}/send-closing-report`],
      ['GET', `svs-c/request/${id}`],
      ['GET', `svs-c/request/cover/${id}`],
    ];
    const caseCall = (path: string) => /change-progress-step|complete-closing|send-closing-report/.test(path);
    for (const who of ['managerB', 'memberB', 'teacherB1', 'teacherA2']) {
      for (const [method, path, body] of calls) {
        const res = await call(app, method, path, { token: t[who], body });
        // the menu is checked before the record (SPEC order: token, menu, jurisdiction): school staff lack the case
        // menu (00009), so the case calls refuse them with 403 whatever the id; every other call is a 404
        if (who.startsWith('teacher') && caseCall(path)) expectError(res, 403, 'FORBIDDEN');
        else expectError(res, 404, 'NOT_FOUND');
      }
    }
    expectError(await call(app, 'PUT', `${BASE}/completed/${id}`, { token: t.managerB }), 404, 'NOT_FOUND');
    expectError(await call(app, 'PUT', `${BASE}/rejected/${id}`, { token: t.managerB, body: { rejectedMessage: '보완' } }), 404, 'NOT_FOUND');
    expectError(await call(app, 'PUT', `${BASE}/cancel/${id}`, { token: t.teacherB1 }), 404, 'NOT_FOUND');
    expectGqlError(await gql(app, 'query($id: Int!) { request(id: $id) { id } }', { id }, t.managerB), 404, 'NOT_FOUND');
    expectGqlError(await gql(app, 'mutation($id: Int!) { approveRequest(id: $id) { id } }', { id }, t.managerB), 404, 'NOT_FOUND');
    expect(await row(id)).toMatchObject({ status: 'REQUESTED' });
    expect((await row(id)).deletedAt ?? null).toBeNull();
  });

  it('keeps a client-credentials token away from every request', async () => {
    const { clientToken } = await import('./harness.js');
    const ct = await clientToken(app);
    expectError(await call(app, 'GET', `svs-c/request/${id}`, { token: ct }), 403, 'FORBIDDEN');
    expectError(await call(app, 'GET', `svs-c/request/cover/${id}`, { token: ct }), 403, 'FORBIDDEN');
  });

  it('lets the education office read its 시도 but change nothing', async () => {
    expect((await call(app, 'GET', `${BASE}/${id}`, { token: t.office11 })).status).toBe(200);
    expectError(await call(app, 'PUT', `${BASE}/completed/${id}`, { token: t.office11 }), 403, 'FORBIDDEN');
    expectError(await call(app, 'PUT', `${BASE}/cancel/${id}`, { token: t.office11 }), 403, 'FORBIDDEN');
    expectError(await call(app, 'DELETE', `${BASE}/${id}`, { token: t.office11 }), 403, 'FORBIDDEN');
  });

  it('writes every read of a request to the access log', async () => {
    const before = await app.em().count(AccessLog, { action: 'READ', subjectType: 'request', subjectId: String(id) });
    await call(app, 'GET', `${BASE}/${id}`, { token: t.managerA });
    await call(app, 'GET', `svs-c/request/${id}`, { token: t.teacherA1 });
    await gql(app, 'query($id: Int!) { request(id: $id) { id } }', { id }, t.office11);
    expect(await app.em().count(AccessLog, { action: 'READ', subjectType: 'request', subjectId: String(id) })).toBe(before + 3);
  });
});

describe('lists', () => {
  it('filters by status, progress step (ALL is everything), type and search, sorts on several fields and pages', async () => {
    const school = await makeSchool(app, { sggCode: '11110' });
    const teacher = await makeAccount(app, RoleCode.MEMBER, { school });
    const tk = await tokenFor(app, teacher);
    const ids = [];
    for (const name of ['가나다', '라마바', '사아자']) ids.push(await file(tk, { requestTarget: { name, gender: 'M', birthYear: 2014, birthMonth: 3, birthDate: 15 } }));
    ok(await put(`completed/${ids[1]}`, t.managerA), '승인되었습니다.');
    const q = async (query: string) => {
      const res = await call(app, 'GET', `${BASE}/paging?schoolId=${school.id}${query}`, { token: t.managerA });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    expect((await q('&status=ALL')).totalElements).toBe(3);
    expect((await q('&status=REQUESTED')).content.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[0]]);
    expect((await q('&progressStep=IN_DEPTH_EVALUATION')).content.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
    expect((await q('&progressStep=ALL')).totalElements).toBe(3);
    // the case list: approved cases only, the same set as the step counts' ALL
    expect((await q('&caseOnly=Y')).content.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
    expect((await q('&caseOnly=N')).totalElements).toBe(3);
    expect((await q('&requestType=SIMPLE_EVALUATION')).totalElements).toBe(0);
    expect((await q('&search=마바')).content.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
    expect((await q('&sort=status,asc;targetName,desc')).content.map((r: { requestTarget: { name: string } }) => r.requestTarget.name)).toEqual(['라마바', '사아자', '가나다']);
    const page2 = await q('&sort=targetName,asc&size=2&page=2');
    expect(page2).toMatchObject({ totalElements: 3, totalPages: 2, current: 2, last: true });
    expect(page2.content.map((r: { requestTarget: { name: string } }) => r.requestTarget.name)).toEqual(['사아자']);
    // the list masks the student's phone number
    expect((await q('')).content[0].requestTarget.mobile).toBeUndefined();
    expectError(await call(app, 'GET', `${BASE}/paging?status=DONE`, { token: t.managerA }), 400, 'BAD_USER_INPUT', '상태가 올바르지 않습니다.');
    expectError(await call(app, 'GET', `${BASE}/paging?caseOnly=yes`, { token: t.managerA }), 400, 'BAD_USER_INPUT', '사례 여부가 올바르지 않습니다.');
    expectError(await call(app, 'GET', `${BASE}/paging?sort=mainAppeal,asc`, { token: t.managerA }), 400, 'BAD_USER_INPUT');
    expectError(await call(app, 'GET', `${BASE}/paging?fromDate=2026-05-02&toDate=2026-05-01`, { token: t.managerA }), 400, 'BAD_USER_INPUT', '종료일은 시작일보다 이후여야 합니다.');
    const counts = await call(app, 'GET', `${BASE}/progress-counts`, { token: t.managerA });
    expect(counts.body[0].progressStep).toBe('ALL');
    expect(counts.body.find((c: { progressStep: string }) => c.progressStep === 'IN_DEPTH_EVALUATION').count).toBeGreaterThanOrEqual(1);
    const gqlPage = await gql(app, 'query($s: String) { requests(schoolId: $s, sortBy: [{ field: targetName, direction: DESC }]) { totalElements content { requestTarget { name } statusName } } }', { s: school.id }, t.managerA);
    expect(gqlPage.body.data.requests.content.map((r: { requestTarget: { name: string } }) => r.requestTarget.name)).toEqual(['사아자', '라마바', '가나다']);
  });
});

describe('delete and its history', () => {
  it('lets the requester delete before approval, an administrator always, and lists both histories in reach', async () => {
    const early = await file();
    const late = await file();
    ok(await put(`completed/${late}`, t.managerA), '승인되었습니다.');
    expectError(await call(app, 'DELETE', `${BASE}/${early}`, { token: t.managerA }), 403, 'FORBIDDEN');
    expectError(await call(app, 'DELETE', `${BASE}/${late}`, { token: t.teacherA1 }), 409, 'ILLEGAL_TRANSITION', '승인된 의뢰는 삭제할 수 없습니다.');
    ok(await call(app, 'DELETE', `${BASE}/${early}`, { token: t.teacherA1, body: { reason: '중복 등록' } }), '삭제되었습니다.');
    ok(await call(app, 'DELETE', `${BASE}/${late}`, { token: t.admin }), '삭제되었습니다.');
    expectError(await call(app, 'GET', `${BASE}/${early}`, { token: t.teacherA1 }), 404, 'NOT_FOUND');
    expectError(await call(app, 'DELETE', `${BASE}/${early}`, { token: t.teacherA1 }), 404, 'NOT_FOUND');

    const history = await post('history', t.teacherA1, { size: 100 });
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body.content.find((r: { id: number }) => r.id === early)).toMatchObject({ deleteReason: '중복 등록', deletedByName: acc.teacherA1.name, statusName: '접수' });
    expect(history.body.content.map((r: { id: number }) => r.id)).not.toContain(late);
    const cm = await post('history-cm', t.managerA, { size: 100 });
    expect(cm.body.content.map((r: { id: number }) => r.id)).toContain(late);
    expect(cm.body.content.map((r: { id: number }) => r.id)).not.toContain(early);
    expect((await post('history-cm', t.managerB, { size: 100 })).body.content.map((r: { id: number }) => r.id)).not.toContain(late);
    expect((await post('history', t.teacherB1, {})).body.content.map((r: { id: number }) => r.id)).not.toContain(early);
    expect(await app.em().count(AccessLog, { action: 'DELETE', subjectType: 'request', subjectId: String(early) })).toBe(1);
  });
});

describe('Excel download', () => {
  it('exports the filtered list in reach, neutralising formulas, after asking and logging the reason', async () => {
    const id = await file(t.teacherA1, { requestTarget: { name: '=HYPERLINK("x")', gender: 'F', birthYear: 2012, birthMonth: 11, birthDate: 9 } });
    const idB = await file(t.teacherB1, { requestTarget: { name: '=HYPERLINK("x")', gender: 'M', birthYear: 2012, birthMonth: 1, birthDate: 9 } });
    expectError(await post('excel-download', t.managerA, { search: 'HYPERLINK' }), 400, 'BAD_USER_INPUT', '다운로드 사유를 입력해주세요.');
    const res = await fetch(`${app.url}${BASE}/excel-download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.managerA}`, 'content-type': 'application/json' },
      body: JSON.stringify({ search: 'HYPERLINK', fileName: '의뢰목록', reason: '분기 보고' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('의뢰목록_'));
    // the one look (test/xlsx-style.ts): 의뢰, days as dates, the name as typed text
    const wb = await expectOfficeWorkbook(Buffer.from(await res.arrayBuffer()), [{ name: '의뢰', dates: { 의뢰일: 'day', 생년월일: 'day' }, formula: '=HYPERLINK("x")' }]);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toEqual([undefined, '의뢰 번호', '의뢰일', '의뢰 유형', '상태', '진행 단계', '학교', '담당 센터', '학생 이름', '성별', '생년월일', '학년/반/번호', '의뢰자', '사례 담당자', '종결일']);
    expect(ws.actualRowCount).toBe(2);
    const r = ws.getRow(2);
    expect(r.getCell(1).value).toBe(id);
    expect(r.getCell(4).value).toBe('접수');
    expect(r.getCell(6).value).toBe(a1.name);
    expect(r.getCell(8).value).toBe('=HYPERLINK("x")');
    expect(r.getCell(8).formula).toBeUndefined();
    expect(r.getCell(10).value).toEqual(new Date('2012-11-09T00:00:00Z'));
    expect(r.getCell(11).value).toBe('5/2/7');
    // another center's export holds its own request only
    const resB = await fetch(`${app.url}${BASE}/excel-download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.managerB}`, 'content-type': 'application/json' },
      body: JSON.stringify({ search: 'HYPERLINK', reason: '점검' }),
    });
    const wbB = new ExcelJS.Workbook();
    await wbB.xlsx.load(await resB.arrayBuffer());
    expect(wbB.worksheets[0].actualRowCount).toBe(2);
    expect(wbB.worksheets[0].getRow(2).getCell(1).value).toBe(idB);
    const log = await app.em().findOne(AccessLog, { action: 'EXPORT', subjectType: 'request', accountId: acc.managerA.id }, { orderBy: { id: 'desc' } });
    expect(log).toMatchObject({ reason: '분기 보고', count: 1, accountId: acc.managerA.id });
    expect(log?.detail).not.toContain('HYPERLINK');
  });
});

describe('school users (CLIENT) as requesters', () => {
  let clientA: Acc, otherClientA: Acc, unverified: Acc;
  const ct: Record<string, string> = {};
  beforeAll(async () => {
    // CLIENT holds no menu by default (SPEC §6); an administrator grants the request menus on the permission screen
    await app.em().getConnection().execute(`insert into role_permission (role_id, menu_id) values ('CLIENT', '00007'), ('CLIENT', '00008') on conflict do nothing`);
    clientA = await makeAccount(app, RoleCode.CLIENT, { school: a1, authenticationCodeStatus: 'Y' });
    otherClientA = await makeAccount(app, RoleCode.CLIENT, { school: a1, authenticationCodeStatus: 'Y' });
    unverified = await makeAccount(app, RoleCode.CLIENT, { school: a1, authenticationCodeStatus: 'N' });
    ct.own = await tokenFor(app, clientA);
    ct.other = await tokenFor(app, otherClientA);
    ct.unverified = await tokenFor(app, unverified);
  });

  it('sees and changes only its own requests; the school staff see them too', async () => {
    const id = await file(ct.own);
    expectError(await call(app, 'POST', BASE, { token: ct.unverified, body: form() }), 403, 'FORBIDDEN');

    const own = await call(app, 'GET', `svs-c/request/${id}`, { token: ct.own });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id, requesterId: clientA.id, userId: clientA.id, guardianContact: '01099998888' });
    const cover = await call(app, 'GET', `svs-c/request/cover/${id}`, { token: ct.own });
    expect(cover.body).toEqual({ id, status: 'REQUESTED', statusName: '접수', requestDate: expect.any(String), schoolName: a1.name, centerName: A.name, targetName: '김학생', requesterName: '이교사' });

    for (const path of [`svs-c/request/${id}`, `svs-c/request/cover/${id}`, `${BASE}/${id}`]) expectError(await call(app, 'GET', path, { token: ct.other }), 404, 'NOT_FOUND');
    expectError(await put(`cancel/${id}`, ct.other), 404, 'NOT_FOUND');
    const list = await call(app, 'GET', `${BASE}/paging?size=100`, { token: ct.other });
    expect(list.body.content.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await call(app, 'GET', `${BASE}/paging?size=100`, { token: ct.own })).body.content.map((r: { id: number }) => r.id)).toEqual([id]);

    expect((await call(app, 'GET', `${BASE}/${id}`, { token: t.colleagueA1 })).status).toBe(200);
    ok(await put(`cancel/${id}`, ct.own), '접수 취소되었습니다.');
  });

  it('alarms the CLIENT who filed (and the school staff), not another CLIENT of the school', async () => {
    const id = await file(ct.own);
    const mark = await lastAlarmId();
    ok(await put(`rejected/${id}`, t.managerA, { rejectedMessage: '생년월일을 확인해주세요.' }), '보완요청되었습니다.');
    expect(await alarmsOf(clientA, mark)).toEqual(['의뢰에 보완요청이 있습니다.']);
    expect(await alarmsOf(acc.teacherA1, mark)).toEqual(['의뢰에 보완요청이 있습니다.']);
    expect(await alarmsOf(otherClientA, mark)).toEqual([]);
  });
});
