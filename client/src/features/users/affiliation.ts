import type { AccountStatus, AccountUpdateInput, RoleCode } from '../../gql/graphql';

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

/** Roles a non-administrator may hand out (server: MANAGEABLE_BY_STAFF); a center manager cannot make managers. */
const STAFF_ASSIGNABLE: RoleCode[] = ['CLIENT', 'MEMBER', 'CENTER_MEMBER', 'CENTER_MANAGER'];

export function assignableRoles(actor: RoleCode | undefined, all: RoleCode[]): RoleCode[] {
  if (actor === 'SYSTEM_ADMIN') return all;
  if (actor === 'CENTER_MANAGER') return STAFF_ASSIGNABLE.filter((r) => r !== 'CENTER_MANAGER');
  return all.filter((r) => STAFF_ASSIGNABLE.includes(r));
}

/** What the detail page knows about the account being edited. */
export interface EditableAccount {
  name: string;
  email: string;
  mobile: string;
  number?: string | null;
  role: RoleCode;
  status: AccountStatus;
  schoolId?: string | null;
  centerId?: number | null;
  sdCode?: string | null;
  sggCode?: string | null;
  occupationPosition?: string | null;
  occupation?: string | null;
  occupationEtc?: string | null;
  certificates: string[];
  certificateEtc?: string | null;
}

export interface AffiliationChange {
  role: RoleCode;
  schoolId?: string | null;
  centerId?: number | null;
  sdCode?: string | null;
  sggCode?: string | null;
}

/**
 * The full input the server's updateAccount expects (AccountUpdateInput extends the profile and affiliation
 * fields): the account as it is, with the new status and/or role and only the affiliation that role uses.
 * Profile fields are sent unchanged so an approval or a role change does not clear them.
 */
export function buildAccountUpdate(account: EditableAccount, change: { status?: AccountStatus; affiliation?: AffiliationChange }): AccountUpdateInput {
  const aff: AffiliationChange = change.affiliation ?? account;
  const kind = affiliationOf(aff.role);
  return {
    status: change.status ?? account.status,
    name: account.name,
    email: account.email,
    mobile: account.mobile,
    number: account.number || undefined,
    occupationPosition: account.occupationPosition || undefined,
    occupation: account.occupation || undefined,
    occupationEtc: account.occupationEtc || undefined,
    certificates: account.certificates,
    certificateEtc: account.certificateEtc || undefined,
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
