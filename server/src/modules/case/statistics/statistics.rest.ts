import { route } from '../../../platform/http/rest.js';
import { parseInput } from '../../../platform/validation.js';
import { RequestStatisticsQuery } from '../../request/request.statistics.js';
import { CASE_RECORD_ACCESS } from '../case.access.js';
import { caseMinutesStatistics, CaseMinutesStatisticsView } from './case-minutes.statistics.js';
import { RequestStatisticsExcelBody, streamStatisticsExcel } from './statistics-excel.js';

const BASE = 'svs-u/request';
/** One declaration for both doors (case.access.ts): the request statistics' entry. */
const { statistics: STATS } = CASE_RECORD_ACCESS;

/**
 * The statistics calls that read case records, on the request statistics' paths (SPEC): the case meetings' figures
 * and the export of a statistics screen (whose REPORT sheet counts the case meetings).
 */
export const caseStatisticsRoutes = [
  route('post', `${BASE}/statistics-by-case-minutes`, STATS, async (ctx, req) => caseMinutesStatistics(ctx, await parseInput(RequestStatisticsQuery, req.body ?? {})), {
    summary: '사례회의 통계: 작성 완료된 사례회의록의 회의일 기준, 월별·주 진단별·개입 계획별·기관 연계별 건수 (한 해; 관할 안)',
    body: RequestStatisticsQuery,
    response: CaseMinutesStatisticsView,
  }),

  route('post', `${BASE}/statistics-excel-download`, STATS, async (ctx, req, res) => {
    await streamStatisticsExcel(ctx, res, await parseInput(RequestStatisticsExcelBody, req.body));
    return undefined;
  }, {
    summary: '통계 엑셀 내려받기: sheet=REQUEST 의뢰 통계 (상태·유형·월·지역), REPORT 보고 통계 (사례·단계·월); 화면과 같은 조건, 사유와 함께 내보내기 기록',
    body: RequestStatisticsExcelBody,
    file: 'xlsx',
  }),
];
