import { requireUser } from '../../platform/auth/access.js';
import { now } from '../../platform/clock.js';
import { sendXlsx } from '../../platform/excel.js';
import { intParam, route } from '../../platform/http/rest.js';
import { Errors } from '../../platform/errors.js';
import { parseInput } from '../../platform/validation.js';
import { RETENTION_ACCESS } from './retention.access.js';
import { certificatePdf, certificateXlsx } from './retention.certificate.js';
import { LegalHoldInput, LegalHoldReleaseInput, RetentionRuleInput } from './retention.inputs.js';
import { RetentionKind } from './retention.kinds.js';
import * as svc from './retention.service.js';
import { DestructionRunView, LegalHoldView, RetentionPreviewView, RetentionRuleChangeView, RetentionRuleView } from './retention.views.js';

/** The system administrator's, on both doors (retention.access.ts). */
const { manage: MANAGE } = RETENTION_ACCESS;
const BASE = 'svs-u/retention';

const kindParam = (v: unknown): RetentionKind => {
  if (typeof v !== 'string' || !(Object.values(RetentionKind) as string[]).includes(v)) throw Errors.notFound('보존 기간을 정하는 기록 종류가 아닙니다.');
  return v as RetentionKind;
};

export const retentionRoutes = [
  route('get', `${BASE}/rules`, MANAGE, async (ctx) => svc.listRules(ctx), {
    summary: '기록 종류별 보존 기간 (시스템 관리자)',
    response: [RetentionRuleView],
  }),
  route('get', `${BASE}/rule-changes`, MANAGE, async (ctx) => svc.listRuleChanges(ctx), {
    summary: '보존 기간 변경 이력 (최근 200건)',
    response: [RetentionRuleChangeView],
  }),
  route('put', `${BASE}/rules/:kind`, MANAGE, async (ctx, req) => svc.changeRule(ctx, kindParam(req.params.kind), await parseInput(RetentionRuleInput, req.body)), {
    summary: '보존 기간 변경 (사유 필수, 변경 이력에 남음)',
    params: { kind: 'string' },
    body: RetentionRuleInput,
    response: RetentionRuleView,
  }),
  route('get', `${BASE}/holds`, MANAGE, async (ctx, req) => svc.listHolds(ctx, req.query.all === 'Y'), {
    summary: '법적 보존 목록 (all=Y: 해제된 것도)',
    response: [LegalHoldView],
  }),
  route('post', `${BASE}/holds`, MANAGE, async (ctx, req) => svc.setHold(ctx, await parseInput(LegalHoldInput, req.body)), {
    summary: '법적 보존 설정 (파기 작업이 이 기록을 파기하지 않음)',
    body: LegalHoldInput,
    response: LegalHoldView,
    errors: { 409: ['HOLD_EXISTS'] },
  }),
  route('post', `${BASE}/holds/:id/release`, MANAGE, async (ctx, req) => svc.releaseHold(ctx, intParam(req.params.id), await parseInput(LegalHoldReleaseInput, req.body)), {
    summary: '법적 보존 해제 (사유 필수)',
    params: { id: 'integer' },
    body: LegalHoldReleaseInput,
    response: LegalHoldView,
    errors: { 409: ['HOLD_RELEASED'] },
  }),
  route('get', `${BASE}/preview`, MANAGE, async (ctx) => svc.preview(ctx), {
    summary: '다음 파기 작업이 파기할 기록 수 (오늘 기준)',
    response: [RetentionPreviewView],
  }),
  route('get', `${BASE}/runs`, MANAGE, async (ctx) => svc.listRuns(ctx), {
    summary: '파기 작업 기록 (최근 400건)',
    response: [DestructionRunView],
  }),
  route('get', `${BASE}/runs/:id`, MANAGE, async (ctx, req) => svc.getRun(ctx, intParam(req.params.id)), {
    summary: '파기 작업 기록 하나',
    params: { id: 'integer' },
    response: DestructionRunView,
  }),
  route('get', `${BASE}/runs/:id/excel-download`, MANAGE, async (ctx, req, res) => {
    const p = requireUser(ctx.principal);
    const run = await svc.getRun(ctx, intParam(req.params.id));
    return sendXlsx(res, await certificateXlsx(run, p.loginId, now()), `파기대장_${run.runDay}_${run.id}.xlsx`);
  }, {
    summary: '파기 대장 (한 번의 파기 작업, 엑셀)',
    description: '개인정보가 없는 기록입니다: 종류별 보존 기간, 승인자, 파기 건수.',
    params: { id: 'integer' },
    file: 'xlsx',
  }),
  route('get', `${BASE}/runs/:id/pdf-download`, MANAGE, async (ctx, req, res) => {
    const p = requireUser(ctx.principal);
    const run = await svc.getRun(ctx, intParam(req.params.id));
    return certificatePdf(res, run, p.loginId, now());
  }, {
    summary: '파기 대장 (한 번의 파기 작업, PDF)',
    description: '엑셀과 같은 내용의 A4 PDF(태그, 한국어)입니다. 개인정보가 없는 기록입니다.',
    params: { id: 'integer' },
    file: 'pdf',
  }),
];
