import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RespondentType } from '../src/modules/consent/consent.inputs.js';
import { CONSENT_WORDING } from '../src/modules/consent/consent.wording.js';
import { EvaluationSchoolType, SimpleEvaluationAgree } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import { AccessLog } from '../src/platform/access-log.js';
import { call, gql } from './harness.js';
import { download, pdfText, sq } from './pdf-text.js';
import { expectError } from './util.js';
import { app, as, answers, centerToken, makeEvaluation, mhSchool, mhStaffToken, otherCenterToken, prove, school, sendAgree, staffToken, useWorld } from './respondent-world.js';

/**
 * The guardian's documents (issue 28): the result report PDF and the copy of the consent, for the respondent through
 * the link and for staff from the detail, read back with pdf.js; and withdrawing consent through the same link.
 */

useWorld();

const consentTo = (token: string, agreeId: string, who: 'guardian' | 'student', agreeYn: 'Y' | 'N', lang?: string) =>
  call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/${who}`, { ...as(token), body: { agreeYn, ...(lang ? { lang } : {}) } });

/** An elementary (or middle/high without the student's consent) evaluation the guardian consented to and answered. */
async function answeredByGuardian(type = EvaluationSchoolType.ELEMENTARY, value = 0, lang?: string) {
  const e = await makeEvaluation(type === EvaluationSchoolType.ELEMENTARY ? school : mhSchool, type);
  const { guardianMobile, agreeId } = await sendAgree(type === EvaluationSchoolType.ELEMENTARY ? staffToken : mhStaffToken, e, { studentSendYn: 'N' });
  const token = await prove(agreeId, 'GUARDIAN', guardianMobile);
  expect((await consentTo(token, agreeId, 'guardian', 'Y', lang)).status).toBe(200);
  const done = await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(token), body: { answers: answers(type, value) } });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { e, agreeId, token };
}

const exports = (id: number) => app.em().find(AccessLog, { subjectId: String(id), action: 'EXPORT' }, { orderBy: { id: 'asc' } });

function expectPdf(res: Awaited<ReturnType<typeof download>>, fileName: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(fileName)}`);
  expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
}

describe('result report', () => {
  it('the guardian downloads it from the link: plain words per area, the groups explained, whom to call, no scores', async () => {
    const { e, token } = await answeredByGuardian(EvaluationSchoolType.ELEMENTARY, 0, 'en');
    const res = await download(app, `svs-c/simple-evaluation/${e.id}/result-report`, as(token));
    expectPdf(res, `간편검사_결과안내_${e.studentCode}.pdf`);
    const pdf = await pdfText(res.bytes);
    expect(pdf.pages.length).toBeLessThanOrEqual(2);
    expect(pdf).toMatchObject({ tagged: true, lang: 'ko-KR', title: '마음건강 간편검사 결과 안내' });
    expect(pdf.flat).toContain(sq('마음건강 간편검사 결과 안내 (보호자용)'));
    expect(pdf.flat).toContain(sq(`관리번호: ${e.studentCode}`));
    expect(pdf.flat).toContain(sq(`학교: ${school.name}`));
    expect(pdf.flat).toMatch(/검사일:\d{4}-\d{2}-\d{2}/);
    expect(pdf.flat).toContain(sq('기분과 감정 (정서 문제): 지금은 크게 걱정할 모습이 보이지 않습니다 (일반군)'));
    for (const group of ['일반군:', '관심군:', '우선 관심군:']) expect(pdf.flat).toContain(sq(group));
    expect(pdf.flat).toContain(sq('앞으로 이렇게 해 주세요'));
    expect(pdf.flat).toContain(sq('담임 선생님 또는 학교 상담 선생님'));
    expect(pdf.flat).toContain(sq('1388'));
    // calm: the 24-hour crisis lines do not lead
    expect(pdf.flat).not.toContain(sq('지금 바로 연락할 수 있는 곳'));
    // no raw, T or percentile figure, no norm table
    expect(pdf.flat).not.toMatch(/T점수|백분위|원점수|규준/);
    expect((await exports(e.id)).map((r) => [r.actorType, r.role, r.detail])).toEqual([
      ['respondent', 'GUARDIAN', expect.stringContaining('응답자 결과 안내서(PDF) 내려받기')],
    ]);
  });

  it('a crisis item endorsed: the 24-hour lines come first', async () => {
    const { e, token } = await answeredByGuardian(EvaluationSchoolType.MIDDLE_HIGH, 3);
    const res = await download(app, `svs-c/simple-evaluation/${e.id}/result-report`, as(token));
    expectPdf(res, `간편검사_결과안내_${e.studentCode}.pdf`);
    const { flat } = await pdfText(res.bytes);
    const lines = flat.indexOf(sq('지금 바로 연락할 수 있는 곳 (24시간)'));
    expect(lines).toBeGreaterThan(0);
    expect(lines).toBeLessThan(flat.indexOf(sq('영역별 결과')));
    for (const phone of ['109', '1388', '1577-0199', '112 / 119']) expect(flat).toContain(sq(phone));
    expect(flat).toContain(sq('자녀의 안전을 먼저 살펴 주세요'));
    expect(flat).toContain(sq('죽고 싶은 생각과 위기 (자살 및 위기 문제): 힘든 정도가 커서 먼저 도움을 받기를 권합니다 (우선 관심군)'));
  });

  it('staff download it from the detail within their jurisdiction only; another center gets 404', async () => {
    const { e } = await answeredByGuardian();
    for (const token of [staffToken, centerToken]) {
      const res = await download(app, `svs-u/simple-evaluation/${e.id}/result-report`, { token });
      expectPdf(res, `간편검사_결과안내_${e.studentCode}.pdf`);
      expect((await pdfText(res.bytes)).flat).toContain(sq(e.studentCode));
    }
    expectError(await download(app, `svs-u/simple-evaluation/${e.id}/result-report`, { token: otherCenterToken }), 404, 'NOT_FOUND');
    expectError(await download(app, `svs-u/simple-evaluation/${e.id}/result-report`, { token: mhStaffToken }), 404, 'NOT_FOUND');
    expectError(await download(app, `svs-u/simple-evaluation/999999/result-report`, { token: staffToken }), 404, 'NOT_FOUND');
    expect((await exports(e.id)).map((r) => [r.actorType, r.detail])).toEqual([
      ['user', '보호자용 결과 안내서(PDF) 내려받기'],
      ['user', '보호자용 결과 안내서(PDF) 내려받기'],
    ]);
    const fresh = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    expectError(await download(app, `svs-u/simple-evaluation/${fresh.id}/result-report`, { token: staffToken }), 409, 'NOT_DONE');
  });

  it('a respondent token reaches its own evaluation only, the guardian who answered, and never without the token', async () => {
    const { e, token } = await answeredByGuardian();
    const other = await answeredByGuardian();
    expectError(await download(app, `svs-c/simple-evaluation/${other.e.id}/result-report`, as(token)), 404, 'NOT_FOUND');
    expectError(await download(app, `svs-c/simple-evaluation/${e.id}/result-report`, as(undefined)), 403, 'RESPONDENT_AUTH_REQUIRED');
    expectError(await download(app, `svs-c/simple-evaluation/${e.id}/result-report`, as('not-a-token')), 401, 'RESPONDENT_TOKEN_INVALID');

    // consented, not answered yet
    const waiting = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const sent = await sendAgree(staffToken, waiting, { studentSendYn: 'N' });
    const w = await prove(sent.agreeId, 'GUARDIAN', sent.guardianMobile);
    expect((await consentTo(w, sent.agreeId, 'guardian', 'Y')).status).toBe(200);
    expectError(await download(app, `svs-c/simple-evaluation/${waiting.id}/result-report`, as(w)), 409, 'NOT_DONE');

    // a middle/high student who answered: the report is written to parents (the student reads the result page)
    const mh = await makeEvaluation(mhSchool, EvaluationSchoolType.MIDDLE_HIGH);
    const { guardianMobile, agreeId } = await sendAgree(mhStaffToken, mh, { studentSendYn: 'Y' });
    const g = await prove(agreeId, 'GUARDIAN', guardianMobile);
    expect((await consentTo(g, agreeId, 'guardian', 'Y')).status).toBe(200);
    const s = await prove(agreeId, 'STUDENT', mh.mobile!);
    expect((await consentTo(s, agreeId, 'student', 'Y')).status).toBe(200);
    expectError(await download(app, `svs-c/simple-evaluation/${mh.id}/result-report`, as(g)), 403, 'NOT_ANSWERER');
    expect((await call(app, 'PUT', `svs-c/simple-evaluation/${mh.id}`, { ...as(s), body: { answers: answers(EvaluationSchoolType.MIDDLE_HIGH, 0) } })).status).toBe(200);
    expectError(await download(app, `svs-c/simple-evaluation/${mh.id}/result-report`, as(s)), 403, 'REPORT_FOR_GUARDIAN');
    expectError(await download(app, `svs-c/simple-evaluation/${mh.id}/result-report`, as(g)), 403, 'NOT_ANSWERER');
    // staff can print it for the guardian
    expect((await download(app, `svs-u/simple-evaluation/${mh.id}/result-report`, { token: mhStaffToken })).status).toBe(200);
  });
});

describe('consent copy', () => {
  it('the guardian downloads what they agreed to: the text shown, the choice, the time, the number, the school, how to withdraw', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const { guardianMobile, agreeId } = await sendAgree(staffToken, e, { studentSendYn: 'N' });
    const token = await prove(agreeId, 'GUARDIAN', guardianMobile);
    expectError(await download(app, `svs-c/simple-evaluation/agree/${agreeId}/copy`, as(token)), 409, 'NOT_DECIDED');
    expect((await consentTo(token, agreeId, 'guardian', 'Y', 'vi')).status).toBe(200);
    const row = await app.em().findOneOrFail(SimpleEvaluationAgree, agreeId);
    expect(row).toMatchObject({ guardianLang: 'vi', guardianConsentText: expect.stringContaining(CONSENT_WORDING.GUARDIAN.sections[2].text) });

    const res = await download(app, `svs-c/simple-evaluation/agree/${agreeId}/copy`, as(token));
    expectPdf(res, `간편검사_동의내용_${e.studentCode}.pdf`);
    const pdf = await pdfText(res.bytes);
    expect(pdf).toMatchObject({ tagged: true, lang: 'ko-KR', title: '마음건강 간편검사 동의 내용 사본' });
    expect(pdf.flat).toContain(sq(`관리번호: ${e.studentCode}`));
    expect(pdf.flat).toContain(sq(`학교: ${school.name}`));
    expect(pdf.flat).toContain(sq('보호자의 선택 선택: 동의함'));
    expect(pdf.flat).toMatch(/선택한때:\d{4}-\d{2}-\d{2}\d{2}:\d{2}:\d{2}\(한국시간\)/);
    expect(pdf.flat).toContain(sq('화면 언어: 베트남어 (Tiếng Việt)'));
    for (const s of CONSENT_WORDING.GUARDIAN.sections) {
      expect(pdf.flat).toContain(sq(s.title));
      expect(pdf.flat).toContain(sq(s.text));
    }
    expect(pdf.flat).toContain(sq('동의를 철회하려면'));
    expect(pdf.flat).toContain(sq(`응답을 제출한 뒤에는 ${school.name}에 요청해 주세요`));
    expect((await exports(e.id)).map((r) => [r.actorType, r.role])).toEqual([['respondent', 'GUARDIAN']]);

    // staff read the same record on the detail, and download the same copy; another center cannot
    const detail = await call(app, 'GET', `svs-u/simple-evaluation/${e.id}`, { token: staffToken });
    expect(detail.body.agree).toMatchObject({ guardianAgreeYn: 'Y', guardianAgreeMethod: 'SMS_CODE', guardianLang: 'vi' });
    const staffCopy = await download(app, `svs-u/simple-evaluation/${e.id}/consent-copy`, { token: centerToken });
    expectPdf(staffCopy, `간편검사_동의내용_${e.studentCode}.pdf`);
    expect((await pdfText(staffCopy.bytes)).flat).toContain(sq('보호자의 선택 선택: 동의함'));
    expectError(await download(app, `svs-u/simple-evaluation/${e.id}/consent-copy`, { token: otherCenterToken }), 404, 'NOT_FOUND');
    const fresh = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    expectError(await download(app, `svs-u/simple-evaluation/${fresh.id}/consent-copy`, { token: staffToken }), 409, 'NOT_DECIDED');
  });

  it('after refusing, the copy is there while the token lasts; another round id is 404', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const { guardianMobile, agreeId } = await sendAgree(staffToken, e, { studentSendYn: 'N' });
    const token = await prove(agreeId, 'GUARDIAN', guardianMobile);
    expect((await consentTo(token, agreeId, 'guardian', 'N')).status).toBe(200);
    const res = await download(app, `svs-c/simple-evaluation/agree/${agreeId}/copy`, as(token));
    expectPdf(res, `간편검사_동의내용_${e.studentCode}.pdf`);
    const { flat } = await pdfText(res.bytes);
    expect(flat).toContain(sq('선택: 동의하지 않음'));
    expect(flat).toContain(sq('화면 언어: 한국어'));
    expectError(await download(app, `svs-c/simple-evaluation/agree/00000000-0000-4000-8000-000000000000/copy`, as(token)), 404, 'NOT_FOUND');
  });

  it('a student copy carries the student wording, and staff see both decisions', async () => {
    const mh = await makeEvaluation(mhSchool, EvaluationSchoolType.MIDDLE_HIGH);
    const { guardianMobile, agreeId } = await sendAgree(mhStaffToken, mh, { studentSendYn: 'Y' });
    expect((await consentTo(await prove(agreeId, 'GUARDIAN', guardianMobile), agreeId, 'guardian', 'Y')).status).toBe(200);
    const s = await prove(agreeId, 'STUDENT', mh.mobile!);
    expect((await consentTo(s, agreeId, 'student', 'Y')).status).toBe(200);
    const mine = await pdfText((await download(app, `svs-c/simple-evaluation/agree/${agreeId}/copy`, as(s))).bytes);
    expect(mine.flat).toContain(sq('학생의 선택 선택: 동의함'));
    expect(mine.flat).toContain(sq(CONSENT_WORDING.STUDENT.intro));
    expect(mine.flat).not.toContain(sq('보호자의 선택'));
    const staffCopy = await pdfText((await download(app, `svs-u/simple-evaluation/${mh.id}/consent-copy`, { token: mhStaffToken })).bytes);
    expect(staffCopy.flat).toContain(sq('보호자의 선택 선택: 동의함'));
    expect(staffCopy.flat).toContain(sq('학생의 선택 선택: 동의함'));
  });

  it('the server keeps the wording the consent page shows (client/src/respondent/texts/ko.ts)', () => {
    // read as text: the client's module is outside the server's TypeScript project
    const page = readFileSync(new URL('../../client/src/respondent/texts/ko.ts', import.meta.url), 'utf8');
    const [guardianPart, studentPart] = page.split('export const studentKo');
    const keys = ['what', 'why', 'who', 'refuse'] as const;
    for (const [who, part] of [
      [RespondentType.GUARDIAN, guardianPart],
      [RespondentType.STUDENT, studentPart],
    ] as const) {
      const w = CONSENT_WORDING[who];
      expect(part).toContain(`title: '${w.title}'`);
      expect(part).toContain(`intro: '${w.intro}'`);
      keys.forEach((k, i) => {
        // the student's page keeps the guardian's section titles
        expect(guardianPart).toContain(`${k}Title: '${w.sections[i].title}'`);
        expect(part).toContain(`${k}: '${w.sections[i].text}'`);
      });
    }
  });
});

describe('withdrawal through the link', () => {
  it('before the answers: the consent is withdrawn, the link ends, the record says when, who and how', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const { guardianMobile, agreeId } = await sendAgree(staffToken, e, { studentSendYn: 'N' });
    const token = await prove(agreeId, 'GUARDIAN', guardianMobile);
    expectError(await call(app, 'PUT', `svs-c/simple-evaluation/withdrawal/${agreeId}`, as(token)), 409, 'NOTHING_TO_WITHDRAW');
    expect((await consentTo(token, agreeId, 'guardian', 'Y')).status).toBe(200);
    const res = await call(app, 'PUT', `svs-c/simple-evaluation/withdrawal/${agreeId}`, as(token));
    expect(res.body).toMatchObject({ message: '동의가 철회되었습니다. 검사는 진행되지 않습니다.', consentState: 'REFUSED', nextStep: 'REFUSED' });
    expectError(await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(token)), 410, 'CONSENT_REFUSED');
    expectError(await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(token), body: { answers: answers(EvaluationSchoolType.ELEMENTARY, 0) } }), 410, 'CONSENT_REFUSED');

    const detail = await call(app, 'GET', `svs-u/simple-evaluation/${e.id}`, { token: staffToken });
    expect(detail.body).toMatchObject({ consentState: 'REFUSED', agree: { guardianAgreeYn: 'Y', withdrawnBy: 'GUARDIAN', withdrawalMethod: 'LINK' } });
    expect(detail.body.agree.withdrawnAt).toBeTruthy();
    const { flat } = await pdfText((await download(app, `svs-c/simple-evaluation/agree/${agreeId}/copy`, as(token))).bytes);
    expect(flat).toMatch(/동의철회:\d{4}-\d{2}-\d{2}\d{2}:\d{2}:\d{2}\(한국시간\),받은링크에서철회/);
    const log = await app.em().find(AccessLog, { subjectId: String(e.id), action: 'UPDATE' });
    expect(log.map((r) => [r.actorType, r.role, r.detail])).toEqual([['respondent', 'GUARDIAN', expect.stringContaining('응답자 동의 철회 (링크)')]]);
  });

  it('after the answers: refused with the way through the school; GraphQL answers the same', async () => {
    const { e, agreeId, token } = await answeredByGuardian();
    expectError(await call(app, 'PUT', `svs-c/simple-evaluation/withdrawal/${agreeId}`, as(token)), 409, 'WITHDRAW_AFTER_DONE', /학교에 요청/);
    const g = await call(app, 'POST', 'graphql', {
      ...as(token),
      body: { query: 'mutation($a: String!) { withdrawConsent(agreeId: $a) { consentState } }', variables: { a: agreeId } },
    });
    expect(g.body.errors[0].extensions.code).toBe('WITHDRAW_AFTER_DONE');
    expect((await call(app, 'GET', `svs-u/simple-evaluation/${e.id}`, { token: staffToken })).body.agree.withdrawnAt).toBeUndefined();

    // then by request to the school: staff delete the survey and record the withdrawal as asked for
    expectError(await call(app, 'PUT', `svs-u/simple-evaluation/agreeCancel/${e.id}?guardianRequest=maybe`, { token: staffToken }), 400, 'BAD_USER_INPUT');
    expectError(await call(app, 'PUT', `svs-u/simple-evaluation/agreeCancel/${e.id}?guardianRequest=Y`, { token: otherCenterToken }), 404, 'NOT_FOUND');
    const cancelled = await call(app, 'PUT', `svs-u/simple-evaluation/agreeCancel/${e.id}?guardianRequest=Y`, { token: staffToken });
    expect(cancelled.body).toEqual({ message: '설문이 삭제되었습니다.' });
    const detail = await call(app, 'GET', `svs-u/simple-evaluation/${e.id}`, { token: staffToken });
    expect(detail.body).toMatchObject({ isDone: 'N', consentState: 'CANCELLED', agree: { guardianAgreeYn: 'Y', withdrawnBy: 'GUARDIAN', withdrawalMethod: 'SCHOOL_REQUEST' } });
    const { flat } = await pdfText((await download(app, `svs-u/simple-evaluation/${e.id}/consent-copy`, { token: staffToken })).bytes);
    expect(flat).toContain(sq('학교에 요청하여 철회 (학교가 기록)'));
    // nothing left to withdraw: refused, and nothing changes
    expectError(await call(app, 'PUT', `svs-u/simple-evaluation/agreeCancel/${e.id}?guardianRequest=Y`, { token: staffToken }), 409, 'NOTHING_TO_WITHDRAW');
    const never = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const viaGql = await gql(app, 'mutation($id: Int!) { cancelSimpleEvaluationAgree(id: $id, guardianRequest: true) { message } }', { id: never.id }, staffToken);
    expect(viaGql.body.errors?.[0].extensions.code).toBe('NOTHING_TO_WITHDRAW');
  });
});
