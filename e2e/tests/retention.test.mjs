// Retention and destruction (issue 28): the system administrator opens 개인정보 파기 관리, sees the schedule, the
// preview and the demo's destruction run, changes a period with a reason (it shows in the change history), releases
// and sets again a legal hold, and downloads the run's certificate (파기 대장, Excel and PDF). axe-core on the screen and its
// dialogs at 1280 and 360 px.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { at, axeLog, launch, newContext, signIn, toast, url } from './browser.mjs';
import { todayKst } from './respondent.mjs';

let browser;
before(async () => ({ browser } = await launch()));
after(async () => browser?.close());

const { problems, check, checkBothWidths } = axeLog();

test('the administrator changes a period, releases and sets a hold, and downloads the demo run’s certificate', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  await at(page, 'auth/main');
  await page.goto(url('auth/retention'));
  await page.getByRole('heading', { name: '개인정보 파기 관리' }).waitFor();
  // the demo's run: four evaluations destroyed on the day the demo was seeded, one kept by a hold (that day is
  // today in Korea, or yesterday when the run of the tests crossed midnight there)
  const runs = page.getByRole('region', { name: '파기 기록 목록' });
  const run = runs.getByRole('row').filter({ hasText: '4건' }).first();
  await run.waitFor();
  const today = /\d{4}-\d{2}-\d{2}/.exec(await run.innerText())?.[0];
  const yesterday = new Date(Date.parse(`${todayKst()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  assert.ok([todayKst(), yesterday].includes(today), `the demo's run is of ${today}`);
  await page.getByRole('region', { name: '파기 예정 목록' }).getByText('간편검사', { exact: false }).first().waitFor();
  await checkBothWidths(page, '/auth/retention');

  // a period changed with its reason: the history shows it
  await page.getByRole('button', { name: '문자 발송 내역 보존 기간 변경' }).click();
  const dialog = page.getByRole('dialog', { name: '문자 발송 내역 보존 기간 변경' });
  await dialog.waitFor();
  await dialog.getByRole('spinbutton').fill('5');
  await dialog.getByLabel('변경 사유').fill('e2e 점검: 보관 기간 단축');
  await checkBothWidths(page, '/auth/retention (보존 기간 변경)');
  await dialog.getByRole('button', { name: '저장' }).click();
  await toast(page, '저장 되었습니다.');
  await page.getByRole('region', { name: '보존 기간 변경 이력' }).getByText('6개월 → 5개월').waitFor();

  // the demo's hold released with a reason, then set again on the same record
  const holds = page.getByRole('region', { name: '법적 보존 목록' });
  const release = holds.getByRole('button', { name: /법적 보존 해제$/ }).first();
  const recordId = /기록 번호 (\d+)/.exec((await release.getAttribute('aria-label')) ?? '')?.[1];
  assert.ok(recordId, 'the demo hold names its record');
  await release.click();
  const releaseDialog = page.getByRole('dialog', { name: '법적 보존 해제' });
  await releaseDialog.getByLabel('해제 사유').fill('e2e 점검: 민원 종결');
  await check(page, '/auth/retention (법적 보존 해제) @1280');
  await releaseDialog.getByRole('button', { name: '해제' }).click();
  await toast(page, '법적 보존을 해제했습니다.');
  await holds.getByText('법적 보존 중인 기록이 없습니다.').waitFor();
  await page.getByLabel('기록 번호').fill(recordId);
  await page.getByLabel('사유', { exact: true }).fill('e2e 점검: 다시 보존');
  await page.getByRole('button', { name: '보존 설정' }).click();
  await toast(page, '법적 보존을 설정했습니다.');
  await holds.getByText('e2e 점검: 다시 보존').waitFor();

  // the run's certificate
  const [download] = await Promise.all([page.waitForEvent('download'), run.getByRole('button', { name: `${today} 파기 대장 엑셀 다운로드` }).click()]);
  assert.match(download.suggestedFilename(), new RegExp(`^파기대장_${today}_\\d+\\.xlsx$`));
  const [pdf] = await Promise.all([page.waitForEvent('download'), run.getByRole('button', { name: `${today} 파기 대장 PDF 다운로드` }).click()]);
  assert.match(pdf.suggestedFilename(), new RegExp(`^파기대장_${today}_\\d+\\.pdf$`));
  await context.close();
  assert.deepEqual(problems, []);
});

test('another role does not reach the screen', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'manager');
  await at(page, 'auth/main');
  await page.goto(url('auth/retention'));
  await page.getByRole('heading', { name: '개인정보 파기 관리' }).waitFor({ state: 'detached', timeout: 3000 }).catch(() => undefined);
  assert.equal(await page.getByRole('heading', { name: '개인정보 파기 관리' }).count(), 0);
  await context.close();
});
