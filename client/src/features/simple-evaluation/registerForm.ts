import type { EvaluationSchoolType, Gender, SimpleEvaluationInput } from '../../gql/graphql';
import { digitsOnly, formatMobile, isMobile, mobileMessage, mobileSeparator } from '../../shared/validators';

export interface RegisterValues {
  schoolId?: string;
  schoolTargetType?: EvaluationSchoolType;
  gender?: Gender;
  mobile?: string;
}

export const REGISTER_MESSAGES = {
  school: '학교를 선택해주세요.',
  schoolTargetType: '학교급을 선택해주세요.',
  gender: '성별을 선택해주세요.',
  mobile: mobileMessage(),
} as const;

/**
 * The register form's problems by field, with the server's messages (simple-evaluation.inputs.ts). The mobile
 * number is optional; when given it follows SPEC §5 with an optional space or hyphen used consistently.
 */
export function registerProblems(v: RegisterValues, needsSchool: boolean): Partial<Record<keyof RegisterValues, string>> {
  const out: Partial<Record<keyof RegisterValues, string>> = {};
  if (needsSchool && !v.schoolId) out.schoolId = REGISTER_MESSAGES.school;
  if (v.schoolTargetType !== 'ELEMENTARY' && v.schoolTargetType !== 'MIDDLE_HIGH') out.schoolTargetType = REGISTER_MESSAGES.schoolTargetType;
  if (v.gender !== 'M' && v.gender !== 'F') out.gender = REGISTER_MESSAGES.gender;
  const m = v.mobile?.trim();
  if (m && !isMobile(m)) out.mobile = REGISTER_MESSAGES.mobile;
  return out;
}

/** The number shown back with the separator the person chose (SPEC §5: "format with the chosen one"). */
export const formatChosen = (mobile: string) => (isMobile(mobile.trim()) ? formatMobile(mobile.trim(), mobileSeparator(mobile.trim())) : mobile);

export function registerInput(v: RegisterValues, needsSchool: boolean): SimpleEvaluationInput {
  const m = v.mobile?.trim();
  return {
    schoolId: needsSchool ? v.schoolId : undefined,
    schoolTargetType: v.schoolTargetType!,
    gender: v.gender!,
    mobile: m ? digitsOnly(m) : undefined,
  };
}
