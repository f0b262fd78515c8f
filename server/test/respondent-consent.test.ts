import { describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { AlarmHistory } from '../src/modules/alarm/alarm.entity.js';
import { CrisisAlert } from '../src/modules/evaluation-record/crisis-alert.entity.js';
import { ConsentState, EvaluationSchoolType, SimpleEvaluation, SimpleEvaluationAgree } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import { signRespondentToken, subject } from '../src/platform/respondent/index.js';
import { AccessLog } from '../src/platform/access-log.js';
import { call, gql, makeAccount, tokenFor } from './harness.js';
import { expectError, expectGqlError } from './util.js';
import { app, client, school, mhSchool, center, otherCenter, staffToken, mhStaffToken, centerToken, otherCenterToken, phone, makeEvaluation, lastSms, smsCount, agreeIdIn, sendAgree, requestCode, prove, as, answers, useWorld } from './respondent-world.js';

/**
 * Respondent links of the simple evaluation, over HTTP against the real database: the consent flow for both school types,
 * refusal, staff cancel and resend, the answer and the crisis alert, the access log of respondents and the
 * after-management a respondent asks for. Codes, the respondent token and a school behind one address: respondent.test.ts.
 */

useWorld();

// ---- the consent flow -------------------------------------------------------------------------------------------

describe('consent flow', () => {
  it('elementary: the guardian consents, then answers; the result speaks plainly', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const { guardianMobile, agreeId, res } = await sendAgree(staffToken, e, { studentSendYn: 'Y' });
    expect(res.body).toMatchObject({ message: '전송 되었습니다.', consentState: 'SENT', sentTo: expect.stringMatching(/^010-\*\*\*\*-\d{4}$/) });
    const text = await lastSms(guardianMobile);
    expect(text).toContain(`/app/agree/${agreeId}/guardian`);
    expect(agreeIdIn(text)).toBe(agreeId);

    const token = await prove(agreeId, 'GUARDIAN', guardianMobile);
    const agree = await call(app, 'GET', `svs-c/simple-evaluation/agree/${agreeId}`, as(token));
    expect(agree.body).toMatchObject({ agreeId, simpleEvaluationId: e.id, schoolName: school.name, studentSendYn: 'N', nextStep: 'GUARDIAN_CONSENT' });
    expect(JSON.stringify(agree.body)).not.toContain(guardianMobile);
    // not yet: answering before consent
    expectError(await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(token), body: { answers: {} } }), 409, 'CONSENT_REQUIRED');

    const approved = await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(token), body: { agreeYn: 'Y' } });
    expect(approved.body).toMatchObject({ message: '동의가 완료되었습니다.', consentState: 'AGREED', nextStep: 'ANSWER' });
    const row = await app.em().findOneOrFail(SimpleEvaluationAgree, agreeId);
    expect(row).toMatchObject({ guardianAgreeYn: 'Y', guardianAgreeMethod: 'SMS_CODE' });
    expect(row.guardianAgreeDate).toBeInstanceOf(Date);
    expectError(await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(token), body: { agreeYn: 'N' } }), 409, 'ALREADY_ANSWERED');

    expect((await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(token))).body).toMatchObject({ canAnswer: true, nextStep: 'ANSWER' });
    expectError(
      await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(token), body: { answers: { suci01: 1 } } }),
      400,
      'UNKNOWN_ITEM',
    );
    const done = await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(token), body: { answers: answers(EvaluationSchoolType.ELEMENTARY, 0) } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ isDone: 'Y', canAnswer: false, nextStep: 'DONE', result: { level: 'CALM' } });
    // no score, percentile or group name reaches the respondent
    expect(JSON.stringify(done.body)).not.toMatch(/"t"|percentile|raw|일반군|관심군/);
    expectError(await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(token), body: { answers: {} } }), 409, 'ALREADY_DONE');
    const stored = await app.em().findOneOrFail(SimpleEvaluation, e.id);
    expect(stored).toMatchObject({ isDone: 'Y', consentState: ConsentState.AGREED });
    expect(stored.result?.total.range).toBe('GENERAL');
    expect(await app.em().count(CrisisAlert, { evaluation: e.id })).toBe(0);
  });

  it('middle/high: guardian, then the student by their own link, then the student answers', async () => {
    const e = await makeEvaluation(mhSchool, EvaluationSchoolType.MIDDLE_HIGH);
    const studentMobile = phone();
    const { guardianMobile, agreeId } = await sendAgree(mhStaffToken, e, { studentMobile });
    // the student's link is not sent yet: answered like any number the link was not sent to
    expectError(await requestCode({ agreeId }, 'STUDENT', studentMobile), 400, 'MOBILE_MISMATCH');

    const guardian = await prove(agreeId, 'GUARDIAN', guardianMobile);
    expectError(await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/student`, { ...as(guardian), body: { agreeYn: 'Y' } }), 403, 'NOT_RESPONDENT');
    const approved = await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(guardian), body: { agreeYn: 'Y' } });
    expect(approved.body).toMatchObject({ consentState: 'GUARDIAN_AGREED', nextStep: 'WAITING' });
    expect(await lastSms(studentMobile)).toContain(`/app/agree/${agreeId}/student`);
    expectError(await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(guardian), body: { answers: {} } }), 403, 'NOT_ANSWERER');

    const student = await prove(agreeId, 'STUDENT', studentMobile);
    expect((await call(app, 'GET', `svs-c/simple-evaluation/agree/${agreeId}`, as(student))).body.nextStep).toBe('STUDENT_CONSENT');
    const agreed = await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/student`, { ...as(student), body: { agreeYn: 'Y' } });
    expect(agreed.body).toMatchObject({ consentState: 'AGREED', nextStep: 'ANSWER' });
    expect(await app.em().findOneOrFail(SimpleEvaluationAgree, agreeId)).toMatchObject({ studentAgreeYn: 'Y', studentAgreeMethod: 'SMS_CODE' });

    const done = await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(student), body: { answers: answers(EvaluationSchoolType.MIDDLE_HIGH, 0) } });
    expect(done.body).toMatchObject({ isDone: 'Y', result: { level: 'CALM' } });
    // the guardian learns it is done, not the student's result
    const seenByGuardian = await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(guardian));
    expect(seenByGuardian.body).toMatchObject({ isDone: 'Y', nextStep: 'WAITING' });
    expect(seenByGuardian.body.result).toBeUndefined();
  });

  it('middle/high with studentSendYn N: the guardian consents and the guardian answers', async () => {
    const e = await makeEvaluation(mhSchool, EvaluationSchoolType.MIDDLE_HIGH);
    const { guardianMobile, agreeId } = await sendAgree(mhStaffToken, e, { studentSendYn: 'N' });
    const guardian = await prove(agreeId, 'GUARDIAN', guardianMobile);
    const approved = await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(guardian), body: { agreeYn: 'Y' } });
    expect(approved.body).toMatchObject({ consentState: 'AGREED', nextStep: 'ANSWER' });
  });

  it('refusal ends the flow with a clear message', async () => {
    const e = await makeEvaluation(mhSchool, EvaluationSchoolType.MIDDLE_HIGH);
    const { guardianMobile, agreeId } = await sendAgree(mhStaffToken, e);
    const guardian = await prove(agreeId, 'GUARDIAN', guardianMobile);
    const refused = await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(guardian), body: { agreeYn: 'N' } });
    expect(refused.body).toMatchObject({ message: '동의하지 않음으로 처리되었습니다.', consentState: 'REFUSED', nextStep: 'REFUSED' });
    const studentTexts = await smsCount(e.mobile!);
    expect(studentTexts).toBe(0);
    expectError(await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(guardian)), 410, 'CONSENT_REFUSED');
    expectError(await requestCode({ agreeId }, 'GUARDIAN', guardianMobile), 410, 'CONSENT_REFUSED');
    expectError(await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(guardian), body: { answers: {} } }), 410, 'CONSENT_REFUSED');
    // staff may ask again with a new round
    expect((await sendAgree(mhStaffToken, e)).res.body.consentState).toBe('SENT');
  });

  it('a resent link replaces the old one; staff cancel closes it', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const first = await sendAgree(staffToken, e);
    const oldToken = await prove(first.agreeId, 'GUARDIAN', first.guardianMobile);
    const second = await sendAgree(staffToken, e);
    expectError(await requestCode({ agreeId: first.agreeId }, 'GUARDIAN', first.guardianMobile), 410, 'LINK_REPLACED');
    expectError(await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(oldToken)), 410, 'LINK_REPLACED');
    const token = await prove(second.agreeId, 'GUARDIAN', second.guardianMobile);

    // staff cancel (agreeCancel): the link answers that it was cancelled
    const cancelled = await call(app, 'PUT', `svs-u/simple-evaluation/agreeCancel/${e.id}`, { token: staffToken });
    expect(cancelled.body, JSON.stringify(cancelled.body)).toMatchObject({ message: '발송이 취소되었습니다.' });
    expectError(await call(app, 'GET', `svs-c/simple-evaluation/agree/${second.agreeId}`, as(token)), 410, 'LINK_CANCELLED', '발송이 취소된 링크입니다. 자세한 내용은 학교에 문의해주세요.');
    expectError(await call(app, 'PUT', `svs-c/simple-evaluation/approval/${second.agreeId}/guardian`, { ...as(token), body: { agreeYn: 'Y' } }), 410, 'LINK_CANCELLED');
    expectError(await requestCode({ agreeId: second.agreeId }, 'GUARDIAN', second.guardianMobile), 410, 'LINK_CANCELLED');
    expectError(await call(app, 'POST', 'svs-u/simple-evaluation/send-url/EVALUATION', { token: staffToken, body: { simpleEvaluationId: e.id } }), 409, 'NO_CONSENT_ROUND');
  });

  it('send-url: checks the sender and the state; another center cannot reach the student', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const body = { simpleEvaluationId: e.id, guardianMobile: '010-2222-3333' };
    expectError(await call(app, 'POST', 'svs-u/simple-evaluation/send-url/AGREE', { token: otherCenterToken, body }), 404, 'NOT_FOUND');
    expectError(await call(app, 'POST', 'svs-u/simple-evaluation/send-url/AGREE', { token: mhStaffToken, body }), 404, 'NOT_FOUND');
    expect((await call(app, 'POST', 'svs-u/simple-evaluation/send-url/AGREE', { body })).status).toBe(401);
    expectError(await call(app, 'POST', 'svs-u/simple-evaluation/send-url/OTHER', { token: staffToken, body }), 400, 'BAD_USER_INPUT');
    expectError(await call(app, 'POST', 'svs-u/simple-evaluation/send-url/AGREE', { token: staffToken, body: { simpleEvaluationId: e.id, guardianMobile: '0101' } }), 400, 'BAD_USER_INPUT');
    expectError(await call(app, 'POST', 'svs-u/simple-evaluation/send-url/AGREE', { token: staffToken, body: { simpleEvaluationId: e.id } }), 400, 'BAD_USER_INPUT');
    expectError(await call(app, 'POST', 'svs-u/simple-evaluation/send-url/EVALUATION', { token: staffToken, body: { simpleEvaluationId: e.id } }), 409, 'NO_CONSENT_ROUND');
    expect(await app.em().count(SimpleEvaluationAgree, { evaluation: e.id })).toBe(0);
    // the responsible center may send; the answer link goes to whoever answers, once consent is complete
    const sent = await call(app, 'POST', 'svs-u/simple-evaluation/send-url/guardian', { token: centerToken, body });
    expect(sent.status).toBe(200);
    const token = await prove(sent.body.agreeId, 'GUARDIAN', '01022223333');
    await call(app, 'PUT', `svs-c/simple-evaluation/approval/${sent.body.agreeId}/guardian`, { ...as(token), body: { agreeYn: 'Y' } });
    expect((await call(app, 'POST', 'svs-u/simple-evaluation/send-url/EVALUATION', { token: staffToken, body: { simpleEvaluationId: e.id } })).status).toBe(200);
    expect(await lastSms('01022223333')).toContain(`/app/simple-evaluation/${e.id}`);
    expectError(await call(app, 'POST', 'svs-u/simple-evaluation/send-url/AGREE', { token: staffToken, body }), 409, 'CONSENT_ALREADY_GIVEN');
  });
});

// ---- crisis alert -------------------------------------------------------------------------------------------------

describe('crisis alert', () => {
  it('a middle/high answer in 우선 관심군 on suci alarms the school and its center at once, until acknowledged', async () => {
    const schoolUser = await makeAccount(app, RoleCode.MEMBER, { school: mhSchool });
    const centerUser = await makeAccount(app, RoleCode.CENTER_MANAGER, { center });
    const otherUser = await makeAccount(app, RoleCode.CENTER_MEMBER, { center: otherCenter });
    const e = await makeEvaluation(mhSchool, EvaluationSchoolType.MIDDLE_HIGH);
    const studentMobile = phone();
    const { guardianMobile, agreeId } = await sendAgree(mhStaffToken, e, { studentMobile });
    const guardian = await prove(agreeId, 'GUARDIAN', guardianMobile);
    await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(guardian), body: { agreeYn: 'Y' } });
    const student = await prove(agreeId, 'STUDENT', studentMobile);
    await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/student`, { ...as(student), body: { agreeYn: 'Y' } });
    const done = await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(student), body: { answers: answers(EvaluationSchoolType.MIDDLE_HIGH, 3) } });
    expect(done.body.result).toMatchObject({ level: 'URGENT' });
    expect(done.body.result.helpLines.map((h: { phone?: string }) => h.phone)).toContain('109');

    const alarms = await app.em().find(AlarmHistory, { title: '[긴급] 간편검사 위기 응답 확인 요청', link: `/auth/simple-evaluation/detail/${e.id}` });
    const to = alarms.map((a) => a.account.id);
    expect(to).toContain(schoolUser.id);
    expect(to).toContain(centerUser.id);
    expect(to).not.toContain(otherUser.id);
    for (const a of alarms) expect(a.content).not.toMatch(/\d+\.\d|T점수|백분위|점/);

    const q = `{ openCrisisAlerts { totalElements content { id simpleEvaluationId studentCode canAcknowledge acknowledgedAt } } }`;
    const schoolToken = await tokenFor(app, schoolUser);
    const open = (await gql(app, q, {}, schoolToken)).body.data.openCrisisAlerts;
    const mine = open.content.find((a: { simpleEvaluationId: number }) => a.simpleEvaluationId === e.id);
    expect(mine).toMatchObject({ studentCode: e.studentCode, canAcknowledge: true, acknowledgedAt: null });
    expect((await gql(app, q, {}, await tokenFor(app, centerUser))).body.data.openCrisisAlerts.content.map((a: { id: number }) => a.id)).toContain(mine.id);
    const others = (await gql(app, q, {}, await tokenFor(app, otherUser))).body.data.openCrisisAlerts;
    expect(others.totalElements).toBe(0);

    const ack = `mutation($id: Int!) { acknowledgeCrisisAlert(id: $id, input: { action: INTERVIEW, note: "학생 면담" }) { id acknowledgedAt acknowledgedByName } }`;
    expectGqlError(await gql(app, ack, { id: mine.id }, await tokenFor(app, otherUser)), 404, 'NOT_FOUND');
    expectError(await call(app, 'PUT', `svs-u/crisis-alert/${mine.id}/acknowledge`, { token: otherCenterToken, body: { action: 'INTERVIEW' } }), 404, 'NOT_FOUND');
    const acked = (await gql(app, ack, { id: mine.id }, await tokenFor(app, centerUser))).body.data.acknowledgeCrisisAlert;
    expect(acked).toMatchObject({ id: mine.id, acknowledgedByName: centerUser.name });
    const row = await app.em().findOneOrFail(CrisisAlert, mine.id);
    expect(row.acknowledgedBy).toBe(centerUser.id);
    expect(row.acknowledgedAt).toBeInstanceOf(Date);
    expectGqlError(await gql(app, ack, { id: mine.id }, schoolToken), 409, 'ALREADY_ACKNOWLEDGED');
    const after = await call(app, 'GET', 'svs-u/crisis-alert', { token: schoolToken });
    expect(after.body.content.map((a: { id: number }) => a.id)).not.toContain(mine.id);
  });

  it('one critical item at 가끔 그렇다 and 0 elsewhere: the respondent reads the help lines first, never a calm message, and the alert is raised', async () => {
    const e = await makeEvaluation(mhSchool, EvaluationSchoolType.MIDDLE_HIGH);
    const { agreeId } = await sendAgree(mhStaffToken, e, { studentSendYn: 'N' });
    // the phone check is tested above; a token signed here keeps this file under the per-address code limit
    const guardian = signRespondentToken(app.config, subject('simple-evaluation', e.id, 'GUARDIAN', agreeId)).respondentToken;
    await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(guardian), body: { agreeYn: 'Y' } });
    const done = await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(guardian), body: { answers: { ...answers(EvaluationSchoolType.MIDDLE_HIGH, 0), suci02: 1 } } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.result.level).toBe('URGENT');
    expect(done.body.result.message).not.toContain('걱정되는 부분이 보이지 않');
    expect(done.body.result.message).toContain('선생님');
    expect(done.body.result.helpLines.slice(0, 3).map((h: { phone?: string }) => h.phone)).toEqual(['109', '1388', '1577-0199']);
    expect(await app.em().count(CrisisAlert, { evaluation: e.id })).toBe(1);
    // reading the result again later still leads with help
    expect((await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(guardian))).body.result.level).toBe('URGENT');
  });

  it('elementary answers never raise one, nor middle/high answers below 우선 관심군 on suci', async () => {
    const e = await makeEvaluation(mhSchool, EvaluationSchoolType.MIDDLE_HIGH);
    const { guardianMobile, agreeId } = await sendAgree(mhStaffToken, e, { studentSendYn: 'N' });
    const guardian = await prove(agreeId, 'GUARDIAN', guardianMobile);
    await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(guardian), body: { agreeYn: 'Y' } });
    const mostly = { ...answers(EvaluationSchoolType.MIDDLE_HIGH, 3), ...Object.fromEntries(['01', '02', '03', '04', '05', '06'].map((n) => [`suci${n}`, 0])), suci04: 1 };
    const done = await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(guardian), body: { answers: mostly } });
    expect(done.body.result.level).toBe('SUPPORT');
    expect(await app.em().count(CrisisAlert, { evaluation: e.id })).toBe(0);

    // the answerer may ask to be put in touch with help; the school hears of it
    const wish = await call(app, 'POST', 'svs-c/simple-evaluation/after-management', { ...as(guardian), body: { simpleEvaluationId: e.id, linkageYn: 'Y', institutionLinkage: 'WEE_CENTER' } });
    expect(wish.body).toEqual({ message: '저장 되었습니다.' });
    expect(await app.em().findOneOrFail(SimpleEvaluation, e.id)).toMatchObject({ linkageYn: 'Y', institutionLinkage: 'WEE_CENTER' });
  });
});

// ---- the access log ------------------------------------------------------------------------------------------------

describe('access log of respondents', () => {
  const logOf = (id: number) =>
    app.em().find(AccessLog, { subjectType: 'simple-evaluation', subjectId: String(id) }, { orderBy: { id: 'asc' } });

  it('records the questionnaire load, the submission and the result page as the respondent, over both doors', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const { guardianMobile, agreeId } = await sendAgree(staffToken, e);
    const token = await prove(agreeId, 'GUARDIAN', guardianMobile);
    await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(token), body: { agreeYn: 'Y' } });
    expect(await logOf(e.id)).toHaveLength(0); // phone check and consent read no answers or scores

    // the questionnaire page loads the evaluation (REST and its GraphQL twin), then submits
    const load = await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, { ...as(token), headers: { 'x-respondent-token': token, 'user-agent': 'phone/1.0' } });
    expect(load.status).toBe(200);
    const q = `query($id: Int!) { respondentEvaluation(id: $id) { id result { level } } }`;
    const g = await call(app, 'POST', 'graphql', { token: client, headers: { 'x-respondent-token': token }, body: { query: q, variables: { id: e.id } } });
    expect(g.body.data.respondentEvaluation).toEqual({ id: e.id, result: null });
    const done = await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(token), body: { answers: answers(EvaluationSchoolType.ELEMENTARY, 1) } });
    expect(done.status).toBe(200);
    // the result page
    const result = await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(token));
    expect(result.body.result.level).toBeTruthy();

    const rows = await logOf(e.id);
    expect(rows.map((r) => [r.action, r.detail])).toEqual([
      ['READ', `링크 회차 ${agreeId} · 응답자 검사 상태 조회`],
      ['READ', `링크 회차 ${agreeId} · 응답자 검사 상태 조회`],
      ['UPDATE', `링크 회차 ${agreeId} · 응답자 응답 제출 (완료)`],
      ['READ', `링크 회차 ${agreeId} · 응답자 결과 안내 조회`],
    ]);
    for (const r of rows) {
      // the respondent, not the web app's client token that carried the call
      expect(r).toMatchObject({ actorType: 'respondent', accountId: null, loginId: `simple-evaluation:${e.id}`, role: 'GUARDIAN' });
      expect(r.ip).toMatch(/127\.0\.0\.1/);
      expect(r.requestId).toBeTruthy();
    }
    expect(rows[0].userAgent).toBe('phone/1.0');
    expect(rows[0].requestId).toBe(load.headers.get('x-request-id'));
    // nothing of the answers, the score or the phone in the rows
    expect(JSON.stringify(rows)).not.toMatch(new RegExp(`${guardianMobile}|"t"|percentile|일반군|관심군`));

    // the administrator finds them by who (the record the link is for) like any other row
    const admin = await tokenFor(app, await makeAccount(app, RoleCode.SYSTEM_ADMIN));
    const list = await gql(app, `query($who: String) { accessLogs(loginId: $who) { totalElements content { actorType role action } } }`, { who: `simple-evaluation:${e.id}` }, admin);
    expect(list.body.data.accessLogs.totalElements).toBe(4);
    expect(list.body.data.accessLogs.content[0]).toEqual({ actorType: 'respondent', role: 'GUARDIAN', action: 'READ' });
  });

  it('names the student when the student answers, and writes nothing for a refused read', async () => {
    const e = await makeEvaluation(mhSchool, EvaluationSchoolType.MIDDLE_HIGH);
    const other = await makeEvaluation(mhSchool, EvaluationSchoolType.MIDDLE_HIGH);
    const studentMobile = phone();
    const { guardianMobile, agreeId } = await sendAgree(mhStaffToken, e, { studentMobile });
    const guardian = await prove(agreeId, 'GUARDIAN', guardianMobile);
    await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(guardian), body: { agreeYn: 'Y' } });
    const student = await prove(agreeId, 'STUDENT', studentMobile);
    await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/student`, { ...as(student), body: { agreeYn: 'Y' } });
    expect((await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(student))).status).toBe(200);
    expect(await logOf(e.id)).toMatchObject([{ actorType: 'respondent', role: 'STUDENT', loginId: `simple-evaluation:${e.id}`, action: 'READ' }]);

    // another evaluation's id with this token: 404 and no row on either record
    expectError(await call(app, 'GET', `svs-c/simple-evaluation/${other.id}`, as(student)), 404, 'NOT_FOUND');
    expect(await logOf(other.id)).toHaveLength(0);
    // a bad submission changes nothing and logs nothing
    expectError(await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(student), body: { answers: { nope01: 1 } } }), 400, 'UNKNOWN_ITEM');
    expect(await logOf(e.id)).toHaveLength(1);
  });
});

// ---- counselling asked for on the result page ----------------------------------------------------------------------

describe('after-management asked by the respondent', () => {
  it('is sent once: the school is told once, and a second request (REST or GraphQL, or two at once) is refused', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const { guardianMobile, agreeId } = await sendAgree(staffToken, e);
    const token = await prove(agreeId, 'GUARDIAN', guardianMobile);
    await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(token), body: { agreeYn: 'Y' } });
    const body = { simpleEvaluationId: e.id, linkageYn: 'Y' };
    // not before the questionnaire is done
    expectError(await call(app, 'POST', 'svs-c/simple-evaluation/after-management', { ...as(token), body }), 409, 'NOT_DONE');
    await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(token), body: { answers: answers(EvaluationSchoolType.ELEMENTARY, 2) } });
    expect((await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(token))).body.linkageRequestedAt).toBeUndefined();

    const alarms = () => app.em().count(AlarmHistory, { title: '간편검사 상담 연계 희망', link: `/auth/simple-evaluation/after-management/${e.id}` });
    const before = await alarms();
    // a double tap: two requests at once, one wins
    const [a, b] = await Promise.all([
      call(app, 'POST', 'svs-c/simple-evaluation/after-management', { ...as(token), body }),
      call(app, 'POST', 'svs-c/simple-evaluation/after-management', { ...as(token), body }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 200 ? a : b).body).toEqual({ message: '저장 되었습니다.' });
    expectError(a.status === 409 ? a : b, 409, 'ALREADY_REQUESTED', '이미 상담을 신청했습니다. 학교에서 확인한 뒤 연락드립니다.');
    const told = (await alarms()) - before;
    expect(told).toBeGreaterThan(0); // the school's user at least (one per person told)

    // the page reloads: it says the request was made
    const reloaded = await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(token));
    expect(Date.now() - new Date(reloaded.body.linkageRequestedAt).getTime()).toBeLessThan(60_000);
    // again, over the GraphQL twin, and with N: refused, nobody told again, the request stands
    const m = `mutation($input: RespondentAfterManagementInput!) { requestRespondentAfterManagement(input: $input) { message } }`;
    const post = (input: unknown) => call(app, 'POST', 'graphql', { token: client, headers: { 'x-respondent-token': token }, body: { query: m, variables: { input } } });
    expectGqlError(await post(body), 409, 'ALREADY_REQUESTED');
    expectGqlError(await post({ ...body, linkageYn: 'N' }), 409, 'ALREADY_REQUESTED');
    expect((await alarms()) - before).toBe(told);
    expect(await app.em().findOneOrFail(SimpleEvaluation, e.id)).toMatchObject({ linkageYn: 'Y' });
  });
});
