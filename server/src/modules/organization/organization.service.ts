import { permit, requireUser } from '../../platform/auth/access.js';
import { jurisdictionWhere } from '../../platform/auth/jurisdiction.js';
import { all, likeOf, paginateRows, part, withoutNulls, type ListQuery, type Sql } from '../../platform/db/read.js';
import type { Ctx } from '../../platform/context.js';
import { randomDigits } from '../../platform/crypto.js';
import { Errors } from '../../platform/errors.js';
import type { Page } from '../../platform/paging.js';
import { Sgg, Sido } from '../region/region.entity.js';
import { Center } from './center.entity.js';
import { EducationOffice } from './education-office.entity.js';
import type {
  CenterFilter,
  CenterInput,
  EducationOfficeArgs,
  LocalArgs,
  SchoolFilter,
  SchoolInput,
  SchoolUpdateInput,
} from './organization.inputs.js';
import { centerPolicy, coversCenter, coversSchool, outOfScope, schoolPolicy } from './organization.policy.js';
import { School, SchoolAuthenticationCode } from './school.entity.js';
import { CENTER_VIEW_COLUMNS, CENTER_VIEW_FROM, SCHOOL_VIEW_COLUMNS, SCHOOL_VIEW_FROM, schoolViewOfRow, type CenterView, type SchoolView } from './organization.views.js';
import { sql } from '../../platform/db/sql.js';


// ---- regions and offices -------------------------------------------------------------------------------------

export async function locals(ctx: Ctx, args: LocalArgs): Promise<{ code: string; name: string }[]> {
  if (args.searchType === 'SD') {
    const rows = await ctx.em.find(Sido, {}, { orderBy: { code: 'asc' } });
    return rows.map((r) => ({ code: r.code, name: r.name }));
  }
  if (!args.sdCode) throw Errors.badInput('시도를 선택해주세요.');
  const rows = await ctx.em.find(Sgg, { sdCode: args.sdCode }, { orderBy: { code: 'asc' } });
  return rows.map((r) => ({ code: r.code, name: r.name }));
}

export async function educationOffices(ctx: Ctx, args: EducationOfficeArgs): Promise<EducationOffice[]> {
  const where = args.parentSearch === 'Y' && args.parentId ? { sdCode: args.parentId } : {};
  return ctx.em.find(EducationOffice, where, { orderBy: { id: 'asc' } });
}

async function requireSgg(ctx: Ctx, sggCode: string, officeId: string) {
  const [sgg, office] = await Promise.all([ctx.em.findOne(Sgg, sggCode), ctx.em.findOne(EducationOffice, officeId)]);
  if (!sgg) throw Errors.badInput('존재하지 않는 시군구입니다.');
  if (!office) throw Errors.badInput('존재하지 않는 교육청입니다.');
  if (office.sdCode !== sgg.sdCode) throw Errors.badInput('교육청과 시군구의 시도가 다릅니다.');
  return { sgg, office };
}

// ---- schools -------------------------------------------------------------------------------------------------

function schoolSearch(f: SchoolFilter): Sql {
  return all([
    !!f.sdCode && part('sc.sd_code = ?', f.sdCode),
    !!f.sggCode && part('sc.sgg_code = ?', f.sggCode),
    !!f.type && part('sc.type = ?', f.type),
    !!f.keyword && part('sc.name ilike ? or sc.id = ?', likeOf(f.keyword), f.keyword),
  ]);
}

/** By name; id makes the order total (pages never overlap). Indexes (name, id) and (sd_code, name, id). */
// every condition is on the school (or center) itself, and each has its education office (a required foreign key):
// the bounded count needs no join
const schoolList = (where: Sql): ListQuery => ({ select: SCHOOL_VIEW_COLUMNS, from: SCHOOL_VIEW_FROM, countFrom: 'school sc', where, orderBy: 'sc.name, sc.id' });

/** Staff list (organization/school): the caller's jurisdiction, filtered and paged in SQL (a read model). */
export async function listSchools(ctx: Ctx, f: SchoolFilter): Promise<Page<SchoolView>> {
  const p = requireUser(ctx.principal);
  return paginateRows(ctx.em, schoolList(all([jurisdictionWhere(p, { school: 'id', sd: 'sd_code' }, 'sc'), schoolSearch(f)])), f, schoolViewOfRow);
}

/** Public picker (svs-c/school): names and codes only, for sign-up. */
export async function searchSchools(ctx: Ctx, f: SchoolFilter): Promise<Page<SchoolView>> {
  return paginateRows(ctx.em, schoolList(schoolSearch(f)), f, schoolViewOfRow);
}

export async function getSchool(ctx: Ctx, id: string): Promise<School> {
  const p = requireUser(ctx.principal);
  const school = await ctx.em.findOne(School, id, { populate: ['educationOffice'] });
  if (!school || !(await coversSchool(ctx.em, p, school))) outOfScope();
  return school;
}

/** True when the ID is free to register (SPEC §5: the check passes only on true). */
export async function isSchoolIdAvailable(ctx: Ctx, id: string): Promise<boolean> {
  return (await ctx.em.count(School, { id })) === 0;
}

export async function createSchool(ctx: Ctx, input: SchoolInput): Promise<School> {
  const p = requireUser(ctx.principal);
  const { sgg, office } = await requireSgg(ctx, input.sggCode, input.educationOfficeId);
  permit(schoolPolicy.write(p, sgg.sdCode));
  return ctx.em.transactional(async (em) => {
    if (await em.findOne(School, input.id)) throw Errors.conflict('DUPLICATE_SCHOOL_ID', '이미 등록된 ID 입니다.');
    const { educationOfficeId: _o, ...fields } = input;
    const school = em.create(School, { ...fields, sdCode: sgg.sdCode, educationOffice: office });
    em.create(SchoolAuthenticationCode, { school, code: randomDigits(8) });
    return school;
  });
}

export async function updateSchool(ctx: Ctx, id: string, input: SchoolUpdateInput): Promise<School> {
  const p = requireUser(ctx.principal);
  const school = await getSchool(ctx, id);
  permit(schoolPolicy.write(p, school.sdCode));
  const { sgg, office } = await requireSgg(ctx, input.sggCode, input.educationOfficeId);
  permit(schoolPolicy.write(p, sgg.sdCode));
  const { educationOfficeId: _o, ...fields } = input;
  ctx.em.assign(school, { ...fields, sdCode: sgg.sdCode, educationOffice: office });
  await ctx.em.flush();
  return school;
}

// ---- centers -------------------------------------------------------------------------------------------------

/**
 * The centers covering each of these schools (named in a center's school list or in one of its 시군구), in one
 * statement for a whole page of schools; the answer is in the order of the ids.
 */
export async function coveringCenters(ctx: Ctx, schoolIds: readonly string[]): Promise<{ id: number; name: string; sdCode: string }[][]> {
  const rows = await sql<{ school_id: string; id: number; name: string; sd_code: string }[]>(
    ctx.em,
    `select x.school_id, c.id, c.name, c.sd_code from (
       select cs.school_id, cs.center_id from center_jurisdiction_school cs where cs.school_id in (?)
       union
       select s.id, cl.center_id from school s join center_jurisdiction_local cl on cl.sgg_code = s.sgg_code where s.id in (?)
     ) x join center c on c.id = x.center_id and not c.deleted
     order by c.name, c.id`,
    [schoolIds, schoolIds],
  );
  const bySchool = new Map<string, { id: number; name: string; sdCode: string }[]>();
  for (const r of rows) bySchool.set(r.school_id, [...(bySchool.get(r.school_id) ?? []), { id: r.id, name: r.name, sdCode: r.sd_code }]);
  return schoolIds.map((id) => bySchool.get(id) ?? []);
}

function centerSearch(f: CenterFilter): Sql {
  return all([
    part('not ce.deleted'),
    !!f.sdCode && part('ce.sd_code = ?', f.sdCode),
    !!f.keyword && part('ce.name ilike ? or ce.code = ?', likeOf(f.keyword), f.keyword),
  ]);
}

/** By name, then id (index (name, id)); a few hundred centers nationwide. */
const centerList = (where: Sql): ListQuery => ({ select: CENTER_VIEW_COLUMNS, from: CENTER_VIEW_FROM, countFrom: 'center ce', where, orderBy: 'ce.name, ce.id' });

export async function listCenters(ctx: Ctx, f: CenterFilter): Promise<Page<CenterView>> {
  const p = requireUser(ctx.principal);
  return paginateRows(ctx.em, centerList(all([jurisdictionWhere(p, { center: 'id', sd: 'sd_code' }, 'ce'), centerSearch(f)])), f, withoutNulls<CenterView>);
}

/** Public picker (svs-c/center) for sign-up. */
export async function searchCenters(ctx: Ctx, f: CenterFilter): Promise<Page<CenterView>> {
  return paginateRows(ctx.em, centerList(centerSearch(f)), f, withoutNulls<CenterView>);
}

export async function getCenter(ctx: Ctx, id: number): Promise<Center> {
  const p = requireUser(ctx.principal);
  const center = await ctx.em.findOne(Center, { id, deleted: false }, { populate: ['educationOffice', 'jurisdictionLocals', 'jurisdictionSchools'] });
  if (!center || !(await coversCenter(ctx.em, p, center))) outOfScope();
  return center;
}

/**
 * Sets a center's fields and jurisdiction. The jurisdiction stays inside the center's 시도 (regional centers), so
 * editing a center can never reach schools of another region.
 */
async function applyCenterInput(ctx: Ctx, center: Center, input: CenterInput, office: EducationOffice) {
  const locals = input.jurisdictionLocalList.length ? await ctx.em.find(Sgg, { code: { $in: input.jurisdictionLocalList } }) : [];
  if (locals.length !== new Set(input.jurisdictionLocalList).size) throw Errors.badInput('존재하지 않는 관할 지역이 있습니다.');
  const schools = input.jurisdictionSchoolList.length ? await ctx.em.find(School, { id: { $in: input.jurisdictionSchoolList } }) : [];
  if (schools.length !== new Set(input.jurisdictionSchoolList).size) throw Errors.badInput('존재하지 않는 관할 학교가 있습니다.');
  if ([...locals, ...schools].some((x) => x.sdCode !== office.sdCode))
    throw Errors.badInput('관할 지역과 학교는 센터와 같은 시도에 있어야 합니다.');
  if (input.reqLocalCode && !(await ctx.em.findOne(Sgg, { code: input.reqLocalCode, sdCode: office.sdCode })))
    throw Errors.badInput('센터 소재지는 교육청과 같은 시도의 시군구여야 합니다.');
  const { jurisdictionLocalList: _l, jurisdictionSchoolList: _s, educationOfficeId: _o, ...fields } = input;
  ctx.em.assign(center, { ...fields, educationOffice: office, sdCode: office.sdCode });
  center.jurisdictionLocals.set(locals);
  center.jurisdictionSchools.set(schools);
}

async function requireOffice(ctx: Ctx, id: string) {
  const office = await ctx.em.findOne(EducationOffice, id);
  if (!office) throw Errors.badInput('존재하지 않는 교육청입니다.');
  return office;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && new Set([...a, ...b]).size === a.length;

export async function createCenter(ctx: Ctx, input: CenterInput): Promise<Center> {
  const p = requireUser(ctx.principal);
  const office = await requireOffice(ctx, input.educationOfficeId);
  permit(centerPolicy.administer(p, office.sdCode));
  if (await ctx.em.count(Center, { code: input.code })) throw Errors.conflict('DUPLICATE_CENTER_CODE', '이미 등록된 센터 코드입니다.');
  const center = ctx.em.create(Center, { code: input.code, name: input.name, educationOffice: office, sdCode: office.sdCode });
  await applyCenterInput(ctx, center, input, office);
  await ctx.em.flush();
  return center;
}

/**
 * Administrators and the center's education office edit everything; the center's own manager edits its contact
 * details but not its office or jurisdiction (that would widen what its staff can see).
 */
export async function updateCenter(ctx: Ctx, id: number, input: CenterInput): Promise<Center> {
  const p = requireUser(ctx.principal);
  const center = await getCenter(ctx, id);
  const office = await requireOffice(ctx, input.educationOfficeId);
  permit(centerPolicy.editDetails(p, center));
  if (!centerPolicy.administer(p, center.sdCode)) {
    const unchanged =
      office.id === center.educationOffice.id &&
      sameSet(input.jurisdictionLocalList, center.jurisdictionLocals.getItems().map((l) => l.code)) &&
      sameSet(input.jurisdictionSchoolList, center.jurisdictionSchools.getItems().map((s) => s.id));
    if (!unchanged) throw Errors.forbidden('관할 지역·학교와 교육청은 교육청 또는 시스템 관리자만 변경할 수 있습니다.');
  } else permit(centerPolicy.administer(p, office.sdCode));
  if (input.code !== center.code && (await ctx.em.count(Center, { code: input.code })))
    throw Errors.conflict('DUPLICATE_CENTER_CODE', '이미 등록된 센터 코드입니다.');
  await applyCenterInput(ctx, center, input, office);
  await ctx.em.flush();
  return center;
}

export async function deleteCenter(ctx: Ctx, id: number): Promise<boolean> {
  const p = requireUser(ctx.principal);
  const center = await getCenter(ctx, id);
  permit(centerPolicy.administer(p, center.sdCode));
  center.deleted = true;
  await ctx.em.flush();
  return true;
}
