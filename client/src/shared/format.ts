/** Display formatters (defined next to the rules they mirror). */
export { formatDate, formatDateTime, joinChoices, maskMobile, splitChoices } from './validators';
