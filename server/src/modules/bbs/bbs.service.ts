import type { EntityManager } from '@mikro-orm/postgresql';
import { claimAttachments, dropAttachments } from '../../platform/attachment/index.js';
import { permit, requireUser } from '../../platform/auth/access.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { RoleCode } from '../../platform/auth/roles.js';
import { now } from '../../platform/clock.js';
import type { Ctx } from '../../platform/context.js';
import { sql } from '../../platform/db/sql.js';
import { AppError, Errors } from '../../platform/errors.js';
import { Account } from '../account/account.entity.js';
import { notifyAffiliated, notifyRoles } from '../alarm/alarm.service.js';
import { Center } from '../organization/center.entity.js';
import { Bbs, BbsType, type YN } from './bbs.entity.js';
import type { BbsInput, BbsUpdateInput } from './bbs.inputs.js';
import { BBS_MENU, bbsPolicy } from './bbs.policy.js';
import { BBS_FILES, CENTER_ROLES, facts, findBbs } from './bbs.read.js';
import { hasText, sanitizeBoardHtml } from './bbs.sanitize.js';
import type { BbsMessageView } from './bbs.views.js';

/**
 * Writing on the boards: a new post (HTML cleaned, alarms), its change, the administrator's answer, delete, restore
 * and purge. Reading is bbs.read.ts, the replies bbs.replies.ts.
 */

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
export const detailLink = (type: BbsType, id: number) => `/auth/bbs/${BBS_SLUG[type]}/detail/${id}`;

const owner = (id: number) => ({ type: BBS_FILES, id });

const errors = {
  emptyContent: () => Errors.badInput('내용을 입력해주세요.', { field: 'content' }),
  emptyAnswer: () => Errors.badInput('답변을 입력해주세요.', { field: 'answer' }),
  fixation: () => Errors.forbidden('상단 고정을 설정할 권한이 없습니다.'),
};

/** Cleans the editor's HTML; refuses what has no text left (a post of only `<script>` is empty). */
function cleanContent(html: string, empty: () => AppError): string {
  const clean = sanitizeBoardHtml(html);
  if (!hasText(clean)) throw empty();
  return clean;
}

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

