import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { createHash, randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { logAccess, type AccessSubject } from '../access-log.js';
import { requireUser } from '../auth/access.js';
import type { UserPrincipal } from '../auth/principal.js';
import { now } from '../clock.js';
import type { Config } from '../config.js';
import type { Ctx } from '../context.js';
import { part, readRows } from '../db/read.js';
import { sql } from '../db/sql.js';
import { AppError, Errors } from '../errors.js';
import { contentDisposition } from '../excel.js';
import { readMultipart, uploadErrors, type UploadedPart } from '../http/multipart.js';
import { describeError, log } from '../log.js';
import { Attachment } from './attachment.entity.js';
import { attachmentView, type AttachmentView } from './attachment.views.js';
import { ACCEPTED_KINDS, cleanName, detectType, storedName, type Detected } from './detect.js';
import { withoutMetadata } from './metadata.js';
import { storageFor } from './storage.js';

/**
 * Attachments, the one piece every domain with files uses (docs/ARCHITECTURE.md "Attachments"):
 * - files arrive by REST multipart only: `POST svs-u/attachments` stages them (no owner yet) and answers their ids,
 *   or a domain's own multipart call (`readRecordForm` + `withStagedFiles`) stages them around its write;
 * - the domain's write claims them (`claimAttachments`) and drops old ones (`dropAttachments`) in its transaction;
 * - lists show them through `attachmentsOf` (one statement for a page of owners);
 * - `GET svs-u/attachments/{id}` serves a file after the owner's read policy (`registerAttachmentReader`) said yes.
 */

export const ATTACHMENT_LIMITS = {
  /** One file. */
  fileBytes: 10 * 1024 * 1024,
  /** Files of one record (a post, a consulting record) and of one upload. */
  files: 5,
  /** All files of one record together, and of one upload. */
  postBytes: 30 * 1024 * 1024,
  /** Staged files nobody claimed, and dropped files, are purged after this long. */
  sweepAfterMs: 24 * 60 * 60 * 1000,
};

export const attachmentErrors = {
  notFound: () => new AppError(400, 'ATTACHMENT_NOT_FOUND', '첨부파일을 찾을 수 없습니다. 파일을 다시 올려주세요.'),
  tooMany: () => new AppError(400, 'TOO_MANY_FILES', `첨부파일은 ${ATTACHMENT_LIMITS.files}개까지 올릴 수 있습니다.`),
  tooLarge: () => uploadErrors.postTooLarge(ATTACHMENT_LIMITS.postBytes),
  badType: () => uploadErrors.badType(ACCEPTED_KINDS),
  damagedImage: () => new AppError(400, 'DAMAGED_IMAGE', '이미지 파일을 읽을 수 없습니다. 손상되지 않은 파일을 올려주세요.'),
  /** The name's extension names another type than the bytes (`setup.bat` holding a PDF). */
  typeMismatch: (fileName: string, detected: Detected, ext: string) =>
    new AppError(400, 'FILE_TYPE_MISMATCH', `파일 내용(${detected.label})과 파일 이름의 확장자(.${ext})가 맞지 않습니다. 올바른 파일을 올려주세요. (${[...fileName].slice(0, 100).join('')})`, {
      field: 'files',
    }),
};

/** A file that passed the checks, not yet stored. */
export interface CheckedFile {
  name: string;
  bytes: Buffer;
  detected: Detected;
}

export interface Owner {
  type: string;
  id: number;
}

/**
 * Type by content (detect.ts), a safe name whose extension agrees with it (else 400 FILE_TYPE_MISMATCH) and, for an
 * image, its bytes without metadata (metadata.ts); any refused file refuses them all, before anything is stored.
 */
export async function checkFiles(parts: UploadedPart[]): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = [];
  for (const p of parts) {
    const detected = await detectType(p.bytes, p.fileName);
    if (!detected) throw attachmentErrors.badType();
    const named = storedName(p.fileName, detected);
    if ('mismatch' in named) throw attachmentErrors.typeMismatch(cleanName(p.fileName), detected, named.mismatch);
    const bytes = detected.image ? withoutMetadata(p.bytes, detected) : p.bytes;
    if (!bytes) throw attachmentErrors.damagedImage();
    checked.push({ name: named.name, bytes, detected });
  }
  return checked;
}

const readFiles = (req: Request, fields: string[], maxFieldBytes?: number) =>
  readMultipart(req, {
    maxFileBytes: ATTACHMENT_LIMITS.fileBytes,
    maxFiles: ATTACHMENT_LIMITS.files,
    maxTotalBytes: ATTACHMENT_LIMITS.postBytes,
    fileFields: ['file', 'files'],
    fields,
    maxFieldBytes,
  });

/**
 * A domain's own create/update call (SPEC: POST/PUT consulting, bbs, popup): either JSON (files uploaded before
 * through `POST svs-u/attachments`, their ids in the body) or multipart/form-data with `files` parts and the record
 * as JSON in a `data` field, or as plain fields (then `numbers` names the fields that are numbers, and `lists` the
 * comma-joined id lists such as deleteFileIds). Answers the body to parse and the checked files to stage.
 */
export async function readRecordForm(
  req: Request,
  o: { fields: string[]; numbers?: string[]; lists?: string[] },
): Promise<{ body: Record<string, unknown>; files: CheckedFile[] }> {
  if (!req.is('multipart/form-data')) return { body: (req.body ?? {}) as Record<string, unknown>, files: [] };
  const form = await readFiles(req, ['data', ...o.fields], 256 * 1024);
  let body: Record<string, unknown>;
  if (form.fields.data !== undefined) {
    try {
      body = JSON.parse(form.fields.data) as Record<string, unknown>;
    } catch {
      throw new AppError(400, 'MALFORMED_JSON', 'data 필드의 JSON 형식이 올바르지 않습니다.');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new AppError(400, 'MALFORMED_JSON', 'data 필드는 JSON 객체여야 합니다.');
  } else {
    body = {};
    for (const [k, v] of Object.entries(form.fields)) {
      if (k === 'data') continue;
      if (o.lists?.includes(k)) body[k] = v === '' ? [] : v.split(',').map((x) => (/^\d{1,9}$/.test(x.trim()) ? Number(x.trim()) : x));
      else if (o.numbers?.includes(k)) body[k] = /^-?\d{1,9}$/.test(v) ? Number(v) : v;
      else body[k] = v;
    }
  }
  return { body, files: await checkFiles(form.files) };
}

/** Stores checked files as staged (no owner) attachments of the signed-in user, all or none. */
export async function stageFiles(em: EntityManager, config: Config, p: UserPrincipal, files: CheckedFile[]): Promise<Attachment[]> {
  if (!files.length) return [];
  const storage = storageFor(config.attachments);
  const put: string[] = [];
  try {
    return await em.fork().transactional(async (tx) => {
      const rows: Attachment[] = [];
      for (const f of files) {
        const storageKey = randomBytes(32).toString('hex');
        await storage.put(tx as EntityManager, storageKey, f.bytes, f.detected.contentType);
        put.push(storageKey);
        rows.push(
          tx.create(Attachment, {
            storageKey,
            name: f.name,
            contentType: f.detected.contentType,
            size: f.bytes.length,
            sha256: createHash('sha256').update(f.bytes).digest('hex'),
            uploadedBy: p.accountId,
            ownerType: 'STAGED',
            createdAt: now(),
          }),
        );
      }
      await tx.flush();
      return rows;
    });
  } catch (e) {
    // the database rolled back its part; objects outside it are removed here
    if (storage.name !== 'pg') await Promise.allSettled(put.map((k) => storage.delete(em, k)));
    throw e;
  }
}

/** Removes staged attachments (rows and bytes) that their write did not claim. */
async function discardStaged(em: EntityManager, config: Config, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const storage = storageFor(config.attachments);
  await em.fork().transactional(async (tx) => {
    const rows = await sql<{ storage_key: string }[]>(tx as EntityManager, 'delete from attachment where id in (?) and owner_id is null returning storage_key', [ids]);
    for (const r of rows) await storage.delete(tx as EntityManager, r.storage_key);
  });
}

/**
 * Stages `files`, runs the domain's write with their ids (it claims them in its transaction), and removes them again
 * when the write fails: a refused save leaves no file behind.
 */
export async function withStagedFiles<T>(ctx: Ctx, files: CheckedFile[], write: (ids: number[]) => Promise<T>): Promise<T> {
  const p = requireUser(ctx.principal);
  const staged = await stageFiles(ctx.em, ctx.config, p, files);
  const ids = staged.map((a) => a.id);
  try {
    return await write(ids);
  } catch (e) {
    await discardStaged(ctx.em, ctx.config, ids).catch((err: unknown) => log.warn('staged attachments not removed; the sweep will', { error: describeError(err) }));
    throw e;
  }
}

/** `POST svs-u/attachments`: the signed-in user's files, staged; their views, in the order sent. */
export async function uploadAttachments(ctx: Ctx, req: Request): Promise<AttachmentView[]> {
  const p = requireUser(ctx.principal);
  const form = await readFiles(req, []);
  if (!form.files.length) throw uploadErrors.noFile();
  const rows = await stageFiles(ctx.em, ctx.config, p, await checkFiles(form.files));
  await sweepAttachments(ctx.em, ctx.config).catch((err: unknown) => log.warn('attachment sweep failed', { error: describeError(err) }));
  return rows.map(attachmentView);
}

const uniqueIds = (ids: number[] | undefined) => [...new Set(ids ?? [])];

/**
 * Gives staged files to `owner`, in the caller's transaction: each id must be a live, unclaimed upload of this user
 * (else 400 ATTACHMENT_NOT_FOUND), and the owner's live files stay within the per-record caps (count and bytes).
 */
export async function claimAttachments(em: EntityManager, principal: UserPrincipal, owner: Owner, ids: number[] | undefined): Promise<void> {
  const wanted = uniqueIds(ids);
  if (!wanted.length) return;
  const mine = await sql<{ id: number }[]>(
    em,
    'select id from attachment where id in (?) and uploaded_by = ? and owner_id is null and deleted_at is null for update',
    [wanted, principal.accountId],
  );
  if (mine.length !== wanted.length) throw attachmentErrors.notFound();
  await sql(em, 'update attachment set owner_type = ?, owner_id = ? where id in (?)', [owner.type, owner.id, wanted], 'run');
  const [held] = await sql<{ n: string | number; bytes: string | number | null }[]>(
    em,
    'select count(*) as n, sum(size) as bytes from attachment where owner_type = ? and owner_id = ? and deleted_at is null',
    [owner.type, owner.id],
  );
  if (Number(held.n) > ATTACHMENT_LIMITS.files) throw attachmentErrors.tooMany();
  if (Number(held.bytes ?? 0) > ATTACHMENT_LIMITS.postBytes) throw attachmentErrors.tooLarge();
}

/**
 * Drops files of `owner` (deleteFileIds), in the caller's transaction; `ids` undefined drops them all (a hard delete
 * of the record). An id that is not a live file of this owner is 400 ATTACHMENT_NOT_FOUND. The bytes are purged by
 * the sweep a day later.
 */
export async function dropAttachments(em: EntityManager, owner: Owner, ids?: number[]): Promise<void> {
  if (ids === undefined) {
    await sql(em, 'update attachment set deleted_at = ? where owner_type = ? and owner_id = ? and deleted_at is null', [now(), owner.type, owner.id], 'run');
    return;
  }
  const wanted = uniqueIds(ids);
  if (!wanted.length) return;
  const res = await sql<{ id: number }[]>(
    em,
    'update attachment set deleted_at = ? where id in (?) and owner_type = ? and owner_id = ? and deleted_at is null returning id',
    [now(), wanted, owner.type, owner.id],
  );
  if (res.length !== wanted.length) throw attachmentErrors.notFound();
}

/** The live files of a page of owners, in one statement: owner id → views (upload order). */
export async function attachmentsOf(em: EntityManager, type: string, ownerIds: number[]): Promise<Map<number, AttachmentView[]>> {
  const out = new Map<number, AttachmentView[]>(ownerIds.map((id) => [id, []]));
  if (!ownerIds.length) return out;
  const rows = await readRows<{ id: number; name: string; size: number; contentType: string; ownerId: number }>(
    em,
    part(
      `select id, name, size, content_type as "contentType", owner_id as "ownerId" from attachment
        where owner_type = ? and owner_id = any(?::int[]) and deleted_at is null order by owner_id, id`,
      type,
      `{${[...new Set(ownerIds)].join(',')}}`,
    ),
  );
  for (const r of rows) out.get(r.ownerId)?.push(attachmentView(r));
  return out;
}

// ---- downloads ------------------------------------------------------------------------------------------------

export type AttachmentReader = (ctx: Ctx, em: EntityManager, ownerId: number) => Promise<boolean>;
const readers = new Map<string, { read: AttachmentReader; accessLog?: AccessSubject }>();

/**
 * Who may download a file of `type`: the owning domain's read policy (the same answer as reading the record). A
 * domain whose records are a person's record (a student's) passes `accessLog` (its access-log subject type) and each
 * download is logged as a READ of the owner.
 */
export function registerAttachmentReader(type: string, read: AttachmentReader, o: { accessLog?: AccessSubject } = {}): void {
  readers.set(type, { read, accessLog: o.accessLog });
}

/**
 * `GET svs-u/attachments/{id}`: the file, if the owner's reader says the caller may read the owner (a staged file:
 * only its uploader); otherwise 404 as for a missing file. Images may be shown inline (`inline`); everything else is
 * an octet-stream download.
 */
export async function downloadAttachment(ctx: Ctx, id: number, inline: boolean, res: Response): Promise<void> {
  const p = requireUser(ctx.principal);
  const a = await ctx.em.findOne(Attachment, { id, deletedAt: null });
  if (!a) throw Errors.notFound();
  const reader = a.ownerId == null ? undefined : readers.get(a.ownerType);
  const allowed = a.ownerId == null ? a.uploadedBy === p.accountId : !!reader && (await reader.read(ctx, ctx.em, a.ownerId));
  if (!allowed) throw Errors.notFound();
  const body = await storageFor(ctx.config.attachments).get(ctx.em, a.storageKey);
  if (!body) throw Errors.notFound();
  if (reader?.accessLog) await logAccess(ctx, { action: 'READ', subjectType: reader.accessLog, subjectId: a.ownerId, detail: `attachment:${a.id}` });
  const image = a.contentType.startsWith('image/');
  res.status(200);
  res.set({
    'Content-Type': image ? a.contentType : 'application/octet-stream',
    'Content-Length': String(a.size),
    'Content-Disposition': contentDisposition(a.name, inline && image ? 'inline' : 'attachment'),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-cache',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  await pipeline(body, res);
}

/**
 * Purges staged files nobody claimed and dropped files, once they are a day old (ATTACHMENT_LIMITS.sweepAfterMs):
 * their bytes first, then their rows, 100 at a time. Runs after each upload (so it costs nothing when nobody
 * uploads, and at most one indexed statement when there is nothing to purge).
 */
export async function sweepAttachments(em: EntityManager, config: Config): Promise<number> {
  const before = new Date(now().getTime() - ATTACHMENT_LIMITS.sweepAfterMs);
  const storage = storageFor(config.attachments);
  return em.fork().transactional(async (tx) => {
    const rows = await sql<{ id: number; storage_key: string }[]>(
      tx as EntityManager,
      `select id, storage_key from attachment where id in (
         (select id from attachment where owner_id is null and created_at < ? limit 100)
         union (select id from attachment where deleted_at is not null and deleted_at < ? limit 100))
       for update skip locked`,
      [before, before],
    );
    for (const r of rows) await storage.delete(tx as EntityManager, r.storage_key);
    if (rows.length) await sql(tx as EntityManager, 'delete from attachment where id in (?)', [rows.map((r) => r.id)], 'run');
    return rows.length;
  });
}
