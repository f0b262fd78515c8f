import type { EntityManager } from '@mikro-orm/postgresql';
import { permit, requireUser } from '../../platform/auth/access.js';
import { now } from '../../platform/clock.js';
import type { Ctx } from '../../platform/context.js';
import { sql } from '../../platform/db/sql.js';
import { AppError, Errors } from '../../platform/errors.js';
import {
  DEFAULT_INTERPRETATIONS,
  demoNormSet,
  interpretationRows,
  interpretationsFromRows,
  invalidNormFile,
  parseNormCsv,
  parseNormWorkbook,
  validateNormSet,
  type InterpretationRow,
  type InterpretationTexts,
  type NormError,
  type NormSet,
} from '../scoring/core.js';
import type { EvaluationSchoolType, ScoreRange } from '../scoring/scoring.enums.js';
import { Interpretation, NormSetRecord } from './norm-set.entity.js';
import { normSetPolicy } from './norm-set.policy.js';

/**
 * Norm sets and interpretation texts in the database, and the scoring inputs compiled from them. The core caches its
 * compiled tables per NormSet / texts object, so the objects are kept here per version (a norm set never changes
 * once imported) and per texts revision (the newest updated_at and the count): a request costs one small statement
 * to learn which ones are current, never a recompilation. Nothing here is state another replica needs: each one loads the same rows.
 */

const normCache = new Map<string, NormSet>();
let textsCache: { key: string; texts: InterpretationTexts } | undefined;

export interface ScoringInputs {
  normSet: NormSet;
  texts: InterpretationTexts;
}

export const noActiveNormSet = () => new AppError(409, 'NO_ACTIVE_NORM_SET', '사용 중인 규준이 없어 채점할 수 없습니다. 관리자에게 문의해주세요.');

async function normSetByVersion(em: EntityManager, version: string): Promise<NormSet | undefined> {
  const cached = normCache.get(version);
  if (cached) return cached;
  const rec = await em.findOne(NormSetRecord, { version });
  if (!rec) return undefined;
  const set = Object.freeze({ ...(rec.data as NormSet), version: rec.version, label: rec.label, demo: rec.demo });
  normCache.set(version, set);
  return set;
}

/** The interpretation texts' revision: the newest change and the count (a deleted row changes the count). */
const TEXTS_KEY = `(select coalesce(max(updated_at)::text, '') || ':' || count(*) from interpretation)`;

/** The texts of revision `key`, read again only when it changed. */
async function textsOf(em: EntityManager, key: string): Promise<InterpretationTexts> {
  if (textsCache?.key === key) return textsCache.texts;
  const rows = await em.find(Interpretation, {});
  const parsed = interpretationsFromRows(rows.map((r) => ({ schoolType: r.schoolType, scale: r.scale as InterpretationRow['scale'], range: r.range, text: r.text })));
  // an incomplete table (never after the seed) falls back to the defaults rather than refusing to score
  const texts = parsed.ok ? parsed.texts : DEFAULT_INTERPRETATIONS;
  textsCache = { key, texts };
  return texts;
}

export async function interpretationTexts(em: EntityManager): Promise<InterpretationTexts> {
  const [{ key }] = await sql<{ key: string }[]>(em, `select ${TEXTS_KEY} as key`);
  return textsOf(em, key);
}

/** The active norm set and the current texts: what every score is computed with; one small statement when cached. */
export async function scoringInputs(em: EntityManager): Promise<ScoringInputs> {
  const [current] = await sql<{ version: string | null; key: string }[]>(
    em,
    `select (select version from norm_set where active limit 1) as version, ${TEXTS_KEY} as key`,
  );
  const normSet = current.version ? await normSetByVersion(em, current.version) : undefined;
  if (!normSet) throw noActiveNormSet();
  return { normSet, texts: await textsOf(em, current.key) };
}

export async function activeNormSetRecord(ctx: Ctx): Promise<{ record: NormSetRecord; set: NormSet }> {
  requireUser(ctx.principal);
  const record = await ctx.em.findOne(NormSetRecord, { active: true });
  if (!record) throw noActiveNormSet();
  return { record, set: (await normSetByVersion(ctx.em, record.version))! };
}

export async function listNormSets(ctx: Ctx) {
  const p = requireUser(ctx.principal);
  permit(normSetPolicy.manage(p));
  return ctx.em.find(NormSetRecord, {}, { orderBy: { importedAt: 'desc', id: 'desc' }, fields: ['id', 'version', 'label', 'demo', 'active', 'importedAt', 'importedBy', 'activatedAt', 'activatedBy'] });
}

export type NormUploadKind = 'csv' | 'xlsx';

export interface NormPreview {
  ok: boolean;
  errors: NormError[];
  set?: NormSet;
}

/** Parses an uploaded norm file with the core's reader; every row's Korean error, nothing saved. */
export async function previewNormSet(ctx: Ctx, bytes: Buffer, kind: NormUploadKind, meta: { version: string; label: string }): Promise<NormPreview> {
  const p = requireUser(ctx.principal);
  permit(normSetPolicy.manage(p));
  const parsed = kind === 'csv' ? parseNormCsv(bytes, meta) : await parseNormWorkbook(bytes, meta);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  return { ok: true, errors: [], set: parsed.normSet };
}

/**
 * Preview, then store the set (inactive) when it is valid; activation is a separate, explicit step. A file with any
 * problem (e.g. a T score that would not fit its column) is a 400 NORM_FILE_INVALID with every problem in details,
 * and nothing is stored; the preview answers the same problems as a list without failing.
 */
export async function importNormSet(ctx: Ctx, bytes: Buffer, kind: NormUploadKind, meta: { version: string; label: string }): Promise<NormPreview & { record?: NormSetRecord }> {
  const preview = await previewNormSet(ctx, bytes, kind, meta);
  if (!preview.ok || !preview.set) throw invalidNormFile(preview.errors);
  const p = requireUser(ctx.principal);
  if (await ctx.em.count(NormSetRecord, { version: meta.version }))
    throw Errors.conflict('DUPLICATE_NORM_VERSION', '이미 등록된 규준 버전입니다.');
  const { version, label, demo, groups } = preview.set;
  const record = ctx.em.create(NormSetRecord, { version, label, demo, active: false, data: { version, label, demo, groups }, importedBy: p.accountId });
  await ctx.em.flush();
  return { ...preview, record };
}

/** Makes a stored set the one new scores use. Scores already stored keep their version until rescored. */
export async function activateNormSet(ctx: Ctx, version: string): Promise<NormSetRecord> {
  const p = requireUser(ctx.principal);
  permit(normSetPolicy.manage(p));
  return ctx.em.transactional(async (em) => {
    const record = await em.findOne(NormSetRecord, { version });
    if (!record) throw Errors.notFound('규준을 찾을 수 없습니다.');
    const errors = validateNormSet(record.data as NormSet);
    if (errors.length) throw new AppError(409, 'NORM_SET_INVALID', errors[0].message, errors);
    await em.nativeUpdate(NormSetRecord, { active: true, version: { $ne: version } }, { active: false });
    record.active = true;
    record.activatedAt = now();
    record.activatedBy = p.accountId;
    return record;
  });
}

export async function listInterpretations(ctx: Ctx): Promise<InterpretationRow[]> {
  requireUser(ctx.principal);
  return interpretationRows(await interpretationTexts(ctx.em));
}

/** Edits some texts; the whole table must stay complete and valid (the core's rules), or nothing changes. */
export async function updateInterpretations(ctx: Ctx, rows: { schoolType: EvaluationSchoolType; scale: string; range: ScoreRange; text: string }[]): Promise<InterpretationRow[]> {
  const p = requireUser(ctx.principal);
  permit(normSetPolicy.manage(p));
  const current = interpretationRows(await interpretationTexts(ctx.em));
  const key = (r: { schoolType: string; scale: string; range: string }) => `${r.schoolType}/${r.scale}/${r.range}`;
  const changes = new Map(rows.map((r) => [key(r), r]));
  const merged = current.map((r) => ({ ...r, text: changes.get(key(r))?.text ?? r.text }));
  const unknown = rows.filter((r) => !current.some((c) => key(c) === key(r)));
  const checked = interpretationsFromRows([...merged, ...(unknown as InterpretationRow[])]);
  if (!checked.ok) throw Errors.badInput(checked.errors[0], checked.errors);
  await ctx.em.transactional(async (em) => {
    for (const r of rows) {
      await em.upsert(Interpretation, { schoolType: r.schoolType, scale: r.scale, range: r.range, text: r.text.trim(), updatedBy: p.accountId, updatedAt: now() });
    }
  });
  return interpretationRows(await interpretationTexts(ctx.em));
}

/**
 * Reference data (idempotent, run by `cli migrate` with the rest): the 시연용 demo norm set, active when no other set
 * is, and the default interpretation texts for any row not there yet (edited texts are kept).
 */
export async function seedScoringReference(em: EntityManager): Promise<void> {
  const demo = demoNormSet();
  const { version, label, groups } = demo;
  await sql(
    em,
    `insert into norm_set (version, label, demo, active, data, imported_at) values (?, ?, true, false, ?::jsonb, now()) on conflict (version) do nothing`,
    [version, label, JSON.stringify({ version, label, demo: true, groups })],
    'run',
  );
  await sql(em, `update norm_set set active = true, activated_at = now() where version = ? and not exists (select 1 from norm_set where active)`, [version], 'run');
  const rows = interpretationRows(DEFAULT_INTERPRETATIONS);
  await sql(
    em,
    `insert into interpretation (school_type, scale, range, text) values ${rows.map(() => '(?, ?, ?, ?)').join(', ')} on conflict do nothing`,
    rows.flatMap((r) => [r.schoolType, r.scale, r.range, r.text]),
    'run',
  );
}
