// The request end to end (issue 8 "Done means"): a school member (강담당 of 서울한빛초등학교) files a request on the
// register screen, finding the address with 우편번호 찾기; the center manager (서울 중부 센터) sends it back for
// supplement; the member reads the message, fixes the form and re-files; the manager approves it and assigns a case
// manager; the case is moved through every step in the case workspace, closed with a closing date and its closing
// report sent; the member's open main page shows the closing-report alarm without a reload, and the request detail
// says 종결 보고 발송.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { at, launch, newContext, signIn, toast, url } from './browser.mjs';
import { studentName, todayKst } from './respondent.mjs';

let browser;
before(async () => ({ browser } = await launch()));
after(async () => browser?.close());

test('a request goes from the school to a closed case, and the closing report reaches the school live', async () => {
  const school = await newContext(browser);
  const center = await newContext(browser);
  const teacher = await school.newPage();
  const manager = await center.newPage();
  const name = studentName('의뢰');

  // ---- the member files the request ----
  await signIn(teacher, 'member');
  await at(teacher, 'auth/main');
  await teacher.goto(url('auth/request/register'));
  const form = teacher.getByRole('form', { name: '의뢰서' });
  await form.getByLabel('이름', { exact: true }).fill(name);
  await form.getByRole('radiogroup', { name: '성별' }).getByLabel('여', { exact: true }).check();
  await form.getByLabel('생년월일').fill('2015-04-10');
  await form.getByLabel('학년').fill('5');
  await form.getByLabel('의뢰자 이름').fill('강담당');
  await form.getByLabel('의뢰자 연락처').fill('02-123-4567');
  await form.getByLabel('보호자 연락처').fill('010-5555-6666');
  await form.getByLabel('보호자 관계').click();
  await teacher.locator('.ant-select-item-option', { hasText: /^모$/ }).click();

  // the address through the postcode search (the local driver's sample)
  await form.getByRole('button', { name: '우편번호 찾기' }).click();
  const addressDialog = teacher.getByRole('dialog', { name: '우편번호 찾기' });
  await addressDialog.getByLabel('주소 검색어').fill('혜화동');
  await addressDialog.getByRole('button', { name: '검색' }).click();
  await addressDialog.getByRole('list', { name: '주소 검색 결과' }).getByRole('button').first().click();
  await addressDialog.waitFor({ state: 'hidden' });
  assert.match(await form.getByLabel('우편번호').inputValue(), /^\d{5}$/);
  assert.match(await form.getByLabel('주소', { exact: true }).inputValue(), /^서울특별시 종로구/);

  // submitting without the main appeal and the consents is refused with the field messages, nothing is filed
  await form.getByRole('button', { name: '의뢰 등록' }).click();
  await form.locator('.ant-form-item-explain-error').first().waitFor();
  assert.match(teacher.url(), /\/auth\/request\/register$/);

  await form.getByLabel('주호소', { exact: true }).fill('교우 관계로 힘들어하고 최근 결석이 잦습니다.');
  await form.getByText('보호자가 센터 의뢰에 동의했습니다').click();
  await form.getByLabel('의뢰 동의 일시').fill('2026-11-20T10:00');
  await form.getByRole('radiogroup', { name: '의뢰 동의 방법' }).getByLabel('서면', { exact: true }).check();
  await form.getByText('보호자가 센터에 대한 개인정보 제3자 제공에 동의했습니다').click();
  await form.getByLabel('제3자 제공 동의 일시').fill('2026-11-20T10:05');
  await form.getByRole('radiogroup', { name: '제3자 제공 동의 방법' }).getByLabel('서면', { exact: true }).check();
  await form.getByRole('button', { name: '의뢰 등록' }).click();
  await toast(teacher, '등록 성공');
  await at(teacher, 'auth/request-hist/list');

  // the new request in the member's list, found by the student's name
  await teacher.getByLabel('검색어').fill(name);
  await teacher.getByRole('button', { name: '검색', exact: true }).click();
  await teacher.getByRole('link', { name }).click();
  await teacher.waitForURL(/\/auth\/request-hist\/detail\/\d+$/);
  const id = Number(new URL(teacher.url()).pathname.split('/').pop());
  await teacher.getByText('접수', { exact: true }).first().waitFor();

  // ---- the center manager sends it back for supplement ----
  await signIn(manager, 'manager');
  await at(manager, 'auth/main');
  await manager.goto(url(`auth/request-hist/admin/detail/${id}`));
  await manager.getByRole('button', { name: '보완요청', exact: true }).click();
  const rejectDialog = manager.getByRole('dialog', { name: '보완요청' });
  // an empty message is refused
  await rejectDialog.getByRole('button', { name: '보완요청' }).click();
  await rejectDialog.locator('.ant-form-item-explain-error').waitFor();
  await rejectDialog.getByLabel('보완요청 내용').fill('학생의 학년과 반을 모두 적어주세요.');
  await rejectDialog.getByRole('button', { name: '보완요청' }).click();
  await toast(manager, '보완요청되었습니다.');

  // ---- the member reads the message, fixes the form and re-files ----
  await teacher.reload();
  await teacher.getByText('학생의 학년과 반을 모두 적어주세요.').waitFor();
  await teacher.getByRole('button', { name: '보완 후 재접수' }).click();
  const editForm = teacher.getByRole('form', { name: '의뢰서' });
  await editForm.getByLabel('반', { exact: true }).fill('3');
  await editForm.getByRole('button', { name: '보완 후 다시 접수' }).click();
  await toast(teacher, '수정 되었습니다.');
  await at(teacher, 'auth/request-hist/list');

  // ---- the manager approves and assigns a case manager ----
  await manager.reload();
  await manager.getByRole('button', { name: '승인', exact: true }).click();
  await toast(manager, '승인되었습니다.');
  await manager.getByLabel('사례 담당자').click();
  await manager.locator('.ant-select-item-option', { hasText: '정실무' }).click();
  await manager.getByRole('button', { name: '담당자 지정' }).click();
  await toast(manager, '저장 되었습니다.');

  // the member waits on the main page; the page is marked so that a reload would show
  await teacher.goto(url('auth/main'));
  await at(teacher, 'auth/main');
  await teacher.evaluate(() => (window.__sameDocument = true));

  // ---- the case workspace: every step, closing, the closing report ----
  await manager.getByRole('link', { name: '사례 관리로 이동' }).click();
  await at(manager, `auth/case-management/detail/${id}`);
  for (const step of ['사후평가', '사례회의', '사례개입', '종결보고']) {
    await manager.getByLabel('바꿀 진행 단계').click();
    await manager.locator('.ant-select-item-option', { hasText: step }).click();
    await manager.getByRole('button', { name: '단계 변경' }).click();
    await manager.getByRole('dialog', { name: '진행 단계 변경' }).getByRole('button', { name: '변경' }).click();
    await toast(manager, '수정 완료');
    await manager.locator('.ant-steps-item-process', { hasText: step }).waitFor();
  }
  await manager.getByRole('button', { name: '종결처리', exact: true }).click();
  const closing = manager.getByRole('dialog', { name: '종결처리' });
  await closing.getByLabel('종결일').fill(todayKst());
  await closing.getByLabel('종결일').press('Enter');
  await closing.getByRole('button', { name: '종결처리' }).click();
  await toast(manager, '종결처리 완료');
  // the report is written before it is sent: the school is told of a report it can read
  await manager.goto(url(`auth/case-management/detail/${id}/closing-report/register`));
  await manager.getByLabel('종결일').fill(todayKst());
  await manager.getByRole('radio', { name: '목표 달성' }).check();
  await manager.getByRole('checkbox', { name: '학생' }).check();
  await manager.getByLabel('개입 내용').fill('개별 상담 8회, 보호자 상담 2회');
  await manager.getByRole('radio', { name: '호전' }).check();
  await manager.getByRole('button', { name: '제출' }).click();
  await toast(manager, '완료되었습니다.');
  await at(manager, `auth/case-management/detail/${id}/CLOSING_REPORT/CLOSING_REPORT`);
  await manager.getByRole('button', { name: '종결 보고 발송' }).click();
  await manager.getByRole('dialog', { name: '종결 보고 발송' }).getByRole('button', { name: '발송' }).click();
  await toast(manager, '발송 완료');

  // ---- the closing report reaches the member's open page, without a reload ----
  await teacher.locator('.ant-notification-notice', { hasText: '종결 보고가 도착했습니다.' }).waitFor({ timeout: 20_000 });
  assert.equal(await teacher.evaluate(() => window.__sameDocument), true);
  // the header's count and the main page's shortcut show the stream's count, the same number
  const header = teacher.getByRole('link', { name: /^알림 \(읽지 않은 알림 \d+건\)$/ });
  const shortcut = teacher.getByRole('link', { name: /^알림 \(새 알림 \d+건\)$/ });
  const countOf = async (link) => Number((await link.getAttribute('aria-label')).match(/(\d+)건/)[1]);
  assert.equal(await countOf(shortcut), await countOf(header));
  await teacher.goto(url(`auth/request-hist/detail/${id}`));
  await teacher.getByText('종결 보고 발송', { exact: true }).first().waitFor();

  await school.close();
  await center.close();
});
