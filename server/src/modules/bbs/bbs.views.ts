import { Field, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../platform/paging.js';
import { RoleCode } from '../../platform/auth/roles.js';
import { AttachmentView } from '../../platform/attachment/index.js';
import { BbsType } from './bbs.entity.js';

/** A list row: what the board's table shows (no content). */
@ObjectType('Bbs')
export class BbsView {
  @Field(() => Int) id!: number;
  @Field(() => BbsType) type!: BbsType;
  @Field(() => String) title!: string;
  @Field(() => Int, { description: '작성자 계정 번호' }) userId!: number;
  @Field(() => String, { description: '작성자 이름' }) userName!: string;
  @Field(() => Int, { nullable: true, description: '작성자의 센터' }) centerId?: number;
  @Field(() => String, { nullable: true }) centerName?: string;
  @Field(() => [RoleCode]) viewTarget!: RoleCode[];
  @Field(() => Int) viewCount!: number;
  @Field(() => String) isPrivate!: string;
  @Field(() => String) centralFixation!: string;
  @Field(() => String) simpleEvaluationFixation!: string;
  @Field(() => String) centerFixation!: string;
  @Field(() => Boolean, { description: '호출한 사용자의 목록에서 맨 위에 고정되는 글' }) pinned!: boolean;
  @Field(() => Boolean, { description: '답변이 달렸는지' }) answered!: boolean;
  @Field(() => Int) replyCount!: number;
  @Field(() => Date) createDate!: Date;
  @Field(() => Date) updateDate!: Date;
  @Field(() => Date, { nullable: true, description: '삭제된 글이면 삭제 시각' }) deleteDate?: Date;
}

export const BbsPage = PageOf(BbsView, 'BbsPage');

/** What the caller may do to one post (bbs.policy.ts; the client shows only these buttons). */
@ObjectType()
export class BbsAbilities {
  @Field(() => Boolean) update!: boolean;
  @Field(() => Boolean) answer!: boolean;
  @Field(() => Boolean, { description: '삭제 (복원할 수 있게)' }) delete!: boolean;
  @Field(() => Boolean) restore!: boolean;
  @Field(() => Boolean, { description: '완전 삭제' }) purge!: boolean;
  @Field(() => Boolean) reply!: boolean;
  @Field(() => Boolean) setCentralFixation!: boolean;
  @Field(() => Boolean) setSimpleEvaluationFixation!: boolean;
  @Field(() => Boolean) setCenterFixation!: boolean;
}

/** A post as its detail page shows it. content and answer are HTML that the server sanitised when they were saved. */
@ObjectType('BbsDetail')
export class BbsDetailView extends BbsView {
  @Field(() => String, { description: 'HTML (저장할 때 정리됨)' }) content!: string;
  @Field(() => String, { nullable: true, description: 'HTML (저장할 때 정리됨)' }) answer?: string;
  @Field(() => Date, { nullable: true }) answerDate?: Date;
  @Field(() => [AttachmentView], { description: '첨부파일' }) uploadedFiles!: AttachmentView[];
  @Field(() => BbsAbilities, { description: '호출한 사용자가 이 글에 할 수 있는 일' }) can!: BbsAbilities;
}

@ObjectType('BbsReplyUser')
export class BbsReplyUserView {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
}

@ObjectType('BbsReply')
export class BbsReplyView {
  @Field(() => Int) id!: number;
  @Field(() => Int) bbsId!: number;
  @Field(() => Int) userId!: number;
  @Field(() => String, { description: '글자 그대로 (HTML 아님)' }) content!: string;
  @Field(() => BbsReplyUserView) user!: BbsReplyUserView;
  @Field(() => Date) createDate!: Date;
  @Field(() => Date) updateDate!: Date;
  @Field(() => Boolean, { description: '호출한 사용자가 고치거나 지울 수 있는지' }) canChange!: boolean;
}

export const BbsReplyPage = PageOf(BbsReplyView, 'BbsReplyPage');

/** What the caller may do on one board (Abilities.bbs). */
@ObjectType()
export class BbsBoardAbilities {
  @Field(() => Boolean) write!: boolean;
  @Field(() => Boolean, { description: '삭제된 글을 보고 복원' }) seeDeleted!: boolean;
  @Field(() => Boolean) setCentralFixation!: boolean;
  @Field(() => Boolean) setSimpleEvaluationFixation!: boolean;
  @Field(() => Boolean, { description: '자기 센터의 글에 (관리자는 모든 글에)' }) setCenterFixation!: boolean;
}

@ObjectType('BbsMessage', { description: '처리 결과: 글(또는 댓글) 번호와 안내 문구' })
export class BbsMessageView {
  @Field(() => Int) id!: number;
  @Field(() => String) message!: string;
}
