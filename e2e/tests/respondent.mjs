// Helpers for the tests that need simple evaluations, cases and respondent links (staff side through the API, the
// respondent's side through the phone pages).
import assert from 'node:assert/strict';
import { api, toast, url } from './browser.mjs';

export const BASIC = `Basic ${Buffer.from('svs-web:svs-web-secret').toString('base64')}`;

/** A fresh phone number per call (the code throttles count per phone). */
export const phone = () => `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A demo account's access token (password grant, as an integrator signs in). */
export async function apiToken(request, loginId) {
  const res = await api(request, 'POST', 'svs/sign/in', {
    headers: { authorization: BASIC },
    data: { grant_type: 'password', username: loginId, password: 'Demo1234!' },
  });
  assert.equal(res.status(), 200, await res.text());
  return (await res.json()).access_token;
}

export async function gql(request, token, query, variables = {}) {
  const res = await api(request, 'POST', 'graphql', {
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    data: { query, variables },
  });
  const body = await res.json();
  assert.ok(!body.errors, JSON.stringify(body.errors));
  return body.data;
}

const REGISTER = `mutation ($input: SimpleEvaluationInput!) { registerSimpleEvaluation(input: $input) { id studentCode message } }`;
const SEND = `mutation ($input: SendUrlInput!) { sendSimpleEvaluationUrl(sendType: AGREE, input: $input) { agreeId message sentTo } }`;

/**
 * Registers a student and sends the guardian's consent link as a staff user (GraphQL, as the staff screens would);
 * answers the evaluation's id and management number, the consent round's id and the guardian's phone.
 * Middle/high: studentSendYn N, so the guardian answers.
 */
export async function registerAndSend(request, token, input) {
  const guardianMobile = phone();
  const { registerSimpleEvaluation: e } = await gql(request, token, REGISTER, { input: { gender: 'M', mobile: phone(), ...input } });
  assert.equal(e.message, '관리번호가 생성 되었습니다.');
  const { sendSimpleEvaluationUrl: s } = await gql(request, token, SEND, {
    input: { simpleEvaluationId: e.id, guardianMobile, ...(input.schoolTargetType === 'MIDDLE_HIGH' ? { studentSendYn: 'N' } : {}) },
  });
  assert.equal(s.message, '전송 되었습니다.');
  return { id: e.id, studentCode: e.studentCode, agreeId: s.agreeId, guardianMobile };
}

// ---- the case questionnaires' links (SDQ-KR, satisfaction): staff send, the respondent proves the phone ----

/** The newest 6-digit code texted to `mobile`, as the local SMS driver recorded it (read by an administrator). */
export async function latestSmsCode(request, adminToken, mobile) {
  const { smsSendHistory } = await gql(request, adminToken, 'query ($m: String) { smsSendHistory(mobile: $m, purpose: "AUTH_CODE") { content { content } } }', { m: mobile });
  const code = /인증번호 (\d{6})/.exec(smsSendHistory.content[0]?.content ?? '')?.[1];
  assert.ok(code, `no code texted to ${mobile}`);
  return code;
}

/**
 * On a questionnaire link's page (/request/sdq-kr/{id}, /request/satisfaction-assessment/{id}, the respondent entry's,
 * in Korean): types the phone the link went to, asks for the code, reads it from the SMS history and confirms it.
 * `check(where)` runs before the code is asked for (axe on the phone check).
 */
export async function proveMobile(page, request, adminToken, mobile, check = async () => {}) {
  await page.getByLabel('휴대전화번호').fill(mobile);
  await check('phone check');
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await page.getByText('인증번호를 문자로 보냈습니다.', { exact: false }).waitFor();
  await page.getByLabel('인증번호 (6자리)').fill(await latestSmsCode(request, adminToken, mobile));
  await page.getByRole('button', { name: '확인', exact: true }).click();
}

const SEND_LINK = {
  'sdq-kr': ['sendSdqKrUrl', 'SdqKrSendUrlInput'],
  'satisfaction-assessment': ['sendSatisfactionAssessmentUrl', 'SatisfactionSendUrlInput'],
};

/**
 * Texts a case questionnaire's link ('sdq-kr' or 'satisfaction-assessment') as a staff user through the API (GraphQL,
 * as the register page would); `input` is the send input without the phone. Answers the record's id and the phone.
 */
export async function sendQuestionnaireLink(request, token, kind, input) {
  const mobile = phone();
  const [field, type] = SEND_LINK[kind];
  const data = await gql(request, token, `mutation ($input: ${type}!) { ${field}(input: $input) { id message } }`, { input: { ...input, mobile } });
  assert.equal(data[field].message, '전송 되었습니다.');
  return { id: data[field].id, mobile };
}

/** The page is the respondent entry's Korean-only page: <html lang="ko">, no language switcher. */
export async function assertKoreanOnly(page) {
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ko');
  assert.equal(await page.getByRole('navigation', { name: '언어 선택' }).count(), 0);
}

/**
 * On a case's SDQ-KR register page for a guardian (…/sdq-kr/register/{testType}/GUARDIAN): texts the link to the
 * guardian (모) and answers the new record's id, as the page's 기록 보기 link names it.
 */
export async function sendSdqLinkToGuardian(staff, mobile) {
  await staff.getByLabel('받는 사람 휴대전화번호').fill(mobile);
  await staff.locator('#send-link_relationship').click();
  await staff.locator('.ant-select-item-option', { hasText: /^모$/ }).click();
  await staff.getByRole('button', { name: '링크 보내기' }).click();
  await toast(staff, '전송 되었습니다.');
  const recordLink = staff.getByRole('link', { name: /번 기록 보기$/ }).first();
  await recordLink.waitFor();
  return Number(/^(\d+)번/.exec(await recordLink.textContent())[1]);
}

/**
 * The respondent's side of an SDQ-KR link (a fresh page, phone-sized by the caller): proves the phone, answers every
 * item of the five steps with `value` (0–2), submits and waits for the thanks. `check(where)` runs on the phone check,
 * the first step and the thanks (axe).
 */
export async function answerSdqKr(page, request, adminToken, { id, mobile, value, check = async () => {} }) {
  await page.goto(url(`request/sdq-kr/${id}`));
  await page.getByRole('heading', { level: 1, name: '강점·난점 설문 (SDQ-KR)' }).waitFor();
  await assertKoreanOnly(page);
  await proveMobile(page, request, adminToken, mobile, check);
  await page.getByText('1 / 5 단계').waitFor();
  await check('questionnaire');
  for (let step = 0; step < 5; step++) {
    if (step) await page.getByText(`${step + 1} / 5 단계`).waitFor();
    const radios = page.locator(`input[type="radio"][value="${value}"]`);
    for (let i = 0; i < (await radios.count()); i++) await radios.nth(i).check();
    await page.getByRole('button', { name: step === 4 ? '제출하기' : '다음' }).click();
  }
  await page.getByText('응답을 제출했습니다. 참여해 주셔서 고맙습니다.').waitFor();
  await check('thanks');
}

/** The satisfaction assessment's questions every respondent must answer (client/src/shared/satisfaction.ts). */
export const SATISFACTION_REQUIRED = ['받은 서비스에 전반적으로 만족한다.', '서비스가 진행된 과정(일정, 안내, 연락)에 만족한다.', '담당자는 친절하고 전문적으로 도와주었다.', '받은 서비스가 전반적으로 도움이 되었다.'];

/**
 * The respondent's side of a satisfaction link (a fresh page, sized by the caller): proves the phone, submits the form
 * empty (nothing goes: the required questions say so, one alert sums up), answers the required ratings with 4, then
 * submits and waits for the thanks. `check(where)` runs on the phone check, the form, the form with its errors and
 * the thanks (axe).
 */
export async function answerSatisfaction(page, request, adminToken, { id, mobile, check = async () => {} }) {
  await page.goto(url(`request/satisfaction-assessment/${id}`));
  await page.getByRole('heading', { level: 1, name: '서비스 만족도 평가' }).waitFor();
  await assertKoreanOnly(page);
  await proveMobile(page, request, adminToken, mobile, check);
  const first = page.getByRole('radiogroup', { name: SATISFACTION_REQUIRED[0] });
  await first.waitFor();
  assert.equal(await first.getAttribute('aria-required'), 'true');
  await check('form');
  await page.getByRole('button', { name: '제출하기' }).click();
  await page.getByRole('alert').filter({ hasText: '꼭 답해야 하는 문항 4개가 비어 있어요.' }).waitFor();
  assert.equal(await page.getByText('하나를 골라 주세요.').count(), 4);
  await check('required errors');
  for (const question of SATISFACTION_REQUIRED) await page.getByRole('radiogroup', { name: question }).getByLabel('4 그렇다').check();
  await page.getByLabel('서비스에 대해 하고 싶은 말').fill('도움이 되었습니다.');
  await page.getByRole('button', { name: '제출하기' }).click();
  await page.getByText('응답을 제출했습니다. 참여해 주셔서 고맙습니다.').waitFor();
  await check('thanks');
}

// ---- cases ----

/** A student name no other run has used: the prefix and three random Hangul syllables. */
export const studentName = (prefix = '기록') => `${prefix}${Array.from({ length: 3 }, () => String.fromCharCode(0xac00 + Math.floor(Math.random() * 11172))).join('')}`;

/** Now in Korean time to the minute, YYYY-MM-DDTHH:mm: a consent time, which the server refuses in the future. */
export const nowKst = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 16);

/** Today in Korean time, as YYYY-MM-DD (the date inputs' value; the server checks dates in Korean time). */
export const todayKst = () => nowKst().slice(0, 10);

/**
 * A new case of 서울 중부 센터: the school teacher ('member') files a request for `name`, the center manager approves it
 * with 정실무 ('center') as its case manager; the case starts at 심층평가. Answers the case's id and the student's name.
 * `birth` ({ birthYear, birthMonth, birthDate }) is the student's birth date (20 May 2014 unless given).
 */
export async function openCase(request, name = studentName(), birth = { birthYear: 2014, birthMonth: 5, birthDate: 20 }) {
  const member = await apiToken(request, 'member');
  const manager = await apiToken(request, 'manager');
  const consentAt = nowKst();
  const { fileRequest } = await gql(request, member, 'mutation ($input: RequestInput!) { fileRequest(input: $input) { id message } }', {
    input: {
      requestTarget: { name, gender: 'F', ...birth },
      grade: 6,
      classNo: 2,
      num: 11,
      requesterName: '강담당',
      requesterContact: '02-123-4567',
      guardianContact: phone(),
      guardianRelationship: '모',
      mainAppeal: '불안이 심해 등교를 힘들어합니다.',
      gcRequest: 'Y',
      gcRequestAt: consentAt,
      gcRequestMethod: 'WRITTEN',
      gc3rdPartyProvision: 'Y',
      gc3rdPartyProvisionAt: consentAt,
      gc3rdPartyProvisionMethod: 'WRITTEN',
    },
  });
  assert.equal(fileRequest.message, '등록되었습니다.');
  const { requestManagers } = await gql(request, manager, 'query ($id: Int!) { requestManagers(id: $id) { id name } }', { id: fileRequest.id });
  const caseManager = requestManagers.find((m) => m.name === '정실무');
  assert.ok(caseManager, '정실무 is a case manager candidate of the request');
  const { approveRequest } = await gql(request, manager, 'mutation ($id: Int!, $input: ApproveInput) { approveRequest(id: $id, input: $input) { message } }', {
    id: fileRequest.id,
    input: { caseManagerId: caseManager.id },
  });
  assert.equal(approveRequest.message, '승인되었습니다.');
  return { id: fileRequest.id, name };
}
