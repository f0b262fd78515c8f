import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RespondentType } from '../src/modules/consent/consent.inputs.js';
import { CONSENT_WORDING } from '../src/modules/consent/consent.wording.js';
import { REPORT_TEXTS } from '../src/modules/consent/consent.report.texts.js';
import { EvaluationSchoolType, SimpleEvaluationAgree } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import { AccessLog } from '../src/platform/access-log.js';
import { advanceClock, freezeClock } from '../src/platform/clock.js';
import { RESPONDENT_TOKEN_TTL_SEC } from '../src/platform/respondent/index.js';
import { call, gql } from './harness.js';
import { download, pdfText, sq } from './pdf-text.js';
import { expectError } from './util.js';
import { app, as, answers, centerToken, makeEvaluation, mhSchool, mhStaffToken, otherCenterToken, prove, requestCode, school, sendAgree, staffToken, useWorld } from './respondent-world.js';

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
    const { e, token } = await answeredByGuardian(EvaluationSchoolType.ELEMENTARY, 0, 'ko');
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

    // the guardian's own copy is in the language of their page (the language tests below); staff get Korean
    const res = await download(app, `svs-c/simple-evaluation/agree/${agreeId}/copy`, as(token));
    expectPdf(res, `간편검사_동의내용_${e.studentCode}.pdf`);
    expect(await pdfText(res.bytes)).toMatchObject({ tagged: true, lang: 'vi' });
    const korean = await download(app, `svs-u/simple-evaluation/${e.id}/consent-copy`, { token: staffToken });
    const pdf = await pdfText(korean.bytes);
    expect(pdf).toMatchObject({ tagged: true, lang: 'ko-KR', title: '마음건강 간편검사 동의 내용 사본' });
    expect(pdf.flat).toContain(sq(`관리번호: ${e.studentCode}`));
    expect(pdf.flat).toContain(sq(`학교: ${school.name}`));
    expect(pdf.flat).toContain(sq('보호자의 선택 선택: 동의함'));
    expect(pdf.flat).toMatch(/선택한때:\d{4}-\d{2}-\d{2}\d{2}:\d{2}:\d{2}\(한국시간\)/);
    expect(pdf.flat).toContain(sq('화면 언어: 베트남어 (Tiếng Việt)'));
    expect(pdf.flat).toContain(sq('화면은 베트남어 (Tiếng Việt)로 보였으며'));
    for (const s of CONSENT_WORDING.GUARDIAN.sections) {
      expect(pdf.flat).toContain(sq(s.title));
      expect(pdf.flat).toContain(sq(s.text));
    }
    expect(pdf.flat).toContain(sq('동의를 철회하려면'));
    expect(pdf.flat).toContain(sq(`응답을 제출한 뒤에는 ${school.name}에 요청해 주세요`));
    expect((await exports(e.id)).map((r) => [r.actorType, r.actorType === 'respondent' ? r.role : 'staff'])).toEqual([
      ['respondent', 'GUARDIAN'],
      ['user', 'staff'],
    ]);

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

  it('after refusing, the copy is there while the token lasts and not after (no new token on a refused link); another round id is 404', async () => {
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

    // the token was issued before the refusal; it is good for 30 minutes from then, and the copy with it
    freezeClock();
    advanceClock(RESPONDENT_TOKEN_TTL_SEC * 1000 - 60_000);
    expect((await download(app, `svs-c/simple-evaluation/agree/${agreeId}/copy`, as(token))).status).toBe(200);
    advanceClock(61_000);
    expectError(await download(app, `svs-c/simple-evaluation/agree/${agreeId}/copy`, as(token)), 401, 'RESPONDENT_TOKEN_INVALID');
    // and no new token: the refused link gives no code to prove the phone again (the copy is the school's to give now)
    expectError(await requestCode({ agreeId }, 'GUARDIAN', guardianMobile), 410, 'CONSENT_REFUSED');
    expect((await download(app, `svs-u/simple-evaluation/${e.id}/consent-copy`, { token: staffToken })).status).toBe(200);
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

/** What a PDF's text is searched with: no white space, NFC (a reader's copy of a Vietnamese letter is one code point). */
const nq = (s: string) => sq(s).normalize('NFC');

describe("the guardian's documents in the language chosen at consent", () => {
  // a phrase of each language that only its font can draw: Vietnamese letters with two marks, Simplified Chinese
  // characters that Noto Sans KR lacks (简 结 监 护 检 这), and the Korean school name beside them
  const CASES = [
    { lang: 'en', pdfLang: 'en', t: REPORT_TEXTS.en },
    { lang: 'zh', pdfLang: 'zh-Hans', t: REPORT_TEXTS.zh },
    { lang: 'vi', pdfLang: 'vi', t: REPORT_TEXTS.vi },
  ] as const;

  for (const { lang, pdfLang, t } of CASES) {
    it(`${lang}: the result report and the consent copy render in ${lang}, fonts embedded, text read back, /Lang ${pdfLang}`, async () => {
      const { e, agreeId, token } = await answeredByGuardian(EvaluationSchoolType.MIDDLE_HIGH, 3, lang);
      const res = await download(app, `svs-c/simple-evaluation/${e.id}/result-report`, as(token));
      expectPdf(res, `간편검사_결과안내_${e.studentCode}.pdf`);
      const report = await pdfText(res.bytes);
      const flat = report.flat.normalize('NFC');
      expect(report).toMatchObject({ tagged: true, lang: pdfLang, title: t.reportDocTitle });
      expect(report.pages.length).toBeLessThanOrEqual(2);
      expect(flat).toContain(nq(t.reportTitle));
      expect(flat).toContain(nq(`${t.number}: ${e.studentCode}`));
      // the school's Korean name, drawn in Noto Sans KR even in a Chinese document
      expect(flat).toContain(nq(`${t.school}: ${mhSchool.name}`));
      expect(flat).toContain(nq(t.testName.MIDDLE_HIGH));
      // a crisis item endorsed: the 24-hour lines first, in the guardian's words
      const first = flat.indexOf(nq(t.callNow));
      expect(first).toBeGreaterThan(0);
      expect(first).toBeLessThan(flat.indexOf(nq(t.areas)));
      expect(flat).toContain(nq(`${t.lines['109'].name} 109: ${t.lines['109'].description}`));
      expect(flat).toContain(nq(t.result.URGENT.title));
      expect(flat).toContain(nq(t.result.URGENT.message));
      expect(flat).toContain(nq(`${t.plainAreas.MIDDLE_HIGH.suci}: ${t.levels.PRIORITY_ATTENTION.words} (${t.levels.PRIORITY_ATTENTION.group}, 우선 관심군)`));
      expect(flat).toContain(nq(t.crisisNote));
      for (const step of t.next.URGENT) expect(flat).toContain(nq(step));
      expect(flat).toContain(nq(t.schoolContact(mhSchool.name)));
      // no score, no norm table, and no Korean left but the names the school uses
      expect(flat).not.toMatch(/T점수|백분위|원점수|규준|결과 안내|보호자용/);

      const copy = await download(app, `svs-c/simple-evaluation/agree/${agreeId}/copy`, as(token));
      expectPdf(copy, `간편검사_동의내용_${e.studentCode}.pdf`);
      const c = await pdfText(copy.bytes);
      const cf = c.flat.normalize('NFC');
      expect(c).toMatchObject({ tagged: true, lang: pdfLang, title: t.copyDocTitle });
      expect(cf).toContain(nq(t.copyTitle));
      expect(cf).toContain(nq(`${t.choice}: ${t.agreed}`));
      expect(cf).toMatch(new RegExp(`${nq(t.decidedAt)}:\\d{4}-\\d{2}-\\d{2}\\d{2}:\\d{2}:\\d{2}`));
      expect(cf).toContain(nq(`${t.pageLanguage}: ${t.languages[lang]}`));
      // what the page showed, in its language, then the Korean text kept with the decision (the record)
      const w = t.wording;
      for (const s of [w.title, w.intro, ...w.sections.flatMap((x) => [x.title, x.text])]) expect(cf).toContain(nq(s));
      expect(cf.indexOf(nq(t.koreanRecord))).toBeGreaterThan(cf.indexOf(nq(w.sections[3].text)));
      for (const s of CONSENT_WORDING.GUARDIAN.sections) expect(cf).toContain(nq(s.text));
      for (const step of t.withdrawSteps(mhSchool.name)) expect(cf).toContain(nq(step));

      // staff download the same records in Korean
      const staff = await pdfText((await download(app, `svs-u/simple-evaluation/${e.id}/result-report`, { token: mhStaffToken })).bytes);
      expect(staff).toMatchObject({ lang: 'ko-KR', title: '마음건강 간편검사 결과 안내' });
      expect(staff.flat).toContain(sq('지금 바로 연락할 수 있는 곳 (24시간)'));
    });
  }

  it('each language draws its own letters: Vietnamese marks and Simplified Chinese read back exactly', async () => {
    const vi = await answeredByGuardian(EvaluationSchoolType.ELEMENTARY, 0, 'vi');
    const { flat } = await pdfText((await download(app, `svs-c/simple-evaluation/${vi.e.id}/result-report`, as(vi.token))).bytes);
    // every precomposed Vietnamese letter the texts use comes back as written
    const letters = [...new Set([...JSON.stringify(REPORT_TEXTS.vi.next.CALM)].filter((ch) => ch.charCodeAt(0) > 127))];
    expect(letters.length).toBeGreaterThan(10);
    for (const ch of letters) expect(flat.normalize('NFC')).toContain(ch);
    const zh = await answeredByGuardian(EvaluationSchoolType.ELEMENTARY, 0, 'zh');
    const z = (await pdfText((await download(app, `svs-c/simple-evaluation/${zh.e.id}/result-report`, as(zh.token))).bytes)).flat;
    for (const ch of '简结监护检这') expect(z).toContain(ch); // none of them in Noto Sans KR
    expect(z).toContain(sq(school.name));
  });

  it("the server keeps the consent page's wording of each language (client/src/respondent/texts/<lang>.ts)", () => {
    for (const lang of ['en', 'zh', 'vi'] as const) {
      const page = readFileSync(new URL(`../../client/src/respondent/texts/${lang}.ts`, import.meta.url), 'utf8');
      const w = REPORT_TEXTS[lang].wording;
      const quoted = (key: string, v: string) => expect([`${key}: '${v}'`, `${key}: "${v}"`].some((q) => page.includes(q)), `${lang} ${key}`).toBe(true);
      quoted('title', w.title);
      quoted('intro', w.intro);
      (['what', 'why', 'who', 'refuse'] as const).forEach((k, i) => {
        quoted(`${k}Title`, w.sections[i].title);
        quoted(k, w.sections[i].text);
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
