/** Display formatters (defined next to the rules they mirror). */
export { formatDate, formatDateTime, joinChoices, KOREA_TZ, koreanDateTime, koreanToday, koreanYear, maskMobile, splitChoices } from './validators';
