import { Field, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../platform/paging.js';
import type { AlarmHistory } from './alarm.entity.js';

@ObjectType('Alarm')
export class AlarmView {
  @Field(() => Int) id!: number;
  @Field(() => String) type!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) content?: string;
  @Field(() => String, { nullable: true }) link?: string;
  @Field(() => Boolean) isRead!: boolean;
  @Field(() => Date) createdAt!: Date;
}

export const alarmView = (a: AlarmHistory): AlarmView => ({
  id: a.id,
  type: a.type,
  title: a.title,
  content: a.content ?? undefined,
  link: a.link ?? undefined,
  isRead: !!a.readAt,
  createdAt: a.createdAt,
});

export const AlarmPage = PageOf(AlarmView, 'AlarmPage');
