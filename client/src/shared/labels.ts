import type { AccountStatus, RoleCode, SchoolType } from '../../../gql/graphql';
import { ROLE_NAMES } from '../../../shared/roles';

/** Korean names of the roles, in the order the screens list them (the shell's table). */
export const ROLE_LABELS: Record<RoleCode, string> = ROLE_NAMES;

export const ROLE_CODES = Object.keys(ROLE_LABELS) as RoleCode[];

export const isRoleCode = (v: string | null | undefined): v is RoleCode => !!v && v in ROLE_LABELS;

export const STATUS_LABELS: Record<AccountStatus, string> = {
  PENDING: '승인 대기',
  ACTIVE: '사용',
  DISABLED: '사용 중지',
  RESIGNED: '탈퇴',
  DELETED: '삭제',
};

export const STATUS_COLORS: Record<AccountStatus, string> = {
  PENDING: 'orange',
  ACTIVE: 'green',
  DISABLED: 'default',
  RESIGNED: 'default',
  DELETED: 'red',
};

export const SCHOOL_TYPE_LABELS: Record<SchoolType, string> = {
  ELEMENTARY: '초등학교',
  MIDDLE: '중학교',
  HIGH: '고등학교',
  SPECIAL: '특수학교',
  OTHER: '기타',
};

export const SCHOOL_TYPE_OPTIONS = (Object.keys(SCHOOL_TYPE_LABELS) as SchoolType[]).map((value) => ({
  value,
  label: SCHOOL_TYPE_LABELS[value],
}));

export const PAGE_SIZE = 10;
