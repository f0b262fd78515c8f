import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { sanitizeBoardHtml } from '../src/modules/bbs/bbs.sanitize.js';
import { sql } from '../src/platform/db/sql.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import { call, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { expectError, expectGqlError } from './util.js';

let app: TestApp;
let centerA: Center;
let centerB: Center;
const t: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await startTestApp();
  centerA = await makeCenter(app);
  centerB = await makeCenter(app);
  const school = await makeSchool(app);
  const people = {
    admin: await makeAccount(app, RoleCode.SYSTEM_ADMIN),
    managerA: await makeAccount(app, RoleCode.CENTER_MANAGER, { center: centerA }),
    memberA: await makeAccount(app, RoleCode.CENTER_MEMBER, { center: centerA }),
    colleagueA: await makeAccount(app, RoleCode.CENTER_MEMBER, { center: centerA }),
    managerB: await makeAccount(app, RoleCode.CENTER_MANAGER, { center: centerB }),
    memberB: await makeAccount(app, RoleCode.CENTER_MEMBER, { center: centerB }),
    teacher: await makeAccount(app, RoleCode.MEMBER, { school }),
    office: await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '11' }),
    ministry: await makeAccount(app, RoleCode.EDUCATION_MINISTRY),
  };
  for (const [k, a] of Object.entries(people)) {
    t[k] = await tokenFor(app, a);
    ids[k] = a.id;
  }
});
afterAll(() => app?.stop());

const post = (token: string, body: Record<string, unknown>) => call(app, 'POST', 'svs-u/bbs', { token, body: { title: '제목', content: '<p>내용</p>', ...body } });
async function created(token: string, body: Record<string, unknown>): Promise<number> {
  const res = await post(token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.message).toBe('등록되었습니다.');
  return res.body.id;
}
const list = (token: string, query: string) => call(app, 'GET', `svs-u/bbs?${query}`, { token });
const listIds = async (token: string, query: string): Promise<number[]> => {
  const res = await list(token, query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.content.map((r: { id: number }) => r.id);
};
const detail = (token: string, id: number) => call(app, 'GET', `svs-u/bbs/${id}`, { token });
const alarmsOf = (accountId: number, type: string) =>
  sql<{ title: string; link: string }[]>(app.em(), 'select title, link from alarm_history where account_id = ? and type = ? order by id', [accountId, type]);

describe('who writes which board', () => {
  it('notices are the administrators’: a teacher and a center manager get 403, nothing saved', async () => {
    expectError(await post(t.teacher, { type: 'NOTICE' }), 403, 'FORBIDDEN');
    expectError(await post(t.managerA, { type: 'NOTICE' }), 403, 'FORBIDDEN');
    const id = await created(t.admin, { type: 'NOTICE', isPrivate: 'N' });
    expect((await detail(t.teacher, id)).status).toBe(200);
  });

  it('the data room: administrators and center managers; a center member and a teacher may not', async () => {
    await created(t.managerA, { type: 'DATA' });
    expectError(await post(t.memberA, { type: 'DATA' }), 403, 'FORBIDDEN');
    expectError(await post(t.teacher, { type: 'DATA' }), 403, 'FORBIDDEN');
  });

  it('the center FAQ is the center staff’s (menu 00005): a teacher has no menu, 403 on write and list', async () => {
    await created(t.memberA, { type: 'CENTER_FAQ' });
    expectError(await post(t.teacher, { type: 'CENTER_FAQ' }), 403, 'FORBIDDEN');
    expectError(await list(t.teacher, 'type=CENTER_FAQ'), 403, 'FORBIDDEN');
  });

  it('the board and the FAQs: everyone with the menu; the ministry has no 00004', async () => {
    await created(t.teacher, { type: 'BOARD' });
    await created(t.teacher, { type: 'FAQ' });
    await created(t.office, { type: 'SIMPLE_EVALUATION_FAQ' });
    expectError(await post(t.ministry, { type: 'BOARD' }), 403, 'FORBIDDEN');
    await created(t.ministry, { type: 'FAQ' });
  });

  it('the same rules through GraphQL, with Abilities.bbs answering what the screen may offer', async () => {
    const q = `{ abilities { notice: bbs(type: NOTICE) { write seeDeleted setCentralFixation setCenterFixation } board: bbs(type: BOARD) { write setCenterFixation } } }`;
    expect((await gql(app, q, {}, t.teacher)).body.data.abilities).toEqual({
      notice: { write: false, seeDeleted: false, setCentralFixation: false, setCenterFixation: false },
      board: { write: true, setCenterFixation: false },
    });
    expect((await gql(app, q, {}, t.managerA)).body.data.abilities.board).toEqual({ write: true, setCenterFixation: true });
    expect((await gql(app, q, {}, t.admin)).body.data.abilities.notice).toEqual({ write: true, seeDeleted: true, setCentralFixation: true, setCenterFixation: true });
    const m = `mutation ($input: BbsInput!) { createBbs(input: $input) { id message } }`;
    expectGqlError(await gql(app, m, { input: { type: 'NOTICE', title: '공지', content: '<p>x</p>' } }, t.teacher), 403, 'FORBIDDEN');
    const ok = await gql(app, m, { input: { type: 'BOARD', title: '글', content: '<p>x</p>' } }, t.teacher);
    expect(ok.body.data.createBbs.message).toBe('등록되었습니다.');
  });

  it('refuses bad input with a Korean message and saves nothing', async () => {
    const before = await sql<{ n: number }[]>(app.em(), 'select count(*)::int as n from bbs');
    expectError(await post(t.teacher, { type: 'BOARD', title: '  ' }), 400, 'BAD_USER_INPUT', '제목을 입력해주세요.');
    expectError(await post(t.teacher, { type: 'BOARD', content: '<p> </p>' }), 400, 'BAD_USER_INPUT', '내용을 입력해주세요.');
    expectError(await post(t.teacher, { type: 'BOARD', content: '<script>alert(1)</script>' }), 400, 'BAD_USER_INPUT', '내용을 입력해주세요.');
    expectError(await post(t.teacher, { type: 'NOPE' }), 400, 'BAD_USER_INPUT', '게시판을 선택해주세요.');
    expectError(await post(t.teacher, { type: 'BOARD', viewTarget: ['KING'] }), 400, 'BAD_USER_INPUT');
    expectError(await post(t.teacher, { type: 'BOARD', extra: 1 }), 400, 'BAD_USER_INPUT');
    expect((await sql<{ n: number }[]>(app.em(), 'select count(*)::int as n from bbs'))[0].n).toBe(before[0].n);
  });
});

describe('private posts and audiences', () => {
  it('a private post (the default) is read by its author, its center’s staff and administrators; another center gets 404 and no row', async () => {
    const id = await created(t.memberA, { type: 'CENTER_FAQ', title: '비공개 문의' });
    expect((await detail(t.memberA, id)).body.isPrivate).toBe('Y');
    for (const who of ['memberA', 'colleagueA', 'managerA', 'admin']) {
      expect((await detail(t[who], id)).status, who).toBe(200);
      expect(await listIds(t[who], 'type=CENTER_FAQ&size=100'), who).toContain(id);
    }
    for (const who of ['memberB', 'managerB']) {
      expectError(await detail(t[who], id), 404, 'NOT_FOUND');
      expect(await listIds(t[who], 'type=CENTER_FAQ&size=100'), who).not.toContain(id);
      expectError(await call(app, 'GET', `svs-u/bbs-reply?bbsId=${id}`, { token: t[who] }), 404, 'NOT_FOUND');
      expectError(await call(app, 'POST', 'svs-u/bbs-reply', { token: t[who], body: { bbsId: id, content: '댓글' } }), 404, 'NOT_FOUND');
    }
    expectGqlError(await gql(app, `query ($id: Int!) { bbs(id: $id) { id } }`, { id }, t.memberB), 404, 'NOT_FOUND');
    // made public by its author: the other center reads it
    expect((await call(app, 'PUT', `svs-u/bbs/${id}`, { token: t.memberA, body: { isPrivate: 'N' } })).body.message).toBe('수정 되었습니다.');
    expect((await detail(t.memberB, id)).status).toBe(200);
  });

  it('a teacher’s private question is hidden from other teachers’ schools and from centers', async () => {
    const id = await created(t.teacher, { type: 'FAQ' });
    const other = await tokenFor(app, await makeAccount(app, RoleCode.MEMBER, { school: await makeSchool(app) }));
    expectError(await detail(other, id), 404, 'NOT_FOUND');
    expectError(await detail(t.memberA, id), 404, 'NOT_FOUND');
    expect((await detail(t.admin, id)).status).toBe(200);
  });

  it('viewTarget narrows a public post to some roles (the author and administrators always read it)', async () => {
    const id = await created(t.admin, { type: 'NOTICE', isPrivate: 'N', viewTarget: ['CENTER_MANAGER', 'CENTER_MEMBER'] });
    expect((await detail(t.managerB, id)).status).toBe(200);
    expectError(await detail(t.teacher, id), 404, 'NOT_FOUND');
    expect(await listIds(t.teacher, 'type=NOTICE&size=100')).not.toContain(id);
    expect((await detail(t.admin, id)).body.viewTarget).toEqual(['CENTER_MANAGER', 'CENTER_MEMBER']);
  });

  it('a board the caller has no menu for answers 404 by id (the ministry and a board post)', async () => {
    const id = await created(t.teacher, { type: 'BOARD', isPrivate: 'N' });
    expectError(await detail(t.ministry, id), 404, 'NOT_FOUND');
  });

  it('counts a view on each read by someone other than the author', async () => {
    const id = await created(t.teacher, { type: 'BOARD', isPrivate: 'N' });
    await detail(t.teacher, id);
    expect((await detail(t.teacher, id)).body.viewCount).toBe(0);
    expect((await detail(t.managerA, id)).body.viewCount).toBe(1);
    expect((await detail(t.office, id)).body.viewCount).toBe(2);
  });
});

describe('pinned posts', () => {
  it('only who may set a flag sets it: 403 and nothing saved otherwise', async () => {
    expectError(await post(t.teacher, { type: 'BOARD', centralFixation: 'Y' }), 403, 'FORBIDDEN', '상단 고정을 설정할 권한이 없습니다.');
    expectError(await post(t.teacher, { type: 'BOARD', centerFixation: 'Y' }), 403, 'FORBIDDEN');
    expectError(await post(t.managerA, { type: 'BOARD', simpleEvaluationFixation: 'Y' }), 403, 'FORBIDDEN');
    const mine = await created(t.teacher, { type: 'BOARD', centralFixation: 'N' });
    expectError(await call(app, 'PUT', `svs-u/bbs/${mine}`, { token: t.teacher, body: { centralFixation: 'Y' } }), 403, 'FORBIDDEN');
    expect((await detail(t.teacher, mine)).body.centralFixation).toBe('N');
  });

  it('central pins for everyone, center pins for that center’s staff, then newest first', async () => {
    const central = await created(t.admin, { type: 'DATA', isPrivate: 'N', centralFixation: 'Y', title: '중앙 고정' });
    const centerPinned = await created(t.managerA, { type: 'DATA', isPrivate: 'N', centerFixation: 'Y', title: '센터 고정' });
    const newest = await created(t.admin, { type: 'DATA', isPrivate: 'N', title: '최신' });
    const forA = await list(t.memberA, 'type=DATA&size=100');
    expect(forA.body.content.slice(0, 3).map((r: { id: number }) => r.id)).toEqual([centerPinned, central, newest]);
    expect(forA.body.content[0].pinned).toBe(true);
    const forB = await listIds(t.memberB, 'type=DATA&size=100');
    expect(forB.slice(0, 3)).toEqual([central, newest, centerPinned]);
    // page by page the same order: the pinned posts, then the rest newest first, none twice, none left out
    const whole = await listIds(t.memberA, 'type=DATA&size=100');
    for (const size of [1, 3]) {
      const paged: number[] = [];
      for (let page = 1; paged.length < whole.length && page <= whole.length; page++) paged.push(...(await listIds(t.memberA, `type=DATA&size=${size}&page=${page}`)));
      expect(paged, `size ${size}`).toEqual(whole);
    }
    expect((await list(t.memberA, 'type=DATA&size=3')).body.totalElements).toBe(whole.length);
    // another center's manager may not pin A's post (and cannot edit it at all)
    expectError(await call(app, 'PUT', `svs-u/bbs/${centerPinned}`, { token: t.managerB, body: { centerFixation: 'N' } }), 403, 'FORBIDDEN');
  });
});

describe('delete, restore, delete for good', () => {
  it('the author deletes; the post leaves the lists; an administrator sees and restores it; a teacher may not list deleted posts', async () => {
    const id = await created(t.teacher, { type: 'BOARD', isPrivate: 'N' });
    expectError(await call(app, 'PUT', `svs-u/bbs/delete/${id}`, { token: t.memberA }), 403, 'FORBIDDEN');
    expect((await call(app, 'PUT', `svs-u/bbs/delete/${id}`, { token: t.teacher })).body.message).toBe('삭제되었습니다.');
    expectError(await detail(t.teacher, id), 404, 'NOT_FOUND');
    expect(await listIds(t.teacher, 'type=BOARD&size=100')).not.toContain(id);
    expectError(await list(t.teacher, 'type=BOARD&deleted=Y'), 403, 'FORBIDDEN');
    expectError(await call(app, 'PUT', `svs-u/bbs/restoration/${id}`, { token: t.teacher }), 404, 'NOT_FOUND');
    expect(await listIds(t.admin, 'type=BOARD&deleted=Y&size=100')).toContain(id);
    expect((await detail(t.admin, id)).body.can).toMatchObject({ restore: true, delete: false, update: false, purge: true });
    expect((await call(app, 'PUT', `svs-u/bbs/restoration/${id}`, { token: t.admin })).body.message).toBe('복원되었습니다.');
    expect((await detail(t.teacher, id)).status).toBe(200);
  });

  it('a center manager deletes and restores its center’s posts only', async () => {
    const id = await created(t.memberA, { type: 'CENTER_FAQ' });
    expectError(await call(app, 'PUT', `svs-u/bbs/delete/${id}`, { token: t.managerB }), 404, 'NOT_FOUND');
    await call(app, 'PUT', `svs-u/bbs/delete/${id}`, { token: t.managerA });
    expect(await listIds(t.managerA, 'type=CENTER_FAQ&deleted=Y&size=100')).toContain(id);
    expect(await listIds(t.managerB, 'type=CENTER_FAQ&deleted=Y&size=100')).not.toContain(id);
    expectError(await call(app, 'PUT', `svs-u/bbs/restoration/${id}`, { token: t.managerB }), 404, 'NOT_FOUND');
    expectError(await call(app, 'PUT', `svs-u/bbs/restoration/${id}`, { token: t.memberA }), 404, 'NOT_FOUND');
    expect((await call(app, 'PUT', `svs-u/bbs/restoration/${id}`, { token: t.managerA })).status).toBe(200);
  });

  it('only an administrator deletes for good, with the replies', async () => {
    const id = await created(t.teacher, { type: 'BOARD', isPrivate: 'N' });
    await call(app, 'POST', 'svs-u/bbs-reply', { token: t.managerA, body: { bbsId: id, content: '댓글' } });
    expectError(await call(app, 'DELETE', `svs-u/bbs/${id}`, { token: t.teacher }), 403, 'FORBIDDEN');
    expect((await call(app, 'DELETE', `svs-u/bbs/${id}`, { token: t.admin })).body.message).toBe('삭제되었습니다.');
    expectError(await detail(t.admin, id), 404, 'NOT_FOUND');
    expect((await sql<{ n: number }[]>(app.em(), 'select count(*)::int as n from bbs_reply where bbs_id = ?', [id]))[0].n).toBe(0);
    expectGqlError(await gql(app, `mutation ($id: Int!) { purgeBbs(id: $id) { id } }`, { id }, t.admin), 404, 'NOT_FOUND');
  });
});

describe('answers and replies', () => {
  it('PUT with type answer saves the administrator’s answer (cleaned), and tells the author per the reply setting', async () => {
    const id = await created(t.memberA, { type: 'CENTER_FAQ', title: '질문' });
    expectError(await call(app, 'PUT', `svs-u/bbs/${id}`, { token: t.memberA, body: { type: 'answer', answer: '<p>제가 답</p>' } }), 403, 'FORBIDDEN');
    expectError(await call(app, 'PUT', `svs-u/bbs/${id}`, { token: t.admin, body: { type: 'answer', answer: '<p></p>' } }), 400, 'BAD_USER_INPUT', '답변을 입력해주세요.');
    const res = await call(app, 'PUT', `svs-u/bbs/${id}`, { token: t.admin, body: { type: 'answer', answer: '<p onclick="x()">답변입니다<script>alert(1)</script></p>' } });
    expect(res.body.message).toBe('저장 되었습니다.');
    const d = await detail(t.memberA, id);
    expect(d.body.answer).toBe('<p>답변입니다</p>');
    expect(d.body.answered).toBe(true);
    expect(d.body.title).toBe('질문');
    expect(await alarmsOf(ids.memberA, 'reply')).toContainEqual({ title: '문의에 답변이 등록되었습니다.', link: `/auth/bbs/center-faq/detail/${id}` });
  });

  it('a question on a FAQ board tells the administrators (faq setting); a public notice tells its readers (notice setting)', async () => {
    const q = await created(t.teacher, { type: 'FAQ', title: '질문' });
    expect(await alarmsOf(ids.admin, 'faq')).toContainEqual({ title: '새 문의가 등록되었습니다.', link: `/auth/bbs/faq/detail/${q}` });
    const before = (await alarmsOf(ids.teacher, 'notice')).length;
    await created(t.admin, { type: 'NOTICE', isPrivate: 'Y' });
    expect(await alarmsOf(ids.teacher, 'notice')).toHaveLength(before);
    const n = await created(t.admin, { type: 'NOTICE', isPrivate: 'N' });
    expect(await alarmsOf(ids.teacher, 'notice')).toContainEqual({ title: '새 공지사항이 등록되었습니다.', link: `/auth/bbs/notice/detail/${n}` });
  });

  it('replies: readers write; the author hears of it unless the setting is off; only its author or an administrator changes one', async () => {
    const id = await created(t.teacher, { type: 'BOARD', isPrivate: 'N' });
    const r = await call(app, 'POST', 'svs-u/bbs-reply', { token: t.managerA, body: { bbsId: id, content: '  좋은 글입니다  ' } });
    expect(r.body.message).toBe('등록되었습니다.');
    expect(await alarmsOf(ids.teacher, 'reply')).toContainEqual({ title: '내 글에 댓글이 달렸습니다.', link: `/auth/bbs/board/detail/${id}` });
    await sql(app.em(), `update account set alarm_settings = jsonb_set(coalesce(alarm_settings, '{}'::jsonb), '{reply}', 'false') where id = ?`, [ids.teacher]);
    const before = (await alarmsOf(ids.teacher, 'reply')).length;
    await call(app, 'POST', 'svs-u/bbs-reply', { token: t.office, body: { bbsId: id, content: '두 번째' } });
    expect(await alarmsOf(ids.teacher, 'reply')).toHaveLength(before);

    const page = await call(app, 'GET', `svs-u/bbs-reply?bbsId=${id}`, { token: t.teacher });
    expect(page.body.content.map((x: { content: string }) => x.content)).toEqual(['좋은 글입니다', '두 번째']);
    expect(page.body.content[0]).toMatchObject({ bbsId: id, userId: ids.managerA, canChange: false, user: { id: ids.managerA } });
    const replyId = r.body.id;
    expectError(await call(app, 'PUT', `svs-u/bbs-reply/${replyId}`, { token: t.teacher, body: { content: '남의 댓글' } }), 403, 'FORBIDDEN');
    expectError(await call(app, 'DELETE', `svs-u/bbs-reply/${replyId}`, { token: t.office }), 403, 'FORBIDDEN');
    expect((await call(app, 'PUT', `svs-u/bbs-reply/${replyId}`, { token: t.managerA, body: { content: '고친 댓글' } })).body.message).toBe('수정 되었습니다.');
    expectError(await call(app, 'PUT', `svs-u/bbs-reply/${replyId}`, { token: t.managerA, body: { content: ' ' } }), 400, 'BAD_USER_INPUT', '댓글을 입력해주세요.');
    expect((await call(app, 'DELETE', `svs-u/bbs-reply/${replyId}`, { token: t.admin })).body.message).toBe('삭제되었습니다.');
    expect((await detail(t.teacher, id)).body.replyCount).toBe(1);
    const g = await gql(app, `query ($bbsId: Int!) { bbsReplies(bbsId: $bbsId) { totalElements content { content canChange } } }`, { bbsId: id }, t.office);
    expect(g.body.data.bbsReplies).toEqual({ totalElements: 1, content: [{ content: '두 번째', canChange: true }] });
    expectError(await call(app, 'PUT', 'svs-u/bbs-reply/999999', { token: t.admin, body: { content: 'x' } }), 404, 'NOT_FOUND');
  });
});

describe('search and paging', () => {
  it('finds by title, content (not its tags) and author, with page totals', async () => {
    const who = await makeAccount(app, RoleCode.CENTER_MANAGER, { center: centerA });
    const token = await tokenFor(app, who);
    const a = await created(token, { type: 'DATA', isPrivate: 'N', title: '우울 척도 자료', content: '<p>첫째</p>' });
    const b = await created(token, { type: 'DATA', isPrivate: 'N', title: '둘째', content: '<p><strong>척도</strong> 안내</p>' });
    expect(await listIds(t.teacher, `type=DATA&searchType=TITLE&keyword=${encodeURIComponent('척도')}`)).toEqual([a]);
    expect(await listIds(t.teacher, `type=DATA&searchType=CONTENT&keyword=${encodeURIComponent('척도')}`)).toEqual([b]);
    expect(await listIds(t.teacher, `type=DATA&searchType=CONTENT&keyword=strong`)).toEqual([]);
    expect(await listIds(t.teacher, `type=DATA&keyword=${encodeURIComponent('척도')}`)).toEqual([b, a]);
    expect(await listIds(t.teacher, `type=DATA&searchType=AUTHOR&keyword=${encodeURIComponent(who.name)}`)).toEqual([b, a]);
    const page = await list(t.teacher, 'type=DATA&size=1&page=2');
    expect(page.body).toMatchObject({ pageSize: 1, current: 2, totalCapped: false });
    expect(page.body.totalElements).toBeGreaterThanOrEqual(4);
    expect(page.body.content).toHaveLength(1);
  });
});

describe('stored HTML never carries script to another reader', () => {
  const evil: [string, string][] = [
    ['<p>hi<script>alert(1)</script></p>', '<p>hi</p>'],
    ['<p onclick="alert(1)" onmouseover="x()">hi</p>', '<p>hi</p>'],
    ['<img src=x onerror="alert(1)">글', '글'],
    ['<a href="javascript:alert(1)">링크</a>', '<a target="_blank" rel="noopener noreferrer nofollow">링크</a>'],
    ['<a href="JaVaScRiPt:alert(1)">링크</a>', '<a target="_blank" rel="noopener noreferrer nofollow">링크</a>'],
    ['<a href="&#106;avascript:alert(1)">링크</a>', '<a target="_blank" rel="noopener noreferrer nofollow">링크</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">링크</a>', '<a target="_blank" rel="noopener noreferrer nofollow">링크</a>'],
    ['<a href="//evil.example/x">링크</a>', '<a target="_blank" rel="noopener noreferrer nofollow">링크</a>'],
    ['<a href="https://example.org/a?b=1" onclick="x()" style="color:red">링크</a>', '<a href="https://example.org/a?b=1" target="_blank" rel="noopener noreferrer nofollow">링크</a>'],
    ['<div style="position:fixed;top:0;left:0;width:100%;height:100%">덮개</div>', '덮개'],
    ['<p style="width: expression(alert(1))">css</p>', '<p>css</p>'],
    ['<style>body{display:none}</style><p>본문</p>', '<p>본문</p>'],
    ['<iframe src="https://evil.example"></iframe><p>본문</p>', '<p>본문</p>'],
    ['<svg onload="alert(1)"><circle/></svg><p>본문</p>', '<p>본문</p>'],
    ['<p class="ant-modal-mask" id="root">본문</p>', '<p>본문</p>'],
    ['<form action="https://evil.example"><input name="password"></form><p>본문</p>', '<p>본문</p>'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math><p>본문</p>', '<p>본문</p>'],
  ];

  it.each(evil)('sanitizeBoardHtml(%s)', (dirty, clean) => {
    expect(sanitizeBoardHtml(dirty)).toBe(clean);
  });

  it('keeps what the editor makes', () => {
    const good = '<h2>제목</h2><p><strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소</s></p><ul><li>하나</li></ul><ol><li>둘</li></ol><blockquote><p>인용</p></blockquote><pre><code>코드</code></pre><hr />';
    expect(sanitizeBoardHtml(good)).toBe(good);
  });

  it('what a post stores, and what another reader gets, is the cleaned HTML (create and update, REST and GraphQL)', async () => {
    const dirty = '<p onmouseover="steal()">안녕<script>fetch("//evil")</script><a href="javascript:alert(1)">x</a><span style="position:fixed">y</span></p>';
    const id = await created(t.teacher, { type: 'BOARD', isPrivate: 'N', content: dirty });
    const stored = await sql<{ content: string }[]>(app.em(), 'select content from bbs where id = ?', [id]);
    expect(stored[0].content).toBe('<p>안녕<a target="_blank" rel="noopener noreferrer nofollow">x</a>y</p>');
    expect((await detail(t.managerA, id)).body.content).toBe(stored[0].content);
    const m = `mutation ($id: Int!, $input: BbsUpdateInput!) { updateBbs(id: $id, input: $input) { message } }`;
    await gql(app, m, { id, input: { content: '<p>새<img src=x onerror=alert(1)>글</p>' } }, t.teacher);
    const g = await gql(app, `query ($id: Int!) { bbs(id: $id) { content } }`, { id }, t.managerA);
    expect(g.body.data.bbs.content).toBe('<p>새글</p>');
  });
});

describe('files', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
  const multipart = async (method: string, path: string, token: string, fields: Record<string, string>, files: [Buffer, string][]) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const [bytes, name] of files) form.append('files', new Blob([bytes]), name);
    const res = await fetch(`${app.url}${path}`, { method, headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: res.status, body: (await res.json()) as any, headers: res.headers };
  };
  const download = (token: string, url: string) => fetch(`${app.url}${url}`, { headers: { authorization: `Bearer ${token}` } });

  it('POST svs-u/bbs multipart: the post and its files in one call; only who reads the post downloads them', async () => {
    const res = await multipart('POST', 'svs-u/bbs', t.memberA, { data: JSON.stringify({ type: 'CENTER_FAQ', title: '파일 질문', content: '<p>첨부합니다</p>' }) }, [[PDF, '양식.pdf']]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = await detail(t.colleagueA, res.body.id);
    expect(d.body.uploadedFiles).toMatchObject([{ name: '양식.pdf', contentType: 'application/pdf', size: PDF.length }]);
    const file = d.body.uploadedFiles[0];
    expect((await download(t.colleagueA, file.url)).status).toBe(200);
    expect((await download(t.admin, file.url)).status).toBe(200);
    // the private post's file is as hidden as the post
    expect((await download(t.memberB, file.url)).status).toBe(404);
  });

  it('plain multipart fields (lists comma-joined), and a refused file or a refused post leaves nothing behind', async () => {
    const ok = await multipart('POST', 'svs-u/bbs', t.teacher, { type: 'BOARD', title: '필드로', content: '<p>x</p>', isPrivate: 'N', viewTarget: 'MEMBER,CENTER_MEMBER' }, [[PDF, 'a.pdf']]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await detail(t.teacher, ok.body.id)).body.viewTarget).toEqual(['MEMBER', 'CENTER_MEMBER']);
    const count = async () => (await sql<{ n: number }[]>(app.em(), 'select (select count(*) from attachment)::int + (select count(*) from bbs)::int as n'))[0].n;
    const before = await count();
    expectError(await multipart('POST', 'svs-u/bbs', t.teacher, { type: 'BOARD', title: 'exe', content: '<p>x</p>' }, [[EXE, 'a.pdf']]), 400, 'UNSUPPORTED_FILE_TYPE');
    expectError(await multipart('POST', 'svs-u/bbs', t.teacher, { type: 'NOTICE', title: '권한 없음', content: '<p>x</p>' }, [[PDF, 'a.pdf']]), 403, 'FORBIDDEN');
    expect(await count()).toBe(before);
  });

  it('PUT: uploaded files are claimed by id, removed ones by deleteFileIds; a stranger’s upload id is refused', async () => {
    const id = await created(t.teacher, { type: 'BOARD', isPrivate: 'N' });
    const up = await fetch(`${app.url}svs-u/attachments`, { method: 'POST', headers: { authorization: `Bearer ${t.teacher}` }, body: (() => { const f = new FormData(); f.append('files', new Blob([PDF]), 'first.pdf'); return f; })() });
    const [first] = (await up.json()) as { id: number }[];
    expect((await call(app, 'PUT', `svs-u/bbs/${id}`, { token: t.teacher, body: { fileIds: [first.id] } })).status).toBe(200);
    expect((await detail(t.teacher, id)).body.uploadedFiles.map((f: { id: number }) => f.id)).toEqual([first.id]);
    const res = await multipart('PUT', `svs-u/bbs/${id}`, t.teacher, { deleteFileIds: String(first.id) }, [[PDF, 'second.pdf']]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await detail(t.teacher, id)).body.uploadedFiles.map((f: { name: string }) => f.name)).toEqual(['second.pdf']);
    const theirs = await fetch(`${app.url}svs-u/attachments`, { method: 'POST', headers: { authorization: `Bearer ${t.office}` }, body: (() => { const f = new FormData(); f.append('files', new Blob([PDF]), 'x.pdf'); return f; })() });
    const [stranger] = (await theirs.json()) as { id: number }[];
    expectError(await call(app, 'PUT', `svs-u/bbs/${id}`, { token: t.teacher, body: { fileIds: [stranger.id] } }), 400, 'ATTACHMENT_NOT_FOUND');
  });
});
