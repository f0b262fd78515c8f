import { route } from '../../platform/http/rest.js';
import { parseInput } from '../../platform/validation.js';
import { SmsHistoryExcelInput, SmsHistoryFilter } from './sms.inputs.js';
import * as svc from './sms.service.js';
import { SmsMessagePage } from './sms.views.js';
import { SMS_ACCESS } from './sms.access.js';

export const smsRoutes = [
  route('get', 'svs-u/sms/send-history/paging', SMS_ACCESS.history, async (ctx, req) =>
    svc.listHistory(ctx, await parseInput(SmsHistoryFilter, req.query)),
  {
    summary: 'SMS 발송 내역 (관할 안의 것만, 수신번호는 가려서)',
    query: SmsHistoryFilter,
    response: SmsMessagePage,
  }),
  route('post', 'svs-u/sms/send-history/excel-download', SMS_ACCESS.history, async (ctx, req, res) => {
    await svc.exportHistory(ctx, await parseInput(SmsHistoryExcelInput, req.body ?? {}), res);
  }, {
    summary: 'SMS 발송 내역 엑셀 다운로드 (파일 이름_YYYYMMDDHHmmss.xlsx)',
    body: SmsHistoryExcelInput,
    file: 'xlsx',
  }),
];
