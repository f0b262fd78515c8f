import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../platform/clock.js';
import { sql } from '../../platform/db/sql.js';
import type { Job } from '../../platform/jobs.js';
import { kstDay } from '../../platform/time.js';
import { DestructionRun, DestructionRunStatus, RetentionRule, type RunKindRecord } from './retention.entity.js';
import { createdBefore, lastSchoolYearDue, monthsBefore, RetentionKind, specOf } from './retention.kinds.js';

/**
 * The destruction job (issue 28): once a Korean day, whether or not anyone is signed in, it destroys the records
 * past their period in the retention schedule, in batches, each batch one transaction that deletes a set of records
 * with everything that belongs to them, so a crash leaves every record whole or gone, never half. Destroyed means
 * deleted rows (and files), not a flag. A legal hold keeps a record; so does an evaluation linked to a case request
 * (it goes with the case).
 *
 * One runner at a time across replicas: the day's run is a row (unique run_day) that one job inserts; the runner
 * renews its lease on that row in every batch's transaction and stops when it lost it; a run whose lease ran out (its
 * process died) is taken over by the next job tick of any replica and finished. Batches lock their records FOR
 * UPDATE SKIP LOCKED, so even two runners never touch one record. State lives in the database only: a restart
 * resumes where the last committed batch ended.
 */

export const LEASE_MS = 5 * 60_000;
export const BATCH = 500;

/** Test hooks: a failure injected inside a batch's transaction, after some of the batch's rows were deleted. */
export interface DestroyOptions {
  batch?: number;
  runner?: string;
  /** Called inside each batch's transaction after the dependent rows were deleted, before the records themselves. */
  midBatch?: (tx: EntityManager) => Promise<void> | void;
}

class LeaseLost extends Error {}

/** A record of each kind the job destroys: what is due today and how one batch of it is destroyed. */
interface Destroyer {
  kind: RetentionKind;
  /** Words for the certificate: what was due (no personal data). */
  cutoff(months: number, today: string): string;
  /** SQL condition (alias e) and its values on the kind's table: past the period and not kept for another reason (holds apart). */
  due(months: number, today: string): { where: string; values: unknown[] };
  table: string;
  /** Deletes the batch's records and everything that belongs to them; answers how many records. */
  destroy(tx: EntityManager, ids: number[], o: DestroyOptions): Promise<number>;
}

/** A standing legal hold on the record e (legal_hold_standing: one lookup per record). */
const HOLD = `exists (select 1 from legal_hold h where h.kind = ? and h.record_id = e.id::text and h.released_at is null)`;

const SIMPLE_EVALUATION: Destroyer = {
  kind: RetentionKind.SIMPLE_EVALUATION,
  table: 'simple_evaluation',
  cutoff: (months, today) => `${lastSchoolYearDue(months, today)}학년도 이전 검사`,
  due: (months, today) => ({
    where: `e.year <= ? and e.request_id is null`,
    values: [lastSchoolYearDue(months, today)],
  }),
  async destroy(tx, ids, o) {
    const keys = ids.map(String);
    // the consent links' phone codes (platform/respondent: purpose respondent:simple-evaluation, subject id:respondent)
    const subjects = keys.flatMap((k) => [`${k}:GUARDIAN`, `${k}:STUDENT`]);
    await sql(tx, `delete from one_time_code where purpose = 'respondent:simple-evaluation' and subject in (?)`, [subjects], 'run');
    // the links and codes texted about it (index sms_message (ref_type, ref_id))
    await sql(tx, `delete from sms_message where ref_type = 'simple-evaluation' and ref_id in (?)`, [keys], 'run');
    await o.midBatch?.(tx);
    // consent rounds, crisis alerts and their history go by ON DELETE CASCADE with the evaluation
    const gone = await sql<{ id: number }[]>(tx, `delete from simple_evaluation where id in (?) returning id`, [ids]);
    return gone.length;
  },
};

/**
 * The send history: a message queued before today − period, once it is settled (SENT or FAILED: one still QUEUED or
 * SENDING belongs to the relay). An evaluation's own texts usually go with it earlier (SIMPLE_EVALUATION above).
 */
const SMS: Destroyer = {
  kind: RetentionKind.SMS,
  table: 'sms_message',
  cutoff: (months, today) => `${monthsBefore(today, months)} 이전 발송`,
  due: (months, today) => ({ where: `e.created_at < ? and e.status in ('SENT', 'FAILED')`, values: [createdBefore(months, today)] }),
  async destroy(tx, ids, o) {
    await o.midBatch?.(tx);
    const gone = await sql<{ id: number }[]>(tx, `delete from sms_message where id in (?) returning id`, [ids]);
    return gone.length;
  },
};

const DESTROYERS: readonly Destroyer[] = [SIMPLE_EVALUATION, SMS];

async function rulesOf(em: EntityManager): Promise<Map<RetentionKind, RetentionRule>> {
  return new Map((await em.find(RetentionRule, {})).map((r) => [r.kind, r]));
}

/** The run's record of each automated kind: the schedule it applies and who approved it; counts start at 0. */
function kindRecords(rules: Map<RetentionKind, RetentionRule>, today: string): RunKindRecord[] {
  return DESTROYERS.map((d) => {
    const rule = rules.get(d.kind);
    const months = rule?.periodMonths ?? specOf(d.kind).months;
    return {
      kind: d.kind,
      periodMonths: months,
      event: specOf(d.kind).event,
      cutoff: d.cutoff(months, today),
      destroyed: 0,
      held: 0,
      approvedByName: rule?.approvedByName ?? undefined,
      approvedAt: (rule?.approvedAt ?? now()).toISOString(),
    };
  });
}

/**
 * Claims a run to work: today's, inserted if no replica did yet, or one whose runner's lease ran out. Answers
 * undefined when there is nothing to do or another runner holds it.
 */
async function claimRun(em: EntityManager, runner: string): Promise<DestructionRun | undefined> {
  const at = now();
  const today = kstDay(at);
  const lease = new Date(at.getTime() + LEASE_MS);
  return em.transactional(async (tx) => {
    const [stale] = await sql<{ id: number }[]>(
      tx,
      `update destruction_run set runner = ?, lease_until = ? where id = (
         select id from destruction_run where status = 'RUNNING' and lease_until < ? order by id limit 1 for update skip locked
       ) returning id`,
      [runner, lease, at],
    );
    if (stale) return tx.findOneOrFail(DestructionRun, stale.id);
    // every tick of every replica asks: look first, so the insert (and its sequence number: the certificate's 파기
    // 번호) is spent once a day, not once a minute
    if ((await sql<unknown[]>(tx, `select 1 from destruction_run where run_day = ?`, [today])).length) return undefined;
    const kinds = kindRecords(await rulesOf(tx), today);
    const [made] = await sql<{ id: number }[]>(
      tx,
      `insert into destruction_run (run_day, status, started_at, runner, lease_until, kinds) values (?, 'RUNNING', ?, ?, ?, ?)
       on conflict (run_day) do nothing returning id`,
      [today, at, runner, lease, JSON.stringify(kinds)],
    );
    return made ? tx.findOneOrFail(DestructionRun, made.id) : undefined;
  });
}

/** Renews the lease inside a batch's transaction and locks the run row: the batch commits only while this runner holds it. */
async function holdLease(tx: EntityManager, runId: number, runner: string): Promise<void> {
  const [row] = await sql<{ id: number }[]>(
    tx,
    `update destruction_run set lease_until = ? where id = ? and runner = ? and status = 'RUNNING' returning id`,
    [new Date(now().getTime() + LEASE_MS), runId, runner],
  );
  if (!row) throw new LeaseLost();
}

/** One batch of one kind: answers how many records it destroyed (0: the kind is done for this run). */
async function destroyBatch(em: EntityManager, run: DestructionRun, d: Destroyer, rec: RunKindRecord, runner: string, o: DestroyOptions): Promise<number> {
  const today = run.runDay;
  return em.transactional(async (tx) => {
    await holdLease(tx, run.id, runner);
    const due = d.due(rec.periodMonths, today);
    const rows = await sql<{ id: number }[]>(
      tx,
      `select e.id from ${d.table} e where ${due.where} and not ${HOLD} order by e.id limit ? for update of e skip locked`,
      [...due.values, d.kind, o.batch ?? BATCH],
    );
    if (!rows.length) return 0;
    const n = await d.destroy(tx, rows.map((r) => r.id), o);
    // the count moves in the same transaction as the rows: the record of the run is never ahead of or behind them
    await sql(
      tx,
      `update destruction_run set kinds = (
         select jsonb_agg(case when k->>'kind' = ? then jsonb_set(k, '{destroyed}', to_jsonb((k->>'destroyed')::int + ?)) else k end)
         from jsonb_array_elements(kinds) k) where id = ?`,
      [d.kind, n, run.id],
      'run',
    );
    return n;
  });
}

/** Due records of a kind kept by a standing hold (the certificate's 보류 count). */
async function countHeld(em: EntityManager, d: Destroyer, months: number, today: string): Promise<number> {
  const due = d.due(months, today);
  const [{ n }] = await sql<{ n: string }[]>(em, `select count(*) as n from ${d.table} e where ${due.where} and ${HOLD}`, [...due.values, d.kind]);
  return Number(n);
}

/**
 * Works the day's run (or a stale one) to its end. Answers the number of records destroyed by this call (0 when
 * another runner holds the run, or today's run is done).
 */
export async function runDestruction(em: EntityManager, o: DestroyOptions = {}): Promise<number> {
  const runner = o.runner ?? `${process.pid}:${randomUUID()}`;
  const run = await claimRun(em, runner);
  if (!run) return 0;
  let total = 0;
  try {
    for (const rec of run.kinds) {
      const d = DESTROYERS.find((x) => x.kind === rec.kind);
      if (!d) continue;
      for (;;) {
        const n = await destroyBatch(em, run, d, rec, runner, o);
        if (!n) break;
        total += n;
      }
    }
    await em.transactional(async (tx) => {
      await holdLease(tx, run.id, runner);
      const fresh = await tx.findOneOrFail(DestructionRun, run.id, { refresh: true });
      const kinds: RunKindRecord[] = [];
      for (const rec of fresh.kinds) {
        const d = DESTROYERS.find((x) => x.kind === rec.kind);
        kinds.push({ ...rec, held: d ? await countHeld(tx, d, rec.periodMonths, fresh.runDay) : 0 });
      }
      await sql(tx, `update destruction_run set status = 'DONE', finished_at = ?, lease_until = null, kinds = ? where id = ?`, [now(), JSON.stringify(kinds), run.id], 'run');
    });
  } catch (e) {
    if (e instanceof LeaseLost) return total;
    throw e;
  }
  return total;
}

export const destructionJob: Job = { name: 'retention-destruction', run: (em) => runDestruction(em) };

export { DESTROYERS, DestructionRunStatus };

/** What the next run would destroy of each automated kind today, and what a hold keeps (the preview). */
export async function previewDue(em: EntityManager, rules: Map<RetentionKind, RetentionRule>, today: string = kstDay()) {
  const out: { kind: RetentionKind; periodMonths: number; cutoff: string; due: number; held: number }[] = [];
  for (const d of DESTROYERS) {
    const months = rules.get(d.kind)?.periodMonths ?? specOf(d.kind).months;
    const due = d.due(months, today);
    const [{ n, held }] = await sql<{ n: string; held: string }[]>(
      em,
      `select count(*) filter (where not ${HOLD}) as n, count(*) filter (where ${HOLD}) as held from ${d.table} e where ${due.where}`,
      [d.kind, d.kind, ...due.values],
    );
    out.push({ kind: d.kind, periodMonths: months, cutoff: d.cutoff(months, today), due: Number(n), held: Number(held) });
  }
  return out;
}

/** Whether a record of this kind exists (a hold is set on a real record), locking it against a batch in progress. */
export async function lockRecord(tx: EntityManager, kind: RetentionKind, recordId: string): Promise<boolean> {
  const table = { SIMPLE_EVALUATION: 'simple_evaluation', CASE: 'request', CONSULTING: 'consulting', SMS: 'sms_message' }[kind as string];
  if (!table || !/^\d{1,9}$/.test(recordId)) return false;
  const rows = await sql<{ id: number }[]>(tx, `select id from ${table} where id = ? for update`, [Number(recordId)]);
  return rows.length > 0;
}
