import { raw, RawQueryFragment, type EntityName, type FilterQuery, type FindOptions, type Loaded } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type ClassType, Field, Int, ObjectType, ArgsType } from 'type-graphql';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { Type } from 'class-transformer';

export const PAGE_SIZE = 10;
export const PAGING_SIZE = 10;
/**
 * Page totals are exact up to this many rows; above it the total is a lower bound (`totalCapped`). An exact
 * `count(*)` over 200,000 accounts cost 33 ms on every page (docs/PERFORMANCE.md); counting at most 10,001 rows
 * costs about 1 ms, and nobody pages through ten thousand rows without a filter.
 */
export const TOTAL_CAP = 10_000;

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
  /** Exact, unless `totalCapped`: then at least this many rows exist (and more). */
  totalElements: number;
  /** The count stopped at its bound: show "10,000건 이상", not a number of rows nobody counted. */
  totalCapped: boolean;
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

/**
 * The page object of SPEC §3. With `totalCapped`, more than `totalElements` rows exist, so `totalPages` counts the
 * page holding row totalElements + 1 (a lower bound too) and `last` is false: the window and "next" keep working.
 */
export function pageOf<T>(content: T[], totalElements: number, args: { page?: number; size?: number }, totalCapped = false): Page<T> {
  const pageSize = args.size ?? PAGE_SIZE;
  const current = args.page ?? 1;
  const totalPages = Math.max(1, Math.ceil((totalElements + (totalCapped ? 1 : 0)) / pageSize));
  const startPage = Math.floor((current - 1) / PAGING_SIZE) * PAGING_SIZE + 1;
  const endPage = Math.min(totalPages, startPage + PAGING_SIZE - 1);
  return {
    content,
    totalElements,
    totalCapped,
    pageSize,
    pagingSize: PAGING_SIZE,
    current,
    totalPages,
    empty: content.length === 0,
    first: current === 1,
    last: !totalCapped && current >= totalPages,
    startPage,
    endPage,
  };
}

export const limitOffset = (args: { page?: number; size?: number }) => {
  const size = args.size ?? PAGE_SIZE;
  return { limit: size, offset: ((args.page ?? 1) - 1) * size };
};

/**
 * How many rows the count may stop at for this page: the cap, or the end of the current page-number window when
 * that is further (deep pages), plus one row to learn that more exist. Deep pages already read that many rows for
 * their OFFSET, so the count never costs more than the page itself.
 */
export function countBound(args: { page?: number; size?: number }, cap = TOTAL_CAP): number {
  const size = args.size ?? PAGE_SIZE;
  const startPage = Math.floor(((args.page ?? 1) - 1) / PAGING_SIZE) * PAGING_SIZE + 1;
  return Math.max(cap, (startPage + PAGING_SIZE - 1) * size) + 1;
}

/**
 * Every list, GraphQL and REST alike: the page (`ORDER BY … LIMIT … OFFSET …`, with `orderBy` ending in a unique
 * column so pages never overlap, and backed by an index) and its total, counted only when the page itself cannot
 * tell it and never past `countBound`:
 * `select count(*) from (select 1 from … where … limit bound) t`.
 */
export async function paginate<T extends object, P extends string = never>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  options: Pick<FindOptions<T, P>, 'orderBy' | 'populate'>,
  args: { page?: number; size?: number },
  cap = TOTAL_CAP,
): Promise<Page<Loaded<T, P>>> {
  const { limit, offset } = limitOffset(args);
  // one `where` serves two statements: raw fragments in it (a jurisdiction condition) must outlive the first one,
  // as in MikroORM's own findAndCount
  return RawQueryFragment.run(async () => {
    const rows = await em.find(entity, where, { ...options, limit, offset } as FindOptions<T, P>);
    // a page that is not full, and not past the end, ends the list: its total needs no query
    if (rows.length < limit && (rows.length > 0 || offset === 0)) return pageOf(rows, offset + rows.length, args);
    const bound = countBound(args, cap);
    const counted = await boundedCount(em, entity, where, bound);
    return counted < bound ? pageOf(rows, counted, args) : pageOf(rows, bound - 1, args, true);
  });
}

/** count(*) of at most `bound` matching rows, inside the EntityManager's transaction when it has one. */
export async function boundedCount<T extends object>(em: EntityManager, entity: EntityName<T>, where: FilterQuery<T>, bound: number): Promise<number> {
  const inner = em.createQueryBuilder(entity).select(raw('1')).where(where).limit(bound).getKnexQuery();
  const [{ n }] = await em.execute<{ n: number }[]>(em.getKnex().count({ n: '*' }).from(inner.as('bounded')));
  return Number(n);
}

/** A GraphQL page type per item type, e.g. `PageOf(SchoolView, 'SchoolPage')`. */
export function PageOf<T extends object>(Item: ClassType<T>, name: string) {
  @ObjectType(name)
  class PageType implements Page<T> {
    @Field(() => [Item]) content!: T[];
    @Field(() => Int, { description: 'Exact, unless totalCapped: then at least this many (and more) exist.' }) totalElements!: number;
    @Field(() => Boolean, { description: 'The count stopped at its bound (10,000 rows, or the current page window).' })
    totalCapped!: boolean;
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
