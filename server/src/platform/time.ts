import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { now } from './clock.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Korean time, in one place: the product's days, years and timestamps are Korea's (Asia/Seoul), whatever the
 * server's zone. dayjs with its timezone plugin, as the client uses; defaults read the platform clock (tests freeze
 * it). SQL that groups by Korean day says `at time zone 'Asia/Seoul'` (KOREA) itself.
 */
export const KOREA = 'Asia/Seoul';

const korean = (at: Date) => dayjs(at).tz(KOREA);

/** YYYY-MM-DD in Korea. */
export const kstDay = (at: Date = now()): string => korean(at).format('YYYY-MM-DD');

/** The year in Korea (a school year's screening, statistics). */
export const kstYear = (at: Date = now()): number => korean(at).year();

/** YYYYMMDDHHmmss in Korea (file names). */
export const kstStamp = (at: Date = now()): string => korean(at).format('YYYYMMDDHHmmss');

/** YYYY-MM-DD HH:mm:ss in Korea (date cells written as text). */
export const kstDateTime = (at: Date): string => korean(at).format('YYYY-MM-DD HH:mm:ss');

/**
 * The Korean wall-clock time of a moment as a Date whose UTC fields are it: what a spreadsheet cell holds (an Excel
 * date has no zone; exceljs writes a Date's UTC fields).
 */
export const kstWallClock = (at: Date): Date =>
  new Date(at.getTime() + (at.getTime() >= KOREA_FIXED_SINCE ? 540 : korean(at).utcOffset()) * 60_000);

/**
 * Korea has kept UTC+9 without daylight saving since its last summer time ended (1988-10-09): after it the offset
 * is added as a constant, because the timezone plugin costs about 0.1 ms a call (seconds for an export's dates).
 */
const KOREA_FIXED_SINCE = Date.UTC(1988, 9, 10);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 00:00 in Korea of a YYYY-MM-DD day, or undefined for one that does not exist (2026-02-30 is not rolled over). */
export function kstMidnight(day: string): Date | undefined {
  if (!DAY.test(day)) return undefined;
  const d = dayjs.tz(day, KOREA);
  return d.isValid() && d.format('YYYY-MM-DD') === day ? d.toDate() : undefined;
}

/** A date-time typed in Korea (YYYY-MM-DDTHH:mm[:ss]) as a moment; an Invalid Date when it is not one. */
export const kstParse = (v: string): Date => dayjs.tz(v, KOREA).toDate();

/** 00:00 in Korea of a YYYY-MM-DD day from a validated filter (a day past the month's end rolls over, as Date's does). */
export const kstDayStart = (day: string): Date => kstParse(`${day}T00:00:00`);

/** The moment `days` days after `at` (Korea keeps no daylight saving: 24 h each). */
export const addDays = (at: Date, days: number): Date => dayjs(at).add(days, 'day').toDate();
