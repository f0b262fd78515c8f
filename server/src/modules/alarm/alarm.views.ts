import { Field, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../platform/paging.js';

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


/** AlarmView's columns for read models over `alarm_history al`. */
export const ALARM_VIEW_COLUMNS = 'al.id, al.type, al.title, al.content, al.link, al.read_at is not null as "isRead", al.created_at as "createdAt"';

export const AlarmPage = PageOf(AlarmView, 'AlarmPage');
