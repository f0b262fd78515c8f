import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { SERVICE_SCOPES, type ServiceScope } from '../../platform/auth/principal.js';
import { DATE, dateMessage } from '../../platform/input-fields.js';
import { Labels } from '../../platform/validation.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The most calls per minute an administrator may grant one client (the default is 60). */
export const MAX_RATE_LIMIT = 600;

@Labels({ name: '이름', scopes: '권한 범위', sdCode: '시도', rateLimitPerMinute: '분당 호출 한도', expiresOn: '만료일' })
@InputType('ServiceClientInput')
export class ServiceClientInput {
  @Field(() => String, { description: '어느 시스템인지 알아볼 이름' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: '이름을 입력해주세요.' })
  @MaxLength(100, { message: '이름은 100자 이하로 입력해주세요.' })
  name!: string;

  @Field(() => [String], { description: `권한 범위 (읽기 전용): ${Object.keys(SERVICE_SCOPES).join(', ')}` })
  @IsArray()
  @ArrayNotEmpty({ message: '권한 범위를 하나 이상 선택해주세요.' })
  @ArrayMaxSize(Object.keys(SERVICE_SCOPES).length)
  @IsIn(Object.keys(SERVICE_SCOPES), { each: true, message: '권한 범위가 올바르지 않습니다.' })
  scopes!: ServiceScope[];

  @Field(() => String, { nullable: true, description: '이 시도 안의 자료만 읽습니다 (2자리 코드). 비우면 전국' })
  @IsOptional()
  @IsString()
  @Matches(/^\d{2}$/, { message: '시도를 선택해주세요.' })
  sdCode?: string;

  @Field(() => Int, { description: `분당 호출 한도 (1~${MAX_RATE_LIMIT})` })
  @Type(() => Number)
  @IsInt({ message: '분당 호출 한도는 숫자로 입력해주세요.' })
  @Min(1, { message: `분당 호출 한도는 1~${MAX_RATE_LIMIT}회로 입력해주세요.` })
  @Max(MAX_RATE_LIMIT, { message: `분당 호출 한도는 1~${MAX_RATE_LIMIT}회로 입력해주세요.` })
  rateLimitPerMinute!: number;

  @Field(() => String, { description: '만료일 (YYYY-MM-DD, 한국 시간, 그날까지 사용). 내일부터 1년 안' })
  @IsString()
  @Matches(DATE, { message: dateMessage('만료일') })
  expiresOn!: string;
}
