// The records of a running case (issue 9 "Done means" → E2E), written through their forms by the case's center
// staff: an interview evaluation (임시저장, refused 제출 while incomplete, then 제출 from its detail), a PRELIMINARY CGI,
// case minutes, a case management log, the SDQ-KR answered by the guardian on a phone before (PRELIMINARY) and after
// (POST), and the POST CGI (CGI-S and CGI-I); the case detail's 학생 변화 추이 shows the guardian's change and the CGI
// table. axe-core on every form at 1280 and 360 px.
// The case is filed and approved through the API, so nothing depends on the order the test files run in; the SDQ-KR
// link flow itself (and the closing report) are also covered by case-questionnaire.test.mjs and request.test.mjs.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { at, axeLog, launch, newContext, resize, signIn, toast, url } from './browser.mjs';
import { answerSdqKr, apiToken, openCase, phone, sendSdqLinkToGuardian, todayKst } from './respondent.mjs';

let browser;
before(async () => ({ browser } = await launch()));
after(async () => browser?.close());

/** Ticks `option` in the choice field whose legend is `legend` (a radio, or one box of a multiple choice). */
const choose = (page, legend, option) =>
  page
    .getByRole('group', { name: new RegExp(`^${legend.replace(/[()]/g, '\\$&')}( \\(여러 개 선택\\))?$`) })
    .getByLabel(option, { exact: true })
    .check();

test('center staff write the records of a running case, and the guardian’s SDQ-KR change shows on its timeline', async () => {
  const center = await newContext(browser);
  const phoneContext = await newContext(browser);
  const staff = await center.newPage();
  const req = staff.request;
  const adminToken = await apiToken(req, 'admin');
  const { id: caseId, name } = await openCase(req);
  const { problems, check } = axeLog();
  /** axe on the page as it is, at 1280 and at 360 px (after `narrow()`, if given), back to 1280 after. */
  const checkBothWidths = async (where, narrow = async () => {}) => {
    await check(staff, `${where} 1280`);
    await resize(staff, 360, 800);
    await narrow();
    await check(staff, `${where} 360`);
    await resize(staff, 1280, 900);
  };
  /** The guardian's phone: a page of its own browser profile, 360 px wide. */
  const phonePage = async () => {
    const page = await phoneContext.newPage();
    await page.setViewportSize({ width: 360, height: 800 });
    return page;
  };
  const caseStep = (step, item) => `auth/case-management/detail/${caseId}/${step}/${item}`;

  // ---- the case manager finds the new case in the list at 심층평가 and opens it ----
  await signIn(staff, 'center');
  await at(staff, 'auth/main');
  await staff.goto(url('auth/case-management/list/IN_DEPTH_EVALUATION'));
  await staff.getByLabel('검색어').fill(name);
  await staff.getByRole('button', { name: '검색', exact: true }).click();
  await staff.getByRole('link', { name: `${name} 사례 열기` }).click();
  await at(staff, `auth/case-management/detail/${caseId}`);
  await staff.getByText('작성한 면담평가가 없습니다.').waitFor();

  // ---- interview evaluation: 임시저장 with a part, 제출 refused while incomplete, then completed from its detail ----
  await staff.getByRole('link', { name: '면담 평가 보호자 등록' }).click();
  await at(staff, `auth/case-management/detail/${caseId}/interview-evaluation/register/GUARDIAN`);
  await staff.getByRole('navigation', { name: '면담평가 목차' }).waitFor();
  // at 360 px the table of contents folds above the form, so the form starts on the first screen
  await checkBothWidths('interview register', () => staff.getByRole('navigation', { name: '면담평가 목차' }).getByText('면담평가 목차').and(staff.locator('summary')).waitFor());
  await staff.getByLabel('상담자', { exact: true }).fill('정실무');
  await staff.getByLabel('상담일', { exact: true }).fill(todayKst());
  await staff.getByLabel('면담 대상자', { exact: true }).fill('김보호');
  await staff.getByRole('button', { name: '제출' }).click();
  await staff.getByText('제출하려면 표시된 항목을 확인해주세요.').waitFor();
  await staff.getByText('주호소 상세를 입력해주세요.').waitFor();
  assert.match(staff.url(), /\/interview-evaluation\/register\/GUARDIAN$/);
  await staff.getByRole('button', { name: '임시저장' }).click();
  await toast(staff, '저장 되었습니다.');
  await at(staff, caseStep('IN_DEPTH_EVALUATION', 'INTERVIEW_EVALUATION'));
  const interviews = staff.getByRole('list', { name: '면담평가 목록' });
  const interview = interviews.getByRole('listitem').filter({ hasText: '보호자 면담 (김보호)' });
  await interview.getByText('임시저장', { exact: true }).waitFor();

  await interview.getByRole('link', { name: '보호자 면담 (김보호)' }).click();
  await staff.waitForURL(/\/interview-evaluation\/detail\/\d+$/);
  await staff.getByRole('button', { name: '수정' }).click();
  await staff.getByRole('button', { name: '제출' }).waitFor();
  assert.equal(await staff.getByLabel('상담자', { exact: true }).inputValue(), '정실무');
  await checkBothWidths('interview edit');
  await choose(staff, '상담 장소', '센터');
  await choose(staff, '학생과의 관계', '모');
  await choose(staff, '주호소', '불안');
  await choose(staff, '주호소', '등교 거부');
  await staff.getByLabel('주호소 상세', { exact: true }).fill('아침마다 복통을 호소하며 등교를 거부합니다.');
  await staff.getByRole('button', { name: '제출' }).click();
  await toast(staff, '완료되었습니다.');
  await at(staff, caseStep('IN_DEPTH_EVALUATION', 'INTERVIEW_EVALUATION'));
  await interview.getByText('제출', { exact: true }).waitFor();
  assert.equal(await interviews.getByRole('listitem').count(), 1);

  // ---- SDQ-KR before: the guardian answers on the phone; the scores appear under 심층평가 ----
  const guardianMobile = phone();
  await staff.getByRole('link', { name: 'SDQ-KR 사전 검사 보호자 등록' }).click();
  await staff.getByRole('heading', { name: 'SDQ-KR 사전 검사 · 보호자' }).waitFor();
  await checkBothWidths('sdq register PRELIMINARY');
  const preId = await sendSdqLinkToGuardian(staff, guardianMobile);
  // every answer 1: total difficulties 20 (매우 높음 for a guardian)
  await answerSdqKr(await phonePage(), req, adminToken, { id: preId, mobile: guardianMobile, value: 1 });
  await staff.goto(url(caseStep('IN_DEPTH_EVALUATION', 'SDQ_KR_PRE')));
  const preSdq = staff.getByRole('list', { name: '사전 SDQ-KR 목록' }).getByRole('listitem').filter({ hasText: '보호자 응답' });
  await preSdq.getByText('응답 완료', { exact: true }).waitFor();
  assert.match(await preSdq.textContent(), /총 난점 20점 \(매우 높음\)/);

  // ---- CGI before: CGI-S only (CGI-I is rated after) ----
  await staff.getByRole('link', { name: 'CGI 사전 평가 등록' }).click();
  await at(staff, `auth/case-management/detail/${caseId}/cgi/register/PRELIMINARY`);
  await staff.getByRole('navigation', { name: 'CGI 평가 목차' }).waitFor();
  assert.equal(await staff.getByRole('group', { name: /^CGI-I/ }).count(), 0);
  await checkBothWidths('cgi register');
  await choose(staff, 'CGI-S', '4 중등도');
  await staff.getByRole('button', { name: '제출' }).click();
  await toast(staff, '완료되었습니다.');
  await at(staff, caseStep('IN_DEPTH_EVALUATION', 'CGI_PRE'));
  const cgi = staff.getByRole('list', { name: '사전 CGI 목록' }).getByRole('listitem');
  await cgi.getByText('CGI-S 4 중등도').waitFor();
  await cgi.getByText('제출', { exact: true }).waitFor();

  // ---- case minutes ----
  const minutesTitle = `사례회의 ${Date.now().toString(36)}`;
  await staff.goto(url(caseStep('CASE_MEETING', 'CASE_MINUTES')));
  await staff.getByRole('link', { name: '사례회의록 등록' }).click();
  await at(staff, `auth/case-management/detail/${caseId}/case-minutes/register`);
  await staff.getByRole('navigation', { name: '사례회의록 목차' }).waitFor();
  await checkBothWidths('case minutes register');
  await staff.getByLabel('제목', { exact: true }).fill(minutesTitle);
  await staff.getByLabel('회의일', { exact: true }).fill(todayKst());
  await staff.getByLabel('참석자', { exact: true }).fill('최센터장, 정실무, 외부 슈퍼바이저');
  await staff.getByLabel('회의 내용', { exact: true }).fill('등교 거부의 배경과 불안 수준을 검토했습니다.');
  await choose(staff, '주 진단 (추정)', '불안');
  await choose(staff, '개입 계획', '개별 상담');
  await choose(staff, '개입 계획', '가족 상담');
  await staff.getByRole('button', { name: '제출' }).click();
  await toast(staff, '완료되었습니다.');
  await at(staff, caseStep('CASE_MEETING', 'CASE_MINUTES'));
  const minutes = staff.getByRole('list', { name: '사례회의록 목록' }).getByRole('listitem').filter({ hasText: minutesTitle });
  await minutes.getByText(todayKst(), { exact: true }).waitFor();
  await minutes.getByText('제출', { exact: true }).waitFor();

  // ---- case management log ----
  const logTitle = `개별 상담 ${Date.now().toString(36)}`;
  await staff.goto(url(caseStep('CASE_INTERVENTION', 'CASE_MANAGEMENT_LOG')));
  await staff.getByRole('link', { name: '사례관리 일지 등록' }).click();
  await at(staff, `auth/case-management/detail/${caseId}/case-management-log/register`);
  await staff.getByRole('navigation', { name: '사례관리일지 목차' }).waitFor();
  await checkBothWidths('case management log register');
  await staff.getByLabel('제목', { exact: true }).fill(logTitle);
  await staff.getByLabel('상담자', { exact: true }).fill('정실무');
  await staff.getByLabel('개입일', { exact: true }).fill(todayKst());
  await choose(staff, '개입 대상', '학생');
  await choose(staff, '개입 방법', '대면');
  await choose(staff, '개입 유형', '상담');
  await staff.getByLabel('개입 내용', { exact: true }).fill('불안 다루기 1회기: 신체 반응 알아차리기를 연습했습니다.');
  await staff.getByLabel('향후 계획', { exact: true }).fill('다음 주 보호자 상담');
  await staff.getByRole('button', { name: '제출' }).click();
  await toast(staff, '완료되었습니다.');
  await at(staff, caseStep('CASE_INTERVENTION', 'CASE_MANAGEMENT_LOG'));
  const log = staff.getByRole('list', { name: '사례관리일지 목록' }).getByRole('listitem').filter({ hasText: logTitle });
  await log.getByText('정실무', { exact: true }).waitFor();
  await log.getByText('제출', { exact: true }).waitFor();

  // ---- SDQ-KR after: the same guardian answers again, better (every answer 0: total difficulties 10, 평균 수준) ----
  await staff.goto(url(caseStep('POST_EVALUATION', 'SDQ_KR_POST')));
  await staff.getByRole('link', { name: 'SDQ-KR 사후 검사 보호자 등록' }).click();
  await staff.getByRole('heading', { name: 'SDQ-KR 사후 검사 · 보호자' }).waitFor();
  await checkBothWidths('sdq register POST');
  const postId = await sendSdqLinkToGuardian(staff, guardianMobile);
  assert.notEqual(postId, preId);
  await answerSdqKr(await phonePage(), req, adminToken, { id: postId, mobile: guardianMobile, value: 0 });

  // ---- CGI after: CGI-S again and CGI-I (asked for after the intervention; 0 would be 평가하지 않음) ----
  await staff.goto(url(caseStep('POST_EVALUATION', 'CGI_POST')));
  await staff.getByText('작성한 사후 CGI가 없습니다.').waitFor();
  await staff.getByRole('link', { name: 'CGI 사후 평가 등록' }).click();
  await at(staff, `auth/case-management/detail/${caseId}/cgi/register/POST`);
  await staff.getByRole('navigation', { name: 'CGI 평가 목차' }).waitFor();
  await checkBothWidths('cgi register POST');
  await choose(staff, 'CGI-S', '2 경계 수준');
  await staff.getByRole('button', { name: '제출' }).click();
  await staff.getByText('제출하려면 표시된 항목을 확인해주세요.').waitFor();
  assert.match(staff.url(), /\/cgi\/register\/POST$/);
  await choose(staff, 'CGI-I', '2 많이 좋아짐');
  await staff.getByRole('button', { name: '제출' }).click();
  await toast(staff, '완료되었습니다.');
  await at(staff, caseStep('POST_EVALUATION', 'CGI_POST'));
  const postCgi = staff.getByRole('list', { name: '사후 CGI 목록' }).getByRole('listitem');
  await postCgi.getByText('CGI-S 2 경계 수준').waitFor();
  await postCgi.getByText('CGI-I 2 많이 좋아짐').waitFor();
  await postCgi.getByText('제출', { exact: true }).waitFor();
  // one CGI per test: the register link gives way to the written one
  assert.equal(await staff.getByRole('link', { name: 'CGI 사후 평가 등록' }).count(), 0);

  // ---- 학생 변화 추이: the guardian's change from before to after, and the CGI before ----
  await staff.goto(url(`auth/case-management/detail/${caseId}`));
  const guardianTable = staff.getByRole('table', { name: /^보호자 응답 \(사전 \d{4}-\d{2}-\d{2}, 사후 \d{4}-\d{2}-\d{2}\)$/ });
  await guardianTable.waitFor();
  assert.match(await guardianTable.getByRole('row', { name: /총 난점/ }).textContent(), /^총 난점20 \(매우 높음\)10 \(평균 수준\)-10 좋아짐$/);
  await staff.getByRole('img', { name: /응답자별 SDQ-KR 총 난점 사전·사후 차트/ }).waitFor();
  const cgiTable = staff.getByRole('table', { name: 'CGI 사전·사후' });
  assert.match(await cgiTable.getByRole('row', { name: /CGI-S/ }).textContent(), /^CGI-S 심각도 \(낮을수록 좋음\)4 중등도2 경계 수준-2 좋아짐$/);
  assert.match(await cgiTable.getByRole('row', { name: /CGI-I/ }).textContent(), /^CGI-I 호전도-2 많이 좋아짐-$/);
  await checkBothWidths('case timeline');

  await center.close();
  await phoneContext.close();
  assert.equal(problems.length, 0, `axe found serious/critical violations:\n${problems.join('\n')}`);
});
