import type { SchoolType } from '../gql/graphql';

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
