// The built client under the server's Content-Security-Policy: walking its pages raises no violation.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { at, launch, signIn, url, watchCsp } from './browser.mjs';

let browser;
let context;
let violations;
before(async () => {
  ({ browser, context } = await launch());
  violations = await watchCsp(context);
});
after(async () => browser?.close());

/** Opens a page by URL (a full load: scripts, styles and antd's runtime <style> elements all come anew). */
async function visit(page, path, text) {
  await page.goto(url(path));
  await page.getByText(text).first().waitFor();
  await page.waitForLoadState('networkidle');
}

test('the page sends the policy, and the check below can see a violation', async () => {
  const page = await context.newPage();
  const res = await page.goto(url('sign/in'));
  assert.match(res.headers()['content-security-policy'] ?? '', /script-src 'self'/);
  // an inline script is what the policy forbids: the watcher must report it, or its silence below means nothing
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inlineRan = true';
    document.body.append(s);
  });
  await page.waitForTimeout(200);
  assert.equal(await page.evaluate(() => window.__inlineRan), undefined);
  assert.ok(violations.length > 0, 'the blocked inline script was reported');
  violations.length = 0;
  await page.close();
});

test('public and administrator pages load with no CSP violation', async () => {
  const page = await context.newPage();
  await visit(page, 'sign/in', '로그인');
  await visit(page, 'sign/up', '회원가입');
  await visit(page, 'sign/find', '아이디');
  await visit(page, 'no/such/page', '페이지를 찾을 수 없습니다.');

  await signIn(page, 'admin');
  await at(page, 'auth/main');
  await page.waitForLoadState('networkidle');
  for (const [path, text] of [
    ['auth/main', '메인'],
    ['auth/alarm/list', '알림'],
    ['auth/my-page', '마이페이지'],
    ['auth/user/list/ALL', '사용자'],
    ['auth/organization/center/list', '센터'],
    ['auth/organization/center/register', '센터 등록'],
    ['auth/organization/school/list', '학교'],
    ['auth/organization/school/register', '학교 등록'],
    ['auth/school-authentication-code', '인증'],
    ['auth/menu-permission', '권한'],
  ]) {
    await visit(page, path, text);
  }
  // detail pages, reached as a person does: a row of each list
  for (const list of ['auth/user/list/ALL', 'auth/organization/center/list', 'auth/organization/school/list']) {
    await visit(page, list, '검색');
    await page.locator('.ant-table-tbody .ant-table-row').first().click();
    await page.waitForURL((u) => u.pathname.includes('/detail/'));
    await page.waitForLoadState('networkidle');
  }
  assert.deepEqual(violations, []);
  await page.close();
});
