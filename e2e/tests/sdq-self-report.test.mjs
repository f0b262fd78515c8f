// The SDQ-KR self-report is for pupils of 11–17: for a younger child the case page shows the student's 등록 disabled
// with the server's reason, the student's register page offers neither the link nor the paper entry, and the server
// refuses the link itself (SDQ_SELF_REPORT_AGE); a pupil of 12 gets the link and answers the student's form on a
// phone, in the respondent entry. The cases are filed and approved through the API.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axeLog, launch, newContext, signIn, url, at } from './browser.mjs';
import { answerSdqKr, apiToken, gql, openCase, phone, sendQuestionnaireLink, todayKst } from './respondent.mjs';

let browser;
before(async () => ({ browser } = await launch()));
after(async () => browser?.close());

const { problems, check: checkAxe } = axeLog();

test('a child of 10 is not offered the SDQ-KR self-report: disabled with the reason; the guardian and teacher forms stay', async () => {
  const context = await newContext(browser);
  const staff = await context.newPage();
  const req = staff.request;
  // born on 1 January ten years ago (Korean calendar year): 10 all this year
  const year = Number(todayKst().slice(0, 4)) - 10;
  const { id: caseId } = await openCase(req, undefined, { birthYear: year, birthMonth: 1, birthDate: 1 });
  const reason = 'SDQ-KR 학생용(자기보고)은 만 11–17세 학생에게만 실시할 수 있습니다. 이 학생은 만 10세이므로 보호자용 또는 교사용을 이용해주세요.';

  await signIn(staff, 'center');
  await at(staff, 'auth/main');
  await staff.goto(url(`auth/case-management/detail/${caseId}/IN_DEPTH_EVALUATION/SDQ_KR_PRE`));
  const student = staff.getByRole('button', { name: 'SDQ-KR 사전 검사 학생 등록' });
  // the case page's first load (its chunk, the case and each item's records) may be slow on a busy machine
  await student.waitFor({ timeout: 30_000 });
  assert.equal(await student.isDisabled(), true);
  assert.equal(await staff.getByRole('link', { name: 'SDQ-KR 사전 검사 학생 등록' }).count(), 0);
  const shown = staff.getByText(reason);
  await shown.waitFor();
  assert.equal(await shown.isVisible(), true);
  assert.equal(await student.getAttribute('aria-describedby'), await shown.getAttribute('id'));
  await staff.getByRole('link', { name: 'SDQ-KR 사전 검사 보호자 등록' }).waitFor();
  await staff.getByRole('link', { name: 'SDQ-KR 사전 검사 교사 등록' }).waitFor();
  await checkAxe(staff, 'case page, self-report disabled 1280');
  await staff.setViewportSize({ width: 360, height: 800 });
  await checkAxe(staff, 'case page, self-report disabled 360');
  await staff.setViewportSize({ width: 1280, height: 900 });

  // the student's register page, opened by its address: the reason, no link to send, no paper entry
  await staff.goto(url(`auth/case-management/detail/${caseId}/sdq-kr/register/PRELIMINARY/STUDENT`));
  await staff.getByRole('heading', { name: 'SDQ-KR 사전 검사 · 학생' }).waitFor();
  await staff.getByText(reason).waitFor();
  assert.equal(await staff.getByRole('button', { name: '링크 보내기' }).count(), 0);
  assert.equal(await staff.getByText('종이 설문 입력').count(), 0);
  await checkAxe(staff, 'sdq register, self-report refused 1280');

  // the server refuses the link itself (an integrator, or a page left open)
  const token = await apiToken(req, 'center');
  const res = await req.post(url('graphql'), {
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    data: {
      query: 'mutation ($input: SdqKrSendUrlInput!) { sendSdqKrUrl(input: $input) { id } }',
      variables: { input: { requestId: caseId, testType: 'PRELIMINARY', targetType: 'STUDENT', mobile: phone() } },
    },
  });
  const body = await res.json();
  assert.equal(body.errors?.[0]?.extensions?.code, 'SDQ_SELF_REPORT_AGE', JSON.stringify(body));
  assert.equal(body.errors[0].message, reason);

  assert.equal(problems.length, 0, `axe found serious/critical violations:\n${problems.join('\n')}`);
});

test('a pupil of 12 answers the SDQ-KR self-report by link on a 360 px phone; the staff see it answered', async () => {
  const context = await newContext(browser);
  const pupil = await context.newPage();
  await pupil.setViewportSize({ width: 360, height: 800 });
  const req = pupil.request;
  // born on 1 January twelve years ago: 12 all this year
  const year = Number(todayKst().slice(0, 4)) - 12;
  const { id: caseId } = await openCase(req, undefined, { birthYear: year, birthMonth: 1, birthDate: 1 });
  const center = await apiToken(req, 'center');
  const sent = await sendQuestionnaireLink(req, center, 'sdq-kr', { requestId: caseId, testType: 'PRELIMINARY', targetType: 'STUDENT' });

  await answerSdqKr(pupil, req, await apiToken(req, 'admin'), { ...sent, value: 0, check: (where) => checkAxe(pupil, `self-report ${where} 360`) });
  const { sdqKr } = await gql(req, center, 'query ($id: Int!) { sdqKr(id: $id) { targetType isDone doneBy scores { totalDifficulties } } }', { id: sent.id });
  assert.deepEqual({ ...sdqKr, scores: undefined }, { targetType: 'STUDENT', isDone: 'Y', doneBy: 'RESPONDENT', scores: undefined });
  assert.equal(typeof sdqKr.scores.totalDifficulties, 'number');
  await context.close();

  assert.equal(problems.length, 0, `axe found serious/critical violations:\n${problems.join('\n')}`);
});
