import type { Response } from 'express';
import { logAccess } from '../../../platform/access-log.js';
import type { Ctx } from '../../../platform/context.js';
import type { ExcelReasonBody } from '../../../platform/excel-input.js';
import { streamXlsxSheets, timestampedXlsxName, type XlsxColumn } from '../../../platform/excel.js';
import type { SdqBand } from '../../forms/sdq.scoring.js';
import { caseTimeline, TIMELINE_SUBJECT } from './case-timeline.service.js';
import type { CaseTimelineView, ChangeDirection, TimelineEventView, TimelineScreeningView } from './case-timeline.views.js';

/**
 * The timeline of one case as a workbook: the PRELIMINARY → POST change table (SDQ per informant, CGI), the
 * screenings of every year and the events. The case number names the student; no name, phone or answer is written.
 * The reason is asked and the export logged (EXPORT) before the file is sent.
 */
const BANDS: Record<SdqBand, string> = { CLOSE_TO_AVERAGE: '평균 수준', SLIGHTLY_RAISED: '약간 높음', HIGH: '높음', VERY_HIGH: '매우 높음' };
const PROSOCIAL_BANDS: Record<SdqBand, string> = { CLOSE_TO_AVERAGE: '평균 수준', SLIGHTLY_RAISED: '약간 낮음', HIGH: '낮음', VERY_HIGH: '매우 낮음' };
export const DIRECTION_NAMES: Record<ChangeDirection, string> = { IMPROVED: '좋아짐', UNCHANGED: '변화 없음', WORSENED: '나빠짐' };

export interface ChangeRow {
  requestId: number;
  closingDate?: string;
  instrument: string;
  informant: string;
  measure: string;
  pre?: number;
  preBand?: string;
  post?: number;
  postBand?: string;
  change?: number;
  direction?: string;
}

/** The change table's rows of one case: SDQ per informant and measure, then CGI-S and CGI-I. */
export function changeRows(t: Pick<CaseTimelineView, 'requestId' | 'sdq' | 'cgi'>): ChangeRow[] {
  const rows: ChangeRow[] = t.sdq.flatMap((s) =>
    s.rows.map((x) => {
      const bands = x.higherIsBetter ? PROSOCIAL_BANDS : BANDS;
      return {
        requestId: t.requestId,
        instrument: 'SDQ-KR',
        informant: s.informantName,
        measure: x.name,
        pre: x.pre,
        preBand: x.preBand && bands[x.preBand],
        post: x.post,
        postBand: x.postBand && bands[x.postBand],
        change: x.change,
        direction: x.direction && DIRECTION_NAMES[x.direction],
      };
    }),
  );
  const c = t.cgi;
  if (c.preS !== undefined || c.postS !== undefined)
    rows.push({ requestId: t.requestId, instrument: 'CGI', informant: '평가자', measure: 'CGI-S (심각도)', pre: c.preS, preBand: c.preSName, post: c.postS, postBand: c.postSName, change: c.changeS, direction: c.direction && DIRECTION_NAMES[c.direction] });
  if (c.postI !== undefined) rows.push({ requestId: t.requestId, instrument: 'CGI', informant: '평가자', measure: 'CGI-I (호전도)', post: c.postI, postBand: c.postIName });
  return rows;
}

export const CHANGE_COLUMNS: XlsxColumn<ChangeRow>[] = [
  { header: '사례 번호', key: 'requestId', width: 10 },
  { header: '검사', key: 'instrument', width: 10 },
  { header: '응답자', key: 'informant', width: 10 },
  { header: '척도', key: 'measure', width: 18 },
  { header: '사전 점수', key: 'pre', width: 10 },
  { header: '사전 구분', key: 'preBand', width: 18 },
  { header: '사후 점수', key: 'post', width: 10 },
  { header: '사후 구분', key: 'postBand', width: 18 },
  { header: '변화 (사후−사전)', key: 'change', width: 14 },
  { header: '변화 방향', key: 'direction', width: 12 },
];

const SCREENING_COLUMNS: XlsxColumn<TimelineScreeningView>[] = [
  { header: '연도', key: 'year', width: 8 },
  { header: '관리번호', key: 'studentCode', width: 22 },
  { header: '이 사례의 연계 검사', key: 'referred', width: 12, value: (s) => (s.referred ? '예' : '') },
  { header: '위기', key: 'crisis', width: 8, value: (s) => (s.crisis ? '위기' : '') },
  { header: '전체 T점수', key: 't', width: 10, value: (s) => s.total.t },
  { header: '전체 구분', key: 'range', width: 12, value: (s) => s.total.rangeName },
  { header: '영역별 T점수', key: 'categories', width: 60, type: 'longText', value: (s) => s.categories.map((c) => `${c.name} ${c.t} (${c.rangeName})`).join(', ') },
  { header: '비고', key: 'normDemo', width: 20, value: (s) => (s.normDemo ? '시연용 규준 (임상 사용 불가)' : '') },
];

const EVENT_COLUMNS: XlsxColumn<TimelineEventView>[] = [
  { header: '날짜', key: 'date', type: 'day' },
  { header: '사건', key: 'label', width: 22 },
  { header: '내용', key: 'detail', width: 40, type: 'longText' },
];

export async function streamTimelineExcel(ctx: Ctx, res: Response, requestId: number, body: ExcelReasonBody): Promise<void> {
  const t = await caseTimeline(ctx, requestId);
  const changes = changeRows(t);
  await logAccess(ctx, { action: 'EXPORT', subjectType: TIMELINE_SUBJECT, subjectId: requestId, count: changes.length, reason: body.reason.trim() });
  await streamXlsxSheets(res, timestampedXlsxName(body.fileName, `학생변화추이_${requestId}`), [
    { name: '사전·사후 변화', columns: CHANGE_COLUMNS, rows: changes },
    { name: '간편검사', columns: SCREENING_COLUMNS, rows: t.screenings },
    { name: '사건', columns: EVENT_COLUMNS, rows: t.events },
  ]);
}
