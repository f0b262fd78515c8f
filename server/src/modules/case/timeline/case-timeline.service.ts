import { requireUser } from '../../../platform/auth/access.js';
import { accessSubject } from '../../../platform/access-log.js';
import { jurisdictionWhere } from '../../../platform/auth/jurisdiction.js';
import type { Ctx } from '../../../platform/context.js';
import { all, part, readRows, type Sql } from '../../../platform/db/read.js';
import { TARGET_TYPE_NAMES, TEST_TYPE_NAMES, TargetType, TestType } from '../record/case-types.js';
import { scoreSdq, type SdqAnswers, type SdqBand, type SdqScale, type SdqScores } from '../../forms/sdq.scoring.js';
import { caseForRead } from '../case.access.js';
import { cgiChoices } from '../record/cgi.choices.js';
import type { Request } from '../../request/request.entity.js';
import { RANGE_NAMES, scaleName, type RangeCode } from '../../scoring/core.js';
import type { StoredResult, StoredScaleScore } from '../../evaluation-record/simple-evaluation.entity.js';
import { EVALUATION_PLACEMENT } from '../../evaluation-record/simple-evaluation.service.js';
import {
  ChangeDirection,
  TimelineEventKind,
  type CaseTimelineView,
  type CgiChangeView,
  type SdqChangeRowView,
  type SdqInformantChangeView,
  type TimelineEventView,
  type TimelineScreeningScoreView,
  type TimelineScreeningView,
} from './case-timeline.views.js';
import { kstDay } from '../../../platform/time.js';

/**
 * The student's timeline on one case (issue 9, beyond the spec): the screening results of every year, the SDQ-KR
 * before and after per informant with the change, CGI, and the case's dated events. Read through
 * case.access.ts (jurisdiction 404, case-record policy 404, access log) and then in three set-based
 * queries, whatever the number of records.
 *
 * The same student across years: a screening's management number is made afresh each year (`2025-<school>-0012`),
 * and a screening stores no name, so a number cannot follow a student. The screenings of other years are those
 * referred into another request (case) for the same student at the same school: same school, same name, gender
 * and birth date on the request. Never across schools; never a screening the caller's jurisdiction does not reach.
 */
export const TIMELINE_SUBJECT = accessSubject('case-timeline', '학생 변화 추이');

export const SDQ_MEASURE_NAMES: Record<SdqScale | 'TOTAL', string> = {
  EMOTIONAL: '정서 증상',
  CONDUCT: '품행 문제',
  HYPERACTIVITY: '과잉행동·부주의',
  PEER: '또래관계 문제',
  PROSOCIAL: '친사회적 행동',
  TOTAL: '총 난점',
};
const MEASURES: (SdqScale | 'TOTAL')[] = ['EMOTIONAL', 'CONDUCT', 'HYPERACTIVITY', 'PEER', 'PROSOCIAL', 'TOTAL'];


/** Which way a change goes for the student: lower is better except where `higherIsBetter`. */
export function directionOf(change: number | undefined, higherIsBetter: boolean): ChangeDirection | undefined {
  if (change === undefined) return undefined;
  if (change === 0) return ChangeDirection.UNCHANGED;
  return change > 0 === higherIsBetter ? ChangeDirection.IMPROVED : ChangeDirection.WORSENED;
}

const nn = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

function sdqMeasure(s: SdqScores | undefined, m: SdqScale | 'TOTAL'): { score?: number; band?: SdqBand } {
  if (!s) return {};
  if (m === 'TOTAL') return { score: nn(s.totalDifficulties), band: nn(s.totalBand) };
  const scale = s.scales.find((x) => x.scale === m)!;
  return { score: nn(scale.score), band: nn(scale.band) };
}

/** The change table of one informant: each scale and the total difficulties, PRE, POST and POST − PRE. */
export function sdqChangeRows(pre: SdqScores | undefined, post: SdqScores | undefined): SdqChangeRowView[] {
  return MEASURES.map((m) => {
    const a = sdqMeasure(pre, m);
    const b = sdqMeasure(post, m);
    const higherIsBetter = m === 'PROSOCIAL';
    const change = a.score !== undefined && b.score !== undefined ? b.score - a.score : undefined;
    return { measure: m, name: SDQ_MEASURE_NAMES[m], higherIsBetter, pre: a.score, preBand: a.band, post: b.score, postBand: b.band, change, direction: directionOf(change, higherIsBetter) };
  });
}

interface ScreeningRow {
  id: number;
  year: number;
  studentCode: string;
  schoolTargetType: TimelineScreeningView['schoolTargetType'];
  doneAt: Date | null;
  result: StoredResult;
  crisis: boolean;
}

const screeningScore = (type: ScreeningRow['schoolTargetType'], s: StoredScaleScore): TimelineScreeningScoreView => ({
  scale: s.scale,
  name: scaleName(type, s.scale),
  t: s.t,
  range: s.range as TimelineScreeningScoreView['range'],
  rangeName: RANGE_NAMES[s.range as RangeCode],
});

const plain = (q: Sql): Sql => ({ text: q.text, values: q.values });

/** The completed screenings of the student (see above), oldest first. One query. */
async function screeningsOf(ctx: Ctx, r: Request): Promise<TimelineScreeningView[]> {
  const p = requireUser(ctx.principal);
  const sameStudent =
    r.targetName && r.targetGender && r.targetBirthYear
      ? part(
          `e.id in (select o.simple_evaluation_id from request o where o.school_id = ? and o.target_name = ? and o.target_gender = ?
             and o.target_birth_year = ? and o.target_birth_month is not distinct from ? and o.target_birth_date is not distinct from ?
             and o.status <> 'DRAFT' and o.deleted_at is null and o.simple_evaluation_id is not null)`,
          r.school.id, r.targetName, r.targetGender, r.targetBirthYear, r.targetBirthMonth ?? null, r.targetBirthDate ?? null,
        )
      : part('false');
  const own = r.simpleEvaluationId ? part('e.id = ?', r.simpleEvaluationId) : part('false');
  const where = all([
    part(`(${own.text} or ${sameStudent.text})`, ...own.values, ...sameStudent.values),
    part('e.school_id = ?', r.school.id),
    part("e.is_done = 'Y' and e.result is not null and e.deleted_at is null"),
    // as a plain condition (a center's arms matter only to id-ordered pages)
    plain(jurisdictionWhere(p, EVALUATION_PLACEMENT, 'e')),
  ]);
  const rows = await readRows<ScreeningRow>(ctx.em, {
    text: `select e.id, e.year, e.student_code as "studentCode", e.school_target_type as "schoolTargetType", e.done_at as "doneAt", e.result, e.crisis
           from simple_evaluation e where ${where.text} order by e.year, e.done_at, e.id`,
    values: where.values,
  });
  return rows.map((e) => ({
    evaluationId: e.id,
    year: e.year,
    studentCode: e.studentCode,
    schoolTargetType: e.schoolTargetType,
    referred: e.id === r.simpleEvaluationId,
    doneAt: nn(e.doneAt),
    normDemo: !!e.result.normDemo,
    crisis: e.crisis,
    total: screeningScore(e.schoolTargetType, e.result.total),
    categories: e.result.categories.map((c) => screeningScore(e.schoolTargetType, c)),
  }));
}

export interface SdqRow {
  testType: TestType;
  targetType: TargetType;
  doneAt: Date | string | null;
  answers: SdqAnswers | null;
}

const asDate = (v: Date | string | null | undefined) => (v === null || v === undefined ? undefined : new Date(v));

/** The change per informant from a case's completed SDQ-KR rows (oldest first): the last PRE and POST of each. */
export function sdqChanges(rows: SdqRow[]): SdqInformantChangeView[] {
  const last = new Map<string, SdqRow>();
  for (const row of rows) last.set(`${row.targetType}:${row.testType}`, row);
  return (['STUDENT', 'GUARDIAN', 'TEACHER'] as TargetType[]).flatMap((who) => {
    const pre = last.get(`${who}:PRELIMINARY`);
    const post = last.get(`${who}:POST`);
    if (!pre && !post) return [];
    const score = (x?: SdqRow) => (x ? scoreSdq(who, x.answers ?? {}) : undefined);
    return [{ informant: who, informantName: TARGET_TYPE_NAMES[who], preDoneAt: asDate(pre?.doneAt), postDoneAt: asDate(post?.doneAt), rows: sdqChangeRows(score(pre), score(post)) }];
  });
}

/** Completed SDQ-KR of a case, oldest first. One query. */
async function sdqOf(ctx: Ctx, requestId: number): Promise<SdqRow[]> {
  return readRows<SdqRow>(ctx.em, part(
    `select test_type as "testType", target_type as "targetType", done_at as "doneAt", answers from sdq_kr
     where request_id = ? and is_done = 'Y' and deleted_at is null order by done_at nulls first, id`,
    requestId,
  ));
}

interface RecordEventRow {
  kind: 'INTERVIEW' | 'CGI' | 'MEETING' | 'LOG';
  day: string | null;
  at: Date | null;
  target: string | null;
  testType: string | null;
  cgiS: number | null;
  cgiI: number | null;
}

/** The submitted case records of the case, with their dates (and CGI's scores), in one query. */
async function recordEventsOf(ctx: Ctx, requestId: number): Promise<RecordEventRow[]> {
  const live = `request_id = ? and is_done = 'Y' and deleted_at is null`;
  return readRows<RecordEventRow>(ctx.em, part(
    `select 'INTERVIEW' as kind, to_char(counseling_date, 'YYYY-MM-DD') as day, submitted_at as at, interview_target_type as target,
            null as "testType", null::int as "cgiS", null::int as "cgiI" from interview_evaluation where ${live}
     union all select 'CGI', null, submitted_at, null, test_type, cgi_s, cgi_i from case_cgi where ${live}
     union all select 'MEETING', to_char(meeting_date, 'YYYY-MM-DD'), submitted_at, null, null, null, null from case_minutes where ${live}
     union all select 'LOG', to_char(intervention_date, 'YYYY-MM-DD'), submitted_at, null, null, null, null from case_management_log where ${live}`,
    requestId, requestId, requestId, requestId,
  ));
}

const choiceLabel = (list: string, v: number | undefined) => (v === undefined ? undefined : cgiChoices[list].find((c) => c.code === String(v))?.label);

export interface CgiRow {
  testType: string | null;
  cgiS: number | null;
  cgiI: number | null;
}

/** CGI-S before and after with the change, and CGI-I, from a case's submitted CGI records. */
export function cgiChange(records: CgiRow[]): CgiChangeView {
  const pick = (t: string) => records.find((x) => x.testType === t);
  const pre = pick('PRELIMINARY');
  const post = pick('POST');
  const preS = nn(pre?.cgiS);
  const postS = nn(post?.cgiS);
  const postI = nn(post?.cgiI);
  const changeS = preS !== undefined && postS !== undefined ? postS - preS : undefined;
  return { preS, postS, changeS, direction: directionOf(changeS, false), postI, preSName: choiceLabel('cgiS', preS), postSName: choiceLabel('cgiS', postS), postIName: choiceLabel('cgiI', postI) };
}

const EVENT_LABELS: Record<TimelineEventKind, string> = {
  SCREENING: '정서·행동 간편검사',
  FILED: '의뢰 접수',
  APPROVED: '의뢰 승인 (사례 시작)',
  INTERVIEW: '면담평가',
  SDQ: 'SDQ-KR 검사',
  CGI: 'CGI 평가',
  MEETING: '사례회의',
  LOG: '사례관리',
  CLOSED: '종결',
  REPORT_SENT: '종결 보고서 발송',
};
/** Same-day events in the order a case runs. */
const ORDER = Object.keys(EVENT_LABELS) as TimelineEventKind[];

export async function caseTimeline(ctx: Ctx, requestId: number): Promise<CaseTimelineView> {
  const r = await caseForRead(ctx, requestId, TIMELINE_SUBJECT);
  const [screenings, sdqRows, records] = [await screeningsOf(ctx, r), await sdqOf(ctx, r.id), await recordEventsOf(ctx, r.id)];
  const events: TimelineEventView[] = [];
  const add = (kind: TimelineEventKind, date: string | undefined, detail?: string) => {
    if (date) events.push({ date, kind, label: EVENT_LABELS[kind], detail });
  };
  for (const s of screenings) if (s.doneAt) add(TimelineEventKind.SCREENING, kstDay(s.doneAt), `${s.year}년 · ${s.crisis ? '위기 응답 · ' : ''}전체 ${s.total.rangeName} (T ${s.total.t})`);
  if (r.status !== 'DRAFT') add(TimelineEventKind.FILED, kstDay(r.requestDate));
  if (r.approvedAt) add(TimelineEventKind.APPROVED, kstDay(r.approvedAt));
  for (const x of records) {
    const date = x.day ?? (x.at ? kstDay(x.at) : undefined);
    if (x.kind === 'INTERVIEW') add(TimelineEventKind.INTERVIEW, date, x.target ? TARGET_TYPE_NAMES[x.target as TargetType] : undefined);
    if (x.kind === 'CGI') add(TimelineEventKind.CGI, date, x.testType ? TEST_TYPE_NAMES[x.testType as TestType] : undefined);
    if (x.kind === 'MEETING') add(TimelineEventKind.MEETING, date);
    if (x.kind === 'LOG') add(TimelineEventKind.LOG, date);
  }
  for (const s of sdqRows) if (s.doneAt) add(TimelineEventKind.SDQ, kstDay(new Date(s.doneAt)), `${TEST_TYPE_NAMES[s.testType]} · ${TARGET_TYPE_NAMES[s.targetType]}`);
  if (r.closingDate) add(TimelineEventKind.CLOSED, r.closingDate);
  if (r.closingReportSentAt) add(TimelineEventKind.REPORT_SENT, kstDay(r.closingReportSentAt));
  events.sort((a, b) => a.date.localeCompare(b.date) || ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  return { requestId: r.id, screenings, sdq: sdqChanges(sdqRows), cgi: cgiChange(records.filter((x) => x.kind === 'CGI')), events };
}
