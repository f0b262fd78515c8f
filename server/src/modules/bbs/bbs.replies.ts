import type { EntityManager } from '@mikro-orm/postgresql';
import { permit, requireUser } from '../../platform/auth/access.js';
import type { Ctx } from '../../platform/context.js';
import { paginateRows, part } from '../../platform/db/read.js';
import { Errors } from '../../platform/errors.js';
import type { Page } from '../../platform/paging.js';
import { Account } from '../account/account.entity.js';
import { notifyAffiliated } from '../alarm/alarm.service.js';
import { BbsReply } from './bbs.entity.js';
import type { BbsReplyArgs, BbsReplyInput, BbsReplyUpdateInput } from './bbs.inputs.js';
import { bbsPolicy } from './bbs.policy.js';
import { facts, findBbs } from './bbs.read.js';
import { detailLink, messages } from './bbs.service.js';
import type { BbsMessageView, BbsReplyView } from './bbs.views.js';

/** The replies of a post: listed, written, changed and removed by who reads the post (bbsPolicy). */

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
