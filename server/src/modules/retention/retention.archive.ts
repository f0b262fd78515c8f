import type { EntityManager } from '@mikro-orm/postgresql';
import { archiveCaseMinutesStatistics } from '../case/statistics/case-minutes.archive.js';
import { archiveRequestStatistics } from '../request/request.archive.js';
import { RetentionKind } from './retention.kinds.js';

/**
 * Statistics stay right after destruction (issue 28). The destroyers (retention.destroy.ts) call this inside each
 * batch's transaction, with the batch's locked ids, before deleting any row of the batch: the figures the statistics
 * screens show of those records are added to aggregate tables that hold no personal data, and each statistics query
 * adds those aggregates to its live counts. Archive and delete commit together, so a figure is never counted twice
 * nor lost, whatever a crash or a second runner does.
 *
 * What the screens (의뢰 통계 00011, 보고 통계 00012) show, and so what is kept, per kind (docs/OPERATIONS.md
 * "Retention and destruction"):
 * - CASE (request ids): the requests' counts (request/request.archive.ts: by year and day filed, month approved and
 *   closed, state, type, step, placement) and their submitted case meetings (case/statistics/case-minutes.archive.ts:
 *   by meeting date, placement and the codes of the three counted lists).
 * - SIMPLE_EVALUATION: nothing. No statistics screen counts simple evaluations (a referred one is counted as its
 *   request; an evaluation linked to a request is destroyed with the case, whose figures are kept).
 * - SMS, CONSULTING, ATTACHMENT, ACCESS_LOG: nothing: no statistics screen counts them.
 */
export async function archiveBeforeDestroy(tx: EntityManager, kind: RetentionKind, ids: number[]): Promise<void> {
  if (!ids.length) return;
  switch (kind) {
    case RetentionKind.CASE:
      await archiveCaseMinutesStatistics(tx, ids);
      await archiveRequestStatistics(tx, ids);
      return;
    default:
      return;
  }
}
