import { ArrayMaxSize, IsArray, IsEmail, IsEnum, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { ArgsType, Field, InputType } from 'type-graphql';
import { PageArgs } from '../../platform/paging.js';
import { Labels } from '../../platform/validation.js';
import { SchoolType } from './school.entity.js';
import { OptionalText } from '../../platform/input-fields.js';

const LABELS: Record<string, string> = {
  id: '학교 ID',
  name: '이름',
  type: '학교급',
  address: '주소',
  sdCode: '시도',
  sggCode: '시군구',
  umdCode: '읍면동',
  educationOfficeId: '교육청',
  code: '코드',
  contact: '연락처',
  email: '이메일',
  fax: '팩스',
  jurisdictionLocalList: '관할 지역',
  jurisdictionSchoolList: '관할 학교',
};

/** Editing a school: everything but its ID. */
@Labels(LABELS)
@InputType()
export class SchoolUpdateInput {
  @Field(() => String)
  @IsString()
  @MinLength(1, { message: '학교명을 입력해주세요.' })
  @MaxLength(100)
  name!: string;

  @Field(() => SchoolType)
  @IsEnum(SchoolType)
  type!: SchoolType;

  @OptionalText(200)
  address?: string;

  @OptionalText(200)
  addressDetail?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(/^\d{5}$/, { message: '우편번호 형식이 맞지 않습니다.' })
  postcode?: string;

  @Field(() => String)
  @IsString()
  @Matches(/^\d{5}$/, { message: '시군구를 선택해주세요.' })
  sggCode!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(/^\d{8,10}$/, { message: '읍면동 코드 형식이 맞지 않습니다.' })
  umdCode?: string;

  @Field(() => String)
  @IsString()
  @Matches(/^[A-Z]\d{2}$/, { message: '교육청을 선택해주세요.' })
  educationOfficeId!: string;
}

@Labels(LABELS)
@InputType()
export class SchoolInput extends SchoolUpdateInput {
  @Field(() => String)
  @IsString()
  @Matches(/^[A-Za-z0-9]{1,20}$/, { message: '학교 ID는 영문과 숫자 20자 이내로 입력해주세요.' })
  id!: string;
}

@Labels(LABELS)
@ArgsType()
export class SchoolFilter extends PageArgs {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(/^\d{2}$/)
  sdCode?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(/^\d{5}$/)
  sggCode?: string;

  @Field(() => SchoolType, { nullable: true })
  @IsOptional()
  @IsEnum(SchoolType)
  type?: SchoolType;

  /** Part of the name or the school ID. */
  @OptionalText(50)
  keyword?: string;
}

@Labels(LABELS)
@InputType()
export class CenterInput {
  @Field(() => String)
  @IsString()
  @Matches(/^[A-Za-z0-9-]{1,20}$/, { message: '센터 코드는 영문, 숫자, - 20자 이내로 입력해주세요.' })
  code!: string;

  @Field(() => String)
  @IsString()
  @MinLength(1, { message: '센터명을 입력해주세요.' })
  @MaxLength(100)
  name!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(/^[0-9-]{7,20}$/, { message: '연락처 형식이 맞지 않습니다.' })
  contact?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsEmail({}, { message: '이메일 형식이 맞지 않습니다.' })
  @MaxLength(100)
  email?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(/^[0-9-]{7,20}$/, { message: '팩스 형식이 맞지 않습니다.' })
  fax?: string;

  @Field(() => String)
  @IsString()
  @Matches(/^[A-Z]\d{2}$/, { message: '교육청을 선택해주세요.' })
  educationOfficeId!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(/^\d{5}$/)
  reqLocalCode?: string;

  @Field(() => [String])
  @IsArray()
  @ArrayMaxSize(300)
  @Matches(/^\d{5}$/, { each: true, message: '관할 지역 코드 형식이 맞지 않습니다.' })
  jurisdictionLocalList!: string[];

  @Field(() => [String])
  @IsArray()
  @ArrayMaxSize(2000)
  @Matches(/^[A-Za-z0-9]{1,20}$/, { each: true, message: '관할 학교 ID 형식이 맞지 않습니다.' })
  jurisdictionSchoolList!: string[];
}

@Labels(LABELS)
@ArgsType()
export class CenterFilter extends PageArgs {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(/^\d{2}$/)
  sdCode?: string;

  @OptionalText(50)
  keyword?: string;
}

@Labels(LABELS)
@ArgsType()
export class LocalArgs {
  @Field(() => String)
  @IsIn(['SD', 'SGG'], { message: '검색 구분은 SD 또는 SGG 입니다.' })
  searchType!: 'SD' | 'SGG';

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(/^\d{2}$/, { message: '시도 코드 형식이 맞지 않습니다.' })
  sdCode?: string;
}

@Labels(LABELS)
@ArgsType()
export class EducationOfficeArgs {
  /** parentSearch Y with parentId (a 시도 code) narrows to that 시도's office. */
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(['Y', 'N'])
  parentSearch?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(/^\d{2}$/)
  parentId?: string;
}

