import { BlobType, Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { now } from '../clock.js';

/**
 * A file attached to a record (a board post, a consulting record, a popup…). Uploaded first with no owner (staged),
 * then claimed by the record's write in its transaction (attachment.service.ts). The bytes live in the storage
 * driver under `storageKey` (attachment_blob by default, or an S3 bucket), never under a name the uploader chose.
 */
@Entity({ tableName: 'attachment' })
// a page of owners' files in one statement: owner_type = ? and owner_id = any(?)
@Index({ name: 'attachment_owner_index', properties: ['ownerType', 'ownerId'] })
// the sweep (attachment.service.ts sweepAttachments): staged files nobody claimed, and dropped files
@Index({ name: 'attachment_unclaimed_index', expression: 'create index "attachment_unclaimed_index" on "attachment" ("created_at") where "owner_id" is null' })
@Index({ name: 'attachment_dropped_index', expression: 'create index "attachment_dropped_index" on "attachment" ("deleted_at") where "deleted_at" is not null' })
export class Attachment {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** 32 random bytes, hex: the object's name in the storage driver. */
  @Property({ type: 'string', length: 64, unique: true })
  storageKey!: string;

  /** The uploader's file name, sanitised (detect.ts storedName: its extension agrees with the content). */
  @Property({ type: 'string', length: 200 })
  name!: string;

  /** Detected from the bytes (detect.ts), not taken from the browser. */
  @Property({ type: 'string', length: 100 })
  contentType!: string;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'string', length: 64 })
  sha256!: string;

  /** The account that uploaded it (a snapshot id, no foreign key: the platform knows no account table). */
  @Property({ type: 'integer' })
  uploadedBy!: number;

  /** 'BBS' | 'CONSULTING' | 'POPUP' …: whose read policy answers for downloads (registerAttachmentReader). */
  @Property({ type: 'string', length: 30 })
  ownerType!: string;

  /** The owning record; null while staged (not yet claimed). */
  @Property({ type: 'integer', nullable: true })
  ownerId?: number;

  @Property({ type: 'datetime', length: 3 })
  createdAt: Date & Opt = now();

  /** Set when the owner dropped the file (deleteFileIds); its bytes are purged by the sweep a day later. */
  @Property({ type: 'datetime', length: 3, nullable: true })
  deletedAt?: Date;
}

/** The PostgreSQL storage driver's objects (storage.ts): the bytes, by storage key, so replicas and backups share them. */
@Entity({ tableName: 'attachment_blob' })
export class AttachmentBlob {
  @PrimaryKey({ type: 'string', length: 64 })
  storageKey!: string;

  @Property({ type: BlobType, lazy: true })
  data!: Buffer;
}

/**
 * Objects whose rows are already deleted (the destruction job, modules/retention): a file store cannot join a
 * PostgreSQL transaction, so the transaction that deletes a record's attachment rows writes their storage keys here,
 * and the objects are deleted after COMMIT (attachment.destroy.ts purgePendingFiles), each key's row removed once its
 * object is gone. A crash or a failed delete leaves the row, and the job's next tick deletes the object again.
 */
@Entity({ tableName: 'attachment_pending_delete' })
export class AttachmentPendingDelete {
  @PrimaryKey({ type: 'string', length: 64 })
  storageKey!: string;

  @Property({ type: 'datetime', length: 3 })
  queuedAt: Date & Opt = now();
}
