import dayjs from 'dayjs';
import 'dayjs/locale/ko';

// dayjs in Korean (the date pickers' month and day names), for the signed-in pages: the layouts import this module
// before any of their pages load. Sign-in uses no date and does without dayjs.
dayjs.locale('ko');
