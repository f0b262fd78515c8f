import type { EntityManager } from '@mikro-orm/postgresql';
import { countBound, pageOf, limitOffset, TOTAL_CAP, type Page } from '../paging.js';
import { readRows } from './read-rows.js';
import { all, armSql, part, type Arm, type Sql } from './read-sql.js';

/**
 * The lists of read models: a page and its bounded count (`paginateRows`, `countRows`), a condition with arms (a
 * jurisdiction) read arm by arm through each arm's own index. Imported through read.ts, the platform's public face
 * for reads.
 */

export interface ListQuery {
  /** The select list (`a.id, a.name, r.name as role_name`). */
  select: string;
  /** `account a join user_role r on r.id = a.role_id` */
  from: string;
  where: Sql;
  /** The count's `from`, when the page joins tables only for the columns it shows (default: `from`). */
  countFrom?: string;
  /** Ends in a unique column so pages never overlap, and is served by an index. */
  orderBy: string;
  /**
   * A condition (SQL without placeholders) whose rows come before all others, each group in `orderBy`, which must then
   * be `<alias>.id desc|asc`; `select` names the condition's value `pinned`. The page reads at most offset + limit rows
   * of each group through the order's index: sorting by the condition itself sorted every row of the list (a notice
   * board of 16,000 posts: 36 ms).
   */
  pinned?: string;
}

/** The one table (and its alias) a list's count reads, when it is one: `simple_evaluation e`. */
function baseOf(q: Pick<ListQuery, 'from' | 'countFrom'>): { table: string; alias: string } | undefined {
  const m = /^\s*(\w+)\s+(\w+)\s*$/.exec(q.countFrom ?? q.from);
  return m ? { table: m[1], alias: m[2] } : undefined;
}

/** `asc` or `desc` when the list is ordered by its one table's id alone. */
const idOrder = (q: ListQuery, base: { alias: string }) => new RegExp(`^\\s*${base.alias}\\.id\\s+(asc|desc)\\s*$`, 'i').exec(q.orderBy)?.[1];

/**
 * The ids of one arm's rows, at most `limit` of them (the first ones in id order `dir`, when given): a plain arm
 * through the index its condition chooses; a `perKey` arm key by key (a lateral join), each key through its
 * `(column, id)` index, so no key's rows are skipped over to reach another's.
 */
function armIds(base: { table: string; alias: string }, arm: Arm, limit: number, dir?: string): Sql {
  const from = `${base.table} ${base.alias}`;
  const first = (id: string) => `${dir ? ` order by ${id} ${dir}` : ''} limit ${limit}`;
  if (!arm.perKey) return { text: `(select ${base.alias}.id from ${from} where ${arm.where.text}${first(`${base.alias}.id`)})`, values: arm.where.values };
  const { column, keys } = arm.perKey;
  return {
    text: `(select x.id from (${keys.text}) k(v) cross join lateral (select ${base.alias}.id from ${from} where ${column} = k.v and ${arm.where.text}${first(`${base.alias}.id`)}) x${first('x.id')})`,
    values: [...keys.values, ...arm.where.values],
  };
}

/**
 * How many rows the list has, counting no further than `bound`. A condition with arms is counted arm by arm, each
 * no further than `bound` and through the index PostgreSQL chooses for that arm alone (ordered by nothing, so the
 * plain `column = any(…)` form), a later arm without the rows of the earlier ones (`and not <earlier arm's own
 * condition>`: the arms share the list's filters, so a row of arm 1 is also in arm 0 exactly when it meets arm 0's
 * own condition). The counts then add up, with no merge of ids; once the first arm reaches the bound the others are
 * not read. The first version merged the arms' ids (`union`): hashing a center's few thousand ids twice was most of
 * a scoped count (docs/PERFORMANCE.md, "Scoped counts").
 */
export async function countRows(em: EntityManager, q: Pick<ListQuery, 'from' | 'countFrom' | 'where'>, bound: number): Promise<number> {
  const sql = countSql(q, bound);
  if (reached(sql)) return bound;
  const [{ n }] = await readRows<{ n: number }>(em, { ...sql, keep: 'literal' });
  if (Number(n) < bound) return Number(n);
  remember(sql);
  return bound;
}

function countSql(q: Pick<ListQuery, 'from' | 'countFrom' | 'where'>, bound: number): Sql {
  const base = baseOf(q);
  const byArm = q.where.arms && base && armReads(base, q.where.arms, bound);
  return byArm
    ? countByArm(byArm, bound)
    : { text: `select count(*) as n from (select 1 from ${q.countFrom ?? q.from} where ${q.where.text} limit ${bound}) bounded`, values: q.where.values };
}

/** Each arm's ids, at most `bound` of them, in no order: a later arm without the rows of the earlier ones (see countRows). */
function armReads(base: { table: string; alias: string }, arms: Arm[], bound: number): Sql[] {
  const without = (earlier: Arm) => part(`not coalesce((${earlier.own!.text}), false)`, ...earlier.own!.values);
  return arms.map((a, i) => armIds(base, { where: all([armSql(a), ...arms.slice(0, i).map(without)]) }, bound));
}

/**
 * Counts that reached their bound, remembered for a few seconds: a list of more than 10,000 rows shows "10,000건
 * 이상" whatever happens in the meantime, and reading 10,001 index entries again (about 2 ms of the database's time)
 * was most of what a national list's first page cost. A count below its bound is always exact and never remembered,
 * so a new or removed row shows in the total at once; only a list shrinking below the bound can still say "이상" for
 * these seconds.
 */
const reachedBound = new Map<string, number>();
const REACHED_BOUND_MS = 10_000;
const REACHED_BOUND_KEYS = 1_000;
const keyOf = (sql: Sql) => `${sql.text}\0${JSON.stringify(sql.values)}`;
const reached = (sql: Sql) => (reachedBound.get(keyOf(sql)) ?? 0) > Date.now();
function remember(...sqls: Sql[]): void {
  if (reachedBound.size >= REACHED_BOUND_KEYS) reachedBound.clear();
  for (const sql of sqls) reachedBound.set(keyOf(sql), Date.now() + REACHED_BOUND_MS);
}

function countByArm(byArm: Sql[], bound: number): Sql {
  const count = (arm: Sql) => `(select count(*) from ${arm.text} a)`;
  if (byArm.length === 1) return { text: `select ${count(byArm[0])} as n`, values: byArm[0].values };
  const [first, ...rest] = byArm;
  return {
    // materialized: inlined, the first arm's count would be run once for each mention of head.n
    text: `with head as materialized (select ${count(first)} as n)
      select case when head.n >= ${bound} then ${bound} else least(${bound}, head.n + ${rest.map(count).join(' + ')}) end as n from head`,
    values: [...first.values, ...rest.flatMap((a) => a.values)],
  };
}

/**
 * The page's statement. A list in id order reads its page's ids before it joins. One whose condition has arms (a
 * center's jurisdiction) takes the first offset + limit ids of each arm in that order, merges them and keeps the page's ids, then reads those rows: each
 * arm reads only its own rows, whatever lies between them in id order. The ids come from the count's one table, so
 * `from` may join only for columns (as `countFrom` already requires).
 */
function pageSql(q: ListQuery, limit: number, offset: number): Sql {
  const base = baseOf(q);
  const dir = base && idOrder(q, base);
  if (q.pinned) {
    const order = /^\s*\w+\.id\s+(asc|desc)\s*$/i.exec(q.orderBy)?.[1];
    if (!order || q.where.arms) throw new Error('ListQuery.pinned needs an order by id and a condition without arms');
    const group = (condition: string) =>
      `(select ${q.select} from ${q.from} where (${q.where.text}) and ${condition} order by ${q.orderBy} limit ${offset + limit})`;
    return {
      text: `select * from (${group(`(${q.pinned})`)} union all ${group(`not coalesce((${q.pinned}), false)`)}) page
        order by page.pinned desc, page.id ${order} limit ${limit} offset ${offset}`,
      values: [...q.where.values, ...q.where.values],
    };
  }
  if (!base || !dir) {
    return { text: `select ${q.select} from ${q.from} where ${q.where.text} order by ${q.orderBy} limit ${limit} offset ${offset}`, values: q.where.values };
  }
  if (!q.where.arms) {
    // the page's ids first, from the one table and its index, then the joins for those rows alone. A deep page: the
    // plain statement joined every skipped row as well (users page 1000, 30 ms → about 2 ms). Page 1 with a filter:
    // read for ids alone, a `(filter, id)` index answers without the table, and PostgreSQL takes it; for whole rows it
    // walked the id index and filtered the table's rows, which passes thousands of them when the newest do not match
    // (completed requests, the newest 20,000 being new ones: 5 ms → 0.1 ms)
    return {
      text: `select ${q.select} from ${q.from} where ${base.alias}.id = any(array(
        select ${base.alias}.id from ${base.table} ${base.alias} where ${q.where.text} order by ${q.orderBy} limit ${limit} offset ${offset})) order by ${q.orderBy}`,
      values: q.where.values,
    };
  }
  const byArm = q.where.arms.map((a) => armIds(base, a, offset + limit, dir));
  return {
    text: `select ${q.select} from ${q.from} where ${base.alias}.id = any(array(
      select u.id from (${byArm.map((a) => a.text).join(' union ')}) u order by u.id ${dir} limit ${limit} offset ${offset})) order by ${q.orderBy}`,
    values: byArm.flatMap((a) => a.values),
  };
}

/**
 * A page of a read-model list, with the same total rules as `paginate()`: no count when the page is not full,
 * else `count(*)` over at most `countBound` rows, and `totalCapped` beyond it. A list in id order whose condition
 * has arms (a center's jurisdiction) reads its page and its count in one statement (`armsPageSql`).
 */
export async function paginateRows<R, V>(em: EntityManager, q: ListQuery, args: { page?: number; size?: number }, map: (row: R) => V, cap = TOTAL_CAP): Promise<Page<V>> {
  const { limit, offset } = limitOffset(args);
  const bound = countBound(args, cap);
  const together = armsPageSql(q, limit, offset, bound);
  if (together && !reached(together)) {
    const rows = await readRows<R & Together>(em, { ...together, keep: 'literal' });
    const n = Number(rows[0].__n);
    const content = rows.filter((r) => r.__id != null).map((r) => map(withoutTogether(r)));
    if (n < bound) return pageOf(content, n, args);
    // past the bound: remembered as `countRows` remembers it, and until then the page is read alone
    remember(together, countSql(q, bound));
    if (!rows[0].__cut) return pageOf(content, bound - 1, args, true);
    const alone = await readRows<R>(em, { ...pageSql(q, limit, offset), keep: 'literal' }); // a kept arm's ids were read in no order
    return pageOf(alone.map(map), bound - 1, args, true);
  }
  const rows = await readRows<R>(em, { ...pageSql(q, limit, offset), keep: 'literal' });
  const content = rows.map(map);
  if (rows.length < limit && (rows.length > 0 || offset === 0)) return pageOf(content, offset + rows.length, args);
  const counted = await countRows(em, q, bound);
  return counted < bound ? pageOf(content, counted, args) : pageOf(content, bound - 1, args, true);
}

/** The columns `armsPageSql` adds to each row: the row's id (none on the one row of an empty page), the count, and whether an arm passed the bound. */
interface Together {
  __id: number | null;
  __n: number;
  __cut: boolean;
}

function withoutTogether<R>(row: R & Together): R {
  const { __id, __n, __cut, ...rest } = row;
  return rest as R;
}

/**
 * A page and its count as one statement, for a list in id order whose condition has arms. Read apart, the page's arms
 * and the count's arms each found a center's schools (and their placement pairs) again, and a center's school
 * accounts were read school by school for the page, then all of them for the count (docs/PERFORMANCE.md, tenth
 * session). Here each arm is counted as `countRows` counts it (at most `bound` ids, a later arm without the earlier
 * arms' rows); a `perKey` arm's ids are kept (`materialized`) and its page rows taken from them, a plain arm's page
 * rows read in order through its index as `pageSql` reads them. A kept arm that reaches the bound was read in no
 * order (`__cut`): the caller then reads the page apart. Always one row: an empty page gives a row of nulls with the
 * count.
 */
function armsPageSql(q: ListQuery, limit: number, offset: number, bound: number): Sql | undefined {
  const base = baseOf(q);
  const dir = base && idOrder(q, base);
  const arms = q.where.arms;
  if (!base || !dir || !arms || q.pinned) return undefined;
  const reads = armReads(base, arms, bound);
  const kept = arms.flatMap((a, i) => (a.perKey ? [i] : []));
  const sizes = reads.map((r, i) => (kept.includes(i) ? part(`(select count(*) from arm${i}) as n${i}`) : { ...r, text: `(select count(*) from ${r.text} a) as n${i}` }));
  const pages = arms.map((a, i) => (kept.includes(i) ? part(`(select id from arm${i} order by id ${dir} limit ${offset + limit})`) : armIds(base, { where: a.where }, offset + limit, dir)));
  const n = (i: number) => `n${i}`;
  const pieces: Sql[] = [
    part(`with `),
    ...kept.map((i) => ({ ...reads[i], text: `arm${i} as materialized ${reads[i].text}, ` })),
    part(`sizes as materialized (select `),
    joined(sizes, ', '),
    part(`), counted as (select ${arms.map((_, i) => n(i)).join(' + ')} as n, ${kept.length ? `greatest(${kept.map(n).join(', ')}) >= ${bound}` : 'false'} as cut from sizes)
      select p.*, least(counted.n, ${bound}) as "__n", counted.cut as "__cut" from counted left join lateral (
        select ${q.select}, ${base.alias}.id as "__id" from ${q.from} where not counted.cut and ${base.alias}.id = any(array(
          select u.id from (`),
    joined(pages, ' union '),
    part(`) u order by u.id ${dir} limit ${limit} offset ${offset}))) p on true
      order by p."__id" ${dir}`),
  ];
  return joined(pieces, '');
}

const joined = (parts: Sql[], sep: string): Sql => ({ text: parts.map((x) => x.text).join(sep), values: parts.flatMap((x) => x.values) });
