import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';
import { liveIndex } from '../../platform/db/live-index.js';
import { Account } from '../account/account.entity.js';
import { Center } from '../organization/center.entity.js';
import { SoftDeleted, Timestamped } from '../../platform/db/audited.js';

/** The six boards of SPEC §2, one table. Client routes use the slugs (`center-faq`); the API these names. */
export enum BbsType {
  NOTICE = 'NOTICE',
  DATA = 'DATA',
  BOARD = 'BOARD',
  CENTER_FAQ = 'CENTER_FAQ',
  FAQ = 'FAQ',
  SIMPLE_EVALUATION_FAQ = 'SIMPLE_EVALUATION_FAQ',
}
registerEnumType(BbsType, {
  name: 'BbsType',
  description: '게시판: NOTICE 공지사항, DATA 자료실, BOARD 게시판, CENTER_FAQ 센터 FAQ, FAQ, SIMPLE_EVALUATION_FAQ 간편검사 FAQ',
});

export type YN = 'Y' | 'N';

/**
 * A board post (SPEC §3 "Board post"). `content` and `answer` hold HTML that bbs.sanitize.ts cleaned on the way in:
 * nothing else is ever stored there. Placed by the author's center (center staff read their colleagues' private
 * posts). Soft-deleted (restorable), or deleted for good by an administrator.
 */
@Entity({ tableName: 'bbs' })
// the list: one board's live posts, newest first; its pinned ones through the small partial indexes below
@Index(liveIndex('bbs', 'type', 'id'))
@Index({ name: 'bbs_central_fixation', expression: `create index "bbs_central_fixation" on "bbs" ("type", "id") where "deleted_at" is null and "central_fixation" = 'Y'` })
@Index({ name: 'bbs_center_fixation', expression: `create index "bbs_center_fixation" on "bbs" ("type", "center_id", "id") where "deleted_at" is null and "center_fixation" = 'Y'` })
@Index({
  name: 'bbs_simple_evaluation_fixation',
  expression: `create index "bbs_simple_evaluation_fixation" on "bbs" ("type", "id") where "deleted_at" is null and "simple_evaluation_fixation" = 'Y'`,
})
// the deleted posts an administrator may restore, newest first
@Index({ name: 'bbs_type_id_deleted', expression: `create index "bbs_type_id_deleted" on "bbs" ("type", "id") where "deleted_at" is not null` })
// a private post's readers: its author and its center
@Index({ properties: ['author', 'id'] })
@Index(liveIndex('bbs', 'center_id', 'id'))
// search by title (partial match)
@Index({ name: 'bbs_title_trgm', expression: 'create index "bbs_title_trgm" on "bbs" using gin ("title" gin_trgm_ops)' })
export class Bbs extends SoftDeleted {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Enum({ items: () => BbsType, type: 'string', length: 30 })
  type!: BbsType;

  @ManyToOne(() => Account, { fieldName: 'author_id', index: false })
  author!: Account;

  /** The author's center when the author is center staff (their colleagues read the private post). */
  @ManyToOne(() => Center, { nullable: true, index: false })
  center?: Center;

  /** Roles that see the post; empty: everyone holding the board's menu. */
  @Property({ type: 'text[]', default: '{}' })
  viewTarget: string[] & Opt = [];

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text' })
  content!: string;

  /** The administrator's answer (Q&A boards). */
  @Property({ type: 'text', nullable: true })
  answer?: string;

  @Property({ type: 'datetime', nullable: true })
  answeredAt?: Date;

  @Property({ type: 'integer', default: 0 })
  viewCount: number & Opt = 0;

  @Property({ type: 'string', length: 1, default: 'Y' })
  isPrivate: YN & Opt = 'Y';

  @Property({ type: 'string', length: 1, default: 'N' })
  centralFixation: YN & Opt = 'N';

  @Property({ type: 'string', length: 1, default: 'N' })
  simpleEvaluationFixation: YN & Opt = 'N';

  @Property({ type: 'string', length: 1, default: 'N' })
  centerFixation: YN & Opt = 'N';
}

/** A reply to a post (SPEC §3 "Reply"): plain text, gone with its post. */
@Entity({ tableName: 'bbs_reply' })
@Index({ properties: ['bbs', 'id'] })
export class BbsReply extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Bbs, { deleteRule: 'cascade', index: false })
  bbs!: Bbs;

  @ManyToOne(() => Account, { fieldName: 'author_id', index: false })
  author!: Account;

  @Property({ type: 'string', length: 2000 })
  content!: string;
}
