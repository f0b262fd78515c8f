import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Readable } from 'node:stream';
import type { AttachmentConfig } from '../config.js';
import { readRows, part } from '../db/read.js';
import { sql } from '../db/sql.js';

/**
 * Where attachment bytes live. Objects are named by the random storage key only. `em` is the caller's
 * EntityManager: the PostgreSQL driver writes inside its transaction (so a rolled-back write leaves no bytes);
 * drivers outside the database ignore it, and their callers undo a put themselves on failure.
 */
export interface AttachmentStorage {
  readonly name: 'pg' | 's3';
  put(em: EntityManager, key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes as a stream; undefined when there is no such object. */
  get(em: EntityManager, key: string): Promise<Readable | undefined>;
  /** Removes the object; no error when it is already gone. */
  delete(em: EntityManager, key: string): Promise<void>;
}

/** Bytes read per statement when streaming a file out of attachment_blob. */
const PG_CHUNK = 1024 * 1024;

/** The default: table attachment_blob (key → bytea), in the app's own database. */
export const pgStorage: AttachmentStorage = {
  name: 'pg',
  async put(em, key, bytes) {
    await sql(em, 'insert into attachment_blob (storage_key, data) values (?, ?)', [key, bytes], 'run');
  },
  async get(em, key) {
    const [head] = await readRows<{ size: number }>(em, part('select octet_length(data) as size from attachment_blob where storage_key = ?', key));
    if (!head) return undefined;
    // read in 1 MB slices, so a download holds one slice in memory, not the whole file
    async function* slices() {
      for (let at = 0; at < head.size; at += PG_CHUNK) {
        const [row] = await readRows<{ chunk: Buffer }>(
          em,
          part('select substring(data from ?::int for ?::int) as chunk from attachment_blob where storage_key = ?', at + 1, PG_CHUNK, key),
        );
        if (!row) return;
        yield row.chunk;
      }
    }
    return Readable.from(slices());
  },
  async delete(em, key) {
    await sql(em, 'delete from attachment_blob where storage_key = ?', [key], 'run');
  },
};

/** An S3-compatible bucket (AWS S3, MinIO, NCP Object Storage…), signed with SigV4 by the AWS SDK. */
export function s3Storage(c: NonNullable<AttachmentConfig['s3']>): AttachmentStorage {
  const client = new S3Client({
    endpoint: c.endpoint,
    region: c.region,
    forcePathStyle: c.forcePathStyle,
    credentials: { accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey },
    // checksums only where the service asks: S3-compatible stores differ in what they accept
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Key = (key: string) => (c.prefix ?? '') + key;
  return {
    name: 's3',
    async put(_em, key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: c.bucket, Key: Key(key), Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
    },
    async get(_em, key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: c.bucket, Key: Key(key) }));
        return out.Body as Readable;
      } catch (e) {
        if ((e as { name?: string }).name === 'NoSuchKey' || (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
        throw e;
      }
    },
    async delete(_em, key) {
      await client.send(new DeleteObjectCommand({ Bucket: c.bucket, Key: Key(key) }));
    },
  };
}

const made = new WeakMap<AttachmentConfig, AttachmentStorage>();

/** The configured driver (one S3 client per configuration). */
export function storageFor(c: AttachmentConfig): AttachmentStorage {
  if (c.storage === 'pg') return pgStorage;
  let s = made.get(c);
  if (!s) made.set(c, (s = s3Storage(c.s3!)));
  return s;
}
