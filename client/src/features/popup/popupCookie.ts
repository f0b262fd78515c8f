import { POPUP_CLOSE_PREFIX, readCookie, writeCookie } from '../../app/cookies';

const DAY_MS = 86_400_000;
const KST_MS = 9 * 3_600_000;

/** imgPopupClose_{id} (SPEC "Screens implied"): Y while the user chose not to see the popup again today. */
export const popupCookieName = (id: number) => `${POPUP_CLOSE_PREFIX}${id}`;

export const isClosedForToday = (id: number) => readCookie(popupCookieName(id)) === 'Y';

/** Seconds from `at` to the next midnight in Korea (at least 1): the cookie lasts the rest of the Korean day. */
export function secondsUntilKstMidnight(at: Date = new Date()): number {
  const kst = at.getTime() + KST_MS;
  const next = (Math.floor(kst / DAY_MS) + 1) * DAY_MS;
  return Math.max(1, Math.ceil((next - kst) / 1000));
}

/** "오늘 하루 보지 않기": sets imgPopupClose_{id}=Y until the end of today, Korean time. */
export function closeForToday(id: number, at: Date = new Date()): void {
  writeCookie(popupCookieName(id), 'Y', secondsUntilKstMidnight(at));
}
