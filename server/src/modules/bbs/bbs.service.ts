import type { EntityManager } from '@mikro-orm/postgresql';
import { attachmentsOf, claimAttachments, dropAttachments, registerAttachmentReader } from '../../platform/attachment/index.js';
import { permit, requireUser } from '../../platform/auth/access.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { RoleCode } from '../../platform/auth/roles.js';
import { now } from '../../platform/clock.js';
import type { Ctx } from '../../platform/context.js';
import { all, likeOf, paginateRows, part, readRows, type Sql } from '../../platform/db/read.js';
import { sql } from '../../platform/db/sql.js';
import { AppError, Errors } from '../../platform/errors.js';
import type { Page } from '../../platform/paging.js';
import { Account } from '../account/account.entity.js';
import { notifyAffiliated, notifyRoles } from '../alarm/alarm.service.js';
import { Center } from '../organization/center.entity.js';
import { Bbs, BbsReply, BbsType, type YN } from './bbs.entity.js';
import { BbsSearchType, type BbsInput, type BbsListArgs, type BbsReplyArgs, type BbsReplyInput, type BbsReplyUpdateInput, type BbsUpdateInput } from './bbs.inputs.js';
import { BBS_MENU, bbsPolicy, type BbsFacts } from './bbs.policy.js';
import { hasText, sanitizeBoardHtml } from './bbs.sanitize.js';
import type { BbsAbilities, BbsBoardAbilities, BbsDetailView, BbsMessageView, BbsReplyView, BbsView } from './bbs.views.js';
import { MENU } from '../../platform/auth/menus.js';

export const messages = {
  created: '등록되었습니다.',
  updated: '수정 되었습니다.',
  answered: '저장 되었습니다.',
  deleted: '삭제되었습니다.',
  restored: '복원되었습니다.',
};

/** Client route slugs of the boards (SPEC §2), for alarm links. */
export const BBS_SLUG: Record<BbsType, string> = {
  [BbsType.NOTICE]: 'notice',
  [BbsType.DATA]: 'data',
  [BbsType.BOARD]: 'board',
  [BbsType.CENTER_FAQ]: 'center-faq',
  [BbsType.FAQ]: 'faq',
  [BbsType.SIMPLE_EVALUATION_FAQ]: 'simple-evaluation-faq',
};
const detailLink = (type: BbsType, id: number) => `/auth/bbs/${BBS_SLUG[type]}/detail/${id}`;

/** The attachments' owner type of a post (platform/attachment). */
export const BBS_FILES = 'bbs';
const owner = (id: number) => ({ type: BBS_FILES, id });

const ADMIN_ROLES = [RoleCode.SYSTEM_ADMIN, RoleCode.CENTRAL_SUPPORT_GROUP];
const CENTER_ROLES = [RoleCode.CENTER_MANAGER, RoleCode.CENTER_MEMBER];
/** Users of the screening (menus 00019, 00020) see simpleEvaluationFixation posts pinned. */
const SCREENING_MENUS = [MENU.SIMPLE_EVALUATION_REGISTER, MENU.SIMPLE_EVALUATION];

const errors = {
  emptyContent: () => Errors.badInput('내용을 입력해주세요.', { field: 'content' }),
  emptyAnswer: () => Errors.badInput('답변을 입력해주세요.', { field: 'answer' }),
  fixation: () => Errors.forbidden('상단 고정을 설정할 권한이 없습니다.'),
};

const facts = (b: Bbs): BbsFacts => ({
  type: b.type,
  authorId: b.author.id,
  centerId: b.center?.id,
  isPrivate: b.isPrivate,
  viewTarget: b.viewTarget,
  deleted: !!b.deletedAt,
});

/** Cleans the editor's HTML; refuses what has no text left (a post of only `<script>` is empty). */
function cleanContent(html: string, empty: () => AppError): string {
  const clean = sanitizeBoardHtml(html);
  if (!hasText(clean)) throw empty();
  return clean;
}

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

/** The read rule of bbsPolicy.read as SQL, for live posts (the board's menu is checked before). */
function readableSql(p: UserPrincipal): Sql {
  if (ADMIN_ROLES.includes(p.role)) return part('true');
  const colleagues = p.centerId && CENTER_ROLES.includes(p.role) ? part('b.center_id = ?', p.centerId) : part('false');
  return part(
    `b.author_id = ? or ((b.is_private = 'N' or ${colleagues.text}) and (cardinality(b.view_target) = 0 or ? = any(b.view_target)))`,
    p.accountId,
    ...colleagues.values,
    p.role,
  );
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
    : all([part('b.deleted_at is null'), readableSql(p)]);
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
async function findBbs(em: EntityManager, p: UserPrincipal, id: number): Promise<Bbs> {
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

/** A fixation flag may only be changed (to Y on a new post) by who may set it: 403, nothing saved. */
function checkFixations(p: UserPrincipal, want: { centralFixation?: YN; simpleEvaluationFixation?: YN; centerFixation?: YN }, was: Pick<Bbs, 'centralFixation' | 'simpleEvaluationFixation' | 'centerFixation'>, centerId: number | undefined) {
  const changes = (k: 'centralFixation' | 'simpleEvaluationFixation' | 'centerFixation') => want[k] !== undefined && want[k] !== was[k];
  if (changes('centralFixation') && !bbsPolicy.setCentralFixation(p)) throw errors.fixation();
  if (changes('simpleEvaluationFixation') && !bbsPolicy.setSimpleEvaluationFixation(p)) throw errors.fixation();
  if (changes('centerFixation') && !bbsPolicy.setCenterFixation(p, { centerId })) throw errors.fixation();
}

const NOT_PINNED = { centralFixation: 'N', simpleEvaluationFixation: 'N', centerFixation: 'N' } as const;

/** POST svs-u/bbs: a post on a board the caller writes; HTML cleaned; alarms for a public notice and for questions. */
export async function createBbs(ctx: Ctx, input: BbsInput): Promise<BbsMessageView> {
  const p = requireUser(ctx.principal);
  permit(bbsPolicy.write(p, input.type));
  const centerId = CENTER_ROLES.includes(p.role) ? p.centerId : undefined;
  checkFixations(p, input, NOT_PINNED, centerId);
  const content = cleanContent(input.content, errors.emptyContent);
  return ctx.em.transactional(async (em) => {
    const b = em.create(Bbs, {
      type: input.type,
      author: em.getReference(Account, p.accountId),
      center: centerId ? em.getReference(Center, centerId) : undefined,
      title: input.title.trim(),
      content,
      viewTarget: input.viewTarget ?? [],
      isPrivate: input.isPrivate ?? 'Y',
      centralFixation: input.centralFixation ?? 'N',
      simpleEvaluationFixation: input.simpleEvaluationFixation ?? 'N',
      centerFixation: input.centerFixation ?? 'N',
    });
    await em.flush();
    await claimAttachments(em, p, owner(b.id), input.fileIds);
    await announce(em, p, b);
    return { id: b.id, message: messages.created };
  });
}

/**
 * Alarms of a new post (kept light: one INSERT … SELECT each): a public notice to every role that reads notices (or
 * its viewTarget), per the account's "notice" setting; a question on a FAQ board by a non-administrator to the
 * administrators, per their "faq" setting.
 */
async function announce(em: EntityManager, p: UserPrincipal, b: Bbs): Promise<void> {
  const link = detailLink(b.type, b.id);
  if (b.type === BbsType.NOTICE && b.isPrivate === 'N') {
    const readers = await sql<{ id: RoleCode }[]>(em, `select role_id as id from role_permission where menu_id = ?`, [BBS_MENU[BbsType.NOTICE]]);
    const roles = readers.map((r) => r.id).filter((r) => !b.viewTarget.length || b.viewTarget.includes(r));
    if (roles.length) await notifyRoles(em, roles, { type: 'notice', title: '새 공지사항이 등록되었습니다.', link });
  }
  const questions = [BbsType.FAQ, BbsType.SIMPLE_EVALUATION_FAQ, BbsType.CENTER_FAQ];
  if (questions.includes(b.type) && !bbsPolicy.isAdmin(p)) {
    await notifyRoles(em, [RoleCode.SYSTEM_ADMIN], { type: 'faq', title: '새 문의가 등록되었습니다.', link });
  }
}

/** Runs a change on a post the caller reaches (404) and may change (403), in one transaction. */
async function change<T>(ctx: Ctx, id: number, allowed: (p: UserPrincipal, b: Bbs) => boolean, apply: (b: Bbs, em: EntityManager, p: UserPrincipal) => Promise<T> | T): Promise<T> {
  const p = requireUser(ctx.principal);
  return ctx.em.transactional(async (em) => {
    const b = await findBbs(em, p, id);
    permit(allowed(p, b));
    const out = await apply(b, em, p);
    await em.flush();
    return out;
  });
}

/** PUT svs-u/bbs/{id}: what the input names changes (HTML cleaned again), the rest stays. */
export async function updateBbs(ctx: Ctx, id: number, input: BbsUpdateInput): Promise<BbsMessageView> {
  const content = input.content === undefined ? undefined : cleanContent(input.content, errors.emptyContent);
  return change(ctx, id, (p, b) => bbsPolicy.update(p, facts(b)), async (b, em, p) => {
    checkFixations(p, input, b, b.center?.id);
    if (input.deleteFileIds?.length) await dropAttachments(em, owner(b.id), input.deleteFileIds);
    if (input.fileIds?.length) await claimAttachments(em, p, owner(b.id), input.fileIds);
    if (input.title !== undefined) b.title = input.title.trim();
    if (content !== undefined) b.content = content;
    if (input.isPrivate !== undefined) b.isPrivate = input.isPrivate;
    if (input.viewTarget !== undefined) b.viewTarget = input.viewTarget;
    if (input.centralFixation !== undefined) b.centralFixation = input.centralFixation;
    if (input.simpleEvaluationFixation !== undefined) b.simpleEvaluationFixation = input.simpleEvaluationFixation;
    if (input.centerFixation !== undefined) b.centerFixation = input.centerFixation;
    return { id: b.id, message: messages.updated };
  });
}

/** The administrator's answer (PUT with type 'answer'); the author hears of it per the "reply" setting. */
export async function answerBbs(ctx: Ctx, id: number, answer: string | undefined): Promise<BbsMessageView> {
  const clean = cleanContent(answer ?? '', errors.emptyAnswer);
  return change(ctx, id, (p, b) => bbsPolicy.answer(p, facts(b)), async (b, em, p) => {
    b.answer = clean;
    b.answeredAt = now();
    if (b.author.id !== p.accountId)
      await notifyAffiliated(em, { accountIds: [b.author.id] }, { type: 'reply', title: '문의에 답변이 등록되었습니다.', link: detailLink(b.type, b.id) });
    return { id: b.id, message: messages.answered };
  });
}

/** PUT svs-u/bbs/delete/{id}: gone from the lists, restorable. */
export async function deleteBbs(ctx: Ctx, id: number): Promise<BbsMessageView> {
  return change(ctx, id, (p, b) => bbsPolicy.delete(p, facts(b)), (b, _em, p) => {
    b.deletedAt = now();
    b.deletedBy = p.accountId;
    return { id: b.id, message: messages.deleted };
  });
}

/** PUT svs-u/bbs/restoration/{id}. */
export async function restoreBbs(ctx: Ctx, id: number): Promise<BbsMessageView> {
  return change(ctx, id, (p, b) => bbsPolicy.restore(p, facts(b)), (b) => {
    b.deletedAt = undefined;
    b.deletedBy = undefined;
    return { id: b.id, message: messages.restored };
  });
}

/** DELETE svs-u/bbs/{id}: for good, with its replies (foreign key cascade). */
export async function purgeBbs(ctx: Ctx, id: number): Promise<BbsMessageView> {
  return change(ctx, id, (p, b) => bbsPolicy.purge(p, facts(b)), async (b, em) => {
    await dropAttachments(em, owner(b.id));
    await em.nativeDelete(Bbs, { id: b.id });
    em.getUnitOfWork().unsetIdentity(b);
    return { id, message: messages.deleted };
  });
}

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

// ---- replies ---------------------------------------------------------------------------------------------------

interface ReplyRow {
  id: number;
  bbsId: number;
  userId: number;
  userName: string;
  content: string;
  createDate: Date;
  updateDate: Date;
}

/** GET svs-u/bbs-reply?bbsId: the replies of a post the caller reads, oldest first. */
export async function listReplies(ctx: Ctx, args: BbsReplyArgs): Promise<Page<BbsReplyView>> {
  const p = requireUser(ctx.principal);
  await findBbs(ctx.em, p, args.bbsId);
  const admin = bbsPolicy.isAdmin(p);
  return paginateRows<ReplyRow, BbsReplyView>(
    ctx.em,
    {
      select: `r.id, r.bbs_id as "bbsId", r.author_id as "userId", a.name as "userName", r.content, r.created_at as "createDate", r.updated_at as "updateDate"`,
      from: 'bbs_reply r join account a on a.id = r.author_id',
      countFrom: 'bbs_reply r',
      where: part('r.bbs_id = ?', args.bbsId),
      orderBy: 'r.id asc',
    },
    args,
    (r) => ({ ...r, user: { id: r.userId, name: r.userName }, canChange: admin || r.userId === p.accountId }),
  );
}

/** POST svs-u/bbs-reply: on a live post the caller reads; its author hears of it per the "reply" setting. */
export async function createReply(ctx: Ctx, input: BbsReplyInput): Promise<BbsMessageView> {
  const p = requireUser(ctx.principal);
  return ctx.em.transactional(async (em) => {
    const b = await findBbs(em, p, input.bbsId);
    permit(bbsPolicy.reply(p, facts(b)));
    const r = em.create(BbsReply, { bbs: b, author: em.getReference(Account, p.accountId), content: input.content.trim() });
    await em.flush();
    if (b.author.id !== p.accountId)
      await notifyAffiliated(em, { accountIds: [b.author.id] }, { type: 'reply', title: '내 글에 댓글이 달렸습니다.', link: detailLink(b.type, b.id) });
    return { id: r.id, message: messages.created };
  });
}

/** A reply of a post the caller reads (404 otherwise) that the caller may change (403). */
async function changeReply<T>(ctx: Ctx, id: number, apply: (r: BbsReply, em: EntityManager) => T): Promise<T> {
  const p = requireUser(ctx.principal);
  return ctx.em.transactional(async (em) => {
    const r = await em.findOne(BbsReply, { id });
    if (!r) throw Errors.notFound();
    const b = await findBbs(em, p, r.bbs.id);
    if (b.deletedAt) throw Errors.notFound();
    permit(bbsPolicy.changeReply(p, { authorId: r.author.id }));
    const out = apply(r, em);
    await em.flush();
    return out;
  });
}

export async function updateReply(ctx: Ctx, id: number, input: BbsReplyUpdateInput): Promise<BbsMessageView> {
  return changeReply(ctx, id, (r) => {
    r.content = input.content.trim();
    return { id: r.id, message: messages.updated };
  });
}

export async function deleteReply(ctx: Ctx, id: number): Promise<BbsMessageView> {
  return changeReply(ctx, id, (r, em) => {
    em.remove(r);
    return { id, message: messages.deleted };
  });
}
