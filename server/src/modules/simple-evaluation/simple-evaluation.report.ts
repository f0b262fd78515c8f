import type { Response } from 'express';
import { logAccess } from '../../platform/access-log.js';
import type { Ctx } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { streamPdf } from '../../platform/pdf.js';
import { RespondentType } from '../consent/consent.inputs.js';
import { consentFileName, drawConsentCopy, drawResultReport, reportFileName } from '../consent/consent.report.js';
import { SimpleEvaluationAgree } from '../evaluation-record/simple-evaluation.entity.js';
import { EVALUATION_SUBJECT, findEvaluation } from '../evaluation-record/simple-evaluation.service.js';

/**
 * The staff's downloads of the guardian's PDFs from the evaluation's detail (consent/consent.report.ts draws them):
 * the evaluation in the caller's jurisdiction (404 otherwise, like a missing one), an EXPORT in the access log, then
 * the file.
 */

/** GET svs-u/simple-evaluation/{id}/result-report: the guardian's result report, once the evaluation is done. */
export async function staffResultReport(ctx: Ctx, id: number, res: Response): Promise<undefined> {
  const e = await findEvaluation(ctx, id);
  if (e.isDone !== 'Y' || !e.result) throw new AppError(409, 'NOT_DONE', '검사를 마친 뒤에 결과 안내서를 내려받을 수 있습니다.');
  await logAccess(ctx, { action: 'EXPORT', subjectType: EVALUATION_SUBJECT, subjectId: e.id, detail: '보호자용 결과 안내서(PDF) 내려받기' });
  return streamPdf(res, reportFileName(e), '마음건강 간편검사 결과 안내', (w) => drawResultReport(w, e));
}

/**
 * GET svs-u/simple-evaluation/{id}/consent-copy: the newest consent round that holds a decision, the guardian's and
 * the student's (what the guardian downloaded, for the school's file or to hand over again).
 */
export async function staffConsentCopy(ctx: Ctx, id: number, res: Response): Promise<undefined> {
  const e = await findEvaluation(ctx, id);
  const agree = await ctx.em.findOne(
    SimpleEvaluationAgree,
    { evaluation: e.id, $or: [{ guardianAgreeYn: { $ne: null } }, { studentAgreeYn: { $ne: null } }] },
    { orderBy: { createdAt: 'desc' } },
  );
  if (!agree) throw new AppError(409, 'NOT_DECIDED', '아직 동의 여부를 선택한 기록이 없습니다.');
  await logAccess(ctx, { action: 'EXPORT', subjectType: EVALUATION_SUBJECT, subjectId: e.id, detail: '동의 내용 사본(PDF) 내려받기' });
  return streamPdf(res, consentFileName(e), '마음건강 간편검사 동의 내용 사본', (w) =>
    drawConsentCopy(w, e, agree, [RespondentType.GUARDIAN, RespondentType.STUDENT]),
  );
}
