import { Field, Int, ObjectType } from 'type-graphql';

/** One attached file, as every domain shows it (GraphQL type and REST JSON). */
@ObjectType('Attachment')
export class AttachmentView {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: '파일 이름' }) name!: string;
  @Field(() => Int, { description: '크기 (바이트)' }) size!: number;
  @Field(() => String, { description: '내용으로 판별한 형식 (image/png, application/pdf …)' }) contentType!: string;
  @Field(() => String, { description: '내려받기 주소 (/app/ 기준, 사용자 토큰으로 GET; 이미지는 ?inline=1)' }) url!: string;
}

export const attachmentUrl = (id: number) => `svs-u/attachments/${id}`;

export const attachmentView = (a: { id: number; name: string; size: number; contentType: string }): AttachmentView => ({
  id: a.id,
  name: a.name,
  size: a.size,
  contentType: a.contentType,
  url: attachmentUrl(a.id),
});
