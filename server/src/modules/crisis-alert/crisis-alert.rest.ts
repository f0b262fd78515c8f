import { requireUser } from '../../platform/auth/access.js';
import { intParam, route } from '../../platform/http/rest.js';
import { mapPage, PageArgs } from '../../platform/paging.js';
import { parseInput } from '../../platform/validation.js';
import { CRISIS_ALERT_ACCESS } from './crisis-alert.access.js';
import { CrisisActionInput } from './crisis-alert.inputs.js';
import * as crisis from './crisis-alert.service.js';
import { alertView, CrisisAlertPage, CrisisAlertView, crisisAlertView } from './crisis-alert.views.js';

/** Crisis alerts (beyond the spec): the open ones in the caller's jurisdiction, the acknowledgement, later actions. */
export const crisisAlertRoutes = [
  route('get', 'svs-u/crisis-alert', CRISIS_ALERT_ACCESS.read, async (ctx, req) => {
    const p = requireUser(ctx.principal);
    return mapPage(await crisis.openCrisisAlerts(ctx, await parseInput(PageArgs, req.query)), crisisAlertView(p));
  }, { summary: '확인하지 않은 위기 알림 (관할 범위)', query: PageArgs, response: CrisisAlertPage }),
  route('put', 'svs-u/crisis-alert/:id/acknowledge', CRISIS_ALERT_ACCESS.act, async (ctx, req) => {
    const p = requireUser(ctx.principal);
    return alertView(p, await crisis.acknowledgeCrisisAlert(ctx, intParam(req.params.id), await parseInput(CrisisActionInput, req.body)));
  }, {
    summary: '위기 알림 확인 처리',
    description: '한 일(보호자 연락, 면담, 의뢰, 112/119 연계, 기타)과 한 사람을 기록합니다. 기록은 되돌릴 수 없고, 이후의 조치는 follow-up으로 더합니다.',
    params: { id: 'integer' },
    body: CrisisActionInput,
    response: CrisisAlertView,
    errors: { 409: ['ALREADY_ACKNOWLEDGED'] },
  }),
  route('post', 'svs-u/crisis-alert/:id/follow-up', CRISIS_ALERT_ACCESS.act, async (ctx, req) => {
    const p = requireUser(ctx.principal);
    return alertView(p, await crisis.followUpCrisisAlert(ctx, intParam(req.params.id), await parseInput(CrisisActionInput, req.body)));
  }, {
    summary: '위기 알림 추가 조치 기록',
    params: { id: 'integer' },
    body: CrisisActionInput,
    response: CrisisAlertView,
    errors: { 409: ['NOT_ACKNOWLEDGED'] },
  }),
];
