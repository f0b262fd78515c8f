import { formatDate, koreanToday } from '../../shared/validators';

/** The scopes an administrator may grant, with the server's Korean names (SERVICE_SCOPES in server/src/platform/auth/principal.ts). */
export const SCOPE_LABELS: Record<string, string> = {
  'statistics:read': '통계 조회',
  'evaluations:read': '간편검사 결과 조회 (비식별)',
};

export const SCOPE_OPTIONS = Object.entries(SCOPE_LABELS).map(([value, label]) => ({ value, label }));

export const scopeLabel = (scope: string) => SCOPE_LABELS[scope] ?? scope;

/** The server's status (service-client.service.ts view). */
export const STATUS_LABELS: Record<string, string> = { ACTIVE: '사용 중', EXPIRED: '만료', REVOKED: '폐기' };
export const STATUS_COLORS: Record<string, string> = { ACTIVE: 'green', EXPIRED: 'default', REVOKED: 'red' };

/** 분당 호출 한도: the server's bounds (MAX_RATE_LIMIT) and the default a new client gets. */
export const RATE_LIMIT_MIN = 1;
export const RATE_LIMIT_MAX = 600;
export const RATE_LIMIT_DEFAULT = 60;

/**
 * The client's last day of use, YYYY-MM-DD in Korean time: the server keeps the instant it stops, the start of the day
 * after the 만료일 the administrator chose (usable "그날까지"), so the day shown is the one a millisecond before.
 */
export const lastDay = (expiresAt: string) => {
  const ms = Date.parse(expiresAt);
  return Number.isNaN(ms) ? '' : formatDate(ms - 1);
};

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/**
 * The days the server accepts as 만료일 (YYYY-MM-DD, Korean time): tomorrow to 365 days from today; and the default, one
 * year from today less a day.
 */
export function expiryRange(now = Date.now()) {
  const today = koreanToday(now);
  const [y, m, d] = today.split('-').map(Number);
  // a year on: the same day next year (29 February → 1 March), then a day back
  const nextYear = new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10);
  return { first: addDays(today, 1), last: addDays(today, 365), initial: addDays(nextYear, -1) };
}
