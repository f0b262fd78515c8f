import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrisisAlert } from '../src/modules/evaluation-record/crisis-alert.entity.js';
import { ConsentState, ScoreRange, SimpleEvaluation } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import { SmsMessage } from '../src/platform/sms.js';
import { now } from '../src/platform/clock.js';
import { DEMO_PASSWORD, seedDemo, seedDemoEvaluations } from '../src/seeders/demo.js';
import { seedDemoPopups } from '../src/seeders/demo-popups.js';
import { seedDemoRequests } from '../src/seeders/demo-requests.js';
import { seedDemoBoards } from '../src/seeders/demo-boards.js';
import { call, gql, signIn, startTestApp, type TestApp } from './harness.js';

describe('demo data (npm start)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  it('seeds schools, accounts and simple evaluations in every state, once', async () => {
    expect(await seedDemo(app.em())).toBe(true);
    expect(await seedDemoEvaluations(app.em(), app.config)).toBe(true);
    // idempotent
    expect(await seedDemo(app.em())).toBe(false);
    expect(await seedDemoEvaluations(app.em(), app.config)).toBe(false);

    const em = app.em();
    const rows = await em.find(SimpleEvaluation, {}, { populate: ['school'] });
    expect(rows).toHaveLength(60);
    for (const school of ['7000001', '7000002', '7000003', '7500001', '7500002']) {
      const mine = rows.filter((r) => r.school.id === school);
      expect(mine).toHaveLength(12);
      expect(mine.filter((r) => r.consentState === ConsentState.NOT_SENT)).toHaveLength(3);
      expect(mine.filter((r) => r.consentState === ConsentState.SENT)).toHaveLength(3);
      const done = mine.filter((r) => r.isDone === 'Y');
      expect(done).toHaveLength(6);
      for (const d of done) {
        expect(d.consentState).toBe(ConsentState.AGREED);
        expect(d.totalT).toBeGreaterThan(0);
        expect(d.result?.categories.length).toBe(5);
      }
      expect(done.some((d) => d.totalRange === ScoreRange.ATTENTION)).toBe(true);
      expect(done.some((d) => d.totalRange === ScoreRange.PRIORITY_ATTENTION)).toBe(true);
      expect(done.some((d) => d.totalRange === ScoreRange.GENERAL)).toBe(true);
    }
    // every middle/high school has a crisis alert raised by the respondent's submission; elementary none
    const alerts = await em.find(CrisisAlert, {}, { populate: ['school'] });
    expect(alerts.map((a) => a.school.id).sort()).toEqual(expect.arrayContaining(['7000002', '7000003', '7500002']));
    expect(alerts.every((a) => !['7000001', '7500001'].includes(a.school.id))).toBe(true);
    // the consent links went out as SMS (demo numbers only)
    const sms = await em.find(SmsMessage, { refType: 'simple-evaluation' });
    expect(sms.length).toBeGreaterThanOrEqual(45);
    expect(sms.every((m) => m.recipient.startsWith('0100000'))).toBe(true);
  });

  it('a demo center user sees the seeded list through the API, the other center none of it', async () => {
    const token = async (username: string) => {
      const { res, token } = await signIn(app, username, DEMO_PASSWORD);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return token!;
    };
    const seoul = await call(app, 'GET', 'svs-u/simple-evaluation/paging?size=100', { token: await token('center') });
    expect(seoul.status).toBe(200);
    const ids = new Set(seoul.body.content.map((r: { schoolId: string }) => r.schoolId));
    expect([...ids].sort()).toEqual(['7000001', '7000002', '7000003']);
    const gg = await call(app, 'GET', 'svs-u/simple-evaluation/paging?size=100', { token: await token('gg_center') });
    expect(new Set(gg.body.content.map((r: { schoolId: string }) => r.schoolId))).toEqual(new Set(['7500001', '7500002']));
  });
  it('seeds one popup in use for every role, once; a school user and the ministry are shown it', async () => {
    expect(await seedDemoPopups(app.em(), app.config)).toBe(true);
    expect(await seedDemoPopups(app.em(), app.config)).toBe(false);
    for (const username of ['client', 'member', 'ministry']) {
      const { token } = await signIn(app, username, DEMO_PASSWORD);
      const shown = await call(app, 'GET', 'svs-u/popup', { token });
      expect(shown.body.map((p: { title: string }) => p.title), username).toEqual(['시연용 안내: 학생 정신건강 지원 사업 시스템 오픈']);
    }
  });

  it('seeds the demo requests and their cases’ records through the services, once', async () => {
    const count = async () => {
      const rows = await app.em().getConnection().execute<{ t: string; n: string }[]>(
        `select 'request' t, count(*) n from request union all select 'interview', count(*) from interview_evaluation
         union all select 'sdq', count(*) from sdq_kr union all select 'satisfaction', count(*) from satisfaction_assessment
         union all select 'cgi', count(*) from case_cgi union all select 'minutes', count(*) from case_minutes
         union all select 'log', count(*) from case_management_log union all select 'closing', count(*) from case_closing_report
         union all select 'sms', count(*) from sms_message union all select 'alarm', count(*) from alarm_history`,
      );
      return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
    };
    expect(await seedDemoRequests(app.em(), app.config)).toBe(true);
    const first = await count();
    expect(first).toMatchObject({ request: 8, interview: 4, sdq: 4, satisfaction: 1, cgi: 2, minutes: 2, log: 3, closing: 2 });
    // seeding again adds nothing
    expect(await seedDemoRequests(app.em(), app.config)).toBe(false);
    expect(await count()).toEqual(first);
    // the platform clock, moved back to date the closed case's history, is back at the real time
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });

  describe('the demo cases as the demo center reads them', () => {
    let center: string;
    const q = async <T = any>(query: string, variables: Record<string, unknown> = {}, token = center): Promise<T> => {
      const res = await gql<T>(app, query, variables, token);
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      return res.body.data!;
    };
    const caseOf = async (name: string) => {
      const { requests } = await q(`query ($s: String) { requests(caseOnly: "Y", search: $s) { content { id status progressStep closingDate requestDate } } }`, { s: name });
      expect(requests.content).toHaveLength(1);
      return requests.content[0];
    };
    beforeAll(async () => {
      center = (await signIn(app, 'center', DEMO_PASSWORD)).token!;
    });

    it('the closed case (강들) holds ten weeks of records: interviews, SDQ-KR scored before and after, CGI, meetings, logs, report', async () => {
      const c = await caseOf('강들');
      expect(c).toMatchObject({ status: 'CLOSED', progressStep: 'CLOSING_REPORT' });
      const days = (a: string | Date, b: string | Date) => (new Date(b).getTime() - new Date(a).getTime()) / 86_400_000;
      expect(days(c.requestDate, new Date())).toBeGreaterThan(69);
      expect(days(c.closingDate, new Date())).toBeGreaterThan(5);

      const r = await q(
        `query ($id: Int!) {
          interviewEvaluations(requestId: $id) { content { interviewTargetType isDone counselingDate } }
          sdqKrs(requestId: $id) { content { testType targetType isDone doneBy doneAt mobile scores { totalDifficulties totalBand internalising externalising scales { scale score } } } }
          cgis(requestId: $id) { content { testType cgiS cgiI isDone } }
          caseMinutesList(requestId: $id) { content { title meetingDate isDone primaryDiagnostic } }
          caseManagementLogs(requestId: $id) { content { title interventionDate isDone interventionTarget } }
          closingReports(requestId: $id) { content { id isDone closingDate closingType submittedAt } }
          satisfactionAssessments(requestId: $id) { content { targetType isDone doneBy svsOverAll } }
        }`,
        { id: c.id },
      );
      expect(r.interviewEvaluations.content.map((e: any) => e.interviewTargetType).sort()).toEqual(['GUARDIAN', 'STUDENT', 'TEACHER']);
      expect(r.interviewEvaluations.content.every((e: any) => e.isDone === 'Y' && e.counselingDate < c.closingDate)).toBe(true);

      // scored as the scoring module reads the answers (hand-computed in demo-cases.ts: DEMO_SDQ)
      const sdq = Object.fromEntries(r.sdqKrs.content.map((s: any) => [`${s.testType} ${s.targetType}`, s]));
      expect(Object.keys(sdq).sort()).toEqual(['POST GUARDIAN', 'PRELIMINARY GUARDIAN', 'PRELIMINARY TEACHER']);
      for (const s of r.sdqKrs.content) expect(s).toMatchObject({ isDone: 'Y', doneBy: 'RESPONDENT', mobile: expect.stringMatching(/^010-\*{4}-\d{4}$/) });
      expect(sdq['PRELIMINARY GUARDIAN'].scores).toMatchObject({ totalDifficulties: 19, totalBand: 'HIGH', internalising: 14, externalising: 5 });
      expect(sdq['PRELIMINARY TEACHER'].scores).toMatchObject({ totalDifficulties: 12, totalBand: 'SLIGHTLY_RAISED' });
      expect(sdq['POST GUARDIAN'].scores).toMatchObject({ totalDifficulties: 7, totalBand: 'CLOSE_TO_AVERAGE' });
      expect(sdq['PRELIMINARY GUARDIAN'].scores.scales).toContainEqual({ scale: 'EMOTIONAL', score: 8 });
      expect(days(sdq['PRELIMINARY GUARDIAN'].doneAt, sdq['POST GUARDIAN'].doneAt)).toBeGreaterThan(40);

      expect(r.cgis.content.map((x: any) => [x.testType, x.cgiS, x.cgiI ?? null, x.isDone]).sort()).toEqual([
        ['POST', 2, 2, 'Y'],
        ['PRELIMINARY', 4, null, 'Y'],
      ]);
      expect(r.caseMinutesList.content).toHaveLength(2);
      expect(r.caseMinutesList.content.every((m: any) => m.isDone === 'Y' && m.primaryDiagnostic.length)).toBe(true);
      expect(r.caseManagementLogs.content).toHaveLength(3);
      expect(new Set(r.caseManagementLogs.content.map((l: any) => l.interventionDate)).size).toBe(3);
      expect(r.closingReports.content).toEqual([expect.objectContaining({ isDone: 'Y', closingDate: c.closingDate, closingType: 'GOAL_ACHIEVED', submittedAt: expect.any(String) })]);
      expect(r.satisfactionAssessments.content).toEqual([{ targetType: 'GUARDIAN', isDone: 'Y', doneBy: 'RESPONDENT', svsOverAll: 5 }]);

      // case minutes carry their case's placement (the statistics read it), as the service writes it
      const [placed] = await app.em().getConnection().execute(
        `select count(*) n from case_minutes m join request r on r.id = m.request_id
         where m.request_id = ? and m.school_id = r.school_id and m.center_id = r.center_id and m.sd_code = r.sd_code and m.requester_id = r.requester_id`,
        [c.id],
      );
      expect(Number(placed.n)).toBe(2);
      // the SDQ-KR links and the satisfaction link went out as SMS to demo numbers only
      const sms = await app.em().find(SmsMessage, { refType: { $in: ['sdq-kr', 'satisfaction-assessment'] } });
      expect(sms).toHaveLength(5);
      expect(sms.every((m) => m.recipient.startsWith('0100000'))).toBe(true);

      // another center's staff reach none of it
      const gg = (await signIn(app, 'gg_center', DEMO_PASSWORD)).token!;
      const other = await gql(app, 'query ($id: Int!) { closingReport(id: $id) { id } }', { id: r.closingReports.content[0].id }, gg);
      expect(other.body.errors?.[0].extensions.code).toBe('NOT_FOUND');
    });

    it('the case at its in-depth evaluation (최별) has a draft interview and an SDQ-KR link sent, not answered', async () => {
      const c = await caseOf('최별');
      expect(c).toMatchObject({ status: 'COMPLETED', progressStep: 'IN_DEPTH_EVALUATION' });
      const r = await q(
        `query ($id: Int!) {
          interviewEvaluations(requestId: $id) { content { interviewTargetType isDone } }
          sdqKrs(requestId: $id) { content { testType targetType isDone sentAt scores { totalDifficulties } } }
        }`,
        { id: c.id },
      );
      expect(r.interviewEvaluations.content).toEqual([{ interviewTargetType: 'STUDENT', isDone: 'N' }]);
      expect(r.sdqKrs.content).toEqual([{ testType: 'PRELIMINARY', targetType: 'GUARDIAN', isDone: 'N', sentAt: expect.any(String), scores: null }]);
    });

    it('the case sent to the school (조숲) has the submitted report the school reads', async () => {
      const c = await caseOf('조숲');
      expect(c.status).toBe('REPORT_SENT');
      const member = (await signIn(app, 'member', DEMO_PASSWORD)).token!;
      const { sentClosingReport } = await q(`query ($id: Int!) { sentClosingReport(requestId: $id) { closingType closingTypeName } }`, { id: c.id }, member);
      expect(sentClosingReport).toEqual({ closingType: 'LINKED', closingTypeName: '다른 기관으로 연계' });
    });
  });

  it('seeds a few posts per board: a pinned notice first, a private question the other center cannot see, once', async () => {
    expect(await seedDemoBoards(app.em(), app.config)).toBe(true);
    expect(await seedDemoBoards(app.em(), app.config)).toBe(false);
    const token = async (loginId: string) => (await signIn(app, loginId, DEMO_PASSWORD)).token!;
    const member = await token('member');
    const notices = await call(app, 'GET', 'svs-u/bbs?type=NOTICE', { token: member });
    expect(notices.body.content[0]).toMatchObject({ title: '[필독] 개인정보 보호 수칙', pinned: true });
    const ministry = await token('ministry');
    for (const type of ['NOTICE', 'DATA', 'FAQ', 'SIMPLE_EVALUATION_FAQ'])
      expect((await call(app, 'GET', `svs-u/bbs?type=${type}`, { token: ministry })).body.content.length, type).toBeGreaterThan(0);
    const center = await token('center');
    const [question] = (await call(app, 'GET', 'svs-u/bbs?type=CENTER_FAQ', { token: center })).body.content;
    expect(question).toMatchObject({ isPrivate: 'Y', answered: true });
    const gg = await token('gg_center');
    expect((await call(app, 'GET', 'svs-u/bbs?type=CENTER_FAQ', { token: gg })).body.content).toEqual([]);
    expect((await call(app, 'GET', `svs-u/bbs/${question.id}`, { token: gg })).status).toBe(404);
  });
});
