import { route } from '../../platform/http/rest.js';
import { PageArgs } from '../../platform/paging.js';
import { parseInput } from '../../platform/validation.js';
import * as svc from './alarm.service.js';
import { AlarmPage } from './alarm.views.js';
import { object } from '../../platform/http/contract.js';
import { AlarmStreamQuery } from './alarm.inputs.js';
import { ALARM_ACCESS } from './alarm.access.js';

/** One declaration for both doors (alarm.access.ts). */
const { own: OWN, stream: STREAM } = ALARM_ACCESS;

/** Every path reads only the caller's own alarms; there is no way to name another account's. */
export const alarmRoutes = [
  route('get', 'svs-u/alarm-history', OWN, async (ctx, req) => svc.myAlarms(ctx, await parseInput(PageArgs, req.query)), {
    summary: '내 알림 목록',
    query: PageArgs,
    response: AlarmPage,
  }),
  route('get', 'svs-u/alarm-history/me', OWN, async (ctx, req) => svc.myAlarms(ctx, await parseInput(PageArgs, req.query)), {
    summary: '내 알림 목록',
    query: PageArgs,
    response: AlarmPage,
  }),
  route('put', 'svs-u/alarm-history/me', OWN, async (ctx) => ({ updated: await svc.markAllRead(ctx) }), {
    summary: '내 알림 모두 읽음 (바뀐 건수)',
    response: object({ updated: 'integer' }),
  }),
  route('get', 'svs-u/alarm-history/is-new', OWN, async (ctx) => svc.unreadCount(ctx), { summary: '읽지 않은 알림 수', response: 'integer' }),
  route('post', 'svs-u/alarm-history/stream-ticket', OWN, async (ctx) => svc.streamTicket(ctx), {
    summary: '알림 스트림 연결 티켓 (60초, 스트림 연결에만 사용)',
    response: object({ ticket: 'string', expiresIn: 'integer' }),
  }),
  // EventSource sends no Authorization header: the ticket in the query authenticates (the log writes the route
  // pattern, never the query); the access token never goes in a URL
  route('get', 'svs-u/alarm-history/stream', STREAM, async (ctx, req) => svc.openAlarmStream(ctx, await parseInput(AlarmStreamQuery, req.query)), {
    summary: '새 알림 스트림 (text/event-stream)',
    description:
      '`alarm` 이벤트: `{"unread": 읽지 않은 알림 수, "alarm"?: {"id", "title", "link"?}}`. 연결 직후 현재 읽지 않은 수를 보내고, ' +
      '새 알림이 커밋될 때마다 새 알림과 함께 보냅니다. 25초마다 주석(`: heartbeat`)을 보냅니다. 계정당 동시 연결 수에 제한이 있습니다.',
    query: AlarmStreamQuery,
    file: 'event-stream',
    errors: { 401: ['STREAM_TICKET_INVALID', 'INVALID_TOKEN'], 429: ['TOO_MANY_STREAMS'], 503: ['SHUTTING_DOWN'] },
  }),
];
