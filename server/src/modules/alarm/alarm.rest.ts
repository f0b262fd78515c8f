import { route, staff } from '../../platform/http/rest.js';
import { PageArgs, mapPage } from '../../platform/paging.js';
import { parseInput } from '../../platform/validation.js';
import * as svc from './alarm.service.js';
import { alarmView } from './alarm.views.js';

/** Every path reads only the caller's own alarms; there is no way to name another account's. */
export const alarmRoutes = [
  route('get', 'svs-u/alarm-history', staff(), async (ctx, req) => mapPage(await svc.myAlarms(ctx, await parseInput(PageArgs, req.query)), alarmView)),
  route('get', 'svs-u/alarm-history/me', staff(), async (ctx, req) => mapPage(await svc.myAlarms(ctx, await parseInput(PageArgs, req.query)), alarmView)),
  route('put', 'svs-u/alarm-history/me', staff(), async (ctx) => ({ updated: await svc.markAllRead(ctx) })),
  route('get', 'svs-u/alarm-history/is-new', staff(), async (ctx) => svc.unreadCount(ctx)),
];
