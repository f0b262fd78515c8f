import type { AccountRoleInput, RoleCode } from '../../gql/graphql';

/** Where an account of a role belongs (server: resolveAffiliation). */
export type AffiliationKind = 'school' | 'center' | 'sido' | 'none';

export function affiliationOf(role: RoleCode | undefined | null): AffiliationKind {
  switch (role) {
    case 'CLIENT':
    case 'MEMBER':
      return 'school';
    case 'CENTER_MEMBER':
    case 'CENTER_MANAGER':
      return 'center';
    case 'EDUCATION_OFFICE':
      return 'sido';
    default:
      return 'none';
  }
}

export interface AffiliationChange {
  role: RoleCode;
  schoolId?: string | null;
  centerId?: number | null;
  sdCode?: string | null;
  sggCode?: string | null;
}

/** The changeAccountRole input: the role and only the affiliation that role uses. */
export function affiliationInput(aff: AffiliationChange): AccountRoleInput {
  const kind = affiliationOf(aff.role);
  return {
    role: aff.role,
    schoolId: kind === 'school' ? aff.schoolId || undefined : undefined,
    centerId: kind === 'center' ? (aff.centerId ?? undefined) : undefined,
    sdCode: kind === 'sido' ? aff.sdCode || undefined : undefined,
    sggCode: kind === 'sido' ? aff.sggCode || undefined : undefined,
  };
}

/** Which affiliation is missing for the chosen role, as the server would say it. */
export function affiliationError(aff: AffiliationChange): string | undefined {
  switch (affiliationOf(aff.role)) {
    case 'school':
      return aff.schoolId ? undefined : '학교를 선택해주세요.';
    case 'center':
      return aff.centerId ? undefined : '센터를 선택해주세요.';
    case 'sido':
      return aff.sdCode ? undefined : '시도를 선택해주세요.';
    default:
      return undefined;
  }
}
