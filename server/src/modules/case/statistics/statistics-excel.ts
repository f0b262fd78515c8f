import { IsIn } from 'class-validator';
import type { Response } from 'express';
import { logAccess } from '../../../platform/access-log.js';
import type { Ctx } from '../../../platform/context.js';
import { Errors } from '../../../platform/errors.js';
import { streamXlsx, timestampedXlsxName } from '../../../platform/excel.js';
import { ExcelFileName, ExcelReason } from '../../../platform/excel-input.js';
import { Labels } from '../../../platform/validation.js';
import { REQUEST_STATISTICS_SUBJECT } from '../../request/request.scope.js';
import { completedStatistics, localStatistics, monthlyStatistics, requestStatistics, RequestStatisticsQuery } from '../../request/request.statistics.js';
import { caseMinutesStatistics } from './case-minutes.statistics.js';

/**
 * POST svs-u/request/statistics-excel-download: the figures of one statistics screen as a sheet, with the same
 * filters (and reach) as the screen. REQUEST is the 의뢰 통계 screen (00011: status, type, month, region), REPORT the
 * 보고 통계 screen (00012: the approved cases, by step, per month, and the case meetings). One long table (구분, 항목, then the counts
 * that apply), so every figure is one row a spreadsheet can filter. The export and its reason are logged before
 * anything is read; each figure read is logged as the screen's calls are. It sits with the case because the REPORT
 * sheet counts the case meetings (case-minutes.statistics.ts); the other figures are the request's.
 */
export const STATISTICS_SHEETS = ['REQUEST', 'REPORT'] as const;
export type StatisticsSheet = (typeof STATISTICS_SHEETS)[number];

@Labels({ year: '연도', fromDate: '시작일', toDate: '종료일', sdCode: '시도', centerId: '센터', sheet: '통계 종류', fileName: '파일 이름', reason: '다운로드 사유' })
export class RequestStatisticsExcelBody extends RequestStatisticsQuery {
  @IsIn(STATISTICS_SHEETS, { message: '통계 종류가 올바르지 않습니다.' })
  sheet!: StatisticsSheet;

  @ExcelFileName()
  fileName?: string;

  @ExcelReason()
  reason!: string;
}

export interface StatisticsRow {
  section: string;
  name: string;
  count?: number;
  requested?: number;
  approved?: number;
  closed?: number;
}

export const STATISTICS_EXCEL_COLUMNS = [
  { header: '구분', key: 'section', width: 16 },
  { header: '항목', key: 'name', width: 20 },
  { header: '건수', key: 'count', width: 10 },
  { header: '접수', key: 'requested', width: 10 },
  { header: '승인', key: 'approved', width: 10 },
  { header: '종결', key: 'closed', width: 10 },
];

const SHEET_NAMES: Record<StatisticsSheet, string> = { REQUEST: '의뢰 통계', REPORT: '보고 통계' };

function describeFilters(q: RequestStatisticsQuery): string {
  const keys = ['year', 'fromDate', 'toDate', 'sdCode', 'centerId'] as const;
  return keys.filter((k) => q[k] !== undefined && q[k] !== '').map((k) => `${k}=${q[k]}`).join(' ') || '전체';
}

/** The sheet's rows, read through the same calls as the screen (so the same reach, filters and figures). */
export async function statisticsRows(ctx: Ctx, sheet: StatisticsSheet, q: RequestStatisticsQuery): Promise<StatisticsRow[]> {
  const months = await monthlyStatistics(ctx, q);
  const year = q.year ?? '올해';
  if (sheet === 'REQUEST') {
    const s = await requestStatistics(ctx, q);
    const locals = await localStatistics(ctx, q);
    return [
      { section: '의뢰 현황', name: '전체', count: s.total },
      ...s.byStatus.map((c) => ({ section: '상태별', name: c.name, count: c.count })),
      ...s.byType.map((c) => ({ section: '유형별', name: c.name, count: c.count })),
      ...months.map((m) => ({ section: `월별 (${year})`, name: `${m.month}월`, requested: m.requested, approved: m.approved, closed: m.closed })),
      ...locals.map((l) => ({ section: q.sdCode ? '시군구별' : '시도별', name: l.name, requested: l.requested, approved: l.approved, closed: l.closed })),
    ];
  }
  const c = await completedStatistics(ctx, q);
  const cm = await caseMinutesStatistics(ctx, q);
  return [
    { section: '사례 현황', name: '승인된 사례', count: c.total },
    { section: '사례 현황', name: '진행 중', count: c.inProgress },
    { section: '사례 현황', name: '종결', count: c.closed },
    { section: '사례 현황', name: '종결 보고 발송', count: c.reportSent },
    ...c.byStep.map((s) => ({ section: '진행 단계별', name: s.name, count: s.count })),
    ...months.map((m) => ({ section: `월별 (${year})`, name: `${m.month}월`, approved: m.approved, closed: m.closed })),
    { section: '사례회의', name: '사례회의', count: cm.meetings },
    { section: '사례회의', name: '사례회의가 열린 사례', count: cm.cases },
    ...cm.byMonth.map((r) => ({ section: `사례회의 월별 (${cm.year})`, name: r.name, count: r.count })),
    ...cm.byPrimaryDiagnostic.map((r) => ({ section: '사례회의 주 진단별', name: r.name, count: r.count })),
    ...cm.byInterventionPlan.map((r) => ({ section: '사례회의 개입 계획별', name: r.name, count: r.count })),
    ...cm.byInstitutionalLinkage.map((r) => ({ section: '사례회의 기관 연계별', name: r.name, count: r.count })),
  ];
}

export async function streamStatisticsExcel(ctx: Ctx, res: Response, body: RequestStatisticsExcelBody): Promise<void> {
  const { sheet, fileName, reason, ...q } = body;
  // refused before the export is logged: an export that cannot run is not one
  if (q.fromDate && q.toDate && q.fromDate > q.toDate) throw Errors.badInput('종료일은 시작일보다 이후여야 합니다.');
  await logAccess(ctx, { action: 'EXPORT', subjectType: REQUEST_STATISTICS_SUBJECT, reason: reason.trim(), detail: `${SHEET_NAMES[sheet]} ${describeFilters(q)}` });
  const rows = await statisticsRows(ctx, sheet, q);
  async function* each() {
    yield* rows;
  }
  await streamXlsx<StatisticsRow>(res, timestampedXlsxName(fileName, SHEET_NAMES[sheet]), STATISTICS_EXCEL_COLUMNS, each(), { sheetName: SHEET_NAMES[sheet] });
}
