/**
 * The access log's words in Korean: its actions and who acted. Pure, so the client's access-log screen imports this
 * very file (as it does platform/phone.ts) and the screen and the Excel export cannot name them differently.
 */
export const ACTION_NAMES = { READ: '조회', EXPORT: '내려받기', UPDATE: '수정', DELETE: '삭제', CREATE: '등록' } as const;
export type AccessAction = keyof typeof ACTION_NAMES;

export const ACTOR_NAMES: Readonly<Record<string, string>> = {
  user: '사용자',
  client: '클라이언트',
  service: '서비스 클라이언트',
  respondent: '응답자',
  anonymous: '비회원',
};
