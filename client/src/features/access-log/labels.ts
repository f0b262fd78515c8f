import type { AccessAction } from '../../gql/graphql';

export const ACTION_LABELS: Record<AccessAction, string> = {
  READ: '조회',
  EXPORT: '내려받기',
  UPDATE: '수정',
  DELETE: '삭제',
  CREATE: '등록',
};

export const ACTION_OPTIONS = (Object.keys(ACTION_LABELS) as AccessAction[]).map((value) => ({ value, label: ACTION_LABELS[value] }));

export const isAccessAction = (v: string | undefined): v is AccessAction => !!v && v in ACTION_LABELS;

/** Record kinds the domains log (subjectType); others are shown as they are. */
export const SUBJECT_LABELS: Record<string, string> = {
  account: '사용자 계정',
  'simple-evaluation': '간편검사',
  'access-log': '접근 기록',
};

export const SUBJECT_OPTIONS = Object.entries(SUBJECT_LABELS).map(([value, label]) => ({ value, label }));

export const ACTOR_LABELS: Record<string, string> = { user: '사용자', client: '클라이언트', anonymous: '비회원' };

/** 2026-11-23 … YYYYMMDDHHmmss for the downloaded file's name. */
export const fileStamp = (d = new Date()) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
};
