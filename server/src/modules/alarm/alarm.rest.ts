import { route, staff } from '../../platform/http/rest.js';
import { PageArgs } from '../../platform/paging.js';
import { parseInput } from '../../platform/validation.js';
import * as svc from './alarm.service.js';
import { AlarmPage } from './alarm.views.js';
import { object } from '../../platform/http/contract.js';

/** Every path reads only the caller's own alarms; there is no way to name another account's. */
export const alarmRoutes = [
  route('get', 'svs-u/alarm-history', staff(), async (ctx, req) => svc.myAlarms(ctx, await parseInput(PageArgs, req.query)), {
    summary: '내 알림 목록',
    query: PageArgs,
    response: AlarmPage,
  }),
  route('get', 'svs-u/alarm-history/me', staff(), async (ctx, req) => svc.myAlarms(ctx, await parseInput(PageArgs, req.query)), {
    summary: '내 알림 목록',
    query: PageArgs,
    response: AlarmPage,
  }),
  route('put', 'svs-u/alarm-history/me', staff(), async (ctx) => ({ updated: await svc.markAllRead(ctx) }), {
    summary: '내 알림 모두 읽음 (바뀐 건수)',
    response: object({ updated: 'integer' }),
  }),
  route('get', 'svs-u/alarm-history/is-new', staff(), async (ctx) => svc.unreadCount(ctx), { summary: '읽지 않은 알림 수', response: 'integer' }),
];
