// Accessibility of the respondent entry (client/respondent.html): the pages an SMS link opens are not in the staff
// app's route table, so they are walked here: each link as it opens (consent, the answer and result links before the
// phone check, a bad link) at 1280 and 360 px, and a guardian's whole flow (consent, phone check, questionnaire,
// result, counselling dialog) in each of the four languages at 360 px and in Korean at 1280 px, checking <html lang>
// (and the withdrawal of consent, from the consent page after a yes and from the questionnaire page)
// and the link's ?lang on the way; and the case questionnaires' links (SDQ-KR, satisfaction assessment), Korean only,
// from the phone check to the thanks at both widths. Any serious or critical axe violation, or a page cut off on a
// phone, fails.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createChecker } from './a11y.mjs';
import { launch, url } from './browser.mjs';
import { answerSatisfaction, answerSdqKr, apiToken, assertKoreanOnly, latestSmsCode, openCase, registerAndSend, sendQuestionnaireLink } from './respondent.mjs';

const WIDTHS = [1280, 360];
const { check, problems, stats } = createChecker();
let browser;

before(async () => {
  ({ browser } = await launch());
});
after(async () => browser?.close());

/** Headings the flow waits for, per language (client/src/respondent/texts). */
const FLOW_TEXTS = {
  ko: { title: '마음건강 간편검사 참여 동의', agree: '동의합니다', next: '다음', submit: '제출하기', help: '이야기 나눌 곳', ask: '상담을 받고 싶어요', confirm: '상담을 신청할까요?' },
  en: { title: 'Consent to a short mental health check', agree: 'I agree', next: 'Next', submit: 'Submit', help: 'Where you can talk', ask: 'I would like counselling', confirm: 'Ask for counselling?' },
  zh: { title: '同意参加心理健康简易检查', agree: '同意', next: '下一步', submit: '提交', help: '可以倾诉的地方', ask: '我想接受咨询', confirm: '要申请咨询吗？' },
  vi: { title: 'Đồng ý tham gia kiểm tra nhanh sức khỏe tinh thần', agree: 'Tôi đồng ý', next: 'Tiếp theo', submit: 'Gửi', help: 'Nơi có thể nói chuyện', ask: 'Tôi muốn được tư vấn', confirm: 'Gửi yêu cầu tư vấn?' },
};
/** The guardian's documents (client/src/respondent/texts: documents.report). */
const REPORT = { ko: '결과 안내서 내려받기 (PDF)', en: 'Download the result report (PDF)', zh: '下载结果说明书（PDF）', vi: 'Tải bản hướng dẫn kết quả (PDF)' };
const LANGUAGE_NAMES = { ko: '한국어', en: 'English', zh: '简体中文', vi: 'Tiếng Việt' };
const MOBILE_LABEL = { ko: '휴대전화번호', en: 'Mobile number', zh: '手机号码', vi: 'Số điện thoại di động' };
const CODE_LABEL = { ko: '인증번호 (6자리)', en: 'Code (6 digits)', zh: '验证码（6位）', vi: 'Mã xác nhận (6 chữ số)' };
const GET_CODE = { ko: '인증번호 받기', en: 'Get a code', zh: '获取验证码', vi: 'Nhận mã xác nhận' };
const CONFIRM = { ko: '확인', en: 'Confirm', zh: '确认', vi: 'Xác nhận' };

const htmlLang = (page) => page.evaluate(() => document.documentElement.lang);

test('the respondent pages as a link opens them (consent, the answer and result links before the phone check) at 1280 and 360 px', async () => {
  const context = await browser.newContext({ locale: 'ko-KR' });
  const { request } = await context.newPage();
  const e = await registerAndSend(request, await apiToken(request, 'member'), { schoolTargetType: 'ELEMENTARY' });
  const views = await Promise.all(
    WIDTHS.map(async (width) => {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      return { page, width };
    }),
  );
  const paths = [`/agree/${e.agreeId}/guardian`, `/agree/${e.agreeId}/student`, `/simple-evaluation/${e.id}`, `/simple-evaluation/result/${e.id}`, '/simple-evaluation/not-a-number'];
  for (const path of paths) {
    await Promise.all(
      views.map(async (view) => {
        await view.page.goto(url(`${path.slice(1)}?lang=ko`));
        await view.page.getByRole('heading', { level: 1 }).first().waitFor();
        assert.equal(await htmlLang(view.page), 'ko', path);
        await check(view, 'respondent', path);
      }),
    );
  }
  await context.close();
});

for (const [lang, width] of [['ko', 360], ['en', 360], ['zh', 360], ['vi', 360], ['ko', 1280]]) {
  test(`consent → questionnaire → result in ${LANGUAGE_NAMES[lang]} at ${width} px: <html lang>, the link's ?lang, no serious axe violation`, async () => {
    const context = await browser.newContext({ locale: 'ko-KR', viewport: { width, height: 780 }, isMobile: width < 400, hasTouch: width < 400 });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const view = { page, width };
    const adminToken = await apiToken(page.request, 'admin');
    const e = await registerAndSend(page.request, await apiToken(page.request, 'member'), { schoolTargetType: 'ELEMENTARY' });
    const t = FLOW_TEXTS[lang];
    const where = (step) => `${lang} ${step}`;

    // the guardian opens the link (in Korean) and chooses the language
    await page.goto(url(`agree/${e.agreeId}/guardian`));
    await page.getByRole('button', { name: LANGUAGE_NAMES[lang] }).click();
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    assert.equal(await htmlLang(page), lang);
    assert.equal(new URL(page.url()).searchParams.get('lang'), lang);
    await check(view, where('consent'), '/agree/:id/guardian');

    await page.getByLabel(MOBILE_LABEL[lang]).fill(e.guardianMobile);
    await page.getByRole('button', { name: GET_CODE[lang] }).click();
    await page.getByLabel(CODE_LABEL[lang]).waitFor();
    await page.getByLabel(CODE_LABEL[lang]).fill(await latestSmsCode(page.request, adminToken, e.guardianMobile));
    await check(view, where('phone check'), '/agree/:id/guardian');
    await page.getByRole('button', { name: CONFIRM[lang], exact: true }).click();
    await page.getByRole('button', { name: t.agree, exact: true }).waitFor();
    await check(view, where('consent decision'), '/agree/:id/guardian');
    await page.getByRole('button', { name: t.agree, exact: true }).click();

    // the questionnaire, in the same language
    await page.waitForURL((u) => u.pathname.endsWith(`/simple-evaluation/${e.id}`));
    assert.equal(new URL(page.url()).searchParams.get('lang'), lang, 'the language is carried in the link');
    await page.getByRole('progressbar').waitFor();
    assert.equal(await htmlLang(page), lang);
    await check(view, where('questionnaire'), '/simple-evaluation/:id');
    for (let guard = 0; guard < 10; guard++) {
      const radios = page.locator('fieldset input[type=radio][value="0"]');
      await radios.first().waitFor();
      for (let i = 0; i < (await radios.count()); i++) await radios.nth(i).check();
      const submit = page.getByRole('button', { name: t.submit, exact: true });
      if (await submit.count()) {
        await submit.click();
        break;
      }
      await page.getByRole('button', { name: t.next, exact: true }).click();
    }

    // the result and the counselling dialog
    await page.waitForURL((u) => u.pathname.endsWith(`/simple-evaluation/result/${e.id}`));
    await page.getByRole('heading', { name: t.help }).waitFor();
    assert.equal(await htmlLang(page), lang);
    assert.equal(new URL(page.url()).searchParams.get('lang'), lang);
    await check(view, where('result'), '/simple-evaluation/result/:id');
    // the guardian's result report: a PDF saved under the management number
    const [report] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: REPORT[lang] }).click()]);
    assert.match(report.suggestedFilename(), /^간편검사_결과안내_.+\.pdf$/);
    await page.getByRole('button', { name: t.ask }).click();
    await page.getByRole('dialog', { name: t.confirm }).waitFor();
    await check(view, where('counselling dialog'), '/simple-evaluation/result/:id');
    await context.close();
  });
}

test('the consent page after a yes (the copy, the withdrawal dialog, its outcome) at 1280 and 360 px', async () => {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ locale: 'ko-KR', viewport: { width, height: 780 } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const view = { page, width };
    const adminToken = await apiToken(page.request, 'admin');
    const e = await registerAndSend(page.request, await apiToken(page.request, 'member'), { schoolTargetType: 'ELEMENTARY' });
    await page.goto(url(`agree/${e.agreeId}/guardian?lang=ko`));
    await page.getByLabel(MOBILE_LABEL.ko).fill(e.guardianMobile);
    await page.getByRole('button', { name: GET_CODE.ko }).click();
    await page.getByLabel(CODE_LABEL.ko).waitFor(); // the code field shows once the code is sent: only then read it
    await page.getByLabel(CODE_LABEL.ko).fill(await latestSmsCode(page.request, adminToken, e.guardianMobile));
    await page.getByRole('button', { name: CONFIRM.ko, exact: true }).click();
    await page.getByRole('button', { name: '동의합니다', exact: true }).click();
    await page.waitForURL((u) => u.pathname.endsWith(`/simple-evaluation/${e.id}`));
    // back through the link before answering: the copy of the yes, and the withdrawal
    await page.goto(url(`agree/${e.agreeId}/guardian?lang=ko`));
    await page.getByRole('button', { name: '동의 철회하기' }).waitFor();
    await check(view, 'consent after a yes', '/agree/:id/guardian');
    const [copy] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '동의 내용 내려받기 (PDF)' }).click()]);
    assert.match(copy.suggestedFilename(), /^간편검사_동의내용_.+\.pdf$/);
    await page.getByRole('button', { name: '동의 철회하기' }).click();
    await page.getByRole('dialog', { name: '동의를 철회하시겠어요?' }).waitFor();
    await check(view, 'withdrawal dialog', '/agree/:id/guardian');
    await page.getByRole('dialog').getByRole('button', { name: '철회합니다' }).click();
    await page.getByRole('heading', { name: '동의를 철회했습니다' }).waitFor();
    await check(view, 'consent withdrawn', '/agree/:id/guardian');
    await context.close();
  }
});

test('the questionnaire page’s withdrawal (its dialog, then the done state) at 1280 and 360 px', async () => {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ locale: 'ko-KR', viewport: { width, height: 780 } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const view = { page, width };
    const adminToken = await apiToken(page.request, 'admin');
    const e = await registerAndSend(page.request, await apiToken(page.request, 'member'), { schoolTargetType: 'ELEMENTARY' });
    await page.goto(url(`agree/${e.agreeId}/guardian?lang=ko`));
    await page.getByLabel(MOBILE_LABEL.ko).fill(e.guardianMobile);
    await page.getByRole('button', { name: GET_CODE.ko }).click();
    await page.getByLabel(CODE_LABEL.ko).waitFor();
    await page.getByLabel(CODE_LABEL.ko).fill(await latestSmsCode(page.request, adminToken, e.guardianMobile));
    await page.getByRole('button', { name: CONFIRM.ko, exact: true }).click();
    await page.getByRole('button', { name: '동의합니다', exact: true }).click();
    await page.waitForURL((u) => u.pathname.endsWith(`/simple-evaluation/${e.id}`));
    // under the questions: withdraw before submitting, by keyboard
    const withdraw = page.getByRole('button', { name: '동의 철회하기' });
    await withdraw.waitFor();
    await withdraw.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: '동의를 철회하시겠어요?' }).waitFor();
    await check(view, 'questionnaire withdrawal dialog', '/simple-evaluation/:id');
    await page.getByRole('dialog').getByRole('button', { name: '철회합니다' }).click();
    await page.getByRole('heading', { level: 1, name: '동의를 철회했습니다' }).waitFor();
    await check(view, 'questionnaire consent withdrawn', '/simple-evaluation/:id');
    await context.close();
  }
});

test('the case questionnaires’ links (SDQ-KR, satisfaction) in Korean at 1280 and 360 px: a bad link, the phone check, the form, its errors, the thanks', async () => {
  // a phone set to English: these pages stay Korean (<html lang="ko">, no language choice)
  const context = await browser.newContext({ locale: 'en-US' });
  context.setDefaultTimeout(15_000);
  const { request } = await context.newPage();
  const adminToken = await apiToken(request, 'admin');
  const manager = await apiToken(request, 'manager');
  const { id: requestId } = await openCase(request);
  // one record per (case, target): each width answers its own
  const targets = { 360: { sdq: 'GUARDIAN', satisfaction: 'STUDENT' }, 1280: { sdq: 'TEACHER', satisfaction: 'TEACHER' } };
  for (const width of WIDTHS) {
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    const view = { page, width };
    await page.goto(url('request/sdq-kr/not-a-number'));
    await page.getByText('링크 주소가 올바르지 않습니다.', { exact: false }).waitFor();
    await assertKoreanOnly(page);
    await check(view, 'case questionnaire', '/request/sdq-kr/not-a-number');

    const { sdq, satisfaction } = targets[width];
    const sdqLink = await sendQuestionnaireLink(request, manager, 'sdq-kr', { requestId, testType: 'PRELIMINARY', targetType: sdq, ...(sdq === 'GUARDIAN' ? { relationship: 'MOTHER' } : {}) });
    await answerSdqKr(page, request, adminToken, { ...sdqLink, value: 1, check: (where) => check(view, `sdq-kr ${where}`, '/request/sdq-kr/:id') });
    const satisfactionLink = await sendQuestionnaireLink(request, manager, 'satisfaction-assessment', { requestId, targetType: satisfaction });
    await answerSatisfaction(page, request, adminToken, {
      ...satisfactionLink,
      check: (where) => check(view, `satisfaction ${where}`, '/request/satisfaction-assessment/:id'),
    });
    await page.close();
  }
  await context.close();
});

test('none of the respondent pages has a serious violation or is cut off on a phone', () => {
  console.log(`respondent accessibility: ${stats.axeRuns} distinct axe runs, ${Math.round(stats.axeMs / 1000)} s`);
  assert.equal(problems.length, 0, `${problems.length} serious/critical axe violations or screens cut off on a phone:\n${problems.join('\n')}`);
});
