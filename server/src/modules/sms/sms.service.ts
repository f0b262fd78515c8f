import type { Response } from 'express';
import { requireUser } from '../../platform/auth/access.js';
import { jurisdictionWhere } from '../../platform/auth/jurisdiction.js';
import { accessSubject, describeFilters, logAccess, logPageRead } from '../../platform/access-log.js';
import { all, columnsOf, likeOf, paginateRows, part, readRows, type Sql } from '../../platform/db/read.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import type { Ctx } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { keysetRows, streamXlsx, timestampedXlsxName, type XlsxColumn } from '../../platform/excel.js';
import type { Page } from '../../platform/paging.js';
import { normalizeMobile } from '../../platform/rules.js';
import { SmsMessage } from '../../platform/sms.js';
import type { SmsHistoryExcelInput, SmsHistoryFilter } from './sms.inputs.js';
import { smsMessageView, type SmsMessageView } from './sms.views.js';
import { addDays, kstMidnight } from '../../platform/time.js';

type Search = Omit<SmsHistoryFilter, 'page' | 'size'>;

/**
 * Who sees which messages: a message is placed where its sender belonged when it was queued (platform/sms.ts), and
 * the history applies the product's one jurisdiction rule to that place: administrators and the ministry all
 * messages; an education office those of its 시도; center staff those sent by their center's staff and by the
 * staff of the schools their center covers; school staff those sent by their school's staff. A message queued
 * without a sender (a system message) is seen nationally only.
 */
const PLACEMENT = { school: 'school_id', center: 'center_id', sd: 'sd_code' };


/** The period as [from, to): from the start day's midnight to the midnight after the end day. */
function period(s: Search): { from?: Date; to?: Date } {
  const from = s.startDate ? kstMidnight(s.startDate) : undefined;
  if (s.startDate && !from) throw new AppError(400, 'BAD_USER_INPUT', '시작일 형식이 맞지 않습니다.', { field: 'startDate' });
  const end = s.endDate ? kstMidnight(s.endDate) : undefined;
  if (s.endDate && !end) throw new AppError(400, 'BAD_USER_INPUT', '종료일 형식이 맞지 않습니다.', { field: 'endDate' });
  if (from && end && end < from) throw new AppError(400, 'BAD_USER_INPUT', '종료일은 시작일보다 이후여야 합니다.', { field: 'endDate' });
  return { from, to: end && addDays(end, 1) };
}

/** The search as one condition on `sms_message m`. */
function whereOf(p: UserPrincipal, s: Search, range: { from?: Date; to?: Date }): Sql {
  const digits = s.mobile ? normalizeMobile(s.mobile) : '';
  return all([
    jurisdictionWhere(p, PLACEMENT, 'm'),
    !!digits && part('m.recipient like ?', likeOf(digits)), // sms_message_recipient_trgm
    !!s.keyword && part('m.text ilike ?', likeOf(s.keyword!)), // sms_message_text_trgm
    !!s.purpose && part('m.purpose = ?', s.purpose),
    !!s.status && part('m.status = ?', s.status),
    !!range.from && part('m.created_at >= ?', range.from),
    !!range.to && part('m.created_at < ?', range.to),
  ]);
}

/** The access log's name for the send history, and its filters as the log writes them: never the number searched for. */
const SMS_SUBJECT = accessSubject('sms-history', 'SMS 발송 내역');
const smsFilters = (f: SmsHistoryFilter) =>
  [describeFilters(f, ['purpose', 'status', 'startDate', 'endDate']), f.mobile && 'mobile=(번호)', f.keyword && 'keyword=(검색어)'].filter(Boolean).join(' ');

/** The send history, newest first (ids are queue order); indexes (school_id|center_id|sd_code|purpose, id). */
export async function listHistory(ctx: Ctx, f: SmsHistoryFilter): Promise<Page<SmsMessageView>> {
  const p = requireUser(ctx.principal);
  const q = { select: columnsOf(ctx.em, SmsMessage, 'm'), from: 'sms_message m', where: whereOf(p, f, period(f)), orderBy: 'm.id desc' };
  const page = await paginateRows(ctx.em, q, f, (row: SmsMessage) => smsMessageView(row));
  // a page shows (masked) numbers and the texts sent to families: logged like a detail read
  await logPageRead(ctx, SMS_SUBJECT, page.content.map((m) => m.id), smsFilters(f));
  return page;
}

const COLUMNS: XlsxColumn[] = [
  { header: '번호', key: 'id', width: 10 },
  { header: '발송 요청 일시', key: 'createdAt', type: 'dateTime' },
  { header: '발송 완료 일시', key: 'sentAt', type: 'dateTime' },
  { header: '수신번호', key: 'mobile', width: 16 },
  { header: '구분', key: 'kind', width: 8 },
  { header: '발송 용도', key: 'purposeLabel', width: 18 },
  { header: '상태', key: 'statusLabel', width: 12 },
  { header: '시도 횟수', key: 'attempts', width: 10 },
  { header: '내용', key: 'content', width: 60, type: 'longText' },
  { header: '실패 사유', key: 'lastError', width: 40, type: 'longText' },
  { header: '수신 결과', key: 'deliveryLabel', width: 14 },
  { header: '수신 실패 사유', key: 'deliveryReason', width: 40, type: 'longText' },
];

/**
 * The ids in a text that open something by themselves: the consent link's round (/app/agree/{uuid}/guardian) is the
 * unguessable part of a live link, so a file that leaves the system holds none (masked as numbers are).
 */
const LINK_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
export const maskLinkIds = (text: string) => text.replace(LINK_ID, '********');

/**
 * The filtered history as an .xlsx download, streamed in batches of 500 by id: numbers masked as in the list, and
 * the texts without their links' ids (maskLinkIds).
 */
export async function exportHistory(ctx: Ctx, input: SmsHistoryExcelInput, res: Response): Promise<void> {
  const p = requireUser(ctx.principal);
  const range = period(input);
  const select = columnsOf(ctx.em, SmsMessage, 'm');
  const messages = keysetRows<SmsMessage, number>((after, limit) => {
    const where = all([whereOf(p, input, range), after !== undefined && part('m.id < ?', after)]);
    return readRows(ctx.em, { text: `select ${select} from sms_message m where ${where.text} order by m.id desc limit ${limit}`, values: where.values });
  }, (m) => m.id);
  async function* rows() {
    for await (const m of messages) {
      const v = smsMessageView(m);
      yield { ...v, content: maskLinkIds(v.content) };
    }
  }
  // logged before the first byte: an export that was sent is an export that was logged
  await logAccess(ctx, { action: 'EXPORT', subjectType: SMS_SUBJECT, detail: smsFilters(input) });
  await streamXlsx(res, timestampedXlsxName(input.fileName, 'SMS 발송 내역'), COLUMNS, rows(), { sheetName: 'SMS 발송 내역' });
}
