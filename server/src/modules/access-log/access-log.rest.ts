import { streamXlsx } from '../../platform/excel.js';
import { route } from '../../platform/http/rest.js';
import { parseInput } from '../../platform/validation.js';
import { AccessLogExportInput, AccessLogFilter } from './access-log.inputs.js';
import * as svc from './access-log.service.js';
import { AccessLogPage } from './access-log.views.js';
import { ACCESS_LOG_ACCESS } from './access-log.access.js';

/** System administrators with the access-log menu only (access-log.access.ts). */
const { read: READ } = ACCESS_LOG_ACCESS;

export const accessLogRoutes = [
  route('get', 'svs-u/access-log', READ, async (ctx, req) => svc.listAccessLog(ctx, await parseInput(AccessLogFilter, req.query)), {
    summary: '개인정보 접근 기록 목록 (시스템 관리자)',
    query: AccessLogFilter,
    response: AccessLogPage,
  }),
  route('post', 'svs-u/access-log/excel-download', READ, async (ctx, req, res) => {
    const { fileName, sheetName, columns, rows } = await svc.exportAccessLog(ctx, await parseInput(AccessLogExportInput, req.body));
    await streamXlsx(res, fileName, columns, rows, { sheetName });
  }, {
    summary: '개인정보 접근 기록 엑셀 다운로드 (사유 필수, 다운로드도 접근 기록에 남음)',
    description: '목록과 같은 조건으로 내려받습니다. 응답은 .xlsx 파일(스트리밍)입니다.',
    body: AccessLogExportInput,
    file: 'xlsx',
  }),
];
