// The platform as a person uses it, in Chromium against the built app on the embedded database.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { at, clearSession, latestMail, launch, signIn, url } from './browser.mjs';

let browser;
let context;
before(async () => ({ browser, context } = await launch()));
after(async () => browser?.close());

test('a school user signs up, is signed in at once, enters the school code and stays out of staff pages', async () => {
  const page = await context.newPage();
  await page.goto(url('sign/up'));

  // 학교 사용자 is the default role; pick the school through the public search
  await page.getByLabel('학교', { exact: true }).click();
  await page.keyboard.type('서울한빛');
  await page.locator('.ant-select-item-option', { hasText: '서울한빛초등학교' }).click();

  const loginId = `e2e${Date.now().toString(36)}`;
  const email = `${loginId}@example.org`;
  await page.getByLabel('아이디', { exact: true }).fill(loginId);
  await page.getByLabel('비밀번호', { exact: true }).fill('E2e-test1!');
  await page.getByLabel('비밀번호 확인').fill('E2e-test1!');
  await page.getByLabel('이름').fill('이투이');
  await page.getByLabel('휴대전화번호').fill('01055556666');
  await page.getByLabel('이메일').fill(email);
  await page.getByRole('button', { name: '인증번호 발송' }).click();
  await page.getByLabel('인증번호').fill(await latestMail(page, email, /\d{6}/));
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await assert.doesNotReject(page.getByLabel('인증번호').and(page.locator('[disabled]')).waitFor());
  await page.getByText('개인정보 수집·이용에 동의합니다').click();
  await page.getByRole('button', { name: '가입하기' }).click();

  // signed in at once; without the school code a school user is held on my-page
  await page.getByText('회원 가입 성공').first().waitFor();
  await at(page, 'auth/my-page');

  // a staff page is guarded (after a full reload, so the session comes back from the refresh cookie)
  await page.goto(url('auth/organization/school/list'));
  await at(page, 'auth/my-page');

  await page.getByLabel('인증코드').fill('00000000');
  await page.getByRole('button', { name: '인증', exact: true }).click();
  await page.getByText('인증에 실패했습니다.').first().waitFor();
  await page.getByLabel('인증코드').fill('24681357');
  await page.getByRole('button', { name: '인증', exact: true }).click();
  await page.getByText('인증이 완료되었습니다.').first().waitFor();

  // with the code, the school user may use main but still not staff pages
  await page.goto(url('auth/organization/school/list'));
  await at(page, 'auth/main');
  await page.close();
});

test('signed-out visitors go to sign-in; staff land where SPEC §4 says and see their jurisdiction', async () => {
  const page = await context.newPage();
  await clearSession(context);
  await page.goto(url('auth/user/list/ALL'));
  await at(page, 'sign/in');

  await signIn(page, 'ministry');
  await at(page, 'auth/simple-evaluation/list');
  await page.getByRole('button', { name: '검색' }).first().waitFor();
  await clearSession(context);

  await signIn(page, 'center');
  await at(page, 'auth/main');
  await page.goto(url('auth/organization/school/list'));
  await page.getByText('서울한빛초등학교').first().waitFor();
  // 수원 schools belong to another center
  assert.equal(await page.getByText('수원새솔초등학교').count(), 0);
  // user management needs 00013, which a center member does not hold
  await page.goto(url('auth/user/list/ALL'));
  await at(page, 'auth/main');
  await page.close();
  await clearSession(context);
});

test('the central support group is refused at sign-in', async () => {
  const page = await context.newPage();
  await signIn(page, 'csg_admin');
  await page.getByText('관리자는 로그인 할 수 없습니다.').first().waitFor();
  assert.match(page.url(), /\/app\/sign\/in/);
  await page.close();
});

test('unknown pages show the 404 page and the service-error page leads back to main', async () => {
  const page = await context.newPage();
  await page.goto(url('no/such/page'));
  await page.getByText('페이지를 찾을 수 없습니다.').waitFor();
  await page.goto(url('error'));
  await page.getByText('서비스 이용에 불편을 드려 죄송합니다.').first().waitFor();
  await page.getByRole('button', { name: '메인으로' }).click();
  await page.waitForURL((u) => /\/app\/(auth\/main|sign\/in)$/.test(u.pathname));
  await page.close();
});
