// Consulting records (자문 기록, menu 00010) with an attachment, in Chromium: a center member registers a record with a
// PDF (uploaded with a progress bar as soon as it is picked), finds it in the list, opens it and downloads the file;
// the other center's staff cannot open it. axe-core on the list, register and detail screens at 1280 and 360 px.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { at, axeLog, launch, newContext, signIn, toast, url } from './browser.mjs';

let browser;
before(async () => ({ browser } = await launch()));
after(async () => browser?.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('a center member records a consultation with a file, downloads it, and another center cannot open it', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const { problems, checkBothWidths } = axeLog();
  const bothWidths = (where) => checkBothWidths(page, where);
  const title = `교사 연수 자문 ${Date.now() % 100000}`;

  await signIn(page, 'center');
  await at(page, 'auth/main');
  await page.goto(url('auth/consulting/list'));
  await page.locator('.ant-table-row').first().waitFor();
  await bothWidths('list');

  await page.getByRole('button', { name: '등록' }).click();
  await at(page, 'auth/consulting/register');
  await page.getByLabel('학교', { exact: true }).click();
  await page.getByLabel('학교', { exact: true }).fill('한빛');
  await page.locator('.ant-select-item-option', { hasText: '서울한빛초등학교' }).click();
  await page.getByLabel('자문일').fill('2026-03-05');
  await page.getByLabel('자문일').press('Enter');
  await page.getByLabel('자문 구분', { exact: true }).click();
  await page.locator('.ant-select-item-option', { hasText: /^기타$/ }).click();
  await page.getByLabel('자문 구분(기타)').fill('교직원 연수');
  await page.getByLabel('자문 방법', { exact: true }).click();
  await page.locator('.ant-select-item-option', { hasText: /^방문$/ }).click();
  await page.getByLabel('담당', { exact: true }).click();
  await page.locator('.ant-select-item-option', { hasText: /^정신건강 담당자$/ }).click();
  await page.getByLabel('참석 인원').fill('12');
  await page.getByLabel('제목', { exact: true }).fill(title);
  await page.getByLabel('내용', { exact: true }).fill('위기 학생 선별 절차 안내 (e2e)');
  await page.locator('input[type=file]').setInputFiles({ name: '연수 자료.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: '연수 자료.pdf 삭제' }).waitFor();
  await bothWidths('register');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await toast(page, '등록되었습니다.');
  await page.waitForURL(/\/auth\/consulting\/detail\/\d+$/);
  const detailPath = new URL(page.url()).pathname.replace(/^\/app\//, '');
  await page.getByText('기타 (교직원 연수)').waitFor();
  await bothWidths('detail');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /연수 자료\.pdf/ }).click()]);
  assert.equal(download.suggestedFilename(), '연수 자료.pdf');

  await page.goto(url('auth/consulting/list'));
  await page.getByLabel('검색어').fill(title);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await page.getByRole('link', { name: new RegExp(title) }).waitFor();

  const other = await (await newContext(browser)).newPage();
  await signIn(other, 'gg_center');
  await at(other, 'auth/main');
  await other.goto(url(detailPath));
  await other.getByText('요청한 정보를 찾을 수 없습니다.').waitFor();

  assert.equal(problems.length, 0, `axe found serious/critical violations:\n${problems.join('\n')}`);
});
