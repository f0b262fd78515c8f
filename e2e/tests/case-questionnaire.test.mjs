import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { at, axeLog, launch, newContext, signIn, url } from './browser.mjs';
import { answerSatisfaction, answerSdqKr, apiToken, gql, openCase, phone, sendQuestionnaireLink, sendSdqLinkToGuardian } from './respondent.mjs';

let browser;
before(async () => ({ browser } = await launch()));
after(async () => browser?.close());

const { problems, check: checkAxe } = axeLog();

/**
 * The SDQ-KR by SMS link: the case's center staff send the link to the guardian from the register page, the
 * guardian (code read from the SMS history, as the local driver records it) answers on a 360 px phone in the
 * respondent entry (client/respondent.html), and the staff's detail page shows the scores. axe-core on every screen
 * it reaches, at the width it is used at.
 */
test('center staff send the SDQ-KR link to a guardian, who answers on the phone; the scores appear', async () => {
  const center = await newContext(browser);
  const phoneContext = await newContext(browser);
  const staff = await center.newPage();
  const req = staff.request;
  const managerToken = await apiToken(req, 'manager');
  const adminToken = await apiToken(req, 'admin');
  const { id: caseId } = await openCase(req);

  await signIn(staff, 'manager');
  await at(staff, 'auth/main');
  await staff.goto(url(`auth/case-management/detail/${caseId}/sdq-kr/register/PRELIMINARY/GUARDIAN`));
  await staff.getByRole('heading', { name: 'SDQ-KR 사전 검사 · 보호자' }).waitFor();
  await checkAxe(staff, 'sdq register 1280');
  const mobile = phone();
  const sdqKrId = await sendSdqLinkToGuardian(staff, mobile);

  const guardian = await phoneContext.newPage();
  await guardian.setViewportSize({ width: 360, height: 800 });
  await answerSdqKr(guardian, req, adminToken, { id: sdqKrId, mobile, value: 1, check: (where) => checkAxe(guardian, `sdq ${where} 360`) });

  await staff.goto(url(`auth/case-management/detail/${caseId}/sdq-kr/detail/${sdqKrId}`));
  // every answer 1: each problem scale 5 (the reversed items count 1 too), total difficulties 20, very high for a guardian
  const total = staff.getByRole('row', { name: /총 난점/ });
  await total.waitFor();
  assert.match(await total.textContent(), /20.*0–40.*매우 높음/);
  await checkAxe(staff, 'sdq detail 1280');

  // the case detail's 학생 변화 추이: the guardian's PRELIMINARY total in the table beside the chart, no POST yet
  await staff.goto(url(`auth/case-management/detail/${caseId}`));
  const guardianTable = staff.getByRole('table', { name: /^보호자 응답 \(사전 \d{4}-\d{2}-\d{2}, 사후 없음\)$/ });
  await guardianTable.waitFor();
  assert.match(await guardianTable.getByRole('row', { name: /총 난점/ }).textContent(), /총 난점20 \(매우 높음\)--/);
  await staff.getByRole('img', { name: /응답자별 SDQ-KR 총 난점 사전·사후 차트/ }).waitFor();
  await checkAxe(staff, 'case timeline 1280');
  await staff.setViewportSize({ width: 360, height: 800 });
  await checkAxe(staff, 'case timeline 360');
  await staff.setViewportSize({ width: 1280, height: 900 });

  await staff.goto(url(`auth/case-management/detail/${caseId}/satisfaction-assessment/register/STUDENT`));
  await staff.getByRole('heading', { name: '만족도 평가 · 학생' }).waitFor();
  await checkAxe(staff, 'satisfaction register 1280');

  // the satisfaction assessment's phone page: the link sent through the API, answered at 360 px; the staff's detail
  // shows what was answered
  const sent = await sendQuestionnaireLink(req, managerToken, 'satisfaction-assessment', { requestId: caseId, targetType: 'STUDENT' });
  await answerSatisfaction(guardian, req, adminToken, { ...sent, check: (where) => checkAxe(guardian, `satisfaction ${where} 360`) });
  const { satisfactionAssessment: answered } = await gql(req, managerToken, 'query ($id: Int!) { satisfactionAssessment(id: $id) { isDone doneBy svsOverAll svsContent servicePerformance } }', { id: sent.id });
  assert.deepEqual(answered, { isDone: 'Y', doneBy: 'RESPONDENT', svsOverAll: 4, svsContent: '도움이 되었습니다.', servicePerformance: 4 });

  assert.equal(problems.length, 0, `axe found serious/critical violations:\n${problems.join('\n')}`);
});
