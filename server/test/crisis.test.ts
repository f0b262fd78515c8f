import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { AlarmHistory } from '../src/modules/alarm/alarm.entity.js';
import { SchoolType, type School } from '../src/modules/organization/school.entity.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import { seedScoringReference } from '../src/modules/norm-set/norm-set.service.js';
import { CrisisAlert, CrisisAlertEvent, CrisisEventType } from '../src/modules/evaluation-record/crisis-alert.entity.js';
import { escalateCrisisAlerts } from '../src/modules/crisis-alert/crisis-alert.service.js';
import { INSTRUMENTS } from '../src/modules/scoring/core.js';
import { EvaluationSchoolType, Gender, SimpleEvaluation } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import { AccessLog } from '../src/platform/access-log.js';
import { advanceClock, freezeClock, resetClock } from '../src/platform/clock.js';
import { call, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { expectError, expectGqlError } from './util.js';

/**
 * The crisis rule on every path that stores answers (staff paper entry over REST and GraphQL, re-scoring; the
 * respondent's submission is in respondent-consent.test.ts), one endorsed critical item being enough, the flag wherever
 * the student appears (list, filter, detail, Excel), acknowledgement as an act with its history, and the escalation job.
 */
const BASE = 'svs-u/simple-evaluation';
let app: TestApp;
let school: School; // middle/high, covered by `center`
let elementary: School;
let center: Center;
let otherCenter: Center;
let teacher: Awaited<ReturnType<typeof makeAccount>>;
let teacherToken: string;
let elementaryToken: string;
let managerToken: string;
let memberToken: string;
let otherToken: string;
let adminToken: string;
let manager: Awaited<ReturnType<typeof makeAccount>>;
let member: Awaited<ReturnType<typeof makeAccount>>;
let client: Awaited<ReturnType<typeof makeAccount>>;

beforeAll(async () => {
  app = await startTestApp();
  await seedScoringReference(app.em());
  school = await makeSchool(app, { sggCode: '11110', type: SchoolType.MIDDLE });
  elementary = await makeSchool(app, { sggCode: '11110', type: SchoolType.ELEMENTARY });
  center = await makeCenter(app, { locals: ['11110'] });
  otherCenter = await makeCenter(app, { locals: ['11140'] });
  teacher = await makeAccount(app, RoleCode.MEMBER, { school });
  client = await makeAccount(app, RoleCode.CLIENT, { school, authenticationCodeStatus: 'Y' });
  manager = await makeAccount(app, RoleCode.CENTER_MANAGER, { center });
  member = await makeAccount(app, RoleCode.CENTER_MEMBER, { center });
  teacherToken = await tokenFor(app, teacher);
  elementaryToken = await tokenFor(app, await makeAccount(app, RoleCode.MEMBER, { school: elementary }));
  managerToken = await tokenFor(app, manager);
  memberToken = await tokenFor(app, member);
  otherToken = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MANAGER, { center: otherCenter }));
  adminToken = await tokenFor(app, await makeAccount(app, RoleCode.SYSTEM_ADMIN));
}, 180_000);
afterAll(() => app?.stop());
afterEach(() => resetClock());

const zeros = (type: EvaluationSchoolType) => Object.fromEntries(INSTRUMENTS[type].items.map((it) => [it.key, 0]));

async function register(token: string, type: EvaluationSchoolType, gender: Gender = Gender.M): Promise<number> {
  const res = await call(app, 'POST', BASE, { token, body: { schoolTargetType: type, gender } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

/** Staff paper entry over REST, finished. */
async function enterRest(token: string, id: number, answers: Record<string, number>) {
  const res = await call(app, 'PUT', `${BASE}/${id}`, { token, body: { answers, isDone: 'Y' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Staff paper entry over GraphQL, finished. */
async function enterGql(token: string, id: number, answers: Record<string, number>) {
  const res = await gql(
    app,
    `mutation($id: Int!, $input: PaperAnswersInput!) { enterSimpleEvaluationAnswers(id: $id, input: $input) { id } }`,
    { id, input: { answers: Object.entries(answers).map(([key, value]) => ({ key, value })), isDone: 'Y' } },
    token,
  );
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
}

const alertsOf = (id: number) => app.em().find(CrisisAlert, { evaluation: id });
const urgentAlarms = (id: number) => app.em().find(AlarmHistory, { title: '[긴급] 간편검사 위기 응답 확인 요청', link: `/auth/simple-evaluation/detail/${id}` });

describe('the crisis rule on every path', () => {
  it('staff paper entry over REST: one critical item at 거의 항상 그렇다 and 0 elsewhere raises the alert, whatever the T scores', async () => {
    const id = await register(teacherToken, EvaluationSchoolType.MIDDLE_HIGH);
    await enterRest(teacherToken, id, { ...zeros(EvaluationSchoolType.MIDDLE_HIGH), suci02: 3 });
    const detail = (await call(app, 'GET', `${BASE}/${id}`, { token: teacherToken })).body;
    // the total and the crisis scale alone would say 일반군: the item is what counts
    expect(detail.result.total.range).toBe('GENERAL');
    expect(detail.result.categories.find((c: { scale: string }) => c.scale === 'suci').range).not.toBe('PRIORITY_ATTENTION');
    expect(detail).toMatchObject({ crisis: true, topRange: 'PRIORITY_ATTENTION', crisisItems: ['suci02'], crisisReason: '위기 문항 1개 응답' });
    expect(detail.crisisAlerts).toHaveLength(1);
    expect(detail.crisisAlerts[0]).toMatchObject({ canAcknowledge: true, events: [{ type: 'RAISED' }] });
    expect(await alertsOf(id)).toHaveLength(1);
    const to = (await urgentAlarms(id)).map((a) => a.account.id);
    expect(to).toEqual(expect.arrayContaining([teacher.id, client.id, manager.id, member.id]));
  });

  it('staff paper entry over GraphQL raises it the same way', async () => {
    const id = await register(teacherToken, EvaluationSchoolType.MIDDLE_HIGH, Gender.F);
    await enterGql(teacherToken, id, { suci05: 1 });
    const e = await app.em().findOneOrFail(SimpleEvaluation, id);
    expect([e.crisis, e.crisisItems, e.topRange, e.totalRange]).toEqual([true, ['suci05'], 'PRIORITY_ATTENTION', 'GENERAL']);
    expect(await alertsOf(id)).toHaveLength(1);
    expect(await urgentAlarms(id)).not.toHaveLength(0);
  });

  it('each of the four critical items alone raises it for both genders; suci04 or suci06 alone does not', async () => {
    for (const gender of [Gender.M, Gender.F]) {
      for (const key of ['suci01', 'suci02', 'suci03', 'suci05']) {
        const id = await register(teacherToken, EvaluationSchoolType.MIDDLE_HIGH, gender);
        await enterRest(teacherToken, id, { [key]: 1 });
        expect((await app.em().findOneOrFail(SimpleEvaluation, id)).crisis, `${gender} ${key}`).toBe(true);
        expect(await alertsOf(id), `${gender} ${key}`).toHaveLength(1);
      }
      for (const key of ['suci04', 'suci06']) {
        const id = await register(teacherToken, EvaluationSchoolType.MIDDLE_HIGH, gender);
        await enterRest(teacherToken, id, { [key]: 3 });
        expect((await app.em().findOneOrFail(SimpleEvaluation, id)).crisis, `${gender} ${key}`).toBe(false);
        expect(await alertsOf(id)).toHaveLength(0);
      }
    }
  });

  it('suci04 and suci06 count toward the scale rule: the crisis scale in 우선 관심군 raises it without a critical item', async () => {
    const id = await register(teacherToken, EvaluationSchoolType.MIDDLE_HIGH);
    await enterRest(teacherToken, id, { suci04: 3, suci06: 3 });
    const detail = (await call(app, 'GET', `${BASE}/${id}`, { token: teacherToken })).body;
    expect(detail).toMatchObject({ crisis: true, crisisItems: [], crisisReason: '자살 및 위기 문제 우선 관심군' });
    expect(await alertsOf(id)).toHaveLength(1);
  });

  it('elementary answers have no crisis item: no flag, but a category in 우선 관심군 shows in the highest range', async () => {
    const id = await register(elementaryToken, EvaluationSchoolType.ELEMENTARY);
    await enterRest(elementaryToken, id, { ...zeros(EvaluationSchoolType.ELEMENTARY), psta01: 3, psta02: 3, psta03: 3, psta04: 3 });
    const e = await app.em().findOneOrFail(SimpleEvaluation, id);
    expect([e.crisis, e.totalRange, e.topRange]).toEqual([false, 'GENERAL', 'PRIORITY_ATTENTION']);
    expect(await alertsOf(id)).toHaveLength(0);
  });

  it('re-scoring runs the rule: a stored result that missed the flag gets it and its alert, once', async () => {
    const id = await register(teacherToken, EvaluationSchoolType.MIDDLE_HIGH);
    await enterRest(teacherToken, id, { suci03: 2 });
    // as if scored before the item rule existed: no flag, no alert
    const em = app.em();
    await em.nativeDelete(CrisisAlert, { evaluation: id });
    await em.nativeUpdate(SimpleEvaluation, { id }, { crisis: false, crisisItems: null, topRange: 'GENERAL' as never });
    const re = await call(app, 'POST', `${BASE}/rescore`, { token: adminToken, body: { ids: [id] } });
    expect(re.status, JSON.stringify(re.body)).toBe(200);
    expect(re.body[0]).toMatchObject({ id, crisis: true, topRange: 'PRIORITY_ATTENTION' });
    expect(await alertsOf(id)).toHaveLength(1);
    // and over GraphQL again: the same answers raise nothing twice
    const again = await gql(app, `mutation($ids: [Int!]!) { rescoreSimpleEvaluations(ids: $ids) { id crisis } }`, { ids: [id] }, adminToken);
    expect(again.body.data.rescoreSimpleEvaluations).toEqual([{ id, crisis: true }]);
    expect(await alertsOf(id)).toHaveLength(1);
  });

  it('a survey deleted and answered again raises a new alert for the new answers', async () => {
    const id = await register(teacherToken, EvaluationSchoolType.MIDDLE_HIGH);
    await enterRest(teacherToken, id, { suci01: 1 });
    const cancelled = await call(app, 'PUT', `${BASE}/agreeCancel/${id}`, { token: teacherToken });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await app.em().findOneOrFail(SimpleEvaluation, id)).toMatchObject({ crisis: false, isDone: 'N' });
    advanceClock(1000);
    await enterRest(teacherToken, id, { suci01: 1 });
    expect(await alertsOf(id)).toHaveLength(2);
  });
});

describe('the flag wherever the student appears', () => {
  it('list: a crisis column, the 위기 filter, and the 우선 관심군 (highest range) filter finds flagged students whose total is 일반군', async () => {
    const flagged = await register(teacherToken, EvaluationSchoolType.MIDDLE_HIGH);
    await enterRest(teacherToken, flagged, { suci02: 1 });
    const calm = await register(teacherToken, EvaluationSchoolType.MIDDLE_HIGH);
    await enterRest(teacherToken, calm, {});
    const list = async (q: string) => (await call(app, 'GET', `${BASE}/paging?size=100&schoolId=${school.id}${q}`, { token: managerToken })).body.content as { id: number; crisis: boolean; totalRange: string; topRange: string }[];
    const all = await list('');
    expect(all.find((r) => r.id === flagged)).toMatchObject({ crisis: true, totalRange: 'GENERAL', topRange: 'PRIORITY_ATTENTION' });
    expect(all.find((r) => r.id === calm)).toMatchObject({ crisis: false, totalRange: 'GENERAL', topRange: 'GENERAL' });
    const crisisOnly = (await list('&crisis=Y')).map((r) => r.id);
    expect(crisisOnly).toContain(flagged);
    expect(crisisOnly).not.toContain(calm);
    expect((await list('&topRange=PRIORITY_ATTENTION')).map((r) => r.id)).toContain(flagged);
    // the spec's total-range filter keeps its meaning
    expect((await list('&range=PRIORITY_ATTENTION')).map((r) => r.id)).not.toContain(flagged);
    const g = await gql(app, `query($s: String) { simpleEvaluations(schoolId: $s, crisis: "Y", size: 100) { content { id crisis topRangeName } } }`, { s: school.id }, managerToken);
    expect(g.body.data.simpleEvaluations.content).toContainEqual({ id: flagged, crisis: true, topRangeName: '우선 관심군' });
    // another center sees none of them
    expect((await call(app, 'GET', `${BASE}/paging?crisis=Y`, { token: otherToken })).body.totalElements).toBe(0);
    // a page read (ranges, crisis flags, masked phones) is in the access log like a detail read, with its filters
    const logged = await app.em().findOneOrFail(AccessLog, { subjectType: 'simple-evaluation', action: 'READ', detail: { $like: '목록 (%crisis=Y%' } }, { orderBy: { id: 'desc' } });
    expect(logged.detail).toContain(`schoolId=${school.id}`);
    expect(logged.detail).toContain(String(flagged));
  });

  it('Excel: a 위기 column and the highest range', async () => {
    const id = await register(teacherToken, EvaluationSchoolType.MIDDLE_HIGH);
    await enterRest(teacherToken, id, { suci03: 1 });
    const res = await fetch(`${app.url}${BASE}/excel-download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${managerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ schoolId: school.id, crisis: 'Y', reason: '위기 학생 점검' }),
    });
    expect(res.status).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = wb.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const crisisCol = header.indexOf('위기');
    const topCol = header.indexOf('가장 높은 구간 (영역 포함)');
    expect(crisisCol).toBeGreaterThan(0);
    const codes: string[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      expect(row.getCell(crisisCol).value).toBe('위기');
      expect(row.getCell(topCol).value).toBe('우선 관심군');
      codes.push(String(row.getCell(header.indexOf('관리번호')).value));
    });
    expect(codes).toContain((await app.em().findOneOrFail(SimpleEvaluation, id)).studentCode);
  });
});

describe('acknowledging is an act', () => {
  async function flaggedAlert(): Promise<{ evaluationId: number; alertId: number }> {
    const evaluationId = await register(teacherToken, EvaluationSchoolType.MIDDLE_HIGH);
    await enterRest(teacherToken, evaluationId, { suci02: 2 });
    const [alert] = await alertsOf(evaluationId);
    return { evaluationId, alertId: alert.id };
  }
  const ack = `mutation($id: Int!, $input: CrisisActionInput!) { acknowledgeCrisisAlert(id: $id, input: $input) { id acknowledgedAt acknowledgedByName canAcknowledge canFollowUp } }`;

  it('asks what was done, records who did it, keeps a history, writes the access log and tells the others', async () => {
    const { evaluationId, alertId } = await flaggedAlert();
    expectError(await call(app, 'PUT', `svs-u/crisis-alert/${alertId}/acknowledge`, { token: managerToken, body: {} }), 400, 'BAD_USER_INPUT');
    expectError(await call(app, 'PUT', `svs-u/crisis-alert/${alertId}/acknowledge`, { token: managerToken, body: { action: 'ETC', note: '  ' } }), 400, 'BAD_USER_INPUT', '기타를 선택한 경우 한 일을 입력해주세요.');
    expectError(await call(app, 'PUT', `svs-u/crisis-alert/${alertId}/acknowledge`, { token: otherToken, body: { action: 'INTERVIEW' } }), 404, 'NOT_FOUND');
    expect((await app.em().findOneOrFail(CrisisAlert, alertId)).acknowledgedAt).toBeFalsy();

    const res = await call(app, 'PUT', `svs-u/crisis-alert/${alertId}/acknowledge`, {
      token: managerToken,
      body: { action: 'GUARDIAN_CONTACT', note: '어머니와 통화, 오늘 저녁 함께 지내기로 함', actorName: '담임 김선생' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: alertId, acknowledgedByName: manager.name, canAcknowledge: false, canFollowUp: true });
    expectGqlError(await gql(app, ack, { id: alertId, input: { action: 'INTERVIEW' } }, teacherToken), 409, 'ALREADY_ACKNOWLEDGED');

    const follow = await gql(
      app,
      `mutation($id: Int!) { followUpCrisisAlert(id: $id, input: { action: REFERRAL, note: "센터 사례 의뢰" }) { id } }`,
      { id: alertId },
      teacherToken,
    );
    expect(follow.body.errors).toBeUndefined();
    // another center cannot add to it either; a hostile or oversize input changes nothing
    expectError(await call(app, 'POST', `svs-u/crisis-alert/${alertId}/follow-up`, { token: otherToken, body: { action: 'INTERVIEW' } }), 404, 'NOT_FOUND');
    expectError(await call(app, 'POST', `svs-u/crisis-alert/${alertId}/follow-up`, { token: teacherToken, body: { action: 'DROP TABLE' } }), 400, 'BAD_USER_INPUT', '조치를 선택해주세요.');
    expectError(await call(app, 'POST', `svs-u/crisis-alert/${alertId}/follow-up`, { token: teacherToken, body: { action: 'ETC', note: 'x'.repeat(1001) } }), 400, 'BAD_USER_INPUT');
    expectError(await call(app, 'POST', `svs-u/crisis-alert/${alertId}/follow-up`, { token: teacherToken, body: { action: 'ETC', note: '메모', extra: 1 } }), 400, 'BAD_USER_INPUT');
    const events = await app.em().find(CrisisAlertEvent, { alert: alertId }, { orderBy: { id: 'asc' } });
    expect(events.map((e) => [e.type, e.action ?? null, e.actorName ?? null, e.recordedByName ?? null])).toEqual([
      ['RAISED', null, null, null],
      ['ACKNOWLEDGED', 'GUARDIAN_CONTACT', '담임 김선생', manager.name],
      ['FOLLOW_UP', 'REFERRAL', teacher.name, teacher.name],
    ]);
    const detail = (await call(app, 'GET', `${BASE}/${evaluationId}`, { token: teacherToken })).body;
    expect(detail.crisisAlerts[0].events.map((e: { actionName?: string }) => e.actionName ?? null)).toEqual([null, '보호자 연락', '의뢰']);
    const logged = await app.em().find(AccessLog, { subjectType: 'simple-evaluation', subjectId: String(evaluationId), detail: { $like: '위기 알림%' } });
    expect(logged.map((l) => l.detail)).toEqual(['위기 알림 확인 처리 (보호자 연락)', '위기 알림 추가 조치 (의뢰)']);
    const told = await app.em().find(AlarmHistory, { title: '간편검사 위기 알림 확인 처리됨', link: `/auth/simple-evaluation/detail/${evaluationId}` });
    expect(told.map((a) => a.account.id)).toEqual(expect.arrayContaining([teacher.id, member.id]));
    // no acknowledged alert is listed as open any more; nothing removes the history
    expect((await call(app, 'GET', 'svs-u/crisis-alert', { token: teacherToken })).body.content.map((a: { id: number }) => a.id)).not.toContain(alertId);
  });

  it('two people at once: one acknowledgement wins', async () => {
    const { alertId } = await flaggedAlert();
    const [a, b] = await Promise.all([
      call(app, 'PUT', `svs-u/crisis-alert/${alertId}/acknowledge`, { token: managerToken, body: { action: 'INTERVIEW' } }),
      call(app, 'PUT', `svs-u/crisis-alert/${alertId}/acknowledge`, { token: memberToken, body: { action: 'EMERGENCY' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await app.em().count(CrisisAlertEvent, { alert: alertId, type: CrisisEventType.ACKNOWLEDGED })).toBe(1);
  });
});

describe('escalation', () => {
  it('an alert not acknowledged within 24 hours escalates once to the center manager and the school staff', async () => {
    freezeClock(new Date('2026-05-04T09:00:00+09:00'));
    const evaluationId = await register(teacherToken, EvaluationSchoolType.MIDDLE_HIGH);
    await enterRest(teacherToken, evaluationId, { suci01: 3 });
    const [alert] = await alertsOf(evaluationId);
    const escalated = () => app.em().find(AlarmHistory, { title: '[긴급·미확인] 간편검사 위기 알림이 확인되지 않았습니다', link: `/auth/simple-evaluation/detail/${evaluationId}` });

    advanceClock(24 * 3_600_000 - 1);
    await escalateCrisisAlerts(app.em(), app.config);
    expect(await escalated()).toHaveLength(0);

    advanceClock(1);
    // two replicas at once: one escalation
    await Promise.all([escalateCrisisAlerts(app.em(), app.config), escalateCrisisAlerts(app.em(), app.config)]);
    const to = (await escalated()).map((a) => a.account.id).sort();
    expect(to).toEqual([teacher.id, manager.id].sort());
    expect((await app.em().findOneOrFail(CrisisAlert, alert.id)).escalatedAt).toBeTruthy();
    expect(await app.em().count(CrisisAlertEvent, { alert: alert.id, type: CrisisEventType.ESCALATED })).toBe(1);

    advanceClock(3_600_000);
    await escalateCrisisAlerts(app.em(), app.config);
    expect(await escalated()).toHaveLength(2);
    // still open until someone records what was done
    const open = (await call(app, 'GET', 'svs-u/crisis-alert?size=100', { token: managerToken })).body.content;
    expect(open.find((a: { id: number }) => a.id === alert.id)).toMatchObject({ escalatedAt: expect.any(String) });
  });

  it('an acknowledged alert never escalates', async () => {
    freezeClock(new Date('2026-05-06T09:00:00+09:00'));
    const evaluationId = await register(teacherToken, EvaluationSchoolType.MIDDLE_HIGH);
    await enterRest(teacherToken, evaluationId, { suci01: 3 });
    const [alert] = await alertsOf(evaluationId);
    await call(app, 'PUT', `svs-u/crisis-alert/${alert.id}/acknowledge`, { token: teacherToken, body: { action: 'INTERVIEW' } });
    advanceClock(48 * 3_600_000);
    await escalateCrisisAlerts(app.em(), app.config);
    expect((await app.em().findOneOrFail(CrisisAlert, alert.id)).escalatedAt).toBeFalsy();
  });
});

describe('escalation runs by itself', () => {
  let own: TestApp;
  afterAll(() => own?.stop());

  it('with nobody signed in, the server escalates on its own timer (state in the database, so a restart resumes it)', async () => {
    // 0.0002 hours = 0.72 s; the job looks every 0.2 s
    own = await startTestApp({ env: { JOB_INTERVAL_SEC: '0.2', CRISIS_ESCALATE_AFTER_HOURS: '0.0002' } });
    await seedScoringReference(own.em());
    const s = await makeSchool(own, { sggCode: '11110', type: SchoolType.MIDDLE });
    const c = await makeCenter(own, { locals: ['11110'] });
    const boss = await makeAccount(own, RoleCode.CENTER_MANAGER, { center: c });
    const tok = await tokenFor(own, await makeAccount(own, RoleCode.MEMBER, { school: s }));
    const id = (await call(own, 'POST', BASE, { token: tok, body: { schoolTargetType: 'MIDDLE_HIGH', gender: 'F' } })).body.id;
    await call(own, 'PUT', `${BASE}/${id}`, { token: tok, body: { answers: { suci02: 1 }, isDone: 'Y' } });
    const deadline = Date.now() + 20_000;
    let escalated = 0;
    while (Date.now() < deadline && !escalated) {
      await new Promise((r) => setTimeout(r, 200));
      escalated = await own.em().count(AlarmHistory, { account: boss.id, title: { $like: '[긴급·미확인]%' } });
    }
    expect(escalated).toBe(1);
  }, 200_000);
});
