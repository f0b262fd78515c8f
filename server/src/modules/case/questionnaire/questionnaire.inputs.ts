import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { Labels } from '../../../platform/validation.js';
import { PageArgs } from '../../../platform/paging.js';
import { declareInputs, type Fields } from '../field-kit.js';
import { ANSWER_STYLE, RELATIONSHIPS, SATISFACTION_FIELDS, SDQ_FIELDS } from './questionnaire.fields.js';
import { TargetType, TestType } from '../record/case-types.js';
import { MobileNumber, OptionalText } from '../../../platform/input-fields.js';

const LABELS: Record<string, string> = {
  requestId: '의뢰',
  id: '설문',
  testType: '검사 시기',
  targetType: '응답 대상',
  mobile: '휴대전화번호',
  relationship: '학생과의 관계',
  relationshipEtc: '학생과의 관계 (기타)',
  isDone: '완료 여부',
  authNumber: '인증번호',
};

/** Adds a questionnaire's answer fields to an input class (optional, validated, GraphQL input fields), with their labels. */
const addAnswerInputs = (cls: Function, fields: Fields) => Labels({ ...LABELS, ...declareInputs(cls, fields, ANSWER_STYLE) })(cls);

const TEST_MESSAGE = '검사 시기는 PRELIMINARY 또는 POST이어야 합니다.';
const TARGET_MESSAGE = '응답 대상은 STUDENT, GUARDIAN, TEACHER 중 하나여야 합니다.';

/** Who answers (and how they are related to the student); shared by every write of both questionnaires. */
@Labels(LABELS)
@InputType('QuestionnaireRelationshipBase')
class RelationshipFields {
  @Field(() => String, { nullable: true, description: `${RELATIONSHIPS.join(', ')} (보호자·교사가 응답할 때)` })
  @IsOptional()
  @IsIn([...RELATIONSHIPS], { message: '학생과의 관계 선택지가 올바르지 않습니다.' })
  relationship?: string;

  @OptionalText(100)
  relationshipEtc?: string;
}

@Labels(LABELS)
@InputType('QuestionnaireDoneBase')
class Done extends RelationshipFields {
  @Field(() => String, { nullable: true, description: 'Y: 완료(제출), N: 작성 중' })
  @IsOptional()
  @IsIn(['Y', 'N'], { message: '완료 여부는 Y 또는 N이어야 합니다.' })
  isDone?: 'Y' | 'N';
}

@Labels(LABELS)
@InputType('QuestionnaireOfCaseBase')
class OfCase {
  @Field(() => Int)
  @IsInt()
  @Min(1)
  requestId!: number;

  @Field(() => TargetType)
  @IsIn(Object.values(TargetType), { message: TARGET_MESSAGE })
  targetType!: TargetType;
}

// ---- SDQ-KR ----------------------------------------------------------------------------------------------------------

/** PUT svs-u/sdq-kr/{id}: answers (paper), who answered, and isDone. */
@Labels(LABELS)
@InputType()
export class SdqKrUpdateInput extends Done {}
addAnswerInputs(SdqKrUpdateInput, SDQ_FIELDS);

/** POST svs-u/sdq-kr: a questionnaire entered by staff (from paper). */
@Labels(LABELS)
@InputType()
export class SdqKrCreateInput extends SdqKrUpdateInput {
  @Field(() => Int)
  @IsInt()
  @Min(1)
  requestId!: number;

  @Field(() => TestType)
  @IsIn(Object.values(TestType), { message: TEST_MESSAGE })
  testType!: TestType;

  @Field(() => TargetType)
  @IsIn(Object.values(TargetType), { message: TARGET_MESSAGE })
  targetType!: TargetType;
}

/** POST svs-u/sdq-kr/send-url: the record of (case, test type, target) is created or reused, the link texted. */
@Labels(LABELS)
@InputType()
export class SdqKrSendUrlInput extends OfCase {
  @Field(() => TestType)
  @IsIn(Object.values(TestType), { message: TEST_MESSAGE })
  testType!: TestType;

  @MobileNumber()
  mobile!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn([...RELATIONSHIPS], { message: '학생과의 관계 선택지가 올바르지 않습니다.' })
  relationship?: string;

  @OptionalText(100)
  relationshipEtc?: string;
}

/** PUT svs-c/sdq-kr/{id}: the respondent's answers, submitted once (every item answered). */
@Labels(LABELS)
@InputType()
export class RespondentSdqKrInput extends RelationshipFields {}
addAnswerInputs(RespondentSdqKrInput, SDQ_FIELDS);

// ---- satisfaction -------------------------------------------------------------------------------------------------

@Labels(LABELS)
@InputType()
export class SatisfactionUpdateInput extends Done {}
addAnswerInputs(SatisfactionUpdateInput, SATISFACTION_FIELDS);

@Labels(LABELS)
@InputType()
export class SatisfactionCreateInput extends SatisfactionUpdateInput {
  @Field(() => Int)
  @IsInt()
  @Min(1)
  requestId!: number;

  @Field(() => TargetType)
  @IsIn(Object.values(TargetType), { message: TARGET_MESSAGE })
  targetType!: TargetType;
}

@Labels(LABELS)
@InputType()
export class SatisfactionSendUrlInput extends OfCase {
  @MobileNumber()
  mobile!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn([...RELATIONSHIPS], { message: '학생과의 관계 선택지가 올바르지 않습니다.' })
  relationship?: string;

  @OptionalText(100)
  relationshipEtc?: string;
}

@Labels(LABELS)
@InputType()
export class RespondentSatisfactionInput extends RelationshipFields {}
addAnswerInputs(RespondentSatisfactionInput, SATISFACTION_FIELDS);

// ---- lists and the phone check (both kinds) -----------------------------------------------------------------------

/** GET svs-u/sdq-kr and svs-u/satisfaction-assessment: one case's records, oldest first. */
@Labels(LABELS)
@ArgsType()
export class QuestionnaireListArgs extends PageArgs {
  @Field(() => Int)
  @Type(() => Number)
  @IsInt()
  @Min(1)
  requestId!: number;

  @Field(() => TestType, { nullable: true, description: 'SDQ-KR만' })
  @IsOptional()
  @IsIn(Object.values(TestType), { message: TEST_MESSAGE })
  testType?: TestType;

  @Field(() => TargetType, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(TargetType), { message: TARGET_MESSAGE })
  targetType?: TargetType;
}

/** POST svs/request/{sdq-kr|satisfaction-assessment}/auth: the link's record and the phone it was sent to. */
@Labels(LABELS)
@InputType()
export class QuestionnaireAuthInput {
  @Field(() => Int, { description: '링크의 설문 번호 (sdqKrId 또는 satisfactionAssessmentId)' })
  @IsInt()
  @Min(1)
  id!: number;

  @MobileNumber()
  mobile!: string;
}

/** POST svs/request/{…}/auth-check. */
@Labels(LABELS)
@InputType()
export class QuestionnaireAuthCheckInput {
  @Field(() => Int)
  @IsInt()
  @Min(1)
  id!: number;

  @Field(() => String)
  @IsString()
  @Matches(/^\d{6}$/, { message: '인증번호 6자리를 입력해주세요.' })
  authNumber!: string;
}
