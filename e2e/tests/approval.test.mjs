// A staff sign-up waits for an administrator; the administrator approves it on the user screens; the new member
// later resets a forgotten password through the mailed link.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { at, base, clearSession, latestMail, launch, signIn, url } from './browser.mjs';

let browser;
let context;
before(async () => ({ browser, context } = await launch()));
after(async () => browser?.close());

test('a teacher signs up, waits for approval, is approved, and later resets the password by mail', async () => {
  const page = await context.newPage();
  const loginId = `t${Date.now().toString(36)}`;
  const email = `${loginId}@example.org`;
  const mobile = '01077778888';

  await page.goto(url('sign/up'));
  await page.getByText('학교 담당자', { exact: true }).click();
  await page.getByLabel('학교', { exact: true }).click();
  await page.keyboard.type('서울누리');
  await page.locator('.ant-select-item-option', { hasText: '서울누리중학교' }).click();
  await page.getByLabel('아이디').fill(loginId);
  await page.getByLabel('비밀번호', { exact: true }).fill('Teach-er1!');
  await page.getByLabel('비밀번호 확인').fill('Teach-er1!');
  await page.getByLabel('이름').fill('박선생');
  await page.getByLabel('휴대전화번호').fill(mobile);
  await page.getByLabel('이메일').fill(email);
  await page.getByRole('button', { name: '인증번호 발송' }).click();
  await page.getByLabel('인증번호').fill(await latestMail(page, email, /\d{6}/));
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await page.getByLabel('인증번호').and(page.locator('[disabled]')).waitFor();
  await page.getByText('개인정보 수집·이용에 동의합니다').click();
  await page.getByRole('button', { name: '가입하기' }).click();
  await page.getByText('회원 가입 신청이 완료되었습니다. 관리자 승인 하에 로그인 가능합니다.').first().waitFor();
  await at(page, 'sign/in');

  // not before approval
  await signIn(page, loginId, 'Teach-er1!');
  await page.getByText('승인 대기').first().waitFor();
  assert.match(page.url(), /\/app\/sign\/in/);

  // the administrator finds the request among the pending sign-ups and approves it
  await signIn(page, 'admin', 'Demo1234!');
  await at(page, 'auth/main');
  await page.goto(url('auth/user/list/PENDING'));
  await page.getByRole('cell', { name: loginId }).click();
  await page.getByRole('button', { name: '승인', exact: true }).click();
  await page.getByText('승인되었습니다').first().waitFor();
  await clearSession(context);

  await signIn(page, loginId, 'Teach-er1!');
  await at(page, 'auth/main');
  await clearSession(context);

  // forgotten password: a reset link by mail, used once
  await page.goto(url('sign/find'));
  await page.getByRole('tab', { name: '비밀번호 찾기' }).click();
  await page.getByLabel('아이디').fill(loginId);
  await page.getByLabel('이름').fill('박선생');
  await page.getByLabel('휴대전화번호').fill(mobile);
  await page.getByRole('button', { name: '비밀번호 재설정 메일 받기' }).click();
  const link = await latestMail(page, email, /\/app\/sign\/reset-password\/\S+/);
  await page.goto(new URL(link, base).toString());
  await page.getByLabel('비밀번호', { exact: true }).fill('New-pass2@');
  await page.getByLabel('비밀번호 확인').fill('New-pass2@');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await at(page, 'sign/in');

  await signIn(page, loginId, 'Teach-er1!');
  await page.getByText('아이디 또는 비밀번호가 일치하지 않습니다.').first().waitFor();
  await signIn(page, loginId, 'New-pass2@');
  await at(page, 'auth/main');
  await page.close();
  await clearSession(context);
});

test('a menu granted on the menu-permission screen reaches the role’s users at their next sign-in', async () => {
  const page = await context.newPage();
  await signIn(page, 'client', 'Demo1234!');
  await at(page, 'auth/intro/client');
  await page.goto(url('auth/bbs/notice/list'));
  await at(page, 'auth/main');
  await clearSession(context);

  await signIn(page, 'admin', 'Demo1234!');
  await at(page, 'auth/main');
  await page.goto(url('auth/menu-permission'));
  await page.getByRole('checkbox', { name: '학교 사용자 공지사항' }).check();
  await page.getByRole('button', { name: '저장' }).click();
  await page.getByText('수정 되었습니다').first().waitFor();
  await clearSession(context);

  await signIn(page, 'client', 'Demo1234!');
  await at(page, 'auth/intro/client');
  await page.goto(url('auth/bbs/notice/list'));
  await at(page, 'auth/bbs/notice/list');
  // the board itself: the demo's public notice, and not the one whose audience is center staff
  await page.getByRole('link', { name: '[필독] 개인정보 보호 수칙' }).waitFor();
  assert.equal(await page.getByRole('link', { name: '센터 실무자 보수교육 일정' }).count(), 0);
  await page.close();
  await clearSession(context);
});
