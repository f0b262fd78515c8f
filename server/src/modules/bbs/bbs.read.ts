import type { EntityManager } from '@mikro-orm/postgresql';
import { attachmentsOf, registerAttachmentReader } from '../../platform/attachment/index.js';
import { permit, requireUser } from '../../platform/auth/access.js';
import { MENU } from '../../platform/auth/menus.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { RoleCode } from '../../platform/auth/roles.js';
import type { Ctx } from '../../platform/context.js';
import { all, likeOf, paginateRows, part, readRows, type Sql } from '../../platform/db/read.js';
import { sql } from '../../platform/db/sql.js';
import { Errors } from '../../platform/errors.js';
import type { Page } from '../../platform/paging.js';
import { Bbs, type BbsType } from './bbs.entity.js';
import { BbsSearchType, type BbsListArgs } from './bbs.inputs.js';
import { BBS_MENU, bbsPolicy, bbsReadable, type BbsFacts } from './bbs.policy.js';
import type { BbsAbilities, BbsBoardAbilities, BbsDetailView, BbsView } from './bbs.views.js';

/**
 * Reading the boards: a board's list (pinned first, the read rule as SQL), one post with what the caller may do to
 * it, who may download a post's files, and what the caller may do on a board. The writes are bbs.service.ts, the
 * replies bbs.replies.ts.
 */

/** The attachments' owner type of a post (platform/attachment). */
export const BBS_FILES = 'bbs';

const ADMIN_ROLES = [RoleCode.SYSTEM_ADMIN, RoleCode.CENTRAL_SUPPORT_GROUP];
export const CENTER_ROLES = [RoleCode.CENTER_MANAGER, RoleCode.CENTER_MEMBER];
/** Users of the screening (menus 00019, 00020) see simpleEvaluationFixation posts pinned. */
const SCREENING_MENUS = [MENU.SIMPLE_EVALUATION_REGISTER, MENU.SIMPLE_EVALUATION];

/** What bbsPolicy reads of a post. */
export const facts = (b: Bbs): BbsFacts => ({
  type: b.type,
  authorId: b.author.id,
  centerId: b.center?.id,
  isPrivate: b.isPrivate,
  viewTarget: b.viewTarget,
  deleted: !!b.deletedAt,
});

// ---- list ------------------------------------------------------------------------------------------------------

/**
 * Whether a post is pinned on top for this caller: one SQL expression on alias b, for the select list. It carries no
 * placeholder (the page's values are the where's): the center id is an integer of the verified token.
 */
function pinnedSql(p: UserPrincipal): string {
  const arms = [`b.central_fixation = 'Y'`];
  if (SCREENING_MENUS.some((m) => p.permissions.includes(m))) arms.push(`b.simple_evaluation_fixation = 'Y'`);
  if (Number.isSafeInteger(p.centerId) && CENTER_ROLES.includes(p.role)) arms.push(`(b.center_fixation = 'Y' and b.center_id = ${Number(p.centerId)})`);
  return `(${arms.join(' or ')})`;
}

function searchSql(args: BbsListArgs): Sql | undefined {
  const keyword = args.keyword?.trim();
  if (!keyword) return undefined;
  const like = likeOf(keyword);
  // the stored HTML's tags are not text: a search for "strong" finds no post for its bold words
  const content = `regexp_replace(b.content, '<[^>]*>', '', 'g') ilike ?`;
  switch (args.searchType ?? BbsSearchType.ALL) {
    case BbsSearchType.TITLE:
      return part('b.title ilike ?', like);
    case BbsSearchType.CONTENT:
      return part(content, like);
    case BbsSearchType.AUTHOR:
      return part('a.name ilike ?', like);
    case BbsSearchType.ALL:
      return part(`b.title ilike ? or ${content}`, like, like);
  }
}

interface ListRow extends Omit<BbsView, 'viewTarget' | 'centerId' | 'centerName' | 'deleteDate'> {
  viewTarget: RoleCode[];
  centerId: number | null;
  centerName: string | null;
  deleteDate: Date | null;
}

const LIST_COLUMNS = `b.id, b.type, b.title, b.author_id as "userId", a.name as "userName", b.center_id as "centerId",
  c.name as "centerName", b.view_target as "viewTarget", b.view_count as "viewCount", b.is_private as "isPrivate",
  b.central_fixation as "centralFixation", b.simple_evaluation_fixation as "simpleEvaluationFixation",
  b.center_fixation as "centerFixation", b.answer is not null as answered,
  (select count(*)::int from bbs_reply r where r.bbs_id = b.id) as "replyCount",
  b.created_at as "createDate", b.updated_at as "updateDate", b.deleted_at as "deleteDate"`;
const LIST_FROM = 'bbs b join account a on a.id = b.author_id left join center c on c.id = b.center_id';

const listView = (r: ListRow): BbsView => ({
  ...r,
  centerId: r.centerId ?? undefined,
  centerName: r.centerName ?? undefined,
  deleteDate: r.deleteDate ?? undefined,
});

/**
 * A board's posts the caller may read: pinned ones first (for this caller: central, the screening's, its center's),
 * then newest. With deleted=Y, the deleted posts the caller may restore (newest deletion first by id).
 */
export async function listBbs(ctx: Ctx, args: BbsListArgs): Promise<Page<BbsView>> {
  const p = requireUser(ctx.principal);
  permit(p.permissions.includes(BBS_MENU[args.type]));
  const deleted = args.deleted === 'Y';
  if (deleted) permit(bbsPolicy.seeDeleted(p, args.type));
  const scope = deleted
    ? all([part('b.deleted_at is not null'), ADMIN_ROLES.includes(p.role) ? undefined : part('b.center_id = ?', p.centerId ?? 0)])
    : all([part('b.deleted_at is null'), bbsReadable(p, 'b')]);
  const where = all([part('b.type = ?', args.type), scope, searchSql(args)]);
  return paginateRows<ListRow, BbsView>(
    ctx.em,
    {
      select: `${LIST_COLUMNS}, ${deleted ? 'false' : pinnedSql(p)} as pinned`,
      from: LIST_FROM,
      countFrom: args.searchType === BbsSearchType.AUTHOR && args.keyword?.trim() ? 'bbs b join account a on a.id = b.author_id' : 'bbs b',
      where,
      orderBy: 'b.id desc',
      pinned: deleted ? undefined : pinnedSql(p),
    },
    args,
    listView,
  );
}

// ---- one post --------------------------------------------------------------------------------------------------

/** A post the caller reaches (bbsPolicy.read: its board's menu, privacy, audience; a deleted one for who restores it), else 404. */
export async function findBbs(em: EntityManager, p: UserPrincipal, id: number): Promise<Bbs> {
  const b = await em.findOne(Bbs, { id }, { populate: ['author', 'center'] });
  if (!b || !bbsPolicy.read(p, facts(b))) throw Errors.notFound();
  return b;
}

function abilitiesOf(p: UserPrincipal, b: Bbs): BbsAbilities {
  const f = facts(b);
  return {
    update: bbsPolicy.update(p, f),
    answer: bbsPolicy.answer(p, f),
    delete: bbsPolicy.delete(p, f),
    restore: bbsPolicy.restore(p, f),
    purge: bbsPolicy.purge(p, f),
    reply: bbsPolicy.reply(p, f),
    setCentralFixation: !f.deleted && bbsPolicy.setCentralFixation(p),
    setSimpleEvaluationFixation: !f.deleted && bbsPolicy.setSimpleEvaluationFixation(p),
    setCenterFixation: !f.deleted && bbsPolicy.setCenterFixation(p, f),
  };
}

function detailView(p: UserPrincipal, b: Bbs, replyCount: number, files: BbsDetailView['uploadedFiles']): BbsDetailView {
  const f = facts(b);
  return {
    id: b.id,
    type: b.type,
    title: b.title,
    userId: b.author.id,
    userName: b.author.name,
    centerId: b.center?.id,
    centerName: b.center?.name,
    viewTarget: b.viewTarget as RoleCode[],
    viewCount: b.viewCount,
    isPrivate: b.isPrivate,
    centralFixation: b.centralFixation,
    simpleEvaluationFixation: b.simpleEvaluationFixation,
    centerFixation: b.centerFixation,
    pinned:
      !f.deleted &&
      (b.centralFixation === 'Y' ||
        (b.simpleEvaluationFixation === 'Y' && SCREENING_MENUS.some((m) => p.permissions.includes(m))) ||
        (b.centerFixation === 'Y' && !!p.centerId && CENTER_ROLES.includes(p.role) && b.center?.id === p.centerId)),
    answered: b.answer != null,
    replyCount,
    createDate: b.createdAt,
    updateDate: b.updatedAt,
    deleteDate: b.deletedAt,
    content: b.content,
    answer: b.answer,
    answerDate: b.answeredAt,
    uploadedFiles: files,
    can: abilitiesOf(p, b),
  };
}

/** The detail page. A reader other than the author counts as a view (one atomic increment; reloads count again). */
export async function getBbs(ctx: Ctx, id: number): Promise<BbsDetailView> {
  const p = requireUser(ctx.principal);
  const b = await findBbs(ctx.em, p, id);
  if (!b.deletedAt && b.author.id !== p.accountId) {
    const [row] = await sql<{ view_count: number }[]>(ctx.em, 'update bbs set view_count = view_count + 1 where id = ? returning view_count', [b.id]);
    if (row) b.viewCount = row.view_count;
  }
  const [{ n }] = await readRows<{ n: number }>(ctx.em, part('select count(*)::int as n from bbs_reply where bbs_id = ?', b.id));
  const files = await attachmentsOf(ctx.em, BBS_FILES, [b.id]);
  return detailView(p, b, n, files.get(b.id) ?? []);
}

// a post's files are downloaded by whoever reads the post (bbsPolicy.read), and nobody else (404)
registerAttachmentReader(BBS_FILES, async (ctx, em, ownerId) => {
  const p = ctx.principal;
  if (p?.kind !== 'user') return false;
  const b = await em.findOne(Bbs, { id: ownerId }, { populate: ['author', 'center'] });
  return !!b && bbsPolicy.read(p, facts(b));
});

/** Abilities.bbs(type): what the caller may do on one board (the list's 글쓰기 and 삭제된 글 buttons, the form's flags). */
export function boardAbilities(p: UserPrincipal, type: BbsType): BbsBoardAbilities {
  const write = bbsPolicy.write(p, type);
  return {
    write,
    seeDeleted: bbsPolicy.seeDeleted(p, type),
    setCentralFixation: write && bbsPolicy.setCentralFixation(p),
    setSimpleEvaluationFixation: write && bbsPolicy.setSimpleEvaluationFixation(p),
    setCenterFixation: write && bbsPolicy.setCenterFixation(p, { centerId: CENTER_ROLES.includes(p.role) ? p.centerId : undefined }),
  };
}
