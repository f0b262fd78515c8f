import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('ServiceClient', { description: '서비스 클라이언트 (다른 시스템의 읽기 전용 API 접근)' })
export class ServiceClientView {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'OAuth2 client_id' }) clientId!: string;
  @Field(() => String) name!: string;
  @Field(() => [String], { description: '권한 범위' }) scopes!: string[];
  @Field(() => String, { nullable: true, description: '시도 코드 (없으면 전국)' }) sdCode?: string;
  @Field(() => String, { nullable: true, description: '시도 이름' }) sdName?: string;
  @Field(() => Int) rateLimitPerMinute!: number;
  @Field(() => String, { description: '만료 일시 (ISO 8601)' }) expiresAt!: string;
  @Field(() => String, { nullable: true, description: '폐기 일시 (ISO 8601)' }) revokedAt?: string;
  @Field(() => String, { nullable: true }) revokedBy?: string;
  @Field(() => String, { description: 'ACTIVE 사용 중, EXPIRED 만료, REVOKED 폐기' }) status!: string;
  @Field(() => String) createdBy!: string;
  @Field(() => String, { description: '등록 일시 (ISO 8601)' }) createdAt!: string;
  @Field(() => String, { nullable: true, description: '마지막 호출 일시 (접근 기록, ISO 8601)' }) lastCalledAt?: string;
}

@ObjectType('RegisteredServiceClient', { description: '등록한 서비스 클라이언트와 비밀번호 (이번 한 번만 보입니다)' })
export class RegisteredServiceClientView {
  @Field(() => ServiceClientView) client!: ServiceClientView;
  @Field(() => String, { description: 'OAuth2 client_secret: 저장되지 않으므로 지금 전달하세요' }) clientSecret!: string;
}
