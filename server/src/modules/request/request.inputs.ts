import { Type } from 'class-transformer';
import { IsEnum, IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { DATE, dateMessage } from '../../platform/list-input.js';
import { Labels } from '../../platform/validation.js';
import { ProgressStep } from './request.lifecycle.js';
import { OptionalText } from '../../platform/input-fields.js';

// The labels and patterns every request input shares, and the commands' inputs; the form's inputs are
// request.form-inputs.ts, the lists' request.list-inputs.ts.

/**
 * Request inputs, validated at both doors with SPEC §5's rules and messages: mobile `{value} 형식이 맞지 않습니다.`,
 * dates YYYY-MM-DD (`… 형식이 맞지 않습니다.`), date-times YYYY-MM-DDTHH:mm (the same, without the final period), and
 * `종료일은 시작일보다 이후여야 합니다.` for a period. Numbers in REST queries arrive as text.
 */
export const LABELS: Record<string, string> = {
  requestType: '의뢰 유형',
  simpleEvaluationId: '간편검사',
  schoolId: '학교',
  requestTarget: '의뢰 대상',
  name: '이름',
  gender: '성별',
  birthYear: '출생 연도',
  birthMonth: '출생 월',
  birthDate: '출생 일',
  mobile: '학생 휴대전화번호',
  grade: '학년',
  classNo: '반',
  num: '번호',
  requesterName: '의뢰자 이름',
  requesterInstitution: '의뢰 기관',
  requesterContact: '의뢰자 연락처',
  requesterFax: '팩스',
  guardianContact: '보호자 연락처',
  guardianRelationship: '보호자 관계',
  guardianRelationshipEtc: '기타 보호자 관계',
  address: '주소',
  addressDetail: '상세 주소',
  postcode: '우편번호',
  pastInterestGroup: '과거 관심군 여부',
  pastInstitutionalLinkage: '과거 기관 연계 여부',
  pastExperience: '과거 서비스 경험',
  ssMedicalExpensesSupport: '치료비 지원 희망',
  mainAppeal: '주호소',
  remark: '비고',
  gcRequest: '의뢰 동의',
  gcRequestAt: '의뢰 동의 일시',
  gcRequestMethod: '의뢰 동의 방법',
  gc3rdPartyProvision: '제3자 제공 동의',
  gc3rdPartyProvisionAt: '제3자 제공 동의 일시',
  gc3rdPartyProvisionMethod: '제3자 제공 동의 방법',
  rejectedMessage: '보완요청 내용',
  caseManagerId: '사례 담당자',
  progressStep: '진행 단계',
  caseOnly: '사례 여부',
  closingDate: '종결일',
  status: '상태',
  search: '검색어',
  sdCode: '시도',
  fromDate: '시작일',
  toDate: '종료일',
  sort: '정렬',
  fileName: '파일 이름',
  reason: '사유',
};

export const YN = ['Y', 'N'] as const;
export { DATE };
export const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
/** A landline or a mobile (a requester may give the school's number), with one kind of separator or none. */
export { PHONE_WITH_SEPARATORS as PHONE } from '../../platform/phone.js';
export const dateTimeMessage = (name: string) => `${name} 형식이 맞지 않습니다`;
/** Something besides spaces. */
export const FILLED = /\S/;


// ---- the commands' inputs ----------------------------------------------------------------------------------------

@Labels(LABELS)
@InputType()
export class RejectInput {
  @Field(() => String, { description: '보완이 필요한 내용 (의뢰자에게 보입니다)' })
  @IsString()
  @MaxLength(1000)
  @Matches(FILLED, { message: '보완요청 내용을 입력해주세요.' })
  rejectedMessage!: string;
}

@Labels(LABELS)
@InputType()
export class ApproveInput {
  /** The case manager can be chosen at approval, or later (assign-manager). */
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  caseManagerId?: number;
}

@Labels(LABELS)
@InputType()
export class AssignManagerInput {
  @Field(() => Int)
  @Type(() => Number)
  @IsInt({ message: '사례 담당자를 선택해주세요.' })
  @Min(1, { message: '사례 담당자를 선택해주세요.' })
  caseManagerId!: number;
}

@Labels(LABELS)
@InputType()
export class ChangeProgressStepInput {
  @Field(() => ProgressStep)
  @IsEnum(ProgressStep, { message: '진행 단계를 선택해주세요.' })
  progressStep!: ProgressStep;
}

@Labels(LABELS)
@InputType()
export class CompleteClosingInput {
  @Field(() => String, { description: '종결일 YYYY-MM-DD' })
  @IsString()
  @Matches(DATE, { message: dateMessage('종결일') })
  closingDate!: string;
}

@Labels(LABELS)
@InputType()
export class DeleteRequestInput {
  @OptionalText(500)
  reason?: string;
}
