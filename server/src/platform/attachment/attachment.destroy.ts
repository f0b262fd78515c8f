import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.js';
import { describeError, log } from '../log.js';
import type { AttachmentStorage } from './storage.js';

/**
 * Destroying a record's files with the record (the destruction job, modules/retention; docs/OPERATIONS.md "Retention
 * and destruction"). A file store (an S3 bucket) cannot join a PostgreSQL transaction, so destruction is in two steps:
 * 1. `destroyFilesOf`, inside the transaction that deletes the records: the owners' attachment rows (live and dropped
 *    alike) are deleted and their storage keys written to attachment_pending_delete, committed (or rolled back)
 *    together with the records: a crash before COMMIT leaves rows and objects whole;
 * 2. `purgePendingFiles`, after COMMIT: each pending key's object is deleted, then its pending row. A crash or a failed
 *    delete here leaves the pending row, and the job's next tick deletes the object again (a delete of an object
 *    already gone is no error in either driver).
 */

/** Deletes the attachment rows of these owners and queues their objects; answers the storage keys queued. */
export async function destroyFilesOf(tx: EntityManager, ownerType: string, ownerIds: number[]): Promise<string[]> {
  if (!ownerIds.length) return [];
  const gone = await sql<{ storage_key: string }[]>(
    tx,
    `with gone as (delete from attachment where owner_type = ? and owner_id in (?) returning storage_key)
     insert into attachment_pending_delete (storage_key, queued_at) select storage_key, now() from gone
     on conflict (storage_key) do nothing returning storage_key`,
    [ownerType, ownerIds],
  );
  return gone.map((r) => r.storage_key);
}

/**
 * Deletes queued objects from storage, then their pending rows: `keys` (a batch just committed), or else up to
 * `limit` of the oldest left over. Answers how many objects were deleted; a failure is logged (no file name, only
 * the count) and left for the next tick.
 */
export async function purgePendingFiles(em: EntityManager, storage: AttachmentStorage, o: { keys?: string[]; limit?: number } = {}): Promise<number> {
  const keys =
    o.keys ??
    (await sql<{ storage_key: string }[]>(em, 'select storage_key from attachment_pending_delete order by queued_at, storage_key limit ?', [o.limit ?? 500])).map(
      (r) => r.storage_key,
    );
  let done = 0;
  let failed = 0;
  for (const key of keys) {
    try {
      // the PostgreSQL driver deletes its attachment_blob row and the pending row in one transaction
      await em.fork().transactional(async (tx) => {
        await storage.delete(tx as EntityManager, key);
        await sql(tx as EntityManager, 'delete from attachment_pending_delete where storage_key = ?', [key], 'run');
      });
      done++;
    } catch (e) {
      failed++;
      if (failed === 1) log.warn('attachment objects not deleted yet; retried at the next tick', { error: describeError(e) });
    }
  }
  if (failed > 1) log.warn('attachment objects not deleted yet', { count: failed });
  return done;
}
