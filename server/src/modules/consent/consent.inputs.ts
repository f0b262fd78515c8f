import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsObject, IsOptional, IsString, IsUUID, Matches, Min, ValidateIf, ValidateNested } from 'class-validator';
import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import { MOBILE_WITH_SEPARATORS, mobileMessage } from '../../platform/rules.js';
import { Labels } from '../../platform/validation.js';
import { AnswerInput } from '../evaluation-record/simple-evaluation.inputs.js';
import { MobileNumber, OptionalText } from '../../platform/input-fields.js';

const LABELS: Record<string, string> = {
  simpleEvaluationId: '간편검사',
  agreeId: '동의 요청',
  agreeType: '응답자 구분',
  guardianMobile: '보호자 휴대전화번호',
  studentMobile: '학생 휴대전화번호',
  studentSendYn: '학생 동의 요청 여부',
  mobile: '휴대전화번호',
  authNumber: '인증번호',
  agreeYn: '동의 여부',
  lang: '화면 언어',
  linkageYn: '연계 희망 여부',
  institutionLinkage: '희망 기관',
  institutionLinkageEtc: '기타 희망 기관',
  answers: '응답',
  isDone: '완료 여부',
};

const YN = ['Y', 'N'] as const;

/**
 * POST svs-u/simple-evaluation/send-url/{sendType}:
 * - AGREE: a new consent round; the guardian's consent link (/app/agree/{agreeId}/guardian) by SMS.
 * - STUDENT: the student's consent link again (after the guardian agreed, middle/high with studentSendYn Y).
 * - EVALUATION: the answer link (/app/simple-evaluation/{id}) again, once consent is complete.
 */
export enum SendType {
  AGREE = 'AGREE',
  STUDENT = 'STUDENT',
  EVALUATION = 'EVALUATION',
}
registerEnumType(SendType, { name: 'SendType', description: '발송 종류 (AGREE 보호자 동의 링크, STUDENT 학생 동의 링크, EVALUATION 검사 링크)' });

/** Who a respondent link is for (the {agreeType} of /app/agree/{id}/{agreeType}, upper-cased). */
export enum RespondentType {
  GUARDIAN = 'GUARDIAN',
  STUDENT = 'STUDENT',
}
registerEnumType(RespondentType, { name: 'RespondentType', description: '응답자 (보호자 / 학생)' });

/** The evaluation plus the agree item of SPEC §3 (the fields the sender decides). */
@Labels(LABELS)
@InputType()
export class SendUrlInput {
  @Field(() => Int)
  @IsInt()
  @Min(1)
  simpleEvaluationId!: number;

  /** AGREE: required. */
  @Field(() => String, { nullable: true })
  @ValidateIf((o: SendUrlInput) => o.guardianMobile !== undefined && o.guardianMobile !== null)
  @IsString()
  @Matches(MOBILE_WITH_SEPARATORS, { message: mobileMessage('보호자 휴대전화번호') })
  guardianMobile?: string;

  /** Middle/high only: Y (default) asks the student too after the guardian agreed; elementary is always N. */
  @Field(() => String, { nullable: true, description: 'Y: 보호자 동의 후 학생에게도 동의를 받습니다 (중·고등, 기본 Y)' })
  @IsOptional()
  @IsIn(YN, { message: '학생 동의 요청 여부는 Y 또는 N이어야 합니다.' })
  studentSendYn?: 'Y' | 'N';

  /** The student's phone; defaults to the evaluation's mobile. */
  @Field(() => String, { nullable: true })
  @ValidateIf((o: SendUrlInput) => o.studentMobile !== undefined && o.studentMobile !== null)
  @IsString()
  @Matches(MOBILE_WITH_SEPARATORS, { message: mobileMessage('학생 휴대전화번호') })
  studentMobile?: string;
}

/**
 * Which link the person opened: the consent round (agreeId, from /app/agree/{agreeId}/…) or, from the answer page
 * /app/simple-evaluation/{id}, the evaluation (its current round).
 */
@Labels(LABELS)
@InputType()
export class RespondentLinkInput {
  @Field(() => String, { nullable: true })
  @ValidateIf((o: RespondentLinkInput) => o.agreeId !== undefined && o.agreeId !== null)
  @IsUUID('4', { message: '링크 정보가 올바르지 않습니다. 받은 문자의 링크를 다시 확인해주세요.' })
  agreeId?: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  simpleEvaluationId?: number;

  @Field(() => RespondentType)
  @IsIn(Object.values(RespondentType), { message: '응답자 구분은 GUARDIAN 또는 STUDENT이어야 합니다.' })
  agreeType!: RespondentType;
}

/** POST svs/simple-evaluation/auth: the phone the link was sent to; the code goes to that number. */
@Labels(LABELS)
@InputType()
export class RespondentAuthInput extends RespondentLinkInput {
  @MobileNumber()
  mobile!: string;
}

/** POST svs/simple-evaluation/auth-check. */
@Labels(LABELS)
@InputType()
export class RespondentAuthCheckInput extends RespondentLinkInput {
  @Field(() => String)
  @IsString()
  @Matches(/^\d{6}$/, { message: '인증번호 6자리를 입력해주세요.' })
  authNumber!: string;
}

/** PUT svs-c/simple-evaluation/approval/{agreeId}/{guardian|student}. */
@Labels(LABELS)
@InputType()
export class ApprovalInput {
  @Field(() => String, { description: 'Y 동의, N 동의하지 않음' })
  @IsIn(YN, { message: '동의 여부는 Y 또는 N이어야 합니다.' })
  agreeYn!: 'Y' | 'N';

  /** The language the page was read in (the guardian's choice; kept with the decision for the copy). Korean when absent. */
  @Field(() => String, { nullable: true, description: '동의 화면을 읽은 언어 (ko, en, zh, vi; 없으면 ko)' })
  @IsOptional()
  @IsIn(['ko', 'en', 'zh', 'vi'], { message: '화면 언어는 ko, en, zh, vi 중 하나여야 합니다.' })
  lang?: 'ko' | 'en' | 'zh' | 'vi';
}

/** POST svs-c/simple-evaluation/after-management: whether the person who answered wants to be put in touch with help. */
@Labels(LABELS)
@InputType()
export class RespondentAfterManagementInput {
  @Field(() => Int)
  @IsInt()
  @Min(1)
  simpleEvaluationId!: number;

  @Field(() => String, { description: 'Y: 상담·기관 연계를 원합니다' })
  @IsIn(YN, { message: '연계 희망 여부는 Y 또는 N이어야 합니다.' })
  linkageYn!: 'Y' | 'N';

  /** Comma-joined choices (SPEC §4). */
  @OptionalText(500)
  institutionLinkage?: string;

  @OptionalText(500)
  institutionLinkageEtc?: string;
}

/** PUT svs-c/simple-evaluation/{simpleEvaluationId} (REST): every answer at once, as { emot01: 2, … }; it is scored. */
@Labels(LABELS)
export class RespondentAnswersBody {
  /** Checked against the evaluation's questionnaire (unknown item, off-scale value → 400 with every problem). */
  @IsObject({ message: '응답 형식이 올바르지 않습니다.' })
  answers!: Record<string, number | null>;

  /** Only Y: a respondent submits once (unfinished answers stay on the phone). */
  @IsOptional()
  @IsIn(['Y'], { message: '응답을 모두 마친 뒤 제출해주세요.' })
  isDone?: 'Y';
}

/** The GraphQL twin: answers as key/value pairs. */
@Labels(LABELS)
@InputType()
export class RespondentAnswersInput {
  @Field(() => [AnswerInput])
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => AnswerInput)
  answers!: AnswerInput[];
}
