import { IsEnum } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Labels } from '../../platform/validation.js';
import { CrisisAction } from '../evaluation-record/crisis-alert.entity.js';
import { OptionalText } from '../../platform/input-fields.js';

/** What was done about a crisis alert, and who did it (the acknowledgement and each later action). */
@Labels({ action: '조치', note: '조치 내용', actorName: '조치한 사람' })
@InputType()
export class CrisisActionInput {
  @Field(() => CrisisAction, { description: '보호자 연락, 면담, 의뢰, 112/119 연계, 기타' })
  @IsEnum(CrisisAction, { message: '조치를 선택해주세요.' })
  action!: CrisisAction;

  @OptionalText(1000, '한 일 (기타이면 필수)')
  note?: string;

  @OptionalText(50, '조치한 사람 (비우면 기록하는 본인)')
  actorName?: string;
}
