import type { EntityManager } from '@mikro-orm/postgresql';
import { RetentionKind } from './retention.kinds.js';

/**
 * Statistics stay right after destruction (issue 28): before the destruction job deletes a batch of records, inside
 * the batch's transaction, the figures the statistics screens show of those records are added to aggregate tables
 * (no personal data), and each statistics query adds those aggregates to its live counts.
 *
 * First version: the signature the destroyers call; the aggregates follow.
 */
export async function archiveBeforeDestroy(tx: EntityManager, kind: RetentionKind, ids: number[]): Promise<void> {
  if (!ids.length) return;
  void tx;
  void kind;
}
