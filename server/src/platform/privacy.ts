import type { UserPrincipal } from './auth/principal.js';
import { RoleCode } from './auth/roles.js';
import { maskMobile } from './rules.js';

/**
 * What each role sees of a person (a student, a guardian) on a record's detail, in one table: both doors, the Excel
 * exports and the lists ask here, so REST and GraphQL answer the same values (docs/PERMISSIONS.md, "What each role
 * sees of a person").
 *
 * - `whole`: the people who act on the record (the school's staff, the center's staff, the system administrator) see
 *   the phone numbers whole on a detail (they call the family), the name and the full birth date.
 * - `masked`: the overseers (education office, ministry, central support group) read records to oversee the
 *   programme: the guardian's consent page promises them "이름 없이 관리번호로만 된 기록", so a phone number is
 *   `010-****-1234`, a name `홍*동`, a birth date its year only (month and day are left out), and the address and
 *   the requester's free text are left out (`personText`).
 *
 * Lists and list exports show phone numbers masked to everyone (`listPhone`), whatever the role.
 */
export type PersonExposure = 'whole' | 'masked';

export const PERSON_EXPOSURE: Record<RoleCode, PersonExposure> = {
  [RoleCode.CLIENT]: 'whole',
  [RoleCode.MEMBER]: 'whole',
  [RoleCode.CENTER_MEMBER]: 'whole',
  [RoleCode.CENTER_MANAGER]: 'whole',
  [RoleCode.SYSTEM_ADMIN]: 'whole',
  [RoleCode.EDUCATION_OFFICE]: 'masked',
  [RoleCode.EDUCATION_MINISTRY]: 'masked',
  [RoleCode.CENTRAL_SUPPORT_GROUP]: 'masked',
};

/** An unknown role sees the least. */
export const exposureOf = (p: Pick<UserPrincipal, 'role'>): PersonExposure => PERSON_EXPOSURE[p.role] ?? 'masked';

/** `홍길동` → `홍*동`, `남궁민수` → `남**수`, `홍길` → `홍*`, `홍` → `*`. */
export function maskName(name: string | undefined): string | undefined {
  if (!name) return name;
  const chars = [...name.trim()];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return chars[0] + '*'.repeat(chars.length - 2) + chars[chars.length - 1];
}

/** A phone number on a detail page: whole for those who act on the record, masked for the overseers. */
export const detailPhone = (p: Pick<UserPrincipal, 'role'>, phone: string | undefined): string | undefined =>
  exposureOf(p) === 'whole' ? phone : maskMobile(phone);

/** A phone number in a list row or a list export: masked for everyone. */
export const listPhone = (phone: string | undefined): string | undefined => maskMobile(phone);

/** A student's name (detail, list, export): whole or `홍*동`. */
export const personName = (p: Pick<UserPrincipal, 'role'>, name: string | undefined): string | undefined =>
  exposureOf(p) === 'whole' ? name : maskName(name);

/**
 * What can name a child or find its home beyond the name: the address and postcode, and the free text a requester
 * writes (the main complaint, remarks). Whole, or left out for the overseers.
 */
export const personText = (p: Pick<UserPrincipal, 'role'>, text: string | undefined): string | undefined =>
  exposureOf(p) === 'whole' ? text : undefined;

export interface BirthDate {
  birthYear?: number;
  birthMonth?: number;
  birthDate?: number;
}

/** A student's birth date: whole, or the year only (month and day left out). */
export const personBirth = (p: Pick<UserPrincipal, 'role'>, b: BirthDate): BirthDate =>
  exposureOf(p) === 'whole' ? b : { birthYear: b.birthYear, birthMonth: undefined, birthDate: undefined };
