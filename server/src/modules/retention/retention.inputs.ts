import { IsIn, IsInt, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { Type } from 'class-transformer';
import { Field, InputType, Int } from 'type-graphql';
import { Labels } from '../../platform/validation.js';
import { RetentionKind } from './retention.kinds.js';

const LABELS = { kind: '기록 종류', periodMonths: '보존 기간(개월)', reason: '사유', recordId: '기록 번호' };

const Reason = () => (target: object, key: string) => {
  Field(() => String)(target, key);
  IsString({ message: '사유를 입력해주세요.' })(target, key);
  Matches(/\S/, { message: '사유를 입력해주세요.' })(target, key);
  MinLength(2, { message: '사유를 2자 이상 입력해주세요.' })(target, key);
  MaxLength(500, { message: '사유는 500자 이내로 입력해주세요.' })(target, key);
};

/** A new period for one kind of record (its event is fixed by the data: retention.kinds.ts), with the reason. */
@Labels(LABELS)
@InputType()
export class RetentionRuleInput {
  @Field(() => Int, { description: '보존 기간(개월). 종류마다 최소·최대가 있습니다(접근 기록은 24개월 이상).' })
  @Type(() => Number)
  @IsInt({ message: '보존 기간은 개월 수(정수)로 입력해주세요.' })
  @Min(0, { message: '보존 기간은 0개월 이상이어야 합니다.' })
  @Max(600, { message: '보존 기간은 600개월 이하여야 합니다.' })
  periodMonths!: number;

  @Reason()
  reason!: string;
}

/** A legal hold on one record. */
@Labels(LABELS)
@InputType()
export class LegalHoldInput {
  @Field(() => RetentionKind)
  @IsIn(Object.values(RetentionKind), { message: '기록 종류를 선택해주세요.' })
  kind!: RetentionKind;

  @Field(() => String, { description: '기록 번호 (간편검사·의뢰·자문 기록·문자의 번호)' })
  @IsString({ message: '기록 번호를 입력해주세요.' })
  @Matches(/^\d{1,9}$/, { message: '기록 번호는 숫자로 입력해주세요.' })
  recordId!: string;

  @Reason()
  reason!: string;
}

/** Releasing a hold, with the reason. */
@Labels(LABELS)
@InputType()
export class LegalHoldReleaseInput {
  @Reason()
  reason!: string;
}
