import type { CenterInput } from '../../gql/graphql';

export const CENTER_CODE = /^[A-Za-z0-9-]{1,20}$/;
export const PHONE = /^[0-9-]{7,20}$/;

export interface CenterFormValues {
  code: string;
  name: string;
  contact?: string;
  email?: string;
  fax?: string;
  educationOfficeId: string;
  reqLocalCode?: string;
  jurisdictionLocalList?: string[];
  jurisdictionSchoolList?: string[];
}

const blankToUndefined = (v: string | undefined | null) => (v && v.trim() ? v.trim() : undefined);

export function toCenterInput(v: CenterFormValues): CenterInput {
  return {
    code: v.code.trim(),
    name: v.name.trim(),
    contact: blankToUndefined(v.contact),
    email: blankToUndefined(v.email),
    fax: blankToUndefined(v.fax),
    educationOfficeId: v.educationOfficeId,
    reqLocalCode: v.reqLocalCode || undefined,
    jurisdictionLocalList: [...new Set(v.jurisdictionLocalList ?? [])],
    jurisdictionSchoolList: [...new Set(v.jurisdictionSchoolList ?? [])],
  };
}
