import { Field, Int, ObjectType } from 'type-graphql';
import { AttachmentView } from '../../platform/attachment/index.js';
import { RoleCode } from '../../platform/auth/roles.js';
import { PageOf } from '../../platform/paging.js';
import type { Popup } from './popup.entity.js';

/** Where a popup stands on a given Korean day: what the administrators' list shows beside each row. */
export type PopupState = 'NOT_IN_USE' | 'SCHEDULED' | 'SHOWING' | 'ENDED';
export const POPUP_STATE_LABELS: Record<PopupState, string> = { NOT_IN_USE: '사용 안 함', SCHEDULED: '게시 예정', SHOWING: '게시 중', ENDED: '게시 종료' };

export const popupState = (p: Pick<Popup, 'useYn' | 'startDate' | 'endDate'>, today: string): PopupState =>
  p.useYn !== 'Y' ? 'NOT_IN_USE' : today < p.startDate ? 'SCHEDULED' : today > p.endDate ? 'ENDED' : 'SHOWING';

/** A popup notice (SPEC §3 field names): GraphQL type and REST JSON alike. */
@ObjectType('Popup')
export class PopupView {
  @Field(() => Int) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String) content!: string;
  @Field(() => String, { description: '첫날 (YYYY-MM-DD)' }) startDate!: string;
  @Field(() => String, { description: '마지막 날 (YYYY-MM-DD)' }) endDate!: string;
  @Field(() => String, { description: 'Y: 사용, N: 사용 안 함' }) useYn!: string;
  @Field(() => [RoleCode], { description: '보여줄 역할' }) viewTarget!: RoleCode[];
  @Field(() => String, { description: 'Y: 삭제됨' }) deleteYn!: string;
  @Field(() => Int, { nullable: true, description: '작성자 계정 번호' }) userId?: number;
  @Field(() => String, { description: 'NOT_IN_USE, SCHEDULED, SHOWING, ENDED (오늘, 한국 시간 기준)' }) state!: string;
  @Field(() => String, { description: '상태 (한국어)' }) stateLabel!: string;
  @Field(() => AttachmentView, { nullable: true, description: '이미지 (SPEC uploadedFile); 화면에는 GET svs-u/popup/image/{id}' }) image?: AttachmentView;
  @Field(() => Date) createDate!: Date;
  @Field(() => Date) updateDate!: Date;
}

/** A row as the entity or the read model gives it (the author as an id). */
export type PopupRow = Omit<Popup, 'author'> & { author?: number | { id: number } | null };

export const popupView = (p: PopupRow, today: string, image?: AttachmentView): PopupView => {
  const state = popupState(p, today);
  return {
    id: p.id,
    title: p.title,
    content: p.content,
    startDate: p.startDate,
    endDate: p.endDate,
    useYn: p.useYn,
    viewTarget: p.viewTarget,
    deleteYn: p.deletedAt ? 'Y' : 'N',
    userId: typeof p.author === 'number' ? p.author : (p.author?.id ?? undefined),
    state,
    stateLabel: POPUP_STATE_LABELS[state],
    image,
    createDate: p.createdAt,
    updateDate: p.updatedAt,
  };
};

export const PopupPage = PageOf(PopupView, 'PopupPage');
