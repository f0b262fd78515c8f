// Boards: a center member asks a private question on the center FAQ with the rich-text editor; the other center does
// not find it; an administrator answers it (the page reloads, SPEC §4); the author reads the answer and replies.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { at, launch, newContext, signIn, toast, url } from './browser.mjs';

let browser;
before(async () => ({ browser } = await launch()));
after(async () => browser?.close());

async function as(loginId) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, loginId);
  await page.waitForURL((u) => !u.pathname.endsWith('/sign/in'));
  return { context, page };
}

test('a private center question: written with the editor, hidden from another center, answered by an administrator', async () => {
  const title = `종결 보고서 질문 ${Date.now().toString(36)}`;
  const author = await as('center');
  const { page } = author;
  await page.goto(url('auth/bbs/center-faq/list'));
  await page.getByRole('button', { name: '글쓰기' }).click();
  await at(page, 'auth/bbs/center-faq/register');
  await page.getByLabel('제목', { exact: true }).fill(title);
  const editor = page.getByRole('textbox', { name: '내용' });
  await editor.click();
  await page.keyboard.type('보고서에 ');
  await page.getByRole('button', { name: '굵게' }).click();
  await page.keyboard.type('오타');
  await page.getByRole('button', { name: '굵게' }).click();
  await page.keyboard.type('가 있습니다.');
  assert.equal(await page.getByLabel('비공개 (작성자, 같은 센터 직원, 관리자만)').isChecked(), true, 'a new post is private by default');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await toast(page, '등록되었습니다.');
  await page.waitForURL(/\/auth\/bbs\/center-faq\/detail\/\d+$/);
  const id = page.url().split('/').pop();
  // typed at once after each click on 굵게: nothing lost or out of order (the text took the focus back a frame late)
  assert.equal(await page.locator('.bbs-content').first().textContent(), '보고서에 오타가 있습니다.');
  assert.equal(await page.locator('.bbs-content strong').first().textContent(), '오타');

  // the other center lists nothing of it and cannot open it
  const other = await as('gg_center');
  await other.page.goto(url('auth/bbs/center-faq/list'));
  await other.page.locator('.ant-table').waitFor();
  await other.page.locator('.ant-spin-spinning').waitFor({ state: 'detached' }).catch(() => undefined);
  assert.equal(await other.page.getByText(title).count(), 0);
  await other.page.goto(url(`auth/bbs/center-faq/detail/${id}`));
  await other.page.getByText('요청한 정보를 찾을 수 없습니다.').first().waitFor();
  await other.context.close();

  // the administrator answers; the page reloads and shows it
  const admin = await as('admin');
  await admin.page.goto(url(`auth/bbs/center-faq/detail/${id}`));
  const answer = admin.page.getByRole('textbox', { name: '답변 쓰기' });
  await answer.click();
  await admin.page.keyboard.type('발송된 보고서는 고칠 수 없습니다.');
  await admin.page.getByRole('button', { name: '답변 저장' }).click();
  await admin.page.getByText('발송된 보고서는 고칠 수 없습니다.').first().waitFor();
  await admin.page.getByRole('textbox', { name: '답변 고치기' }).waitFor();
  await admin.context.close();

  // the author reads the answer and replies
  await page.reload();
  await page.getByText('발송된 보고서는 고칠 수 없습니다.').first().waitFor();
  await page.getByLabel('댓글 쓰기').fill('확인했습니다. 감사합니다.');
  await page.getByRole('button', { name: '댓글 등록' }).click();
  await toast(page, '등록되었습니다.');
  await page.getByText('확인했습니다. 감사합니다.').waitFor();
  await author.context.close();
});
