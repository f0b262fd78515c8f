import { Arg, Ctx as GqlCtx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../platform/auth/access.js';
import type { GqlContext } from '../../platform/graphql/context.js';
import { SERVICE_CLIENT_ACCESS } from './service-client.access.js';
import { ServiceClientInput } from './service-client.inputs.js';
import * as svc from './service-client.service.js';
import { RegisteredServiceClientView, ServiceClientView } from './service-client.views.js';

const { manage: MANAGE } = SERVICE_CLIENT_ACCESS;

@Resolver()
export class ServiceClientResolver {
  @Allow(MANAGE)
  @Query(() => [ServiceClientView], { description: '서비스 클라이언트 목록 (시스템 관리자)' })
  serviceClients(@GqlCtx() ctx: GqlContext) {
    return svc.listServiceClients(ctx);
  }

  @Allow(MANAGE)
  @Mutation(() => RegisteredServiceClientView, { description: '서비스 클라이언트 등록: 비밀번호는 이 응답에서 한 번만 보입니다' })
  registerServiceClient(@Arg('input', () => ServiceClientInput) input: ServiceClientInput, @GqlCtx() ctx: GqlContext) {
    return svc.registerServiceClient(ctx, input);
  }

  @Allow(MANAGE)
  @Mutation(() => ServiceClientView, { description: '서비스 클라이언트 폐기: 발급된 토큰도 다음 호출부터 거절됩니다' })
  revokeServiceClient(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return svc.revokeServiceClient(ctx, id);
  }
}
