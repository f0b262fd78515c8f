import type { SchoolInput, SchoolType, SchoolUpdateInput } from '../../gql/graphql';

/** The server's school ID rule (SchoolInput.id). */
export const SCHOOL_ID = /^[A-Za-z0-9]{1,20}$/;
export const POSTCODE = /^\d{5}$/;

export interface SchoolFormValues {
  id?: string;
  name: string;
  type: SchoolType;
  /** Only drives the 시군구 and 교육청 choices; the server derives a school's 시도 from its 시군구. */
  sdCode?: string;
  sggCode: string;
  educationOfficeId: string;
  address?: string;
  addressDetail?: string;
  postcode?: string;
  umdCode?: string;
}

const blankToUndefined = (v: string | undefined | null) => (v && v.trim() ? v.trim() : undefined);

export function toSchoolUpdateInput(v: SchoolFormValues): SchoolUpdateInput {
  return {
    name: v.name.trim(),
    type: v.type,
    sggCode: v.sggCode,
    educationOfficeId: v.educationOfficeId,
    address: blankToUndefined(v.address),
    addressDetail: blankToUndefined(v.addressDetail),
    postcode: blankToUndefined(v.postcode),
    umdCode: blankToUndefined(v.umdCode),
  };
}

export function toSchoolInput(v: SchoolFormValues): SchoolInput {
  return { id: (v.id ?? '').trim(), ...toSchoolUpdateInput(v) };
}
