import { type ClassType, Field, Int, ObjectType, ArgsType } from 'type-graphql';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { Type } from 'class-transformer';

export const PAGE_SIZE = 10;
export const PAGING_SIZE = 10;
/** The largest page any list answers (GraphQL `size`, REST `size`); the GraphQL cost estimate uses it too. */
export const MAX_PAGE_SIZE = 100;

@ArgsType()
export class PageArgs {
  /** 1-based page number (the pageNo query parameter of SPEC §4). */
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100_000)
  page?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  size?: number;
}

export interface Page<T> {
  content: T[];
  totalElements: number;
  pageSize: number;
  pagingSize: number;
  current: number;
  totalPages: number;
  empty: boolean;
  first: boolean;
  last: boolean;
  /** The page-number window around current (SPEC §3 "derived page-window numbers"). */
  startPage: number;
  endPage: number;
}

export function pageOf<T>(content: T[], totalElements: number, args: { page?: number; size?: number }): Page<T> {
  const pageSize = args.size ?? PAGE_SIZE;
  const current = args.page ?? 1;
  const totalPages = Math.max(1, Math.ceil(totalElements / pageSize));
  const startPage = Math.floor((current - 1) / PAGING_SIZE) * PAGING_SIZE + 1;
  const endPage = Math.min(totalPages, startPage + PAGING_SIZE - 1);
  return {
    content,
    totalElements,
    pageSize,
    pagingSize: PAGING_SIZE,
    current,
    totalPages,
    empty: content.length === 0,
    first: current === 1,
    last: current >= totalPages,
    startPage,
    endPage,
  };
}

export const limitOffset = (args: { page?: number; size?: number }) => {
  const size = args.size ?? PAGE_SIZE;
  return { limit: size, offset: ((args.page ?? 1) - 1) * size };
};

/** A GraphQL page type per item type, e.g. `PageOf(SchoolView, 'SchoolPage')`. */
export function PageOf<T extends object>(Item: ClassType<T>, name: string) {
  @ObjectType(name)
  class PageType implements Page<T> {
    @Field(() => [Item]) content!: T[];
    @Field(() => Int) totalElements!: number;
    @Field(() => Int) pageSize!: number;
    @Field(() => Int) pagingSize!: number;
    @Field(() => Int) current!: number;
    @Field(() => Int) totalPages!: number;
    @Field(() => Boolean) empty!: boolean;
    @Field(() => Boolean) first!: boolean;
    @Field(() => Boolean) last!: boolean;
    @Field(() => Int) startPage!: number;
    @Field(() => Int) endPage!: number;
  }
  return PageType;
}

/** The same page with its items mapped (entities to API views). */
export const mapPage = <A, B>(page: Page<A>, f: (a: A) => B): Page<B> => ({ ...page, content: page.content.map(f) });
