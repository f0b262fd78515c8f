import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, Matches, ValidateNested } from 'class-validator';
import { ArgsType, Field, registerEnumType } from 'type-graphql';
import { Errors } from './errors.js';
import { PageArgs } from './paging.js';
import { Labels } from './validation.js';
import { OptionalDay } from './input-fields.js';

export { DATE, dateMessage } from './input-fields.js';

/**
 * The inputs of a paged, sorted list (the request and simple-evaluation lists, their pages and Excel downloads):
 * the filters every placed list has (school, 시도, a period on the list's own date), the sort as GraphQL takes it
 * (`sortBy: [{field, direction}]`, applied in order) and as REST takes it (`sort=field,asc;field,desc`), and the
 * ORDER BY both become. A module adds its own filters and its sort fields; the shape stays one.
 */

/** REST `sort`: up to five `field` or `field,asc|desc`, joined by `;`. */
export const SORT_PARAM = /^[A-Za-z]+(,(asc|desc|ASC|DESC))?(;[A-Za-z]+(,(asc|desc|ASC|DESC))?){0,4}$/;

/** A list placed by school and 시도, over a period of its own date (the request date, the registration date…). */
@Labels({ schoolId: '학교', sdCode: '시도', fromDate: '시작일', toDate: '종료일' })
@ArgsType()
export class PlacedListArgs extends PageArgs {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9]{1,20}$/, { message: '학교를 선택해주세요.' })
  schoolId?: string;

  @Field(() => String, { nullable: true, description: '시도 코드 (2자리)' })
  @IsOptional()
  @IsString()
  @Matches(/^\d{2}$/, { message: '시도를 선택해주세요.' })
  sdCode?: string;

  @OptionalDay('시작일', '기간 시작 (YYYY-MM-DD; 의뢰 목록은 의뢰일, 간편검사 목록은 등록일)')
  fromDate?: string;

  @OptionalDay('종료일', '기간 끝 (YYYY-MM-DD, 그날 포함)')
  toDate?: string;
}

/** GraphQL `sortBy` of a list: its sort input type, up to five, applied in order. */
export function SortBy(input: () => Function): PropertyDecorator {
  return (target, key) => {
    Field(() => [input()], { nullable: true, description: '여러 항목 정렬 (앞에서부터 적용)' })(target, key);
    IsOptional()(target, key);
    IsArray()(target, key);
    ArrayMaxSize(5)(target, key);
    ValidateNested({ each: true })(target, key);
    Type(input as () => new () => unknown)(target as object, key as string);
  };
}

/** REST `sort` of a list (`field,asc;field,desc`); parseSortParam reads it. */
export function SortParam(): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    IsString()(target, key);
    Matches(SORT_PARAM, { message: '정렬 형식이 맞지 않습니다.' })(target, key);
  };
}

/** The direction of a sort, one enum for every list. */
export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(SortDirection, { name: 'SortDirection', description: '정렬 방향 (ASC 오름차순, DESC 내림차순)' });

/** One sort of a list: a field of its own and a direction. */
export interface SortOf<F extends string> {
  field: F;
  direction: SortDirection;
}

/** REST `sort=requestDate,desc;targetName` → the GraphQL shape (an unknown field is a 400). */
export function parseSortParam<F extends string>(sort: string | undefined, columns: Record<F, string>): SortOf<F>[] | undefined {
  if (!sort) return undefined;
  return sort.split(';').map((s) => {
    const [field, direction] = s.split(',');
    if (!(field in columns)) throw Errors.badInput(`정렬할 수 없는 항목입니다: ${field}`);
    return { field: field as F, direction: direction?.toUpperCase() === 'DESC' ? SortDirection.DESC : SortDirection.ASC };
  });
}

/**
 * ORDER BY: the fields in the order given (each once; empty values last either way), then `tieBreak` (the id,
 * newest first), so the order is total and pages never overlap.
 */
export function orderBySorts<F extends string>(sortBy: SortOf<F>[] | undefined, columns: Record<F, string>, tieBreak: string): string {
  const seen = new Set<string>();
  const order: string[] = [];
  for (const s of sortBy ?? []) {
    if (seen.has(s.field)) continue;
    seen.add(s.field);
    order.push(`${columns[s.field]} ${s.direction === 'DESC' ? 'desc' : 'asc'} nulls last`);
  }
  order.push(tieBreak);
  return order.join(', ');
}
