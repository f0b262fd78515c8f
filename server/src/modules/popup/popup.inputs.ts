import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsEnum, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { RoleCode } from '../../platform/auth/roles.js';
import { DATE, dateMessage } from '../../platform/list-input.js';
import { PageArgs } from '../../platform/paging.js';
import { Labels } from '../../platform/validation.js';

const LABELS = { title: '제목', content: '내용', startDate: '시작일', endDate: '종료일', useYn: '사용 여부', viewTarget: '노출 대상', fileIds: '이미지', deleteFileIds: '삭제할 이미지' };

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** A multipart form sends the roles comma-joined (SPEC §4 lists); JSON and GraphQL send an array. */
const roles = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.split(',').map((r) => r.trim()).filter(Boolean) : value;

/** A popup as the register and modify forms save it (GraphQL input; the REST POST/PUT form fields). */
@Labels(LABELS)
@InputType('PopupInput')
export class PopupInput {
  @Field(() => String)
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: '제목을 입력해주세요.' })
  @MaxLength(100, { message: '제목은 100자 이하로 입력해주세요.' })
  title!: string;

  @Field(() => String)
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: '내용을 입력해주세요.' })
  @MaxLength(2000, { message: '내용은 2,000자 이하로 입력해주세요.' })
  content!: string;

  @Field(() => String, { description: '첫날 (YYYY-MM-DD, 한국 시간)' })
  @IsString()
  @Matches(DATE, { message: dateMessage('시작일') })
  startDate!: string;

  @Field(() => String, { description: '마지막 날 (YYYY-MM-DD, 한국 시간, 시작일과 같거나 이후)' })
  @IsString()
  @Matches(DATE, { message: dateMessage('종료일') })
  endDate!: string;

  @Field(() => String, { description: 'Y: 사용, N: 사용 안 함' })
  @IsIn(['Y', 'N'], { message: '사용 여부는 Y 또는 N이어야 합니다.' })
  useYn!: 'Y' | 'N';

  @Field(() => [RoleCode], { description: '보여줄 역할 (REST multipart에서는 쉼표로 이어서)' })
  @Transform(roles)
  @IsArray()
  @ArrayNotEmpty({ message: '노출 대상을 하나 이상 선택해주세요.' })
  @ArrayMaxSize(8)
  @IsEnum(RoleCode, { each: true, message: '노출 대상이 올바르지 않습니다.' })
  viewTarget!: RoleCode[];

  /** The image: an upload of POST svs-u/attachments (an image file) to attach; a popup has at most one. */
  @Field(() => [Int], { nullable: true, description: '붙일 이미지 (POST svs-u/attachments로 올린 이미지 파일의 id, 하나)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1, { message: '팝업 이미지는 하나만 올릴 수 있습니다.' })
  @IsInt({ each: true })
  fileIds?: number[];

  /** The current image to remove (SPEC deleteFileId). */
  @Field(() => [Int], { nullable: true, description: '지울 이미지의 id' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1)
  @IsInt({ each: true })
  deleteFileIds?: number[];
}

/** The administrators' list (GET svs-u/popup/paging): a page, optionally only the popups in use or not. */
@Labels(LABELS)
@ArgsType()
export class PopupFilter extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Y: 사용 중인 것만, N: 사용하지 않는 것만' })
  @IsOptional()
  @IsIn(['Y', 'N'], { message: '사용 여부는 Y 또는 N이어야 합니다.' })
  useYn?: 'Y' | 'N';
}
