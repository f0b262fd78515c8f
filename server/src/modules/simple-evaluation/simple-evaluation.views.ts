import { Field, Float, Int, ObjectType } from 'type-graphql';
import { withoutNulls } from '../../platform/db/read.js';
import { PageOf } from '../../platform/paging.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { detailPhone, listPhone } from '../../platform/privacy.js';
import { CrisisAlertView } from '../crisis-alert/crisis-alert.views.js';
import {
  crisisReason,
  INSTRUMENTS,
  RANGE_NAMES,
  scaleName,
  type InterpretationTexts,
  type RangeCode,
} from '../scoring/core.js';
import {
  ConsentState,
  EvaluationSchoolType,
  Gender,
  ScoreRange,
  type SimpleEvaluation,
  type SimpleEvaluationAgree,
  type StoredScaleScore,
} from '../evaluation-record/simple-evaluation.entity.js';

/** API shapes (GraphQL types and REST JSON alike). */
@ObjectType('SimpleEvaluation', { description: '간편검사 (목록 행; 휴대전화번호는 가려서 보여줍니다)' })
export class SimpleEvaluationView {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: '관리번호' }) studentCode!: string;
  @Field(() => String) schoolId!: string;
  @Field(() => String, { nullable: true }) schoolName?: string;
  @Field(() => Int, { nullable: true, description: '담당 센터 (등록 당시 학교를 관할한 센터)' }) centerId?: number;
  @Field(() => String) sdCode!: string;
  @Field(() => String) sggCode!: string;
  @Field(() => Int) year!: number;
  @Field(() => EvaluationSchoolType) schoolTargetType!: EvaluationSchoolType;
  @Field(() => Gender) gender!: Gender;
  @Field(() => Int, { nullable: true }) requestId?: number;
  @Field(() => String, { nullable: true, description: '목록: 010-****-1234, 상세: 역할에 따라 전체 번호 또는 가려진 번호 (docs/PERMISSIONS.md)' }) mobile?: string;
  @Field(() => String, { description: 'Y 완료, N 미완료' }) isDone!: string;
  @Field(() => String) isSend!: string;
  @Field(() => ConsentState) consentState!: ConsentState;
  @Field(() => String) isNotImplemented!: string;
  @Field(() => String, { nullable: true }) reason?: string;
  @Field(() => String, { nullable: true }) reasonEtc?: string;
  @Field(() => String, { nullable: true }) linkageYn?: string;
  @Field(() => String, { nullable: true }) institutionLinkage?: string;
  @Field(() => String, { nullable: true }) institutionLinkageEtc?: string;
  @Field(() => String, { nullable: true, description: '사후관리 사유·내용' }) afterManagementReason?: string;
  @Field(() => ScoreRange, { nullable: true, description: '전체 T점수 구간 (완료된 검사)' }) totalRange?: ScoreRange;
  @Field(() => String, { nullable: true }) totalRangeName?: string;
  @Field(() => Boolean, { description: '위기 응답: 위기 문항에 응답했거나 자살 및 위기 문제가 우선 관심군 (전체 구간과 따로 봅니다)' }) crisis!: boolean;
  @Field(() => ScoreRange, { nullable: true, description: '가장 높은 구간 (영역 포함, 위기 응답이면 우선 관심군)' }) topRange?: ScoreRange;
  @Field(() => String, { nullable: true }) topRangeName?: string;
  @Field(() => String, { nullable: true, description: '채점에 쓴 규준 버전' }) normVersion?: string;
  @Field(() => Date, { nullable: true }) doneAt?: Date;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

/** The list form (phone masked) or, given the reader, the detail form (phone as platform/privacy.ts decides for the role). */
export function evaluationView(e: SimpleEvaluation, reader?: UserPrincipal): SimpleEvaluationView {
  return {
    id: e.id,
    studentCode: e.studentCode,
    schoolId: e.school.id,
    schoolName: e.school.name ?? undefined,
    centerId: e.center?.id ?? undefined,
    sdCode: e.sdCode,
    sggCode: e.sggCode,
    year: e.year,
    schoolTargetType: e.schoolTargetType,
    gender: e.gender,
    requestId: e.requestId ?? undefined,
    mobile: reader ? detailPhone(reader, e.mobile ?? undefined) : listPhone(e.mobile ?? undefined),
    isDone: e.isDone,
    isSend: e.isSend,
    consentState: e.consentState,
    isNotImplemented: e.isNotImplemented,
    reason: e.reason ?? undefined,
    reasonEtc: e.reasonEtc ?? undefined,
    linkageYn: e.linkageYn ?? undefined,
    institutionLinkage: e.institutionLinkage ?? undefined,
    institutionLinkageEtc: e.institutionLinkageEtc ?? undefined,
    afterManagementReason: e.afterManagementReason ?? undefined,
    totalRange: e.totalRange ?? undefined,
    totalRangeName: e.totalRange ? RANGE_NAMES[e.totalRange as RangeCode] : undefined,
    crisis: e.crisis,
    topRange: e.topRange ?? undefined,
    topRangeName: e.topRange ? RANGE_NAMES[e.topRange as RangeCode] : undefined,
    normVersion: e.normVersion ?? undefined,
    doneAt: e.doneAt ?? undefined,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}

/** SimpleEvaluationView's columns (list form: mobile masked after reading) over EVALUATION_VIEW_FROM. */
export const EVALUATION_VIEW_COLUMNS = `e.id, e.student_code as "studentCode", e.school_id as "schoolId", sc.name as "schoolName",
  e.center_id as "centerId", e.sd_code as "sdCode", e.sgg_code as "sggCode", e.year, e.school_target_type as "schoolTargetType",
  e.gender, e.request_id as "requestId", e.mobile, e.is_done as "isDone", e.is_send as "isSend", e.consent_state as "consentState",
  e.is_not_implemented as "isNotImplemented", e.reason, e.reason_etc as "reasonEtc", e.linkage_yn as "linkageYn",
  e.institution_linkage as "institutionLinkage", e.institution_linkage_etc as "institutionLinkageEtc",
  e.after_management_reason as "afterManagementReason", e.total_range as "totalRange", e.crisis, e.top_range as "topRange", e.norm_version as "normVersion",
  e.done_at as "doneAt", e.created_at as "createdAt", e.updated_at as "updatedAt"`;
export const EVALUATION_VIEW_FROM = 'simple_evaluation e join school sc on sc.id = e.school_id';

/** A list row (EVALUATION_VIEW_COLUMNS) as the view, its phone number masked. */
export function evaluationViewOfRow(row: SimpleEvaluationView): SimpleEvaluationView {
  const v = withoutNulls(row);
  v.mobile = listPhone(v.mobile);
  if (v.totalRange) v.totalRangeName = RANGE_NAMES[v.totalRange as RangeCode];
  if (v.topRange) v.topRangeName = RANGE_NAMES[v.topRange as RangeCode];
  return v;
}

@ObjectType('ScaleResult', { description: '영역(또는 전체) 하나의 점수' })
export class ScaleResultView {
  @Field(() => String, { description: '영역 코드 (emot, anxi, …) 또는 total' }) scale!: string;
  @Field(() => String, { description: '학교급에 맞는 영역 이름' }) name!: string;
  @Field(() => Int, { description: '원점수 (응답의 합, 빈 응답은 0)' }) raw!: number;
  @Field(() => Float, { description: 'T점수 (소수 첫째 자리)' }) t!: number;
  @Field(() => Float, { description: '백분위 (소수 첫째 자리)' }) percentile!: number;
  @Field(() => ScoreRange) range!: ScoreRange;
  @Field(() => String, { description: '일반군 / 관심군 / 우선 관심군' }) rangeName!: string;
  @Field(() => String, { nullable: true }) interpretation?: string;
}

@ObjectType('EvaluationResult', { description: '채점 결과 (완료된 검사)' })
export class EvaluationResultView {
  @Field(() => String) normVersion!: string;
  @Field(() => Boolean, { description: 'true: 시연용 규준으로 채점 (임상 사용 불가)' }) normDemo!: boolean;
  @Field(() => Date, { nullable: true }) scoredAt?: Date;
  @Field(() => [ScaleResultView], { description: '영역별 (문항 순서)' }) categories!: ScaleResultView[];
  @Field(() => ScaleResultView) total!: ScaleResultView;
}

@ObjectType('EvaluationAnswer')
export class AnswerView {
  @Field(() => String) key!: string;
  @Field(() => Int, { nullable: true }) value?: number;
}

@ObjectType('SimpleEvaluationAgree', { description: '동의 진행 (가장 최근 발송 회차)' })
export class AgreeView {
  @Field(() => String) id!: string;
  @Field(() => String, { nullable: true }) agreeType?: string;
  @Field(() => String, { nullable: true }) guardianMobile?: string;
  @Field(() => Date, { nullable: true }) guardianSendDate?: Date;
  @Field(() => Date, { nullable: true }) guardianAgreeDate?: Date;
  @Field(() => String, { nullable: true }) guardianAgreeYn?: string;
  @Field(() => String) studentSendYn!: string;
  @Field(() => String, { nullable: true }) studentMobile?: string;
  @Field(() => Date, { nullable: true }) studentSendDate?: Date;
  @Field(() => Date, { nullable: true }) studentAgreeDate?: Date;
  @Field(() => String, { nullable: true }) studentAgreeYn?: string;
  @Field(() => Date, { nullable: true }) cancelledAt?: Date;
  @Field(() => String, { nullable: true, description: '보호자 확인 방법 (SMS_CODE: 링크에서 휴대전화 인증 후 선택)' }) guardianAgreeMethod?: string;
  @Field(() => String, { nullable: true, description: '보호자 동의 화면의 언어 (ko, en, zh, vi)' }) guardianLang?: string;
  @Field(() => Date, { nullable: true, description: '동의를 철회한 때' }) withdrawnAt?: Date;
  @Field(() => String, { nullable: true, description: '철회한 사람 (GUARDIAN, STUDENT)' }) withdrawnBy?: string;
  @Field(() => String, { nullable: true, description: '철회 방법 (LINK: 받은 링크에서, SCHOOL_REQUEST: 학교에 요청)' }) withdrawalMethod?: string;
}

/** The consent's numbers as platform/privacy.ts decides for the reader's role. */
export const agreeView = (a: SimpleEvaluationAgree, reader: UserPrincipal): AgreeView => ({
  id: a.id,
  agreeType: a.agreeType ?? undefined,
  guardianMobile: detailPhone(reader, a.guardianMobile ?? undefined),
  guardianSendDate: a.guardianSendDate ?? undefined,
  guardianAgreeDate: a.guardianAgreeDate ?? undefined,
  guardianAgreeYn: a.guardianAgreeYn ?? undefined,
  studentSendYn: a.studentSendYn,
  studentMobile: detailPhone(reader, a.studentMobile ?? undefined),
  studentSendDate: a.studentSendDate ?? undefined,
  studentAgreeDate: a.studentAgreeDate ?? undefined,
  studentAgreeYn: a.studentAgreeYn ?? undefined,
  cancelledAt: a.cancelledAt ?? undefined,
  guardianAgreeMethod: a.guardianAgreeMethod ?? undefined,
  guardianLang: a.guardianLang ?? undefined,
  withdrawnAt: a.withdrawnAt ?? undefined,
  withdrawnBy: a.withdrawnBy ?? undefined,
  withdrawalMethod: a.withdrawalMethod ?? undefined,
});

@ObjectType('SimpleEvaluationDetail', { description: '간편검사 상세: 응답, 영역별 결과, 동의 진행' })
export class SimpleEvaluationDetailView extends SimpleEvaluationView {
  @Field(() => [AnswerView], { description: '문항 순서대로; 응답하지 않은 문항은 value 없음' }) answers!: AnswerView[];
  @Field(() => EvaluationResultView, { nullable: true, description: '완료(isDone Y)된 검사만' }) result?: EvaluationResultView;
  @Field(() => AgreeView, { nullable: true }) agree?: AgreeView;
  @Field(() => String, { nullable: true, description: '위기 응답인 까닭 (위기 문항 응답 수, 우선 관심군인 위기 영역)' }) crisisReason?: string;
  @Field(() => [String], { description: '기준을 넘은 위기 문항 키 (문항 순서)' }) crisisItems!: string[];
  @Field(() => [CrisisAlertView], { description: '이 검사의 위기 알림과 그 기록 (최근 순)' }) crisisAlerts!: CrisisAlertView[];
}

const scaleResult = (schoolType: EvaluationSchoolType, s: StoredScaleScore, texts: InterpretationTexts): ScaleResultView => ({
  scale: s.scale,
  name: scaleName(schoolType, s.scale),
  raw: s.raw,
  t: s.t,
  percentile: s.percentile,
  range: s.range as ScoreRange,
  rangeName: RANGE_NAMES[s.range],
  interpretation: texts[schoolType][s.scale]?.[s.range] ?? undefined,
});

/** The result as stored, with the interpretation texts as they are now (texts are editable; scores are not). */
export function resultView(e: SimpleEvaluation, texts: InterpretationTexts): EvaluationResultView | undefined {
  if (e.isDone !== 'Y' || !e.result || !e.normVersion) return undefined;
  return {
    normVersion: e.normVersion,
    normDemo: e.result.normDemo,
    scoredAt: e.scoredAt ?? undefined,
    categories: e.result.categories.map((c) => scaleResult(e.schoolTargetType, c, texts)),
    total: scaleResult(e.schoolTargetType, e.result.total, texts),
  };
}

export function detailView(
  reader: UserPrincipal,
  e: SimpleEvaluation,
  agree: SimpleEvaluationAgree | undefined,
  texts: InterpretationTexts,
  crisisAlerts: CrisisAlertView[] = [],
): SimpleEvaluationDetailView {
  const answers = e.answers ?? {};
  return {
    ...evaluationView(e, reader),
    crisisReason: e.crisis ? crisisReason(e) : undefined,
    crisisItems: e.crisisItems ?? [],
    crisisAlerts,
    answers: INSTRUMENTS[e.schoolTargetType].items.map((it) => ({ key: it.key, value: answers[it.key] ?? undefined })),
    result: resultView(e, texts),
    agree: agree ? agreeView(agree, reader) : undefined,
  };
}

@ObjectType('RegisteredEvaluation')
export class RegisteredView {
  @Field(() => Int) id!: number;
  @Field(() => String) studentCode!: string;
  @Field(() => String, { description: '관리번호가 생성 되었습니다.' }) message!: string;
}

@ObjectType('EvaluationCountResult')
export class CountResultView {
  @Field(() => Int) count!: number;
  @Field(() => String) message!: string;
}

// ---- instrument, norm sets, interpretations ---------------------------------------------------------------------

@ObjectType('InstrumentCategory')
export class InstrumentCategoryView {
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => [String], { description: '문항 키 (문항 내용은 설문지 관리에서)' }) items!: string[];
}

@ObjectType('Instrument', { description: '학교급별 영역과 문항 키, 응답 척도 (0–3)' })
export class InstrumentView {
  @Field(() => EvaluationSchoolType) schoolTargetType!: EvaluationSchoolType;
  @Field(() => [InstrumentCategoryView]) categories!: InstrumentCategoryView[];
  @Field(() => Int) minAnswer!: number;
  @Field(() => Int) maxAnswer!: number;
}

export function instrumentView(st: EvaluationSchoolType): InstrumentView {
  const inst = INSTRUMENTS[st];
  return {
    schoolTargetType: st,
    categories: inst.categories.map((c) => ({ code: c.code, name: c.name, items: inst.items.filter((i) => i.category === c.code).map((i) => i.key) })),
    minAnswer: 0,
    maxAnswer: 3,
  };
}

// ---- group register ----------------------------------------------------------------------------------------------

@ObjectType('GroupRegisterRow', { description: '일괄 등록 파일의 한 행' })
export class GroupRowView {
  @Field(() => Int, { description: '엑셀 행 번호' }) line!: number;
  @Field(() => EvaluationSchoolType, { nullable: true }) schoolTargetType?: EvaluationSchoolType;
  @Field(() => Gender, { nullable: true }) gender?: Gender;
  @Field(() => String, { nullable: true, description: '가려진 번호' }) mobile?: string;
  @Field(() => String, { nullable: true, description: '보호자 휴대전화번호 (가려진 번호)' }) guardianMobile?: string;
  @Field(() => [String], { description: '이 행의 오류 (없으면 빈 목록)' }) errors!: string[];
}

@ObjectType('GroupRegisterResult')
export class GroupRegisterView {
  @Field(() => String, { description: 'PREVIEW 또는 COMMIT' }) mode!: string;
  @Field(() => String, { description: 'REGISTER (등록만) 또는 REGISTER_AND_SEND (등록하고 보호자 동의 링크 보내기)' }) method!: string;
  @Field(() => Boolean, { description: 'true: 오류 없음' }) ok!: boolean;
  @Field(() => Int) total!: number;
  @Field(() => Int) errorCount!: number;
  @Field(() => Int, { description: '저장된 건수 (미리보기는 0)' }) registered!: number;
  @Field(() => Int, { description: '보호자 동의 링크 문자를 발송 대기열에 넣은 건수 (REGISTER_AND_SEND의 등록만)' }) sent!: number;
  @Field(() => [GroupRowView]) rows!: GroupRowView[];
  @Field(() => [Int], { description: '저장된 간편검사 id' }) ids!: number[];
  @Field(() => String, { nullable: true }) message?: string;
}

export const SimpleEvaluationPage = PageOf(SimpleEvaluationView, 'SimpleEvaluationPage');
