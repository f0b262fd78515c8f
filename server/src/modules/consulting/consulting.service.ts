import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { attachmentsOf, claimAttachments, dropAttachments, registerAttachmentReader } from '../../platform/attachment/index.js';
import { permit, requireUser } from '../../platform/auth/access.js';
import { CENTER_SCHOOLS_SQL } from '../../platform/auth/jurisdiction.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import type { Ctx } from '../../platform/context.js';
import { all, likeOf, paginateRows, part, readRows, withoutNulls, type Sql } from '../../platform/db/read.js';
import { sql } from '../../platform/db/sql.js';
import { AppError, Errors } from '../../platform/errors.js';
import type { Page } from '../../platform/paging.js';
import { Account } from '../account/account.entity.js';
import { Center } from '../organization/center.entity.js';
import { School } from '../organization/school.entity.js';
import { Consulting } from './consulting.entity.js';
import { ConsultingSearchType, type ConsultingInput, type ConsultingQuery } from './consulting.inputs.js';
import { consultingPolicy, consultingReach, type ConsultingFacts } from './consulting.policy.js';
import type { ConsultingView } from './consulting.views.js';
import { MENU } from '../../platform/auth/menus.js';

/** The attachments' owner type of consulting records. */
export const CONSULTING_FILES = 'CONSULTING';

interface Row extends Omit<ConsultingView, 'uploadedFiles' | 'can'> {
  sdCode: string;
}

const SELECT = `c.id, c.author_id as "userId", a.name as "userName", c.school_id as "schoolId", s.name as "schoolName",
  c.center_id as "centerId", ce.name as "centerName", to_char(c.consulting_date, 'YYYY-MM-DD') as "consultingDate",
  c.category, c.category_etc as "categoryEtc", c.type, c.type_etc as "typeEtc", c.manager, c.manager_etc as "managerEtc",
  c.participants_count as "participantsCount", c.title, c.later_plan_content as "laterPlanContent",
  c.created_at as "createdAt", c.updated_at as "updatedAt", c.sd_code as "sdCode"`;
const FROM = 'consulting c join account a on a.id = c.author_id join school s on s.id = c.school_id join center ce on ce.id = c.center_id';

const canOf = (p: UserPrincipal, f: ConsultingFacts) => ({ update: consultingPolicy.update(p, f), delete: consultingPolicy.delete(p, f) });

function view(p: UserPrincipal, r: Row, content?: string): ConsultingView {
  const { sdCode, ...rest } = withoutNulls(r);
  return { ...rest, content, uploadedFiles: [], can: canOf(p, { centerId: r.centerId, sdCode }) };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const realDate = (s: string) => {
  const m = DAY.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};

function searchWhere(q: ConsultingQuery): Sql {
  if (q.startDate && !realDate(q.startDate)) throw Errors.badInput('시작일 형식이 맞지 않습니다.', { field: 'startDate' });
  if (q.endDate && !realDate(q.endDate)) throw Errors.badInput('종료일 형식이 맞지 않습니다.', { field: 'endDate' });
  if (q.startDate && q.endDate && q.endDate < q.startDate) throw Errors.badInput('종료일은 시작일보다 이후여야 합니다.', { field: 'endDate' });
  const like = q.keyword ? likeOf(q.keyword) : undefined;
  const byKeyword = (): Sql | false => {
    if (!like) return false;
    switch (q.searchType) {
      case ConsultingSearchType.TITLE:
        return part('c.title ilike ?', like);
      case ConsultingSearchType.CONTENT:
        return part('c.content ilike ?', like);
      case ConsultingSearchType.SCHOOL:
        return part('s.name ilike ?', like);
      case ConsultingSearchType.AUTHOR:
        return part('a.name ilike ?', like);
      default:
        return part('(c.title ilike ? or c.content ilike ?)', like, like);
    }
  };
  return all([
    part('c.deleted_at is null'),
    byKeyword(),
    !!q.category && part('c.category = ?', q.category),
    !!q.schoolId && part('c.school_id = ?', q.schoolId),
    !!q.startDate && part('c.consulting_date >= ?::date', q.startDate),
    !!q.endDate && part('c.consulting_date <= ?::date', q.endDate),
  ]);
}

/**
 * The records the caller reaches, newest first; indexes (center_id|sd_code|school_id, id) of live rows. The page's ids
 * and the count read the one table (every record has its author, school and center: foreign keys), unless the search
 * names the school or the author.
 */
export async function listConsulting(ctx: Ctx, q: ConsultingQuery): Promise<Page<ConsultingView>> {
  const p = requireUser(ctx.principal);
  const joinsSearched = !!q.keyword && (q.searchType === ConsultingSearchType.SCHOOL || q.searchType === ConsultingSearchType.AUTHOR);
  const list = { select: SELECT, from: FROM, countFrom: joinsSearched ? FROM : 'consulting c', where: all([consultingReach(p, 'c'), searchWhere(q)]), orderBy: 'c.id desc' };
  const page = await paginateRows(ctx.em, list, q, (r: Row) => view(p, r));
  const files = await attachmentsOf(ctx.em, CONSULTING_FILES, page.content.map((c) => c.id));
  for (const c of page.content) c.uploadedFiles = files.get(c.id) ?? [];
  return page;
}

/** One record with its content and files; 404 outside the caller's reach. */
export async function getConsulting(ctx: Ctx, id: number): Promise<ConsultingView> {
  const p = requireUser(ctx.principal);
  const where = all([part('c.id = ?', id), part('c.deleted_at is null'), consultingReach(p, 'c')]);
  const [row] = await readRows<Row & { content: string }>(ctx.em, { text: `select ${SELECT}, c.content from ${FROM} where ${where.text}`, values: where.values });
  if (!row) throw Errors.notFound();
  const { content, ...rest } = row;
  const v = view(p, rest, content);
  v.uploadedFiles = (await attachmentsOf(ctx.em, CONSULTING_FILES, [id])).get(id) ?? [];
  return v;
}

const etcMessages = {
  categoryEtc: '자문 구분이 기타이면 내용을 입력해주세요.',
  typeEtc: '자문 방법이 기타이면 내용을 입력해주세요.',
  managerEtc: '담당이 기타이면 내용을 입력해주세요.',
};

/** Field checks beyond the input class: a real date, the 기타 text of an ETC choice (and none otherwise). */
function normalise(input: ConsultingInput) {
  if (!realDate(input.consultingDate)) throw Errors.badInput('자문일 형식이 맞지 않습니다.', { field: 'consultingDate' });
  const etc = (choice: string, text: string | undefined, field: keyof typeof etcMessages) => {
    if (choice !== 'ETC') return null;
    if (!text) throw Errors.badInput(etcMessages[field], { field });
    return text;
  };
  return {
    consultingDate: input.consultingDate,
    category: input.category,
    categoryEtc: etc(input.category, input.categoryEtc, 'categoryEtc'),
    type: input.type,
    typeEtc: etc(input.type, input.typeEtc, 'typeEtc'),
    manager: input.manager,
    managerEtc: etc(input.manager, input.managerEtc, 'managerEtc'),
    participantsCount: input.participantsCount ?? 0,
    title: input.title,
    content: input.content,
    laterPlanContent: input.laterPlanContent ?? null,
  };
}

/** The school, which must be one the caller's center covers (400 otherwise: the choice list offers only those). */
async function centerSchool(em: EntityManager, p: UserPrincipal, schoolId: string): Promise<School> {
  const [covered] = await sql<{ id: string }[]>(em, `select x.id from (${CENTER_SCHOOLS_SQL}) x where x.id = ?`, [p.centerId, p.centerId, schoolId]);
  const school = covered && (await em.findOne(School, { id: schoolId }));
  if (!school) throw new AppError(400, 'SCHOOL_NOT_IN_JURISDICTION', '센터 관할 학교만 선택할 수 있습니다.', { field: 'schoolId' });
  return school;
}

/** A new record of the caller's center; `stagedIds`: files of the call's own multipart parts. */
export async function createConsulting(ctx: Ctx, input: ConsultingInput, stagedIds: number[] = []): Promise<ConsultingView> {
  const p = requireUser(ctx.principal);
  permit(consultingPolicy.create(p));
  const id = await ctx.em.transactional(async (em) => {
    const school = await centerSchool(em as EntityManager, p, input.schoolId);
    const c = em.create(Consulting, {
      ...normalise(input),
      center: em.getReference(Center, p.centerId!),
      school,
      sdCode: school.sdCode,
      author: em.getReference(Account, p.accountId),
      createdAt: now(),
      updatedAt: now(),
    } as never) as Consulting;
    await em.flush();
    await claimAttachments(em as EntityManager, p, { type: CONSULTING_FILES, id: c.id }, [...(input.fileIds ?? []), ...stagedIds]);
    return c.id;
  });
  return getConsulting(ctx, id);
}

/** The record for a change: 404 outside the reach, 403 for a reader who may not change it; locked. */
async function forChange(em: EntityManager, p: UserPrincipal, id: number, allowed: (p: UserPrincipal, f: ConsultingFacts) => boolean): Promise<Consulting> {
  const c = await em.findOne(Consulting, { id, deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const facts = c && { centerId: c.center.id, sdCode: c.sdCode };
  if (!c || !consultingPolicy.read(p, facts!)) throw Errors.notFound();
  permit(allowed(p, facts!));
  return c;
}

/**
 * The whole record again. Files: `deleteFileIds` are removed, `fileIds` (and the call's own parts) added; an update
 * that sends neither keeps the files (SPEC §5).
 */
export async function updateConsulting(ctx: Ctx, id: number, input: ConsultingInput, stagedIds: number[] = []): Promise<ConsultingView> {
  const p = requireUser(ctx.principal);
  await ctx.em.transactional(async (em) => {
    const c = await forChange(em as EntityManager, p, id, consultingPolicy.update);
    const school = c.school.id === input.schoolId ? c.school : await centerSchool(em as EntityManager, p, input.schoolId);
    em.assign(c, { ...normalise(input), school, sdCode: (school as School).sdCode ?? c.sdCode, updatedAt: now() } as never);
    await em.flush();
    const owner = { type: CONSULTING_FILES, id };
    await dropAttachments(em as EntityManager, owner, input.deleteFileIds ?? []);
    await claimAttachments(em as EntityManager, p, owner, [...(input.fileIds ?? []), ...stagedIds]);
  });
  return getConsulting(ctx, id);
}

/** Soft delete (the files stay with the deleted record and are no longer served). */
export async function deleteConsulting(ctx: Ctx, id: number): Promise<boolean> {
  const p = requireUser(ctx.principal);
  await ctx.em.transactional(async (em) => {
    const c = await forChange(em as EntityManager, p, id, consultingPolicy.delete);
    c.deletedAt = now();
    await em.flush();
  });
  return true;
}

// downloads of a record's files: whoever may read the record (with the menu), nobody once it is deleted
registerAttachmentReader(CONSULTING_FILES, async (ctx, em, ownerId) => {
  const p = ctx.principal;
  if (p?.kind !== 'user' || !p.permissions.includes(MENU.CONSULTING)) return false;
  const [row] = await readRows<ConsultingFacts>(em, part('select center_id as "centerId", sd_code as "sdCode" from consulting where id = ? and deleted_at is null', ownerId));
  return !!row && consultingPolicy.read(p, row);
});

