import { intParam, route } from '../../platform/http/rest.js';
import { parseInput } from '../../platform/validation.js';
import { SERVICE_CLIENT_ACCESS } from './service-client.access.js';
import { ServiceClientInput } from './service-client.inputs.js';
import * as svc from './service-client.service.js';
import { RegisteredServiceClientView, ServiceClientView } from './service-client.views.js';

const { manage: MANAGE } = SERVICE_CLIENT_ACCESS;

export const serviceClientRoutes = [
  route('get', 'svs-u/service-client', MANAGE, (ctx) => svc.listServiceClients(ctx), {
    summary: '서비스 클라이언트 목록 (시스템 관리자)',
    response: [ServiceClientView],
  }),
  route('post', 'svs-u/service-client', MANAGE, async (ctx, req, res) => {
    const result = await svc.registerServiceClient(ctx, await parseInput(ServiceClientInput, req.body));
    res.status(201).set('Cache-Control', 'no-store');
    return result;
  }, {
    summary: '서비스 클라이언트 등록 (비밀번호는 이 응답에서 한 번만 보입니다)',
    body: ServiceClientInput,
    created: true,
    response: RegisteredServiceClientView,
  }),
  route('post', 'svs-u/service-client/:id/revoke', MANAGE, (ctx, req) => svc.revokeServiceClient(ctx, intParam(req.params.id)), {
    summary: '서비스 클라이언트 폐기 (발급된 토큰도 다음 호출부터 거절)',
    params: { id: 'integer' },
    response: ServiceClientView,
    errors: { 409: ['ALREADY_REVOKED'] },
  }),
];
