import { LockMode } from '@mikro-orm/core';
import type { Response } from 'express';
import { attachmentsOf, claimAttachments, dropAttachments, registerAttachmentReader, type AttachmentView } from '../../platform/attachment/index.js';
import { downloadAttachment } from '../../platform/attachment/attachment.service.js';
import { requireUser, permit } from '../../platform/auth/access.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import type { Ctx } from '../../platform/context.js';
import { all, columnsOf, paginateRows, part, readRows } from '../../platform/db/read.js';
import { sql } from '../../platform/db/sql.js';
import { AppError, Errors } from '../../platform/errors.js';
import type { Page } from '../../platform/paging.js';
import { Account } from '../account/account.entity.js';
import { Popup } from './popup.entity.js';
import type { PopupFilter, PopupInput } from './popup.inputs.js';
import { popupPolicy } from './popup.policy.js';
import { popupView, type PopupRow, type PopupView } from './popup.views.js';
import { kstDay } from '../../platform/time.js';

/**
 * The limit on popups in use (SPEC §5 "limited in number on the server side"). A popup is *active* on a Korean
 * calendar day when it is in use (useYn Y), not deleted, and the day lies within its period; whatever its audience,
 * at most this many are active on any day from today on. A save (register, modify, or switching useYn to Y) that
 * would make a day's count exceed it is refused with 409 ACTIVE_POPUP_LIMIT_EXCEEDED. Past days are not counted:
 * an ended popup never blocks a new one. docs/ARCHITECTURE.md "Popup notices".
 */
export const MAX_ACTIVE_POPUPS = 5;
export const ACTIVE_POPUP_LIMIT_MESSAGE = `같은 날에 게시할 수 있는 팝업은 최대 ${MAX_ACTIVE_POPUPS}개입니다. 기간이 겹치는 팝업의 사용 여부나 기간을 조정한 뒤 다시 저장해주세요.`;
/** SPEC §5, word for word. */
export const PERIOD_MESSAGE = '종료일은 시작일보다 이후여야 합니다.';


const realDate = (d: string) => {
  const t = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
};

const notFound = () => Errors.notFound('팝업을 찾을 수 없습니다.');

/** The attachment owner type of a popup's image (platform/attachment). */
const IMAGE_OWNER = 'popup';
const owner = (id: number) => ({ type: IMAGE_OWNER, id });

// who may fetch a popup's image: whoever may see the popup (its audience on its days, administrators)
registerAttachmentReader(IMAGE_OWNER, async (ctx, em, ownerId) => {
  const p = requireUser(ctx.principal);
  const popup = await em.findOne(Popup, { id: ownerId, deletedAt: null });
  return !!popup && popupPolicy.see(p, popup, kstDay());
});

/** Views of popup rows with their images, read in one statement for the whole page. */
async function withImages(em: Ctx['em'], rows: PopupRow[]): Promise<PopupView[]> {
  const today = kstDay();
  const images = await attachmentsOf(em, IMAGE_OWNER, rows.map((r) => r.id));
  return rows.map((r) => popupView(r, today, images.get(r.id)?.[0]));
}

/**
 * Attaches and removes the image in the save's transaction: the new upload is claimed (the uploader's own, unclaimed),
 * the removed one dropped; the popup then holds at most one file, and an image (PNG, JPEG, GIF, WebP by content).
 */
async function saveImage(em: Ctx['em'], p: UserPrincipal, id: number, input: PopupInput): Promise<AttachmentView | undefined> {
  if (input.deleteFileIds?.length) await dropAttachments(em, owner(id), input.deleteFileIds);
  if (input.fileIds?.length) await claimAttachments(em, p, owner(id), input.fileIds);
  const files = (await attachmentsOf(em, IMAGE_OWNER, [id])).get(id) ?? [];
  if (files.some((f) => !f.contentType.startsWith('image/')))
    throw new AppError(400, 'POPUP_IMAGE_TYPE', '팝업 이미지는 PNG, JPEG, GIF, WebP 이미지 파일만 올릴 수 있습니다.', { field: 'fileIds' });
  if (files.length > 1) throw new AppError(400, 'POPUP_IMAGE_COUNT', '팝업 이미지는 하나만 올릴 수 있습니다. 지금 이미지를 지운 뒤 올려주세요.', { field: 'fileIds' });
  return files[0];
}

function checkPeriod(input: PopupInput): void {
  if (!realDate(input.startDate)) throw Errors.badInput('시작일 형식이 맞지 않습니다.', { field: 'startDate' });
  if (!realDate(input.endDate)) throw Errors.badInput('종료일 형식이 맞지 않습니다.', { field: 'endDate' });
  if (input.endDate < input.startDate) throw Errors.badInput(PERIOD_MESSAGE, { field: 'endDate' });
}

function requireManager(ctx: Ctx): UserPrincipal {
  const p = requireUser(ctx.principal);
  permit(popupPolicy.manage(p));
  return p;
}

/**
 * Refuses a save that would put more than MAX_ACTIVE_POPUPS popups on one day from today on. The busiest day of the
 * saved period is the first counted day or the first day of another popup within it, so only those days are
 * counted, in one statement over the index popup_in_use_live. Runs under a transaction-scoped advisory lock, so two
 * saves cannot both take the last place.
 */
async function checkActiveLimit(em: Ctx['em'], input: PopupInput, selfId: number | undefined): Promise<void> {
  if (input.useYn !== 'Y') return;
  const today = kstDay();
  if (input.endDate < today) return;
  const from = input.startDate > today ? input.startDate : today;
  await sql(em, `select pg_advisory_xact_lock(hashtext('popup:active-limit'))`);
  const [{ peak }] = await readRows<{ peak: number }>(em, part(
    `with others as (
       select start_date, end_date from popup
       where deleted_at is null and use_yn = 'Y' and id <> ? and start_date <= ?::date and end_date >= ?::date)
     select coalesce(max((select count(*) from others o where o.start_date <= d.day and o.end_date >= d.day)), 0) as peak
     from (select ?::date as day union select start_date from others where start_date > ?::date) d`,
    selfId ?? 0, input.endDate, from, from, from,
  ));
  if (Number(peak) >= MAX_ACTIVE_POPUPS) throw new AppError(409, 'ACTIVE_POPUP_LIMIT_EXCEEDED', ACTIVE_POPUP_LIMIT_MESSAGE);
}

const COLUMNS = (ctx: Ctx) => `${columnsOf(ctx.em, Popup, 'p')}, p.author_id as "author"`;

/** GET svs-u/popup: what the signed-in user is shown now (their role in viewTarget, in use, today in the period). */
export async function activePopups(ctx: Ctx): Promise<PopupView[]> {
  const p = requireUser(ctx.principal);
  const today = kstDay();
  const rows = await readRows<PopupRow>(ctx.em, part(
    `select ${COLUMNS(ctx)} from popup p
     where p.deleted_at is null and p.use_yn = 'Y' and p.end_date >= ?::date and p.start_date <= ?::date and ? = any(p.view_target)
     order by p.start_date desc, p.id desc limit ${MAX_ACTIVE_POPUPS}`,
    today, today, p.role,
  ));
  return withImages(ctx.em, rows);
}

/** GET svs-u/popup/paging: the administrators' list, newest first (indexes popup_id_live, popup_use_yn_id_live). */
export async function listPopups(ctx: Ctx, f: PopupFilter): Promise<Page<PopupView>> {
  requireManager(ctx);
  const where = all([part('p.deleted_at is null'), !!f.useYn && part('p.use_yn = ?', f.useYn)]);
  const page = await paginateRows(ctx.em, { select: COLUMNS(ctx), from: 'popup p', where, orderBy: 'p.id desc' }, f, (r: PopupRow) => r);
  return { ...page, content: await withImages(ctx.em, page.content) };
}

async function livePopup(em: Ctx['em'], id: number, lock = false): Promise<Popup> {
  const popup = await em.findOne(Popup, { id, deletedAt: null }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!popup) throw notFound();
  return popup;
}

/** GET svs-u/popup/{id}: one popup for the detail and modify screens (administrators). */
export async function getPopup(ctx: Ctx, id: number): Promise<PopupView> {
  requireManager(ctx);
  const [view] = await withImages(ctx.em, [await livePopup(ctx.em, id)]);
  return view;
}

/** A popup the caller may see: managers any live one, others one shown to them today (404 otherwise). */
export async function visiblePopup(ctx: Ctx, id: number): Promise<Popup> {
  const p = requireUser(ctx.principal);
  const popup = await ctx.em.findOne(Popup, { id, deletedAt: null });
  if (!popup || !popupPolicy.see(p, popup, kstDay())) throw notFound();
  return popup;
}

export async function createPopup(ctx: Ctx, input: PopupInput): Promise<PopupView> {
  const p = requireManager(ctx);
  checkPeriod(input);
  return ctx.em.transactional(async (em) => {
    await checkActiveLimit(em, input, undefined);
    const at = now();
    const created = em.create(Popup, {
      ...fieldsOf(input),
      author: em.getReference(Account, p.accountId),
      createdAt: at,
      updatedAt: at,
    });
    await em.flush();
    return popupView(created, kstDay(), await saveImage(em, p, created.id, input));
  });
}

export async function updatePopup(ctx: Ctx, id: number, input: PopupInput): Promise<PopupView> {
  const p = requireManager(ctx);
  checkPeriod(input);
  return ctx.em.transactional(async (em) => {
    const found = await livePopup(em, id, true);
    await checkActiveLimit(em, input, id);
    Object.assign(found, fieldsOf(input), { updatedAt: now() });
    await em.flush();
    return popupView(found, kstDay(), await saveImage(em, p, id, input));
  });
}

/** PATCH svs-u/popup/{id}: soft delete (deleteYn Y); the popup leaves every list and is shown to nobody. */
export async function deletePopup(ctx: Ctx, id: number): Promise<PopupView> {
  const p = requireManager(ctx);
  const popup = await ctx.em.transactional(async (em) => {
    const found = await livePopup(em, id, true);
    const at = now();
    Object.assign(found, { deletedAt: at, deletedBy: p.accountId, updatedAt: at });
    await em.flush();
    return found;
  });
  return popupView(popup, kstDay());
}

const fieldsOf = (input: PopupInput) => ({
  title: input.title,
  content: input.content,
  startDate: input.startDate,
  endDate: input.endDate,
  useYn: input.useYn,
  viewTarget: [...new Set(input.viewTarget)],
});

/**
 * GET svs-u/popup/image/{id}: the popup's image, to whoever may see the popup (404 otherwise, and when it has none);
 * served by the attachments piece with its content type checked by magic bytes, nosniff and a sandbox CSP.
 */
export async function sendPopupImage(ctx: Ctx, id: number, res: Response): Promise<void> {
  await visiblePopup(ctx, id);
  const image = (await attachmentsOf(ctx.em, IMAGE_OWNER, [id])).get(id)?.[0];
  if (!image) throw Errors.notFound('팝업 이미지가 없습니다.');
  await downloadAttachment(ctx, image.id, true, res);
}
