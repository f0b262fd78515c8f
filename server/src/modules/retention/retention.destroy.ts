import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { destroyFilesOf, purgePendingFiles } from '../../platform/attachment/attachment.destroy.js';
import { sweepAttachments } from '../../platform/attachment/attachment.service.js';
import { storageFor, type AttachmentStorage } from '../../platform/attachment/storage.js';
import { now } from '../../platform/clock.js';
import type { Config } from '../../platform/config.js';
import { sql } from '../../platform/db/sql.js';
import type { Job } from '../../platform/jobs.js';
import { describeError, log } from '../../platform/log.js';
import { kstDay } from '../../platform/time.js';
import { CONSULTING_FILES } from '../consulting/consulting.service.js';
import { detailLink as evaluationLink } from '../evaluation-record/crisis-alert.raise.js';
import { links as requestLinks } from '../request/request.alarms.js';
import { archiveBeforeDestroy } from './retention.archive.js';
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
  /**
   * The attachment storage driver (the job passes the configured one): after each batch's COMMIT its files' objects
   * are deleted, and at every call the objects a crash left in attachment_pending_delete. Without it the objects wait
   * in that table for the job's next tick (never lost: only a driver that deleted an object removes its key).
   */
  storage?: AttachmentStorage;
  /** With it, each call also purges unclaimed uploads and dropped files a day old (the attachment sweep). */
  config?: Config;
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
  /**
   * Deletes the batch's records and everything that belongs to them; answers how many records, and the storage keys
   * of their files (rows deleted, keys queued in attachment_pending_delete in the same transaction).
   */
  destroy(tx: EntityManager, ids: number[], o: DestroyOptions): Promise<Destroyed>;
  /** The attachment owner type of this kind's files (the ATTACHMENT figures of the preview and the run). */
  files?: string;
}

interface Destroyed {
  n: number;
  files: string[];
}

/** A standing legal hold on the record e (legal_hold_standing: one lookup per record). */
const HOLD = `exists (select 1 from legal_hold h where h.kind = ? and h.record_id = e.id::text and h.released_at is null)`;

/**
 * Evaluations with everything that belongs to them: the consent links' phone codes (platform/respondent: purpose
 * respondent:simple-evaluation, subject id:respondent), the links and codes texted about them (index sms_message
 * (ref_type, ref_id)), the alarms that name them (their screens' links: the crisis alert's detail, the after-management
 * request), then the rows (consent rounds, crisis alerts and their history go by ON DELETE CASCADE). `mid` runs after
 * the dependent rows, before the evaluations (the crash test's hook).
 */
async function destroyEvaluations(tx: EntityManager, ids: number[], mid?: () => Promise<void> | void): Promise<number> {
  if (!ids.length) return 0;
  const keys = ids.map(String);
  const subjects = keys.flatMap((k) => [`${k}:GUARDIAN`, `${k}:STUDENT`]);
  await sql(tx, `delete from one_time_code where purpose = 'respondent:simple-evaluation' and subject in (?)`, [subjects], 'run');
  await sql(tx, `delete from sms_message where ref_type = 'simple-evaluation' and ref_id in (?)`, [keys], 'run');
  await deleteAlarms(tx, ids.flatMap((id) => [evaluationLink(id), `/auth/simple-evaluation/after-management/${id}`]));
  await mid?.();
  const gone = await sql<{ id: number }[]>(tx, `delete from simple_evaluation where id in (?) returning id`, [ids]);
  return gone.length;
}

/** Alarms naming a destroyed record (alarm_history.link, index alarm_history_link_index). */
async function deleteAlarms(tx: EntityManager, links: string[]): Promise<void> {
  if (links.length) await sql(tx, `delete from alarm_history where link in (?)`, [links], 'run');
}

const SIMPLE_EVALUATION: Destroyer = {
  kind: RetentionKind.SIMPLE_EVALUATION,
  table: 'simple_evaluation',
  cutoff: (months, today) => `${lastSchoolYearDue(months, today)}학년도 이전 검사`,
  due: (months, today) => ({
    where: `e.year <= ? and e.request_id is null`,
    values: [lastSchoolYearDue(months, today)],
  }),
  async destroy(tx, ids, o) {
    // the statistics' aggregates first, from the rows about to go (retention.archive.ts)
    await archiveBeforeDestroy(tx, RetentionKind.SIMPLE_EVALUATION, ids);
    return { n: await destroyEvaluations(tx, ids, () => o.midBatch?.(tx)), files: [] };
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
    // no statistics screen counts texts (retention.archive.ts keeps nothing today); called so a figure added later has its hook
    await archiveBeforeDestroy(tx, RetentionKind.SMS, ids);
    await o.midBatch?.(tx);
    const gone = await sql<{ id: number }[]>(tx, `delete from sms_message where id in (?) returning id`, [ids]);
    return { n: gone.length, files: [] };
  },
};

/** The case's tables that name the request (request_id, a foreign key to request: the migrations' every one). */
const CASE_TABLES = ['case_cgi', 'case_minutes', 'case_management_log', 'case_closing_report', 'interview_evaluation'] as const;
/** The case questionnaires sent by link: their texts (sms_message ref_type) and phone codes (respondent:<kind>). */
const CASE_QUESTIONNAIRES = [
  { table: 'sdq_kr', kind: 'sdq-kr' },
  { table: 'satisfaction_assessment', kind: 'satisfaction-assessment' },
] as const;
const QUESTIONNAIRE_RESPONDENTS = ['STUDENT', 'GUARDIAN', 'TEACHER'];

/**
 * A case: the request, once closed (CLOSED or REPORT_SENT, with its closing day), `months` after its closing day; a
 * request that ended without a case (CANCELLED, or a DRAFT or a returned REJECTED one nobody touched since) `months`
 * after its last change (updated_at); a request still being handled (REQUESTED, COMPLETED) never. With everything under it: case records (CGI, case meetings, interventions, closing report), interview evaluations,
 * SDQ-KR and satisfaction questionnaires with their texts and phone codes, the simple evaluations linked to it (with
 * theirs), and the alarms naming any of them. A case whose linked evaluation is under its own hold waits with it:
 * nothing is destroyed half. No case table takes files today (attachment owners: BBS, CONSULTING, POPUP); one that
 * does adds `destroyFilesOf` here. Its access-log rows stay: they have their own period.
 */
const CASE: Destroyer = {
  kind: RetentionKind.CASE,
  table: 'request',
  cutoff: (months, today) => `${monthsBefore(today, months)} 이전 종결 사례(종결 없이 끝난 의뢰는 마지막 변경일 기준)`,
  due: (months, today) => ({
    where: `((e.status in ('CLOSED', 'REPORT_SENT') and e.closing_date < ?::date) or (e.status in ('CANCELLED', 'DRAFT', 'REJECTED') and e.updated_at < ?))
      and not exists (select 1 from simple_evaluation s join legal_hold sh on sh.kind = 'SIMPLE_EVALUATION' and sh.record_id = s.id::text and sh.released_at is null where s.request_id = e.id)`,
    values: [monthsBefore(today, months), createdBefore(months, today)],
  }),
  async destroy(tx, due, o) {
    // lock the cases' evaluations, then look again for a hold on one of them: a hold committed after the batch chose
    // its cases (setHold locks the evaluation first) keeps its case whole
    const linked = await sql<{ id: number; request_id: number }[]>(tx, `select id, request_id from simple_evaluation where request_id in (?) order by id for update`, [due]);
    const held = new Set(
      linked.length
        ? (
            await sql<{ request_id: number }[]>(
              tx,
              `select s.request_id from simple_evaluation s join legal_hold h on h.kind = 'SIMPLE_EVALUATION' and h.record_id = s.id::text and h.released_at is null where s.id in (?)`,
              [linked.map((r) => r.id)],
            )
          ).map((r) => r.request_id)
        : [],
    );
    const ids = due.filter((id) => !held.has(id));
    if (!ids.length) return { n: 0, files: [] };
    const evaluations = linked.filter((r) => !held.has(r.request_id)).map((r) => r.id);
    // the statistics' aggregates first, from the rows about to go (retention.archive.ts): the cases and their evaluations
    await archiveBeforeDestroy(tx, RetentionKind.CASE, ids);
    if (evaluations.length) await archiveBeforeDestroy(tx, RetentionKind.SIMPLE_EVALUATION, evaluations);
    for (const q of CASE_QUESTIONNAIRES) {
      const qids = (await sql<{ id: number }[]>(tx, `delete from ${q.table} where request_id in (?) returning id`, [ids])).map((r) => String(r.id));
      if (!qids.length) continue;
      await sql(tx, `delete from sms_message where ref_type = ? and ref_id in (?)`, [q.kind, qids], 'run');
      const subjects = qids.flatMap((id) => QUESTIONNAIRE_RESPONDENTS.map((r) => `${id}:${r}`));
      await sql(tx, `delete from one_time_code where purpose = ? and subject in (?)`, [`respondent:${q.kind}`, subjects], 'run');
    }
    for (const t of CASE_TABLES) await sql(tx, `delete from ${t} where request_id in (?)`, [ids], 'run');
    await destroyEvaluations(tx, evaluations);
    await deleteAlarms(tx, ids.flatMap((id) => [requestLinks.requester(id), requestLinks.center(id), requestLinks.case(id)]));
    await o.midBatch?.(tx);
    const gone = await sql<{ id: number }[]>(tx, `delete from request where id in (?) returning id`, [ids]);
    return { n: gone.length, files: [] };
  },
};

/** Consulting records (자문 기록), `months` after they were written, with their files (rows now, objects after COMMIT). */
const CONSULTING: Destroyer = {
  kind: RetentionKind.CONSULTING,
  table: 'consulting',
  files: CONSULTING_FILES,
  cutoff: (months, today) => `${monthsBefore(today, months)} 이전 작성`,
  due: (months, today) => ({ where: `e.created_at < ?`, values: [createdBefore(months, today)] }),
  async destroy(tx, ids, o) {
    await archiveBeforeDestroy(tx, RetentionKind.CONSULTING, ids);
    const files = await destroyFilesOf(tx, CONSULTING_FILES, ids);
    await o.midBatch?.(tx);
    const gone = await sql<{ id: number }[]>(tx, `delete from consulting where id in (?) returning id`, [ids]);
    return { n: gone.length, files };
  },
};

/**
 * Access-log rows past their period (never under 24 months). The log is append-only (a trigger refuses UPDATE, DELETE
 * and TRUNCATE); it lets a DELETE through only in a transaction that set svs.destroying, and only of a row older than
 * 24 months by the database's clock (migration retention_kinds), so the job asks for no younger row either.
 */
const ACCESS_LOG: Destroyer = {
  kind: RetentionKind.ACCESS_LOG,
  table: 'access_log',
  cutoff: (months, today) => `${monthsBefore(today, months)} 이전 기록`,
  due: (months, today) => ({ where: `e.created_at < ? and e.created_at < now() - interval '24 months'`, values: [createdBefore(months, today)] }),
  async destroy(tx, ids, o) {
    await archiveBeforeDestroy(tx, RetentionKind.ACCESS_LOG, ids);
    await sql(tx, `select set_config('svs.destroying', 'on', true)`, [], 'run');
    await o.midBatch?.(tx);
    const gone = await sql<{ id: number }[]>(tx, `delete from access_log where id in (?) returning id`, [ids]);
    return { n: gone.length, files: [] };
  },
};

const DESTROYERS: readonly Destroyer[] = [SIMPLE_EVALUATION, SMS, CASE, CONSULTING, ACCESS_LOG];

/** The order of the run's record (retention.kinds.ts): the files' line after the kinds that have files. */
const RUN_KINDS: readonly RetentionKind[] = [
  RetentionKind.SIMPLE_EVALUATION,
  RetentionKind.SMS,
  RetentionKind.CASE,
  RetentionKind.CONSULTING,
  RetentionKind.ATTACHMENT,
  RetentionKind.ACCESS_LOG,
];
const ATTACHMENT_CUTOFF = '파기한 기록의 첨부파일';

/** Files of the due records of kinds that have files: those a hold keeps (`held`) or those the run destroys. */
async function countFiles(em: EntityManager, rules: Map<RetentionKind, number>, today: string, held: boolean): Promise<number> {
  let total = 0;
  for (const d of DESTROYERS) {
    if (!d.files) continue;
    const due = d.due(rules.get(d.kind) ?? specOf(d.kind).months, today);
    const [{ n }] = await sql<{ n: string }[]>(
      em,
      `select count(*) as n from attachment a where a.owner_type = ? and a.owner_id in (select e.id from ${d.table} e where ${due.where} and ${held ? '' : 'not '}${HOLD})`,
      [d.files, ...due.values, d.kind],
    );
    total += Number(n);
  }
  return total;
}

async function rulesOf(em: EntityManager): Promise<Map<RetentionKind, RetentionRule>> {
  return new Map((await em.find(RetentionRule, {})).map((r) => [r.kind, r]));
}

/** The run's record of each automated kind: the schedule it applies and who approved it; counts start at 0. */
function kindRecords(rules: Map<RetentionKind, RetentionRule>, today: string): RunKindRecord[] {
  return RUN_KINDS.filter((k) => specOf(k).automated).map((kind) => {
    const rule = rules.get(kind);
    const months = rule?.periodMonths ?? specOf(kind).months;
    const d = DESTROYERS.find((x) => x.kind === kind);
    return {
      kind,
      periodMonths: months,
      event: specOf(kind).event,
      cutoff: d ? d.cutoff(months, today) : ATTACHMENT_CUTOFF,
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

/** One batch of one kind: answers how many records it destroyed (0: the kind is done for this run) and their files. */
async function destroyBatch(em: EntityManager, run: DestructionRun, d: Destroyer, rec: RunKindRecord, runner: string, o: DestroyOptions): Promise<Destroyed> {
  const today = run.runDay;
  return em.transactional(async (tx) => {
    await holdLease(tx, run.id, runner);
    const due = d.due(rec.periodMonths, today);
    const rows = await sql<{ id: number }[]>(
      tx,
      `select e.id from ${d.table} e where ${due.where} and not ${HOLD} order by e.id limit ? for update of e skip locked`,
      [...due.values, d.kind, o.batch ?? BATCH],
    );
    if (!rows.length) return { n: 0, files: [] };
    const out = await d.destroy(tx, rows.map((r) => Number(r.id)), o);
    // the counts move in the same transaction as the rows: the record of the run is never ahead of or behind them
    await sql(
      tx,
      `update destruction_run set kinds = (
         select jsonb_agg(case when k->>'kind' = ? then jsonb_set(k, '{destroyed}', to_jsonb((k->>'destroyed')::int + ?))
                               when k->>'kind' = 'ATTACHMENT' then jsonb_set(k, '{destroyed}', to_jsonb((k->>'destroyed')::int + ?))
                               else k end order by ord)
         from jsonb_array_elements(kinds) with ordinality as x(k, ord)) where id = ?`,
      [d.kind, out.n, out.files.length, run.id],
      'run',
    );
    return out;
  });
}

/**
 * Deletes the committed batch's objects from storage (or, without a driver, leaves their keys queued for the job).
 * A failure is logged and retried at the next tick: the rows are gone, the keys stay in attachment_pending_delete.
 */
async function purgeFiles(em: EntityManager, o: DestroyOptions, keys?: string[]): Promise<void> {
  if (!o.storage || (keys && !keys.length)) return;
  await purgePendingFiles(em, o.storage, keys ? { keys } : {}).catch((e: unknown) => log.warn('attachment purge failed; retried at the next tick', { error: describeError(e) }));
}

/** Unclaimed uploads and dropped files a day old (attachment.service.ts sweepAttachments), 100 a statement. */
async function sweep(em: EntityManager, config: Config): Promise<void> {
  try {
    for (let i = 0; i < 50 && (await sweepAttachments(em, config)) >= 100; i++);
  } catch (e) {
    log.warn('attachment sweep failed', { error: describeError(e) });
  }
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
  // what a crash or a failed delete left after an earlier COMMIT, and the day-old uploads nobody kept: every tick
  await purgeFiles(em, o);
  if (o.config) await sweep(em, o.config);
  const run = await claimRun(em, runner);
  if (!run) return 0;
  let total = 0;
  try {
    for (const rec of run.kinds) {
      const d = DESTROYERS.find((x) => x.kind === rec.kind);
      if (!d) continue;
      for (;;) {
        const { n, files } = await destroyBatch(em, run, d, rec, runner, o);
        if (!n) break;
        total += n;
        await purgeFiles(em, o, files);
      }
    }
    await em.transactional(async (tx) => {
      await holdLease(tx, run.id, runner);
      const fresh = await tx.findOneOrFail(DestructionRun, run.id, { refresh: true });
      const periods = new Map(fresh.kinds.map((k) => [k.kind, k.periodMonths]));
      const kinds: RunKindRecord[] = [];
      for (const rec of fresh.kinds) {
        const d = DESTROYERS.find((x) => x.kind === rec.kind);
        const held = d ? await countHeld(tx, d, rec.periodMonths, fresh.runDay) : rec.kind === RetentionKind.ATTACHMENT ? await countFiles(tx, periods, fresh.runDay, true) : 0;
        kinds.push({ ...rec, held });
      }
      await sql(tx, `update destruction_run set status = 'DONE', finished_at = ?, lease_until = null, kinds = ? where id = ?`, [now(), JSON.stringify(kinds), run.id], 'run');
    });
  } catch (e) {
    if (e instanceof LeaseLost) return total;
    throw e;
  }
  return total;
}

export const destructionJob: Job = {
  name: 'retention-destruction',
  run: (em, config) => runDestruction(em, { storage: storageFor(config.attachments), config }),
};

export { DESTROYERS, DestructionRunStatus };

/** What the next run would destroy of each automated kind today, and what a hold keeps (the preview). */
export async function previewDue(em: EntityManager, rules: Map<RetentionKind, RetentionRule>, today: string = kstDay()) {
  const out: { kind: RetentionKind; periodMonths: number; cutoff: string; due: number; held: number }[] = [];
  const periods = new Map(DESTROYERS.map((d) => [d.kind, rules.get(d.kind)?.periodMonths ?? specOf(d.kind).months]));
  for (const kind of RUN_KINDS) {
    if (!specOf(kind).automated) continue;
    const d = DESTROYERS.find((x) => x.kind === kind);
    if (!d) {
      // the files of the due records
      const [due, held] = [await countFiles(em, periods, today, false), await countFiles(em, periods, today, true)];
      out.push({ kind, periodMonths: rules.get(kind)?.periodMonths ?? specOf(kind).months, cutoff: ATTACHMENT_CUTOFF, due, held });
      continue;
    }
    const months = periods.get(kind)!;
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
  const table = { SIMPLE_EVALUATION: 'simple_evaluation', CASE: 'request', CONSULTING: 'consulting', SMS: 'sms_message', ACCESS_LOG: 'access_log' }[kind as string];
  if (!table || !/^\d{1,9}$/.test(recordId)) return false;
  const rows = await sql<{ id: number }[]>(tx, `select id from ${table} where id = ? for update`, [Number(recordId)]);
  return rows.length > 0;
}
