import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireUser } from '../../platform/auth/access.js';
import { now } from '../../platform/clock.js';
import type { Ctx } from '../../platform/context.js';
import { sql } from '../../platform/db/sql.js';
import { Errors } from '../../platform/errors.js';
import { kstDay } from '../../platform/time.js';
import { Account } from '../account/account.entity.js';
import { DestructionRun, LegalHold, RetentionRule, RetentionRuleChange } from './retention.entity.js';
import { KIND_SPECS, RetentionKind, specOf } from './retention.kinds.js';
import { lockRecord, previewDue } from './retention.destroy.js';
import type { LegalHoldInput, LegalHoldReleaseInput, RetentionRuleInput } from './retention.inputs.js';
import {
  holdView,
  ruleChangeView,
  ruleView,
  runView,
  type DestructionRunView,
  type LegalHoldView,
  type RetentionPreviewView,
  type RetentionRuleChangeView,
  type RetentionRuleView,
} from './retention.views.js';

/**
 * The retention schedule, legal holds, the preview and the destruction runs (issue 28). Every call is the system
 * administrator's (retention.access.ts); the job itself is retention.destroy.ts.
 */

/** The defaults, written once per kind by `cli migrate` (an administrator's period is never overwritten). */
export async function seedRetentionRules(em: EntityManager): Promise<void> {
  for (const s of KIND_SPECS) {
    await sql(
      em,
      `insert into retention_rule (kind, event, period_months, basis, approved_at) values (?, ?, ?, ?, ?) on conflict (kind) do nothing`,
      [s.kind, s.event, s.months, s.basis, now()],
      'run',
    );
  }
}

const ORDER = new Map(KIND_SPECS.map((s, i) => [s.kind, i]));

export async function listRules(ctx: Ctx): Promise<RetentionRuleView[]> {
  requireUser(ctx.principal);
  const rules = await ctx.em.find(RetentionRule, {});
  return rules.sort((a, b) => ORDER.get(a.kind)! - ORDER.get(b.kind)!).map(ruleView);
}

export async function listRuleChanges(ctx: Ctx): Promise<RetentionRuleChangeView[]> {
  requireUser(ctx.principal);
  return (await ctx.em.find(RetentionRuleChange, {}, { orderBy: { id: 'desc' }, limit: 200 })).map(ruleChangeView);
}

const nameOf = async (em: EntityManager, accountId: number) => (await em.findOne(Account, accountId, { fields: ['name'] }))?.name;

/**
 * Sets one kind's period, within its bounds, with the reason: the rule and its change row in one transaction, so no
 * period is ever in force without its record of who set it and why. The same period again changes nothing.
 */
export async function changeRule(ctx: Ctx, kind: RetentionKind, input: RetentionRuleInput): Promise<RetentionRuleView> {
  const p = requireUser(ctx.principal);
  if (!Object.values(RetentionKind).includes(kind)) throw Errors.notFound('보존 기간을 정하는 기록 종류가 아닙니다.');
  const s = specOf(kind);
  if (input.periodMonths < s.minMonths || input.periodMonths > s.maxMonths) {
    throw Errors.badInput(
      s.minMonths === s.maxMonths
        ? `${s.label}의 보존 기간은 바꿀 수 없습니다.`
        : `${s.label}의 보존 기간은 ${s.minMonths}개월 이상 ${s.maxMonths}개월 이하로 정해주세요.`,
    );
  }
  return ctx.em.transactional(async (tx) => {
    const rule = await tx.findOneOrFail(RetentionRule, { kind }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (rule.periodMonths === input.periodMonths) return ruleView(rule);
    const at = now();
    const name = await nameOf(tx, p.accountId);
    const reason = input.reason.trim();
    tx.create(RetentionRuleChange, {
      kind,
      fromMonths: rule.periodMonths,
      toMonths: input.periodMonths,
      reason,
      changedBy: p.accountId,
      changedByLogin: p.loginId,
      changedByName: name,
      changedAt: at,
    });
    rule.periodMonths = input.periodMonths;
    rule.basis = reason;
    rule.approvedBy = p.accountId;
    rule.approvedByName = name;
    rule.approvedAt = at;
    await tx.flush();
    return ruleView(rule);
  });
}

export async function listHolds(ctx: Ctx, all: boolean): Promise<LegalHoldView[]> {
  requireUser(ctx.principal);
  const holds = await ctx.em.find(LegalHold, all ? {} : { releasedAt: null }, { orderBy: { id: 'desc' }, limit: 500 });
  return holds.map(holdView);
}

/**
 * Puts a record under a legal hold. The record is locked first (FOR UPDATE), so a destruction batch that holds it
 * finishes before the hold is written (and the hold is then refused: the record is gone), and a batch that starts
 * after sees the hold.
 */
export async function setHold(ctx: Ctx, input: LegalHoldInput): Promise<LegalHoldView> {
  const p = requireUser(ctx.principal);
  if (input.kind === RetentionKind.ATTACHMENT) {
    throw Errors.badInput('첨부파일은 따로 보존하지 않습니다. 파일이 붙은 기록을 법적 보존하면 파일도 함께 보존됩니다.', { field: 'kind' });
  }
  return ctx.em.transactional(async (tx) => {
    if (!(await lockRecord(tx, input.kind, input.recordId))) throw Errors.notFound('보존할 기록을 찾을 수 없습니다. 이미 파기되었거나 없는 번호입니다.');
    if (await tx.count(LegalHold, { kind: input.kind, recordId: input.recordId, releasedAt: null })) {
      throw Errors.conflict('HOLD_EXISTS', '이미 법적 보존 중인 기록입니다.');
    }
    const hold = tx.create(LegalHold, {
      kind: input.kind,
      recordId: input.recordId,
      reason: input.reason.trim(),
      setBy: p.accountId,
      setByName: await nameOf(tx, p.accountId),
      setAt: now(),
    });
    await tx.flush();
    return holdView(hold);
  });
}

export async function releaseHold(ctx: Ctx, id: number, input: LegalHoldReleaseInput): Promise<LegalHoldView> {
  const p = requireUser(ctx.principal);
  return ctx.em.transactional(async (tx) => {
    const hold = await tx.findOne(LegalHold, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!hold) throw Errors.notFound('법적 보존 기록을 찾을 수 없습니다.');
    if (hold.releasedAt) throw Errors.conflict('HOLD_RELEASED', '이미 해제된 법적 보존입니다.');
    hold.releasedAt = now();
    hold.releasedBy = p.accountId;
    hold.releasedByName = await nameOf(tx, p.accountId);
    hold.releaseReason = input.reason.trim();
    await tx.flush();
    return holdView(hold);
  });
}

export async function preview(ctx: Ctx): Promise<RetentionPreviewView[]> {
  requireUser(ctx.principal);
  const rules = new Map((await ctx.em.find(RetentionRule, {})).map((r) => [r.kind, r]));
  return (await previewDue(ctx.em, rules, kstDay())).map((k) => ({ ...k, label: specOf(k.kind).label }));
}

export async function listRuns(ctx: Ctx): Promise<DestructionRunView[]> {
  requireUser(ctx.principal);
  return (await ctx.em.find(DestructionRun, {}, { orderBy: { id: 'desc' }, limit: 400 })).map(runView);
}

export async function getRun(ctx: Ctx, id: number): Promise<DestructionRunView> {
  requireUser(ctx.principal);
  const run = await ctx.em.findOne(DestructionRun, id);
  if (!run) throw Errors.notFound('파기 기록을 찾을 수 없습니다.');
  return runView(run);
}
