import { Arg, Ctx as GqlCtx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Allow } from '../../platform/auth/access.js';
import { ADDRESS_PAGE_SIZE, addressProviderFor, normalizeKeyword } from '../../platform/address/index.js';
import { Errors } from '../../platform/errors.js';
import type { GqlContext } from '../../platform/graphql/context.js';
import { pageOf, PageOf } from '../../platform/paging.js';
import { ADDRESS_ACCESS } from './address.access.js';

@ObjectType('Address', { description: '주소 검색 결과 한 건' })
export class AddressView {
  @Field(() => String, { description: '우편번호 (5자리)' }) postcode!: string;
  @Field(() => String, { description: '도로명 주소' }) roadAddress!: string;
  @Field(() => String, { description: '지번 주소' }) jibunAddress!: string;
}

export const AddressPage = PageOf(AddressView, 'AddressPage');

/** The provider pages of at most this many (juso.go.kr counts pages up to its own limit). */
const MAX_PAGE = 100;

@Resolver()
export class AddressResolver {
  @Allow(ADDRESS_ACCESS.search)
  @Query(() => AddressPage, { description: '우편번호 찾기: 도로명, 건물명, 지번 또는 우편번호로 검색 (설정한 주소 검색 서비스)' })
  async searchAddress(
    @Arg('keyword', () => String) keyword: string,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page: number,
    @GqlCtx() ctx: GqlContext,
  ) {
    const k = normalizeKeyword(keyword);
    if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw Errors.badInput('페이지 번호가 올바르지 않습니다.', { field: 'page' });
    const found = await addressProviderFor(ctx.config.address).search(k, page, ADDRESS_PAGE_SIZE);
    return pageOf(found.content, found.totalElements, { page, size: ADDRESS_PAGE_SIZE });
  }
}
