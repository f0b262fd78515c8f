import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { SdqKr } from '../src/modules/case/questionnaire/questionnaire.entity.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { SDQ_PLACEHOLDER } from '../src/modules/forms/forms.instruments.js';
import { freezeClock, resetClock } from '../src/platform/clock.js';
import { SmsMessage } from '../src/platform/sms.js';
import type { Account } from '../src/modules/account/account.entity.js';
import { call, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { makeCase, phone } from './case-fixtures.js';
import { expectError, expectGqlError } from './util.js';

/**
 * The SDQ-KR's two refusals over HTTP (REST and GraphQL): the self-report (STUDENT) only for pupils of 11–17 in whole
 * years on the Korean day the link is sent or the staff record created (400 SDQ_SELF_REPORT_AGE), and no link while
 * the respondent's form still holds the seeded placeholder (409 FORM_NOT_READY); nothing saved or texted when
 * refused. docs/SCORING.md "Who answers, and when a link may go".
 */
let app: TestApp;
let school: School;
let center: Center;
let teacher: Account;
let staff: string;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  school = await makeSchool(app, { sggCode: '11110' });
  center = await makeCenter(app, { locals: ['11110'] });
  teacher = await makeAccount(app, RoleCode.MEMBER, { school });
  staff = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MEMBER, { center }));
  admin = await tokenFor(app, await makeAccount(app, RoleCode.SYSTEM_ADMIN));
}, 180_000);
afterAll(() => app?.stop());
afterEach(() => resetClock());

/** A running case of a student born on 15 March 2014 (11 on 15 March 2025, 18 on 15 March 2032). */
const newCase = () => makeCase(app, { school, center, requester: teacher, birth: [2014, 3, 15] });

/** The last second of a Korean day, and its next midnight (00:00 KST = 15:00 UTC the day before). */
const lastSecondOf = (day: string) => new Date(new Date(`${day}T00:00:00+09:00`).getTime() + 86_400_000 - 1000);
const midnightOf = (day: string) => new Date(`${day}T00:00:00+09:00`);

const REST_SEND = 'svs-u/sdq-kr/send-url';
const GQL_SEND = 'mutation($input: SdqKrSendUrlInput!) { sendSdqKrUrl(input: $input) { id message sentTo } }';
const GQL_CREATE = 'mutation($input: SdqKrCreateInput!) { createSdqKr(input: $input) { id targetType isDone } }';
const SELF_REPORT = 'query($id: Int!) { request(id: $id) { id sdqSelfReport { allowed age message } } }';

const records = (requestId: number) => app.em().count(SdqKr, { request: requestId });
const texts = (mobile: string) => app.em().count(SmsMessage, { recipient: mobile });

const ageMessage = (age: number) =>
  `SDQ-KR 학생용(자기보고)은 만 11–17세 학생에게만 실시할 수 있습니다. 이 학생은 만 ${age}세이므로 보호자용 또는 교사용을 이용해주세요.`;
const notReady = (who: string) =>
  `SDQ-KR (${who}) 설문지에 아직 라이선스 문항이 입력되지 않았습니다. 관리자가 [설문지 관리]에서 문항 내용을 입력한 뒤 보낼 수 있습니다.`;

interface FormBody {
  id: number;
  title: string;
  questions: { key: string; question: string; examples: { value: number; label: string }[] }[];
}
const formOf = async (code: string) => (await call(app, 'GET', `svs/forms/find-form?code=${code}`)).body as FormBody;

/** The administrator's save on /auth/forms: `text(i)` for every question (or only the first `count`). */
async function editForm(code: string, text: (i: number) => string, count = Infinity) {
  const f = await formOf(code);
  const questions = f.questions.map((q, i) => ({ key: q.key, question: i < count ? text(i) : q.question, examples: q.examples }));
  const res = await call(app, 'PUT', `svs/forms/${f.id}`, { token: admin, body: { title: f.title, questions } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('a link while the form holds placeholders (409 FORM_NOT_READY)', () => {
  it('is refused, REST and GraphQL, with nothing saved or texted; paper entry stays open; allowed once an administrator loads the text', async () => {
    const caseId = await newCase();
    expect(new Set((await formOf('SDQ_KR_GUARDIAN')).questions.map((q) => q.question))).toEqual(new Set([SDQ_PLACEHOLDER]));
    const mobile = phone();
    const input = { requestId: caseId, testType: 'PRELIMINARY', targetType: 'GUARDIAN', mobile, relationship: 'MOTHER' };

    const rest = await call(app, 'POST', REST_SEND, { token: staff, body: input });
    expectError(rest, 409, 'FORM_NOT_READY', notReady('보호자'));
    expect(rest.body.details).toEqual({ formCode: 'SDQ_KR_GUARDIAN' });
    expectGqlError(await gql(app, GQL_SEND, { input }, staff), 409, 'FORM_NOT_READY', notReady('보호자'));
    expect(await records(caseId)).toBe(0);
    expect(await texts(mobile)).toBe(0);

    // an administrator loads part of the text: still refused while any question holds the placeholder
    await editForm('SDQ_KR_GUARDIAN', (i) => `관리자가 입력한 보호자 문항 ${i + 1}`, 24);
    expectError(await call(app, 'POST', REST_SEND, { token: staff, body: input }), 409, 'FORM_NOT_READY');
    expect(await texts(mobile)).toBe(0);

    // staff enter the paper questionnaire meanwhile (they hold the paper form): not refused
    const paper = await gql(app, GQL_CREATE, { input: { requestId: caseId, testType: 'POST', targetType: 'GUARDIAN', relationship: 'FATHER', dehi010: 1 } }, staff);
    expect(paper.body.errors, JSON.stringify(paper.body.errors)).toBeUndefined();
    const paperRest = await call(app, 'POST', 'svs-u/sdq-kr', { token: staff, body: { requestId: caseId, testType: 'POST', targetType: 'TEACHER', dehi010: 1 } });
    expect(paperRest.status, JSON.stringify(paperRest.body)).toBe(201);

    // the teacher's form is another form: its placeholders still refuse a teacher's link
    expectError(
      await call(app, 'POST', REST_SEND, { token: staff, body: { ...input, targetType: 'TEACHER', relationship: 'HOMEROOM_TEACHER' } }),
      409,
      'FORM_NOT_READY',
      notReady('교사'),
    );

    // the whole text loaded: the guardian's link goes, by either door
    await editForm('SDQ_KR_GUARDIAN', (i) => `관리자가 입력한 보호자 문항 ${i + 1}`);
    const sent = await call(app, 'POST', REST_SEND, { token: staff, body: input });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(await texts(mobile)).toBe(1);
    const again = await gql(app, GQL_SEND, { input: { ...input, testType: 'POST', mobile: phone() } }, staff);
    expect(again.body.errors, JSON.stringify(again.body.errors)).toBeUndefined();
    expect(again.body.data.sendSdqKrUrl.message).toBe('전송 되었습니다.');
  });

  it('leaves the satisfaction assessment alone (it has no form)', async () => {
    const caseId = await newCase();
    const res = await call(app, 'POST', 'svs-u/satisfaction-assessment/send-url', { token: staff, body: { requestId: caseId, targetType: 'STUDENT', mobile: phone() } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe('the self-report (STUDENT) only at 11–17 (400 SDQ_SELF_REPORT_AGE)', () => {
  beforeAll(async () => {
    await editForm('SDQ_KR_STUDENT', (i) => `관리자가 입력한 학생 문항 ${i + 1}`);
  });

  it('is refused at 10, the last day before the 11th birthday (Korean time), by both doors, for a link and a paper record; nothing saved or texted', async () => {
    const caseId = await newCase();
    freezeClock(lastSecondOf('2025-03-14')); // 2025-03-14 23:59:59 KST: still 10
    const mobile = phone();
    const send = { requestId: caseId, testType: 'PRELIMINARY', targetType: 'STUDENT', mobile };
    const rest = await call(app, 'POST', REST_SEND, { token: staff, body: send });
    expectError(rest, 400, 'SDQ_SELF_REPORT_AGE', ageMessage(10));
    expect(rest.body.details).toEqual({ field: 'targetType', age: 10 });
    expectGqlError(await gql(app, GQL_SEND, { input: send }, staff), 400, 'SDQ_SELF_REPORT_AGE', ageMessage(10));
    const paper = { requestId: caseId, testType: 'POST', targetType: 'STUDENT', dehi010: 1 };
    expectError(await call(app, 'POST', 'svs-u/sdq-kr', { token: staff, body: paper }), 400, 'SDQ_SELF_REPORT_AGE', ageMessage(10));
    expectGqlError(await gql(app, GQL_CREATE, { input: paper }, staff), 400, 'SDQ_SELF_REPORT_AGE', ageMessage(10));
    expect(await records(caseId)).toBe(0);
    expect(await texts(mobile)).toBe(0);

    // the screens are told the same
    const shown = await gql(app, SELF_REPORT, { id: caseId }, staff);
    expect(shown.body.data.request.sdqSelfReport).toEqual({ allowed: false, age: 10, message: ageMessage(10) });

    // the guardian and the teacher answer for a child of any age
    const teacherPaper = await call(app, 'POST', 'svs-u/sdq-kr', { token: staff, body: { requestId: caseId, testType: 'POST', targetType: 'TEACHER', dehi010: 1 } });
    expect(teacherPaper.status, JSON.stringify(teacherPaper.body)).toBe(201);
  });

  it('is allowed from the 11th birthday (00:00 Korean time), by both doors', async () => {
    const caseId = await newCase();
    freezeClock(midnightOf('2025-03-15'));
    const mobile = phone();
    const rest = await call(app, 'POST', REST_SEND, { token: staff, body: { requestId: caseId, testType: 'PRELIMINARY', targetType: 'STUDENT', mobile } });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(await texts(mobile)).toBe(1);
    const created = await gql(app, GQL_CREATE, { input: { requestId: caseId, testType: 'POST', targetType: 'STUDENT', dehi010: 1 } }, staff);
    expect(created.body.errors, JSON.stringify(created.body.errors)).toBeUndefined();
    expect(created.body.data.createSdqKr.targetType).toBe('STUDENT');
    const shown = await gql(app, SELF_REPORT, { id: caseId }, staff);
    expect(shown.body.data.request.sdqSelfReport).toEqual({ allowed: true, age: 11, message: null });
  });

  it('is allowed at 17, the last day before the 18th birthday, and refused from it; a record made before may still be completed', async () => {
    const caseId = await newCase();
    freezeClock(lastSecondOf('2032-03-14')); // 17
    const mobile = phone();
    const send = { requestId: caseId, testType: 'PRELIMINARY', targetType: 'STUDENT', mobile };
    const sent = await gql(app, GQL_SEND, { input: send }, staff);
    expect(sent.body.errors, JSON.stringify(sent.body.errors)).toBeUndefined();
    const paper = await call(app, 'POST', 'svs-u/sdq-kr', { token: staff, body: { requestId: caseId, testType: 'POST', targetType: 'STUDENT', dehi010: 1 } });
    expect(paper.status, JSON.stringify(paper.body)).toBe(201);
    expect(await texts(mobile)).toBe(1);
    expect((await gql(app, SELF_REPORT, { id: caseId }, staff)).body.data.request.sdqSelfReport).toMatchObject({ allowed: true, age: 17 });

    freezeClock(midnightOf('2032-03-15')); // 18
    // sending the link again is a new sending: refused, the record's link round unchanged, nothing texted
    expectError(await call(app, 'POST', REST_SEND, { token: staff, body: send }), 400, 'SDQ_SELF_REPORT_AGE', ageMessage(18));
    expectGqlError(await gql(app, GQL_SEND, { input: send }, staff), 400, 'SDQ_SELF_REPORT_AGE', ageMessage(18));
    const record = await app.em().findOneOrFail(SdqKr, sent.body.data.sendSdqKrUrl.id);
    expect(record.linkRound).toBe(1);
    expect(await texts(mobile)).toBe(1);
    expect(await records(caseId)).toBe(2);
    const fresh = await newCase();
    expectGqlError(
      await gql(app, GQL_CREATE, { input: { requestId: fresh, testType: 'PRELIMINARY', targetType: 'STUDENT' } }, staff),
      400,
      'SDQ_SELF_REPORT_AGE',
      ageMessage(18),
    );
    expect(await records(fresh)).toBe(0);
    expect((await gql(app, SELF_REPORT, { id: caseId }, staff)).body.data.request.sdqSelfReport).toEqual({ allowed: false, age: 18, message: ageMessage(18) });

    // the paper record entered at 17 is corrected and completed: the age counted on the day it was made
    const done = await call(app, 'PUT', `svs-u/sdq-kr/${paper.body.id}`, { token: staff, body: { dehi020: 2, isDone: 'Y' } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.isDone).toBe('Y');
  });
});
