import { Field, Int, ObjectType } from 'type-graphql';
import { withoutNulls } from '../../platform/db/read.js';
import { PageOf } from '../../platform/paging.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { detailPhone, exposureOf, listPhone, personBirth, personName, personText } from '../../platform/privacy.js';
import { Gender } from '../evaluation-record/simple-evaluation.entity.js';
import { ConsentMethod, RequestType, type Request } from './request.entity.js';
import { ProgressStep, RequestStatus, STATUS_NAMES, STEP_NAMES } from './request.lifecycle.js';

/** API shapes (GraphQL types and REST JSON alike). */
/** The form's required fields are empty only on a draft (임시저장, status DRAFT): a filed request has them all. */
const DRAFT_MAY_LACK = '임시저장(DRAFT)에서만 비어 있을 수 있음';

@ObjectType('RequestTarget', {
  description: '의뢰 대상 학생 (목록에서는 휴대전화번호를 가립니다; 교육청·교육부는 이름·생년월일·번호를 가린 값으로 봅니다: docs/PERMISSIONS.md)',
})
export class RequestTargetView {
  @Field(() => String, { nullable: true, description: DRAFT_MAY_LACK }) name?: string;
  @Field(() => Gender, { nullable: true, description: DRAFT_MAY_LACK }) gender?: Gender;
  @Field(() => Int, { nullable: true, description: DRAFT_MAY_LACK }) birthYear?: number;
  @Field(() => Int, { nullable: true, description: DRAFT_MAY_LACK }) birthMonth?: number;
  @Field(() => Int, { nullable: true, description: DRAFT_MAY_LACK }) birthDate?: number;
  @Field(() => String, { nullable: true }) mobile?: string;
}

@ObjectType('Request', { description: '의뢰 (목록 행)' })
export class RequestView {
  @Field(() => Int) id!: number;
  @Field(() => RequestType) requestType!: RequestType;
  @Field(() => Int, { nullable: true }) simpleEvaluationId?: number;
  @Field(() => RequestStatus) status!: RequestStatus;
  @Field(() => String) statusName!: string;
  @Field(() => ProgressStep, { nullable: true }) progressStep?: ProgressStep;
  @Field(() => String, { nullable: true }) progressStepName?: string;
  @Field(() => Date) requestDate!: Date;
  @Field(() => Int, { description: '접수 연도 (requestReceived.reqYear)' }) reqYear!: number;
  @Field(() => String) schoolId!: string;
  @Field(() => String) schoolName!: string;
  @Field(() => Int, { nullable: true, description: '담당 센터 (학교를 관할하는 센터)' }) centerId?: number;
  @Field(() => String, { nullable: true }) centerName?: string;
  @Field(() => String) sdCode!: string;
  @Field(() => RequestTargetView) requestTarget!: RequestTargetView;
  @Field(() => Int, { nullable: true }) grade?: number;
  @Field(() => Int, { nullable: true }) classNo?: number;
  @Field(() => Int, { nullable: true }) num?: number;
  @Field(() => Int, { description: '의뢰한 사용자 (userId와 같음)' }) requesterId!: number;
  @Field(() => String, { nullable: true, description: DRAFT_MAY_LACK }) requesterName?: string;
  @Field(() => String, { nullable: true }) requesterInstitution?: string;
  @Field(() => Int, { nullable: true }) caseManagerId?: number;
  @Field(() => String, { nullable: true }) caseManagerName?: string;
  @Field(() => String, { nullable: true, description: '보완요청 내용' }) rejectedMessage?: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) closingDate?: string;
  @Field(() => Date, { nullable: true }) closingReportSentAt?: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => Boolean, {
    description: '연계된 간편검사가 위기 응답인 학생 (위기 문항 응답 또는 자살 및 위기 문제 우선 관심군; 전체 구간과 따로 봅니다). 연계된 검사가 없으면 false',
  })
  screeningCrisis!: boolean;
}

@ObjectType('RequestDetail', { description: '의뢰 상세 (열람 기록이 남습니다)' })
export class RequestDetailView extends RequestView {
  @Field(() => Int, { description: 'requesterId와 같음 (SPEC §3 userId)' }) userId!: number;
  @Field(() => String, { nullable: true, description: DRAFT_MAY_LACK }) requesterContact?: string;
  @Field(() => String, { nullable: true }) requesterFax?: string;
  @Field(() => String, { nullable: true, description: DRAFT_MAY_LACK }) guardianContact?: string;
  @Field(() => String, { nullable: true, description: DRAFT_MAY_LACK }) guardianRelationship?: string;
  @Field(() => String, { nullable: true }) guardianRelationshipEtc?: string;
  @Field(() => String, { nullable: true }) address?: string;
  @Field(() => String, { nullable: true }) addressDetail?: string;
  @Field(() => String, { nullable: true }) postcode?: string;
  @Field(() => String, { nullable: true }) pastInterestGroup?: string;
  @Field(() => String, { nullable: true }) pastInstitutionalLinkage?: string;
  @Field(() => String, { nullable: true }) pastExperience?: string;
  @Field(() => String, { nullable: true }) ssMedicalExpensesSupport?: string;
  @Field(() => String, { nullable: true, description: DRAFT_MAY_LACK }) mainAppeal?: string;
  @Field(() => String, { nullable: true }) remark?: string;
  @Field(() => String, { nullable: true, description: DRAFT_MAY_LACK }) gcRequest?: string;
  @Field(() => Date, { nullable: true, description: DRAFT_MAY_LACK }) gcRequestAt?: Date;
  @Field(() => ConsentMethod, { nullable: true, description: DRAFT_MAY_LACK }) gcRequestMethod?: ConsentMethod;
  @Field(() => String, { nullable: true, description: DRAFT_MAY_LACK }) gc3rdPartyProvision?: string;
  @Field(() => Date, { nullable: true, description: DRAFT_MAY_LACK }) gc3rdPartyProvisionAt?: Date;
  @Field(() => ConsentMethod, { nullable: true, description: DRAFT_MAY_LACK }) gc3rdPartyProvisionMethod?: ConsentMethod;
  @Field(() => Date, { nullable: true }) refiledAt?: Date;
  @Field(() => Date, { nullable: true }) rejectedAt?: Date;
  @Field(() => Date, { nullable: true }) cancelledAt?: Date;
  @Field(() => Date, { nullable: true }) approvedAt?: Date;
  @Field(() => Date, { nullable: true }) closedAt?: Date;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Boolean, {
    description: '읽는 사람의 역할에 따라 학생의 이름·연락처·생년월일을 가리고 주소·주호소·비고를 빼고 보여 주는지 (교육청·교육부·중앙지원단, docs/PERMISSIONS.md)',
  })
  personMasked!: boolean;
}

@ObjectType('RequestCover', { description: '의뢰서 표지 (학생, 학교, 의뢰자, 상태만; 연락처와 주호소는 없음)' })
export class RequestCoverView {
  @Field(() => Int) id!: number;
  @Field(() => RequestStatus) status!: RequestStatus;
  @Field(() => String) statusName!: string;
  @Field(() => ProgressStep, { nullable: true }) progressStep?: ProgressStep;
  @Field(() => Date) requestDate!: Date;
  @Field(() => String) schoolName!: string;
  @Field(() => String, { nullable: true }) centerName?: string;
  @Field(() => String) targetName!: string;
  @Field(() => String) requesterName!: string;
  @Field(() => String, { nullable: true }) closingDate?: string;
}

@ObjectType('RequestManager', { description: '사례 담당자로 지정할 수 있는 센터 직원' })
export class RequestManagerView {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) role!: string;
  @Field(() => Boolean, { description: '이 의뢰의 현재 담당자' }) assigned!: boolean;
}

@ObjectType('DeletedRequest', { description: '삭제 내역 한 건' })
export class DeletedRequestView {
  @Field(() => Int) id!: number;
  @Field(() => RequestStatus, { description: '삭제될 때의 상태' }) status!: RequestStatus;
  @Field(() => String) statusName!: string;
  @Field(() => Date) requestDate!: Date;
  @Field(() => String) schoolName!: string;
  @Field(() => String) targetName!: string;
  @Field(() => String) requesterName!: string;
  @Field(() => Date) deletedAt!: Date;
  @Field(() => String, { nullable: true }) deletedByName?: string;
  @Field(() => String, { nullable: true }) deleteReason?: string;
}

@ObjectType('RequestMessage', { description: '처리 결과: 의뢰 번호와 안내 문구' })
export class RequestMessageView {
  @Field(() => Int) id!: number;
  @Field(() => String) message!: string;
}

@ObjectType('RequestStepCount', { description: '진행 단계별 사례 수 (ALL은 승인된 사례 전체)' })
export class RequestStepCountView {
  @Field(() => String) progressStep!: string;
  @Field(() => Int) count!: number;
}

export const RequestPage = PageOf(RequestView, 'RequestPage');
export const DeletedRequestPage = PageOf(DeletedRequestView, 'DeletedRequestPage');

/** The list's columns over REQUEST_VIEW_FROM (flat; target_* are nested by requestViewOfRow). */
export const REQUEST_VIEW_COLUMNS = `r.id, r.request_type as "requestType", r.simple_evaluation_id as "simpleEvaluationId", r.status,
  r.progress_step as "progressStep", r.request_date as "requestDate", r.req_year as "reqYear", r.school_id as "schoolId",
  sc.name as "schoolName", r.center_id as "centerId", ce.name as "centerName", r.sd_code as "sdCode",
  r.target_name as "targetName", r.target_gender as "targetGender", r.target_birth_year as "targetBirthYear",
  r.target_birth_month as "targetBirthMonth", r.target_birth_date as "targetBirthDate", r.target_mobile as "targetMobile",
  r.grade, r.class_no as "classNo", r.num, r.requester_id as "requesterId", r.requester_name as "requesterName",
  r.requester_institution as "requesterInstitution", r.case_manager_id as "caseManagerId", cm.name as "caseManagerName",
  r.rejected_message as "rejectedMessage", to_char(r.closing_date, 'YYYY-MM-DD') as "closingDate",
  r.closing_report_sent_at as "closingReportSentAt", r.updated_at as "updatedAt",
  coalesce(se.crisis, false) as "screeningCrisis"`;
/** Joins for the columns only (the count reads `request r` alone: every join here is to one row or none). */
export const REQUEST_VIEW_FROM = `request r join school sc on sc.id = r.school_id left join center ce on ce.id = r.center_id
  left join account cm on cm.id = r.case_manager_id left join simple_evaluation se on se.id = r.simple_evaluation_id`;

export interface RequestRow {
  id: number;
  requestType: RequestType;
  simpleEvaluationId?: number;
  status: RequestStatus;
  progressStep?: ProgressStep;
  requestDate: Date;
  reqYear: number;
  schoolId: string;
  schoolName: string;
  centerId?: number;
  centerName?: string;
  sdCode: string;
  targetName?: string;
  targetGender?: Gender;
  targetBirthYear?: number;
  targetBirthMonth?: number;
  targetBirthDate?: number;
  targetMobile?: string;
  grade?: number;
  classNo?: number;
  num?: number;
  requesterId: number;
  requesterName?: string;
  requesterInstitution?: string;
  caseManagerId?: number;
  caseManagerName?: string;
  rejectedMessage?: string;
  closingDate?: string;
  closingReportSentAt?: Date;
  updatedAt: Date;
  screeningCrisis: boolean;
}

const num = (v: number | undefined) => (v === undefined ? undefined : Number(v));

/**
 * A list row as the view: the student nested, the phone number masked, the state named; the name and birth date as
 * platform/privacy.ts decides for the reader's role.
 */
export function requestViewOfRow(reader: UserPrincipal, raw: RequestRow): RequestView {
  const r = withoutNulls(raw);
  return {
    id: r.id,
    requestType: r.requestType,
    simpleEvaluationId: r.simpleEvaluationId,
    status: r.status,
    statusName: STATUS_NAMES[r.status as RequestStatus],
    progressStep: r.progressStep,
    progressStepName: r.progressStep ? STEP_NAMES[r.progressStep] : undefined,
    requestDate: r.requestDate,
    reqYear: Number(r.reqYear),
    schoolId: r.schoolId,
    schoolName: r.schoolName,
    centerId: r.centerId,
    centerName: r.centerName,
    sdCode: r.sdCode,
    requestTarget: {
      name: personName(reader, r.targetName),
      gender: r.targetGender,
      ...personBirth(reader, { birthYear: num(r.targetBirthYear), birthMonth: num(r.targetBirthMonth), birthDate: num(r.targetBirthDate) }),
      mobile: listPhone(r.targetMobile),
    },
    grade: r.grade,
    classNo: r.classNo,
    num: r.num,
    requesterId: r.requesterId,
    requesterName: r.requesterName,
    requesterInstitution: r.requesterInstitution,
    caseManagerId: r.caseManagerId,
    caseManagerName: r.caseManagerName,
    rejectedMessage: r.rejectedMessage,
    closingDate: r.closingDate,
    closingReportSentAt: r.closingReportSentAt,
    updatedAt: r.updatedAt,
    screeningCrisis: r.screeningCrisis === true,
  };
}

const opt = <T>(v: T | null | undefined): T | undefined => v ?? undefined;

/**
 * The detail (a read that the access log records): the student's name, birth date and phone and the guardian's
 * contact as platform/privacy.ts decides for the reader's role (whole for school, center and administrator; masked for
 * the overseers). The entity has school, center, caseManager loaded; `screeningCrisis` is the linked evaluation's
 * crisis flag, read beside it (request.service.ts requestDetail).
 */
export function requestDetailView(reader: UserPrincipal, r: Request, screeningCrisis: boolean): RequestDetailView {
  return {
    id: r.id,
    requestType: r.requestType,
    simpleEvaluationId: opt(r.simpleEvaluationId),
    status: r.status,
    statusName: STATUS_NAMES[r.status as RequestStatus],
    progressStep: opt(r.progressStep),
    progressStepName: r.progressStep ? STEP_NAMES[r.progressStep] : undefined,
    requestDate: r.requestDate,
    reqYear: r.reqYear,
    schoolId: r.school.id,
    schoolName: r.school.name,
    centerId: opt(r.center?.id),
    centerName: opt(r.center?.name),
    sdCode: r.sdCode,
    requestTarget: {
      name: personName(reader, opt(r.targetName)),
      gender: opt(r.targetGender),
      ...personBirth(reader, { birthYear: opt(r.targetBirthYear), birthMonth: opt(r.targetBirthMonth), birthDate: opt(r.targetBirthDate) }),
      mobile: detailPhone(reader, opt(r.targetMobile)),
    },
    grade: opt(r.grade),
    classNo: opt(r.classNo),
    num: opt(r.num),
    requesterId: r.requester.id,
    userId: r.requester.id,
    requesterName: opt(r.requesterName),
    requesterInstitution: opt(r.requesterInstitution),
    requesterContact: opt(r.requesterContact),
    requesterFax: opt(r.requesterFax),
    caseManagerId: opt(r.caseManager?.id),
    caseManagerName: opt(r.caseManager?.name),
    rejectedMessage: opt(r.rejectedMessage),
    closingDate: opt(r.closingDate),
    closingReportSentAt: opt(r.closingReportSentAt),
    updatedAt: r.updatedAt,
    guardianContact: detailPhone(reader, opt(r.guardianContact)),
    guardianRelationship: opt(r.guardianRelationship),
    guardianRelationshipEtc: opt(r.guardianRelationshipEtc),
    address: personText(reader, opt(r.address)),
    addressDetail: personText(reader, opt(r.addressDetail)),
    postcode: personText(reader, opt(r.postcode)),
    pastInterestGroup: opt(r.pastInterestGroup),
    pastInstitutionalLinkage: opt(r.pastInstitutionalLinkage),
    pastExperience: opt(r.pastExperience),
    ssMedicalExpensesSupport: opt(r.ssMedicalExpensesSupport),
    mainAppeal: personText(reader, opt(r.mainAppeal)),
    remark: personText(reader, opt(r.remark)),
    gcRequest: opt(r.gcRequest),
    gcRequestAt: opt(r.gcRequestAt),
    gcRequestMethod: opt(r.gcRequestMethod),
    gc3rdPartyProvision: opt(r.gc3rdPartyProvision),
    gc3rdPartyProvisionAt: opt(r.gc3rdPartyProvisionAt),
    gc3rdPartyProvisionMethod: opt(r.gc3rdPartyProvisionMethod),
    refiledAt: opt(r.refiledAt),
    rejectedAt: opt(r.rejectedAt),
    cancelledAt: opt(r.cancelledAt),
    approvedAt: opt(r.approvedAt),
    closedAt: opt(r.closedAt),
    createdAt: r.createdAt,
    screeningCrisis,
    personMasked: exposureOf(reader) === 'masked',
  };
}

export function requestCoverView(reader: UserPrincipal, r: Request): RequestCoverView {
  return {
    id: r.id,
    status: r.status,
    statusName: STATUS_NAMES[r.status as RequestStatus],
    progressStep: opt(r.progressStep),
    requestDate: r.requestDate,
    schoolName: r.school.name,
    centerName: opt(r.center?.name),
    // the cover is read of filed requests only (request.service.ts getRequest), which have both
    targetName: personName(reader, r.targetName)!,
    requesterName: r.requesterName!,
    closingDate: opt(r.closingDate),
  };
}
