// A notice with a file (issue 10): an administrator posts a public notice with a PDF through the editor and the
// attachment field; a school member finds it on the notice board, reads it (the view count goes up) and downloads the
// file by its name; a private notice of the same administrator is not on the member's list.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { at, launch, newContext, signIn, toast, url } from './browser.mjs';

let browser;
before(async () => ({ browser } = await launch()));
after(async () => browser?.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function as(loginId) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, loginId);
  await page.waitForURL((u) => !u.pathname.endsWith('/sign/in'));
  return { context, page };
}

async function postNotice(page, title, { file, isPublic }) {
  await page.goto(url('auth/bbs/notice/list'));
  await page.getByRole('button', { name: '글쓰기' }).click();
  await at(page, 'auth/bbs/notice/register');
  await page.getByLabel('제목', { exact: true }).fill(title);
  await page.getByRole('textbox', { name: '내용' }).click();
  await page.keyboard.type('겨울방학 중 상담 일정을 안내합니다.');
  if (file) {
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByText(file.name).first().waitFor();
  }
  if (isPublic) await page.getByRole('radio', { name: '공개', exact: true }).check();
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await toast(page, '등록되었습니다.');
  await page.waitForURL(/\/auth\/bbs\/notice\/detail\/\d+$/);
}

test('an administrator posts a notice with a file; a school member reads it and downloads the file', async () => {
  const stamp = Date.now().toString(36);
  const title = `방학 중 상담 안내 ${stamp}`;
  const hidden = `관리자 메모 ${stamp}`;
  const admin = await as('admin');
  await postNotice(admin.page, title, { isPublic: true, file: { name: '상담 일정.pdf', mimeType: 'application/pdf', buffer: PDF } });
  await postNotice(admin.page, hidden, { isPublic: false });
  await admin.context.close();

  const member = await as('member');
  const { page } = member;
  await page.goto(url('auth/bbs/notice/list'));
  await page.getByRole('link', { name: title }).click();
  await page.waitForURL(/\/auth\/bbs\/notice\/detail\/\d+$/);
  await page.getByText('겨울방학 중 상담 일정을 안내합니다.').waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /상담 일정\.pdf/ }).click()]);
  assert.equal(download.suggestedFilename(), '상담 일정.pdf');
  const bytes = await (await import('node:fs/promises')).readFile(await download.path());
  assert.ok(bytes.equals(PDF), 'the file downloaded is the file uploaded');

  // the private notice is not on the member's list
  await page.goto(url('auth/bbs/notice/list'));
  await page.getByRole('link', { name: title }).waitFor();
  assert.equal(await page.getByRole('link', { name: hidden }).count(), 0);
  await member.context.close();
});
