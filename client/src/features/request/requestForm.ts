import type { ConsentMethod, Gender, RequestDetailQueryQuery, RequestDraftInput, RequestInput, RequestType } from '../../gql/graphql';
import { koreanDateTime } from '../../shared/format';
import { dateMessage, dateTimeMessage, digitsOnly, formatPhone, isDateInput, isDateTimeInput, isMobile, isPhone, mobileMessage, requiredMessage } from '../../shared/validators';

/** The request form's values as the inputs hold them (text; numbers and dates parsed on submit). */
export interface RequestFormValues {
  requestType?: RequestType;
  simpleEvaluationId?: number;
  name?: string;
  gender?: Gender;
  /** YYYY-MM-DD */
  birth?: string;
  mobile?: string;
  grade?: string;
  classNo?: string;
  num?: string;
  requesterName?: string;
  requesterInstitution?: string;
  requesterContact?: string;
  requesterFax?: string;
  guardianContact?: string;
  guardianRelationship?: string;
  guardianRelationshipEtc?: string;
  postcode?: string;
  address?: string;
  addressDetail?: string;
  pastInterestGroup?: 'Y' | 'N';
  pastInstitutionalLinkage?: 'Y' | 'N';
  pastExperience?: string[];
  ssMedicalExpensesSupport?: 'Y' | 'N';
  mainAppeal?: string;
  remark?: string;
  gcRequest?: boolean;
  /** YYYY-MM-DDTHH:mm, Korean time */
  gcRequestAt?: string;
  gcRequestMethod?: ConsentMethod;
  gc3rdPartyProvision?: boolean;
  gc3rdPartyProvisionAt?: string;
  gc3rdPartyProvisionMethod?: ConsentMethod;
}

export type RequestField = keyof RequestFormValues;

/** Now in Korean time as YYYY-MM-DDTHH:mm (the consent times are entered and stored in Korean time). */
export const kstNow = (now = Date.now()) => koreanDateTime(now).replace(' ', 'T');
/** A stored instant as YYYY-MM-DDTHH:mm in Korean time, whatever the browser's zone. */
export const kstInput = (iso: string) => koreanDateTime(Date.parse(iso)).replace(' ', 'T');

const blank = (v: string | undefined) => !v || !v.trim();

function smallInt(v: string | undefined, max: number): boolean {
  return !v || (/^\d{1,2}$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= max);
}

/**
 * The form's problems by field, with the server's messages (request.form-inputs.ts, SPEC §5): mobile `{value} 형식이 맞지
 * 않습니다.`, dates and date-times in the same style (date-time without the final period). `now` is Korean time.
 */
export function requestProblems(v: RequestFormValues, now = kstNow()): Partial<Record<RequestField, string>> {
  const out: Partial<Record<RequestField, string>> = {};
  if (blank(v.name)) out.name = '학생 이름을 입력해주세요.';
  if (v.gender !== 'M' && v.gender !== 'F') out.gender = '성별을 선택해주세요.';
  // empty is asked for, malformed is called malformed (the server's edge does the same)
  if (blank(v.birth)) out.birth = requiredMessage('생년월일');
  else if (!isDateInput(v.birth!) || v.birth! < '1990-01-01' || v.birth! > now.slice(0, 10)) out.birth = dateMessage('생년월일');
  if (v.mobile?.trim() && !isMobile(v.mobile.trim())) out.mobile = mobileMessage('학생 휴대전화번호');
  if (!smallInt(v.grade, 6)) out.grade = '학년 형식이 맞지 않습니다.';
  if (!smallInt(v.classNo, 99)) out.classNo = '반 형식이 맞지 않습니다.';
  if (!smallInt(v.num, 99)) out.num = '번호 형식이 맞지 않습니다.';

  if (blank(v.requesterName)) out.requesterName = '의뢰자 이름을 입력해주세요.';
  // a landline or a mobile (a requester may give the school's number): the server's isPhone
  if (blank(v.requesterContact)) out.requesterContact = requiredMessage('의뢰자 연락처');
  else if (!isPhone(v.requesterContact!)) out.requesterContact = mobileMessage('의뢰자 연락처');
  if (v.requesterFax?.trim() && !isPhone(v.requesterFax)) out.requesterFax = mobileMessage('팩스');

  if (blank(v.guardianContact)) out.guardianContact = requiredMessage('보호자 연락처');
  else if (!isMobile(v.guardianContact!.trim())) out.guardianContact = mobileMessage('보호자 연락처');
  if (blank(v.guardianRelationship)) out.guardianRelationship = '보호자 관계를 선택해주세요.';
  else if (v.guardianRelationship === 'ETC' && blank(v.guardianRelationshipEtc)) out.guardianRelationshipEtc = '기타 보호자 관계를 입력해주세요.';

  if (v.postcode && !/^\d{5}$/.test(v.postcode)) out.postcode = '우편번호 형식이 맞지 않습니다.';
  if (blank(v.mainAppeal)) out.mainAppeal = '주호소를 입력해주세요.';

  if (!v.gcRequest) out.gcRequest = '의뢰 동의가 필요합니다.';
  if (blank(v.gcRequestAt)) out.gcRequestAt = requiredMessage('의뢰 동의 일시');
  else if (!isDateTimeInput(v.gcRequestAt!) || v.gcRequestAt! > now) out.gcRequestAt = dateTimeMessage('의뢰 동의 일시');
  if (!v.gcRequestMethod) out.gcRequestMethod = '의뢰 동의 방법을 선택해주세요.';
  if (!v.gc3rdPartyProvision) out.gc3rdPartyProvision = '제3자 제공 동의가 필요합니다.';
  if (blank(v.gc3rdPartyProvisionAt)) out.gc3rdPartyProvisionAt = requiredMessage('제3자 제공 동의 일시');
  else if (!isDateTimeInput(v.gc3rdPartyProvisionAt!) || v.gc3rdPartyProvisionAt! > now) out.gc3rdPartyProvisionAt = dateTimeMessage('제3자 제공 동의 일시');
  if (!v.gc3rdPartyProvisionMethod) out.gc3rdPartyProvisionMethod = '제3자 제공 동의 방법을 선택해주세요.';
  return out;
}

const filled = (v: RequestFormValues[RequestField]) => (Array.isArray(v) ? v.length > 0 : typeof v === 'string' ? !!v.trim() : v !== undefined && v !== null && v !== false);

/**
 * 임시저장: only the filled fields must be well-formed (the server's rule for drafts); what is missing is asked for
 * when the draft is filed. The 기타 relationship is the one pair: its text is checked once 기타 is chosen and typed.
 */
export function draftProblems(v: RequestFormValues, now = kstNow()): Partial<Record<RequestField, string>> {
  const all = requestProblems(v, now);
  return Object.fromEntries(Object.entries(all).filter(([field]) => filled(v[field as RequestField]))) as Partial<Record<RequestField, string>>;
}

const text = (v: string | undefined) => v?.trim() || undefined;
const int = (v: string | undefined) => (v?.trim() ? Number(v) : undefined);
const phone = (v: string | undefined) => (v?.trim() ? digitsOnly(v.trim()) : undefined);

/** The draft mutation's input: what is filled (call only when draftProblems found nothing). */
export function draftInput(v: RequestFormValues): RequestDraftInput {
  const [y, m, d] = v.birth && isDateInput(v.birth) ? v.birth.split('-').map(Number) : [];
  const referred = v.requestType === 'SIMPLE_EVALUATION' && !!v.simpleEvaluationId;
  return {
    requestType: referred ? 'SIMPLE_EVALUATION' : 'GENERAL',
    simpleEvaluationId: referred ? v.simpleEvaluationId : undefined,
    requestTarget: { name: text(v.name), gender: v.gender, birthYear: y, birthMonth: m, birthDate: d, mobile: phone(v.mobile) },
    grade: int(v.grade),
    classNo: int(v.classNo),
    num: int(v.num),
    requesterName: text(v.requesterName),
    requesterInstitution: text(v.requesterInstitution),
    requesterContact: phone(v.requesterContact),
    requesterFax: phone(v.requesterFax),
    guardianContact: phone(v.guardianContact),
    guardianRelationship: text(v.guardianRelationship),
    guardianRelationshipEtc: v.guardianRelationship === 'ETC' ? text(v.guardianRelationshipEtc) : undefined,
    postcode: v.postcode || undefined,
    address: text(v.address),
    addressDetail: text(v.addressDetail),
    pastInterestGroup: v.pastInterestGroup,
    pastInstitutionalLinkage: v.pastInstitutionalLinkage,
    pastExperience: v.pastExperience?.length ? v.pastExperience.join(',') : undefined,
    ssMedicalExpensesSupport: v.ssMedicalExpensesSupport,
    mainAppeal: text(v.mainAppeal),
    remark: text(v.remark),
    gcRequest: v.gcRequest ? 'Y' : undefined,
    gcRequestAt: v.gcRequestAt || undefined,
    gcRequestMethod: v.gcRequestMethod,
    gc3rdPartyProvision: v.gc3rdPartyProvision ? 'Y' : undefined,
    gc3rdPartyProvisionAt: v.gc3rdPartyProvisionAt || undefined,
    gc3rdPartyProvisionMethod: v.gc3rdPartyProvisionMethod,
  };
}

/** The mutation's input (call only when requestProblems found nothing). Phone numbers go as digits. */
export function requestInput(v: RequestFormValues): RequestInput {
  const [y, m, d] = v.birth!.split('-').map(Number);
  const referred = v.requestType === 'SIMPLE_EVALUATION' && !!v.simpleEvaluationId;
  return {
    requestType: referred ? 'SIMPLE_EVALUATION' : 'GENERAL',
    simpleEvaluationId: referred ? v.simpleEvaluationId : undefined,
    requestTarget: { name: v.name!.trim(), gender: v.gender!, birthYear: y, birthMonth: m, birthDate: d, mobile: v.mobile?.trim() ? digitsOnly(v.mobile.trim()) : undefined },
    grade: int(v.grade),
    classNo: int(v.classNo),
    num: int(v.num),
    requesterName: v.requesterName!.trim(),
    requesterInstitution: text(v.requesterInstitution),
    requesterContact: digitsOnly(v.requesterContact!.trim()),
    requesterFax: v.requesterFax?.trim() ? digitsOnly(v.requesterFax.trim()) : undefined,
    guardianContact: digitsOnly(v.guardianContact!.trim()),
    guardianRelationship: v.guardianRelationship!,
    guardianRelationshipEtc: v.guardianRelationship === 'ETC' ? text(v.guardianRelationshipEtc) : undefined,
    postcode: v.postcode || undefined,
    address: text(v.address),
    addressDetail: text(v.addressDetail),
    pastInterestGroup: v.pastInterestGroup,
    pastInstitutionalLinkage: v.pastInstitutionalLinkage,
    pastExperience: v.pastExperience?.length ? v.pastExperience.join(',') : undefined,
    ssMedicalExpensesSupport: v.ssMedicalExpensesSupport,
    mainAppeal: v.mainAppeal!.trim(),
    remark: text(v.remark),
    gcRequest: 'Y',
    gcRequestAt: v.gcRequestAt!,
    gcRequestMethod: v.gcRequestMethod!,
    gc3rdPartyProvision: 'Y',
    gc3rdPartyProvisionAt: v.gc3rdPartyProvisionAt!,
    gc3rdPartyProvisionMethod: v.gc3rdPartyProvisionMethod!,
  };
}

type Detail = RequestDetailQueryQuery['request'];
const pad = (n: number) => String(n).padStart(2, '0');
const yn = (v: string | null | undefined) => (v === 'Y' || v === 'N' ? v : undefined);

const or = <T>(v: T | null | undefined): T | undefined => v ?? undefined;

/**
 * A request back into the form (editing, fixing it after a supplement request, or a draft continued: 이어서 작성); its
 * numbers shown formatted as everywhere (010-1234-5678), which the form takes and sends as digits.
 */
export function valuesOfDetail(r: Detail): RequestFormValues {
  const t = r.requestTarget;
  return {
    requestType: r.requestType,
    simpleEvaluationId: r.simpleEvaluationId ?? undefined,
    name: or(t.name),
    gender: or(t.gender),
    birth: t.birthYear && t.birthMonth && t.birthDate ? `${t.birthYear}-${pad(t.birthMonth)}-${pad(t.birthDate)}` : undefined,
    mobile: t.mobile ? formatPhone(t.mobile) : undefined,
    grade: r.grade?.toString(),
    classNo: r.classNo?.toString(),
    num: r.num?.toString(),
    requesterName: or(r.requesterName),
    requesterInstitution: r.requesterInstitution ?? undefined,
    requesterContact: r.requesterContact ? formatPhone(r.requesterContact) : undefined,
    requesterFax: r.requesterFax ? formatPhone(r.requesterFax) : undefined,
    guardianContact: r.guardianContact ? formatPhone(r.guardianContact) : undefined,
    guardianRelationship: or(r.guardianRelationship),
    guardianRelationshipEtc: r.guardianRelationshipEtc ?? undefined,
    postcode: r.postcode ?? undefined,
    address: r.address ?? undefined,
    addressDetail: r.addressDetail ?? undefined,
    pastInterestGroup: yn(r.pastInterestGroup),
    pastInstitutionalLinkage: yn(r.pastInstitutionalLinkage),
    pastExperience: r.pastExperience ? r.pastExperience.split(',').filter(Boolean) : [],
    ssMedicalExpensesSupport: yn(r.ssMedicalExpensesSupport),
    mainAppeal: or(r.mainAppeal),
    remark: r.remark ?? undefined,
    gcRequest: r.gcRequest === 'Y',
    gcRequestAt: r.gcRequestAt ? kstInput(r.gcRequestAt) : undefined,
    gcRequestMethod: or(r.gcRequestMethod),
    gc3rdPartyProvision: r.gc3rdPartyProvision === 'Y',
    gc3rdPartyProvisionAt: r.gc3rdPartyProvisionAt ? kstInput(r.gc3rdPartyProvisionAt) : undefined,
    gc3rdPartyProvisionMethod: or(r.gc3rdPartyProvisionMethod),
  };
}
