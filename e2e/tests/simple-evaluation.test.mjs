// The simple evaluation end to end (issue 7 "Done means"): a teacher registers a student on the staff register screen
// and sends the guardian's consent link from the detail screen; the guardian opens the link found in the SMS send
// history on a phone-sized screen, requests the code, reads it from the local SMS driver's record (the send history),
// enters it and consents (elementary: the guardian's consent is enough); the questionnaire is answered on the phone
// (with a reload half-way) and the result page shown; the teacher then opens the detail screen's result popup and
// reads the total T score and the hand-computed range; before that, the guardian asks for counselling on the result
// page with the keyboard. A second test raises a crisis alert (middle/high, suicide and crisis in 우선 관심군) and
// acknowledges it on the center's main page. axe-core checks each phone screen at 360 px
// as it is reached.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { at, axeLog, axeViolations, launch, newContext, signIn, url, watchCsp } from './browser.mjs';
import { apiToken, BASIC, gql, phone, registerAndSend } from './respondent.mjs';

let browser;
before(async () => ({ browser } = await launch()));
after(async () => browser?.close());

/** The send history screen, filtered by the receiving number; waits until a row's text matches `pattern`. */
async function fromSmsHistory(page, mobile, pattern) {
  await page.goto(url('auth/sms-send-history'));
  for (let i = 0; i < 20; i++) {
    await page.getByLabel('수신번호').fill(mobile);
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await page.locator('.ant-table-row').first().waitFor();
    const texts = await page.locator('.ant-table-row').allInnerTexts();
    const hit = texts.map((t) => t.match(pattern)).find(Boolean);
    if (hit) return hit;
    await page.waitForTimeout(300);
  }
  throw new Error(`no SMS to ${mobile} matching ${pattern}`);
}

const { problems, check: axe } = axeLog();

async function phoneContext() {
  const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  context.setDefaultTimeout(15_000);
  return context;
}

test('guardian consents on the phone, the questionnaire is answered, staff read the result with the right range', async () => {
  const staff = await newContext(browser);
  const admin = await newContext(browser);
  const guardian = await phoneContext();
  const csp = await watchCsp(guardian);
  const staffPage = await staff.newPage();
  const adminPage = await admin.newPage();
  const phonePage = await guardian.newPage();

  // staff (a teacher of 서울한빛초등학교) register an elementary boy on the register screen
  await signIn(staffPage, 'member');
  await at(staffPage, 'auth/main');
  await staffPage.goto(url('auth/simple-evaluation/register'));
  const registerForm = staffPage.getByRole('form', { name: '학생 개별 등록' });
  await registerForm.getByRole('radiogroup', { name: '학교급' }).getByLabel('초등', { exact: true }).check();
  await registerForm.getByRole('radiogroup', { name: '성별' }).getByLabel('남', { exact: true }).check();
  await registerForm.getByLabel('휴대전화번호 (선택)').fill(phone());
  await registerForm.getByRole('button', { name: '등록', exact: true }).click();
  const studentCode = await staffPage.getByTestId('student-code').innerText();
  assert.match(studentCode, /^\d{4}-7000001-\d{4}$/);
  // its detail screen, where the consent link is sent
  await staffPage.getByRole('link', { name: '상세 보기' }).click();
  await staffPage.waitForURL(/\/auth\/simple-evaluation\/detail\/\d+$/);
  const e = { id: Number(new URL(staffPage.url()).pathname.split('/').pop()), studentCode, guardianMobile: phone() };
  await staffPage.getByRole('button', { name: '동의 요청 보내기' }).click();
  const sendDialog = staffPage.getByRole('dialog', { name: '동의 요청 보내기' });
  await sendDialog.getByLabel('보호자 휴대전화번호').fill(e.guardianMobile);
  await sendDialog.getByRole('button', { name: '보내기' }).click();
  await sendDialog.waitFor({ state: 'hidden' });

  // the link as the guardian received it, from the send history (local SMS driver)
  await signIn(adminPage, 'admin');
  await at(adminPage, 'auth/main');
  const [link] = await fromSmsHistory(adminPage, e.guardianMobile, /https?:\/\/\S+\/app\/agree\/[0-9a-f-]{36}\/guardian/);

  await phonePage.goto(new URL(new URL(link).pathname, url('')).toString());
  await phonePage.getByRole('heading', { level: 1, name: '마음건강 간편검사 참여 동의' }).waitFor();
  await phonePage.getByRole('heading', { name: '결과는 누가 보나요?' }).waitFor();
  await axe(phonePage, 'consent (ko)');
  // the guardian reads it in English, then goes back to Korean
  await phonePage.getByRole('button', { name: 'English' }).click();
  await phonePage.getByRole('heading', { level: 1, name: 'Consent to a short mental health check' }).waitFor();
  await phonePage.getByRole('heading', { name: 'If you do not agree' }).waitFor();
  await axe(phonePage, 'consent (en)');
  await phonePage.getByRole('button', { name: '한국어' }).click();

  // the phone check: a wrong number first, then the right one and the code from the SMS record
  await phonePage.getByLabel('휴대전화번호').fill('01000000000');
  await phonePage.getByRole('button', { name: '인증번호 받기' }).click();
  await phonePage.getByText('문자를 받은 휴대전화번호와 일치하지 않습니다.', { exact: false }).waitFor();
  await phonePage.getByLabel('휴대전화번호').fill(e.guardianMobile);
  await phonePage.getByRole('button', { name: '인증번호 받기' }).click();
  await phonePage.getByText('인증번호를 문자로 보냈습니다.', { exact: false }).waitFor();
  await phonePage.getByLabel('인증번호 (6자리)').fill('000000');
  await phonePage.getByRole('button', { name: '확인', exact: true }).click();
  const wrong = phonePage.getByText('인증번호가 일치하지 않습니다.', { exact: false });
  const [, code] = await fromSmsHistory(adminPage, e.guardianMobile, /인증번호 (\d{6})/);
  if (code !== '000000') await wrong.waitFor();
  await phonePage.getByLabel('인증번호 (6자리)').fill(code);
  await phonePage.getByRole('button', { name: '확인', exact: true }).click();

  // the choice, then the questionnaire
  await phonePage.getByRole('heading', { name: '동의 여부 선택' }).waitFor();
  await phonePage.getByText('서울한빛초등학교에서 요청한 간편검사입니다.').waitFor();
  await axe(phonePage, 'consent decision');
  await phonePage.getByRole('button', { name: '동의합니다' }).click();
  await at(phonePage, `simple-evaluation/${e.id}`);
  await phonePage.getByRole('progressbar').waitFor();
  await axe(phonePage, 'questionnaire');

  // 27 of the 37 items answered 1, the rest 0: raw total 27
  const answer = (n) => (n <= 27 ? 1 : 0);
  let answered = 0;
  let reloaded = false;
  for (let guard = 0; guard < 10; guard++) {
    const sets = phonePage.locator('fieldset');
    await sets.first().waitFor();
    const count = await sets.count();
    for (let i = 0; i < count; i++) {
      const set = sets.nth(i);
      const n = Number((await set.locator('legend').innerText()).split('.')[0]);
      const first = set.locator('input[type=radio]').first();
      if (n === 1) {
        // keyboard: the first choice takes the focus, the arrow key moves to (and chooses) the next one
        await first.focus();
        await phonePage.keyboard.press('Space');
        await phonePage.keyboard.press('ArrowDown');
        assert.equal(await set.locator('input[type=radio]').nth(1).isChecked(), true);
      } else {
        await set.locator(`input[type=radio][value="${answer(n)}"]`).check();
      }
      answered++;
    }
    if (!reloaded) {
      // a reload keeps the answers (sessionStorage) and the respondent token
      await phonePage.reload();
      await phonePage.getByRole('progressbar').waitFor();
      assert.equal(await phonePage.getByRole('progressbar').getAttribute('aria-valuenow'), String(answered));
      reloaded = true;
    }
    const submit = phonePage.getByRole('button', { name: '제출하기' });
    if (await submit.count()) {
      await submit.click();
      break;
    }
    await phonePage.getByRole('button', { name: '다음' }).click();
  }
  assert.equal(answered, 37);

  // the respondent's result page: kind words and where to get help, no scores
  await at(phonePage, `simple-evaluation/result/${e.id}`);
  await phonePage.getByRole('heading', { name: '이야기 나눌 곳' }).waitFor();
  for (const number of ['1388', '1577-0199', '109']) assert.ok(await phonePage.locator(`a[href^="tel:${number.replace('-', '')}"]`).count(), number);
  const resultText = await phonePage.locator('main').innerText();
  assert.doesNotMatch(resultText, /T점수|백분위|관심군|원점수/);
  await axe(phonePage, 'result');
  assert.equal(await phonePage.evaluate((id) => sessionStorage.getItem(`svs-se-answers:${id}`), e.id), null, 'answers cleared on submit');

  // "상담을 받고 싶어요", with the keyboard only: confirmed in a dialog, sent once, then said so (and after a reload)
  const ask = phonePage.getByRole('button', { name: '상담을 받고 싶어요' });
  const box = await ask.boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= 360, 'the button fits the 360 px screen');
  await ask.focus();
  await phonePage.keyboard.press('Enter');
  const confirm = phonePage.getByRole('dialog', { name: '상담을 신청할까요?' });
  await confirm.waitFor();
  await axe(phonePage, 'counselling confirmation dialog');
  await confirm.getByRole('button', { name: '신청하기' }).focus();
  await phonePage.keyboard.press('Enter');
  const done = phonePage.getByRole('status').getByText('상담 신청이 학교에 전해졌어요.', { exact: false });
  await done.waitFor();
  assert.equal(await ask.count(), 0, 'nothing left to send twice');
  await axe(phonePage, 'counselling requested');
  await phonePage.reload();
  await done.waitFor();
  assert.equal(await phonePage.getByRole('button', { name: '상담을 받고 싶어요' }).count(), 0);

  // staff: the result popup of the detail screen. 초등 남 total: mean 11.491, sd 9.216 (the published figure)
  // → T = 10 × (27 − 11.491) / 9.216 + 50 = 66.8 → 관심군 (65 ≤ T < 70)
  await staffPage.goto(url(`auth/simple-evaluation/detail/${e.id}`));
  await staffPage.getByRole('button', { name: '결과 보기' }).click();
  const popup = staffPage.getByRole('dialog', { name: `검사 결과 (관리번호 ${e.studentCode})` });
  await popup.waitFor();
  const total = popup.locator('tr[data-row-key="total"]');
  const cells = (await total.locator('td').allInnerTexts()).map((t) => t.trim());
  // 영역, 원점수, T점수, 백분위, 구간, 해석
  assert.equal(cells[0], '전체');
  assert.equal(cells[1], '27');
  assert.equal(cells[2], '66.8');
  assert.equal(cells[4], '관심군');
  assert.ok(await popup.getByText('시연용 규준으로 채점한 결과입니다.', { exact: false }).count(), 'the demo norm set is labelled');
  await axe(staffPage, 'staff result popup');
  await staffPage.keyboard.press('Escape');
  await popup.waitFor({ state: 'hidden' });

  // the guardian's PDFs from the detail: the result report and the copy of the consent, named by the management number
  const [report] = await Promise.all([staffPage.waitForEvent('download'), staffPage.getByRole('button', { name: '보호자용 결과 안내서 (PDF)' }).click()]);
  assert.equal(report.suggestedFilename(), `간편검사_결과안내_${e.studentCode}.pdf`);
  const [copy] = await Promise.all([staffPage.waitForEvent('download'), staffPage.getByRole('button', { name: '동의 내용 사본 (PDF)' }).click()]);
  assert.equal(copy.suggestedFilename(), `간편검사_동의내용_${e.studentCode}.pdf`);
  await staffPage.getByText('링크에서 휴대전화 인증 후 선택', { exact: false }).waitFor();
  await axe(staffPage, 'staff detail with the guardian documents');

  await Promise.all([staff.close(), admin.close(), guardian.close()]);
  assert.deepEqual(csp, [], 'the phone pages (the respondent entry) run under the CSP');
  assert.equal(problems.length, 0, `axe found serious/critical violations:\n${problems.join('\n')}`);
});

test('a crisis answer to one item on the phone raises an alert on the center’s main page, acknowledged with what was done', async () => {
  const admin = await newContext(browser);
  const center = await newContext(browser);
  const other = await newContext(browser);
  const adminPage = await admin.newPage();
  const req = adminPage.request;

  // registered by the administrator for 서울누리중학교 (covered by the 서울 중부 center); the guardian answers
  const adminToken = await apiToken(req, 'admin');
  const e = await registerAndSend(req, adminToken, { schoolTargetType: 'MIDDLE_HIGH', schoolId: '7000002' });
  // the respondent's side through the API this time (the screens are covered above)
  const auth = await req.post(url('svs/simple-evaluation/auth'), { data: { agreeId: e.agreeId, agreeType: 'GUARDIAN', mobile: e.guardianMobile } });
  assert.equal(auth.status(), 200, await auth.text());
  const { smsSendHistory } = await gql(req, adminToken, `query ($m: String) { smsSendHistory(mobile: $m, purpose: "AUTH_CODE") { content { content } } }`, {
    m: e.guardianMobile,
  });
  const code = /인증번호 (\d{6})/.exec(smsSendHistory.content[0].content)[1];
  const check = await req.post(url('svs/simple-evaluation/auth-check'), { data: { agreeId: e.agreeId, agreeType: 'GUARDIAN', authNumber: code } });
  assert.equal(check.status(), 200, await check.text());
  const { respondentToken } = await check.json();
  const tokenRes = await req.post(url('auth/token'), { headers: { authorization: BASIC }, form: { grant_type: 'client_credentials' } });
  const clientToken = (await tokenRes.json()).access_token;
  const headers = { authorization: `Bearer ${clientToken}`, 'x-respondent-token': respondentToken };
  const approve = await req.put(url(`svs-c/simple-evaluation/approval/${e.agreeId}/guardian`), { headers, data: { agreeYn: 'Y' } });
  assert.equal(approve.status(), 200, await approve.text());
  const form = await (await req.get(url('svs/forms/find-form?type=SIMPLE_EVALUATION&target=MIDDLE_HIGH'))).json();
  // one critical item endorsed, 0 everywhere else: the total and the crisis scale stay 일반군, the item is enough
  const answers = { ...Object.fromEntries(form.questions.map((q) => [q.key, 0])), suci02: 1 };
  const submit = await req.put(url(`svs-c/simple-evaluation/${e.id}`), { headers, data: { answers } });
  assert.equal(submit.status(), 200, await submit.text());
  assert.equal((await submit.json()).result.level, 'URGENT');

  // another center's staff do not see it
  const otherPage = await other.newPage();
  await signIn(otherPage, 'gg_center');
  await at(otherPage, 'auth/main');
  await otherPage.getByRole('heading', { level: 1 }).first().waitFor();
  await otherPage.waitForLoadState('networkidle');
  assert.equal(await otherPage.getByText(e.studentCode).count(), 0);

  // the center's staff member sees the banner and acknowledges the alert by recording what was done
  const page = await center.newPage();
  await signIn(page, 'center');
  await at(page, 'auth/main');
  const banner = page.locator('section', { has: page.getByRole('heading', { name: /위기 알림 \d+건/ }) });
  await banner.waitFor();
  const row = banner.locator('li', { hasText: e.studentCode });
  await row.getByText('위기 문항 1개 응답').waitFor();
  const violations = await axeViolations(page);
  assert.deepEqual(violations, [], JSON.stringify(violations, null, 2));
  await row.getByRole('button', { name: `${e.studentCode} 위기 알림 확인 처리` }).click();
  const dialog = page.getByRole('dialog', { name: `위기 알림 확인 처리 (관리번호 ${e.studentCode})` });
  await dialog.getByRole('button', { name: '기록하기' }).click();
  await dialog.getByText('조치를 선택해주세요.').waitFor(); // nothing is recorded without what was done
  await dialog.getByLabel('기타').check();
  await dialog.getByRole('button', { name: '기록하기' }).click();
  await dialog.getByText('기타를 선택한 경우 한 일을 입력해주세요.').waitFor();
  await dialog.getByLabel('보호자 연락').check();
  await dialog.getByLabel('내용').fill('어머니와 통화, 오늘 저녁 함께 지내기로 함');
  const dialogViolations = await axeViolations(page);
  assert.deepEqual(dialogViolations, [], JSON.stringify(dialogViolations, null, 2));
  await dialog.getByRole('button', { name: '기록하기' }).click();
  await row.getByText(/확인 완료: 정실무 \(\d{4}-\d{2}-\d{2} \d{2}:\d{2}\)/).waitFor();

  // the detail shows the flag and the alert's history
  await page.goto(url(`auth/simple-evaluation/detail/${e.id}`));
  const panel = page.getByTestId('crisis-panel');
  await panel.getByText('위기 응답 학생입니다').waitFor();
  await panel.getByText(/확인 처리 · 보호자 연락/).waitFor();
  await panel.getByText('어머니와 통화, 오늘 저녁 함께 지내기로 함').waitFor();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    const found = await axeViolations(page);
    assert.deepEqual(found, [], `detail at ${width} px: ${JSON.stringify(found, null, 2)}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // gone from the open alerts at the next visit
  await page.goto(url('auth/main'));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  assert.equal(await page.getByText(e.studentCode).count(), 0);

  await Promise.all([admin.close(), center.close(), other.close()]);
});

test('staff entry of a single endorsed item shows live on the manager’s open main page and list, and the list finds the student as 위기', async () => {
  const manager = await newContext(browser);
  const page = await manager.newPage();
  const req = page.request;
  const staffToken = await apiToken(req, 'center');
  const { registerSimpleEvaluation: e } = await gql(req, staffToken, `mutation ($input: SimpleEvaluationInput!) { registerSimpleEvaluation(input: $input) { id studentCode } }`, {
    input: { schoolTargetType: 'MIDDLE_HIGH', gender: 'F', schoolId: '7000002' },
  });

  // the manager's main page is open before anything happens
  await signIn(page, 'manager');
  await at(page, 'auth/main');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  assert.equal(await page.getByText(e.studentCode).count(), 0);

  // a colleague enters the paper questionnaire: one critical item at 가끔 그렇다, nothing else
  const entered = await req.put(url(`svs-u/simple-evaluation/${e.id}`), {
    headers: { authorization: `Bearer ${staffToken}` },
    data: { answers: { suci05: 1 }, isDone: 'Y' },
  });
  assert.equal(entered.status(), 200, await entered.text());

  // the banner appears without a reload (the alarm stream), and names why
  const banner = page.locator('section', { has: page.getByRole('heading', { name: /위기 알림 \d+건/ }) });
  const row = banner.locator('li', { hasText: e.studentCode });
  await row.waitFor({ timeout: 20_000 });
  await row.getByText('위기 문항 1개 응답').waitFor();

  // the list: the 위기 filter finds the student, shown with the 위기 mark, never as a plain 일반군
  await page.goto(url('auth/simple-evaluation/list?crisis=Y'));
  const listRow = page.locator('.ant-table-row', { hasText: e.studentCode });
  await listRow.waitFor();
  await listRow.getByText('위기', { exact: true }).waitFor();
  const violations = await axeViolations(page);
  assert.deepEqual(violations, [], JSON.stringify(violations, null, 2));

  // after-management for the student: the institutions' checkbox group, once shown, passes axe too
  await page.goto(url(`auth/simple-evaluation/after-management/${e.id}`));
  await page.getByLabel('연계함').check();
  await page.getByRole('group', { name: '연계 기관' }).waitFor();
  const after = await axeViolations(page);
  assert.deepEqual(after, [], JSON.stringify(after, null, 2));
  await manager.close();
});
