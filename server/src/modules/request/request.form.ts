import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../platform/clock.js';
import { Errors } from '../../platform/errors.js';
import { normalizeMobile } from '../../platform/rules.js';
import { linkRequest, unlinkRequest } from '../evaluation-record/simple-evaluation.service.js';
import { RequestType, type Request } from './request.entity.js';
import type { RequestDraftForm } from './request.form-inputs.js';
import { kstDay, kstParse } from '../../platform/time.js';

// ---- filing and editing ------------------------------------------------------------------------------------------

/**
 * The checks beyond each field's own: a real birth date, consent times not in the future, the 기타 relationship
 * spelled out, the evaluation named. A draft (`draft`) is checked only where it is filled; filing checks it all.
 */
export function checkForm(input: RequestDraftForm, draft = false): void {
  const t = input.requestTarget ?? {};
  if (t.birthYear !== undefined && t.birthMonth !== undefined && t.birthDate !== undefined) {
    const birth = new Date(Date.UTC(t.birthYear, t.birthMonth - 1, t.birthDate));
    if (birth.getUTCMonth() !== t.birthMonth - 1 || birth.getUTCDate() !== t.birthDate || kstDay(birth) > kstDay(now()))
      throw Errors.badInput('생년월일 형식이 맞지 않습니다.', { field: 'requestTarget.birthDate' });
  }
  for (const [field, name] of [['gcRequestAt', '의뢰 동의 일시'], ['gc3rdPartyProvisionAt', '제3자 제공 동의 일시']] as const) {
    const value = input[field];
    if (value === undefined) continue;
    const at = kstParse(value);
    if (Number.isNaN(at.getTime()) || at.getTime() > now().getTime() + 60_000) throw Errors.badInput(`${name} 형식이 맞지 않습니다`, { field });
  }
  if (draft) return;
  if (input.guardianRelationship === 'ETC' && !input.guardianRelationshipEtc?.trim())
    throw Errors.badInput('기타 보호자 관계를 입력해주세요.', { field: 'guardianRelationshipEtc' });
  if (input.requestType === RequestType.SIMPLE_EVALUATION && !input.simpleEvaluationId)
    throw Errors.badInput('간편검사를 선택해주세요.', { field: 'simpleEvaluationId' });
}

export const trimmed = (v: string | undefined) => v?.trim() || undefined;
const digits = (v: string | undefined) => (v ? normalizeMobile(v) : undefined);

/**
 * The form's fields on the entity (filing, editing and drafts alike: the whole form each time, so a field emptied
 * in a draft is emptied); the school and requester are not the caller's to change.
 */
export function applyForm(r: Request, input: RequestDraftForm): void {
  const t = input.requestTarget ?? {};
  Object.assign(r, {
    requestType: input.requestType ?? RequestType.GENERAL,
    simpleEvaluationId: input.requestType === RequestType.SIMPLE_EVALUATION ? input.simpleEvaluationId : undefined,
    targetName: trimmed(t.name),
    targetGender: t.gender,
    targetBirthYear: t.birthYear,
    targetBirthMonth: t.birthMonth,
    targetBirthDate: t.birthDate,
    targetMobile: digits(t.mobile),
    grade: input.grade,
    classNo: input.classNo,
    num: input.num,
    requesterName: trimmed(input.requesterName),
    requesterInstitution: trimmed(input.requesterInstitution),
    requesterContact: digits(input.requesterContact),
    requesterFax: digits(input.requesterFax),
    guardianContact: digits(input.guardianContact),
    guardianRelationship: trimmed(input.guardianRelationship),
    guardianRelationshipEtc: input.guardianRelationship === 'ETC' ? trimmed(input.guardianRelationshipEtc) : undefined,
    address: trimmed(input.address),
    addressDetail: trimmed(input.addressDetail),
    postcode: input.postcode,
    pastInterestGroup: input.pastInterestGroup,
    pastInstitutionalLinkage: input.pastInstitutionalLinkage,
    pastExperience: trimmed(input.pastExperience),
    ssMedicalExpensesSupport: input.ssMedicalExpensesSupport,
    mainAppeal: trimmed(input.mainAppeal),
    remark: trimmed(input.remark),
    gcRequest: input.gcRequest,
    gcRequestAt: input.gcRequestAt ? kstParse(input.gcRequestAt) : undefined,
    gcRequestMethod: input.gcRequestMethod,
    gc3rdPartyProvision: input.gc3rdPartyProvision,
    gc3rdPartyProvisionAt: input.gc3rdPartyProvisionAt ? kstParse(input.gc3rdPartyProvisionAt) : undefined,
    gc3rdPartyProvisionMethod: input.gc3rdPartyProvisionMethod,
  });
}

/**
 * The referred simple evaluation (requestType SIMPLE_EVALUATION): linked to the request, through the evaluation's
 * own service (a finished one of the school in 관심군 or 우선 관심군, referred by no other request). Editing to
 * another evaluation, or to a general request, frees the previous one.
 */
export async function referEvaluation(em: EntityManager, r: Request, evaluationId: number | undefined): Promise<void> {
  if (r.simpleEvaluationId && r.simpleEvaluationId !== evaluationId) await unlinkRequest(em, r.id);
  if (evaluationId) await linkRequest(em, evaluationId, r.school.id, r.id);
}
