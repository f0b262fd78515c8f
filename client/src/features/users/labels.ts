import type { AccountStatus } from '../../gql/graphql';

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
