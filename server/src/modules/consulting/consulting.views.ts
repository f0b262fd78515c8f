import { Field, Int, ObjectType } from 'type-graphql';
import { AttachmentView } from '../../platform/attachment/index.js';
import { PageOf } from '../../platform/paging.js';
import { ConsultingCategory, ConsultingManager, ConsultingType } from './consulting.entity.js';

@ObjectType('ConsultingCan', { description: '이 사용자가 이 자문 기록에 할 수 있는 일 (서버가 판단)' })
export class ConsultingCanView {
  @Field(() => Boolean) update!: boolean;
  @Field(() => Boolean) delete!: boolean;
}

/** One consulting record (list rows carry every field but content and files are left out of the list). */
@ObjectType('Consulting')
export class ConsultingView {
  @Field(() => Int) id!: number;
  @Field(() => Int, { description: '작성자 계정 id' }) userId!: number;
  @Field(() => String, { description: '작성자 이름' }) userName!: string;
  @Field(() => String) schoolId!: string;
  @Field(() => String) schoolName!: string;
  @Field(() => Int) centerId!: number;
  @Field(() => String) centerName!: string;
  @Field(() => String, { description: '자문일 (YYYY-MM-DD)' }) consultingDate!: string;
  @Field(() => ConsultingCategory) category!: ConsultingCategory;
  @Field(() => String, { nullable: true }) categoryEtc?: string;
  @Field(() => ConsultingType) type!: ConsultingType;
  @Field(() => String, { nullable: true }) typeEtc?: string;
  @Field(() => ConsultingManager) manager!: ConsultingManager;
  @Field(() => String, { nullable: true }) managerEtc?: string;
  @Field(() => Int) participantsCount!: number;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true, description: '내용 (목록에서는 없음)' }) content?: string;
  @Field(() => String, { nullable: true }) laterPlanContent?: string;
  @Field(() => [AttachmentView], { description: '첨부파일' }) uploadedFiles!: AttachmentView[];
  @Field(() => ConsultingCanView) can!: ConsultingCanView;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

export const ConsultingPage = PageOf(ConsultingView, 'ConsultingPage');
