import { IsInt, IsString, MaxLength, Matches, Min } from 'class-validator';
import { Type } from 'class-transformer';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { accessSubject, logAccess } from '../../../platform/access-log.js';
import type { Ctx } from '../../../platform/context.js';
import { part, readRows, withoutNulls } from '../../../platform/db/read.js';
import { AppError, Errors } from '../../../platform/errors.js';
import { Labels } from '../../../platform/validation.js';
import { RequestStatus } from '../../request/request.lifecycle.js';
import { findRequest } from '../../request/request.scope.js';
import { OPEN_OR_CLOSED } from './case-record.policy.js';
import { CHOICES } from './choices.js';
import { defineCaseRecord, refuseSecond } from './record-kit.js';
import type { RecordView } from './record-spec.js';

/**
 * Closing report (종결보고서, SPEC §3): one per case, written while the case runs or once it is closed. A submitted
 * report is changed only after it is cancelled back to a draft (`cancel`, with a message that stays on the report).
 * Once the report was sent to the school (request status REPORT_SENT) it is neither changed nor cancelled: the school
 * has read it, and a cancel would silently rewrite what it holds (409 REPORT_SENT).
 */
const WRITABLE = OPEN_OR_CLOSED;
const CLOSING_REPORT_SUBJECT = accessSubject('closing-report', '종결보고서');

export const closingReport = defineCaseRecord({
  name: 'ClosingReport',
  table: 'case_closing_report',
  subject: CLOSING_REPORT_SUBJECT,
  title: '종결보고서',
  writableIn: WRITABLE,
  fields: {
    closingDate: { kind: 'date', label: '종결일', submit: true },
    closingType: { kind: 'choice', list: 'closingType', label: '종결 유형', submit: true },
    requestPath: { kind: 'choice', list: 'requestPath', label: '의뢰 경로' },
    requestPathDetail: { kind: 'text', max: 500, label: '의뢰 경로 상세' },
    interventionTarget: { kind: 'choices', list: 'interventionTarget', etc: 'interventionTargetEtc', label: '개입 대상', submit: true },
    interventionTargetDetail: { kind: 'text', max: 500, label: '개입 대상 상세' },
    interventionTargetEtc: { kind: 'text', max: 200, label: '기타 개입 대상' },
    interventionContent: { kind: 'text', max: 5000, label: '개입 내용', submit: true },
    studentStatus: { kind: 'choice', list: 'studentStatus', label: '종결 시 학생 상태', submit: true },
    interventionsCntRI: { kind: 'int', min: 0, max: 9999, label: '개입 횟수 (면담·평가)', description: '개입 횟수 RI (면담·평가)' },
    interventionsCntLS: { kind: 'int', min: 0, max: 9999, label: '개입 횟수 (연계 지원)', description: '개입 횟수 LS (연계 지원)' },
    interventionsCntSV: { kind: 'int', min: 0, max: 9999, label: '개입 횟수 (전문가 방문)', description: '개입 횟수 SV (전문가 방문)' },
    interventionsCntIL: { kind: 'int', min: 0, max: 9999, label: '개입 횟수 (기관 연계)', description: '개입 횟수 IL (기관 연계)' },
    interventionsCntM: { kind: 'int', min: 0, max: 9999, label: '개입 횟수 (사례회의)', description: '개입 횟수 M (사례회의)' },
    institutionalLinkage: { kind: 'choices', list: 'institutionalLinkage', etc: 'institutionalLinkageEtc', label: '기관 연계' },
    institutionalLinkageEtc: { kind: 'text', max: 200, label: '기타 기관 연계' },
    medicalExpensesSupport: { kind: 'choice', list: 'medicalExpensesSupported', label: '치료비 지원 여부' },
    medicalExpensesFunding: { kind: 'choices', list: 'medicalExpensesFunding', etc: 'medicalExpensesFundingEtc', label: '치료비 재원' },
    medicalExpensesFundingEtc: { kind: 'text', max: 200, label: '기타 치료비 재원' },
  },
  system: {
    cancelMessage: { kind: 'text', max: 1000, label: '제출 취소 사유', description: '마지막 제출 취소의 사유 (취소한 뒤에도 남습니다)' },
  },
  indexes: [
    { name: 'case_closing_report_request_unique', expression: 'create unique index "case_closing_report_request_unique" on "case_closing_report" ("request_id") where "deleted_at" is null' },
  ],
  // a submitted report is changed only after a cancel; the cancel needs a submitted report of a case not yet sent
  abilities: (v, { base, mayWrite, status }) => ({ ...base, edit: base.edit && v.isDone !== 'Y', cancel: mayWrite && WRITABLE.has(status) && v.isDone === 'Y' }),
  async check(em, _v, at) {
    if (at.before?.isDone === 'Y') throw new AppError(409, 'REPORT_SUBMITTED', '제출된 종결보고서는 제출을 취소한 뒤에 수정할 수 있습니다.');
    await refuseSecond(em, 'case_closing_report', part('request_id = ?', at.requestId), at.id, 'CLOSING_REPORT_EXISTS', '이 사례에는 종결보고서가 이미 있습니다.');
  },
});

@Labels({ closingReportId: '종결보고서', message: '취소 사유' })
@InputType('CancelClosingReportInput')
export class CancelClosingReportInput {
  @Field(() => Int)
  @Type(() => Number)
  @IsInt({ message: '종결보고서를 선택해주세요.' })
  @Min(1, { message: '종결보고서를 선택해주세요.' })
  closingReportId!: number;

  @Field(() => String, { description: '취소 사유 (보고서에 남아 보입니다)' })
  @IsString()
  @MaxLength(1000)
  @Matches(/\S/, { message: '취소 사유를 입력해주세요.' })
  message!: string;
}

/** POST svs-u/closing-report/cancel: a submitted report back to a draft, with the reason kept on it. */
export async function cancelClosingReport(ctx: Ctx, input: CancelClosingReportInput): Promise<RecordView> {
  return closingReport.change(
    ctx,
    input.closingReportId,
    (v, _em, r) => {
      if (r.status === RequestStatus.REPORT_SENT) throw new AppError(409, 'REPORT_SENT', '학교로 발송된 종결보고서는 취소할 수 없습니다.');
      if (v.isDone !== 'Y') throw new AppError(409, 'REPORT_NOT_SUBMITTED', '제출되지 않은 종결보고서입니다.');
      Object.assign(v, { isDone: 'N', submittedAt: null, cancelMessage: input.message.trim() });
    },
    '제출 취소',
    new Set([...WRITABLE, RequestStatus.REPORT_SENT]),
  );
}

// ---- the school's view --------------------------------------------------------------------------------------------

/**
 * What the requester (the school) reads of a sent closing report: when and why the case closed, whom the center
 * worked with and how often. The clinical narrative (intervention content, the student's state), the institutions the
 * student was linked to and the medical-expense support stay with the center.
 */
@ObjectType('SentClosingReport', { description: '학교가 받은 종결 보고 (임상 내용 제외)' })
export class SentClosingReportView {
  @Field(() => Int) id!: number;
  @Field(() => Int) requestId!: number;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) closingDate?: string;
  @Field(() => String, { nullable: true, description: 'caseRecordChoices의 closingType' }) closingType?: string;
  @Field(() => String, { nullable: true, description: '종결 유형의 이름 (학교는 선택지 목록을 읽지 않습니다)' }) closingTypeName?: string;
  @Field(() => [String], { nullable: true, description: 'caseRecordChoices의 interventionTarget' }) interventionTarget?: string[];
  @Field(() => [String], { nullable: true, description: '개입 대상의 이름' }) interventionTargetNames?: string[];
  @Field(() => String, { nullable: true }) interventionTargetEtc?: string;
  @Field(() => Int, { nullable: true }) interventionsCntRI?: number;
  @Field(() => Int, { nullable: true }) interventionsCntLS?: number;
  @Field(() => Int, { nullable: true }) interventionsCntSV?: number;
  @Field(() => Int, { nullable: true }) interventionsCntIL?: number;
  @Field(() => Int, { nullable: true }) interventionsCntM?: number;
  @Field(() => Date, { nullable: true, description: '학교로 발송한 때' }) sentAt?: Date;
}

/**
 * The closing report of a request, for anyone who reaches the request (findRequest: the requester, its school, the
 * center, offices), once it was sent (REPORT_SENT) and only if submitted; anything else is a 404. Logged. Without
 * `closingReportId`, the case's report (the request detail does not carry the report's id).
 */
export async function sentClosingReport(ctx: Ctx, requestId: number, closingReportId?: number): Promise<SentClosingReportView> {
  const r = await findRequest(ctx, requestId);
  if (r.status !== RequestStatus.REPORT_SENT) throw Errors.notFound();
  const [row] = await readRows<SentClosingReportView>(ctx.em, {
    text: `select t.id, t.request_id as "requestId", to_char(t.closing_date, 'YYYY-MM-DD') as "closingDate", t.closing_type as "closingType",
             t.intervention_target as "interventionTarget", t.intervention_target_etc as "interventionTargetEtc",
             t.interventions_cnt_ri as "interventionsCntRI", t.interventions_cnt_ls as "interventionsCntLS", t.interventions_cnt_sv as "interventionsCntSV",
             t.interventions_cnt_il as "interventionsCntIL", t.interventions_cnt_m as "interventionsCntM"
           from case_closing_report t where t.request_id = ? and t.deleted_at is null and t.is_done = 'Y'${closingReportId ? ' and t.id = ?' : ''}`,
    values: closingReportId ? [requestId, closingReportId] : [requestId],
  });
  if (!row) throw Errors.notFound();
  await logAccess(ctx, { action: 'READ', subjectType: CLOSING_REPORT_SUBJECT, subjectId: row.id, detail: '학교 열람' });
  const name = (list: string, code: string) => CHOICES[list]?.find((c) => c.code === code)?.label ?? code;
  return withoutNulls({
    ...row,
    closingTypeName: row.closingType ? name('closingType', row.closingType) : undefined,
    interventionTargetNames: row.interventionTarget?.map((c) => name('interventionTarget', c)),
    sentAt: r.closingReportSentAt ?? undefined,
  });
}
