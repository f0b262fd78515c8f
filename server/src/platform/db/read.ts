import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { countBound, pageOf, limitOffset, TOTAL_CAP, type Page } from '../paging.js';

/**
 * Read models: lists and hot lookups that only feed a view read plain rows with hand-written SQL, straight on a
 * pooled pg connection (or the transaction's), instead of building the query with MikroORM and knex and hydrating
 * an entity per row. Measured on the account lookup of `me`: 1.3–2.8 ms of CPU through `findOne` with three
 * joins, 0.2 ms for the same SQL here (docs/PERFORMANCE.md). Writes stay with the entities and the unit of work.
 *
 * SQL is written with `?` placeholders (as knex and the jurisdiction fragments are) and numbered `$1…` when sent.
 * So a statement here must not contain a literal `?` (the jsonb `?` operator: use `jsonb_exists()`).
 */
export interface Sql {
  text: string;
  values: unknown[];
}

/** A fragment with its own values: `part('a.sd_code = ?', code)`. */
export const part = (text: string, ...values: unknown[]): Sql => ({ text, values });

/** Joins fragments (`and` by default); an empty list is `true`. */
export function all(parts: (Sql | undefined | false)[], sep = ' and '): Sql {
  const kept = parts.filter((p): p is Sql => !!p);
  if (!kept.length) return part('true');
  return { text: kept.map((p) => `(${p.text})`).join(sep), values: kept.flatMap((p) => p.values) };
}

/** `%keyword%` for ILIKE, with the wildcard characters of the keyword itself escaped. */
export const likeOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

/** SQL nulls as absent fields, as the entity views give them (a nullable GraphQL field; an optional REST property). */
export function withoutNulls<T extends object>(row: T): T {
  for (const k in row) if (row[k] === null) delete row[k];
  return row;
}

function numbered(q: Sql): { text: string; values: unknown[] } {
  let i = 0;
  return { text: q.text.replace(/\?/g, () => `$${++i}`), values: q.values };
}

/** Benchmarks (bench/compare.ts) listen here to replay the very statements on a bare handler. */
export const readListeners = new Set<(q: { text: string; values: unknown[] }) => void>();

/** Rows of one statement, inside the EntityManager's transaction when it has one (else a pooled connection). */
export async function readRows<T>(em: EntityManager, q: Sql): Promise<T[]> {
  const n = numbered(q);
  for (const l of readListeners) l(n);
  const trx = em.getTransactionContext<Knex.Transaction>();
  if (trx) return withTypes(await trx.raw(q.text, q.values as Knex.RawBinding[]));
  const client = em.getKnex().client;
  const conn = await client.acquireConnection();
  try {
    return withTypes(await conn.query(n));
  } finally {
    client.releaseConnection(conn);
  }
}

const PARSED = new Set([pg.types.builtins.TIMESTAMP, pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.INT8]);
const parseInt8 = (v: string) => (Number.isSafeInteger(Number(v)) ? Number(v) : v);

/**
 * MikroORM's connections answer timestamps as text (it hydrates them itself) and bigint as text; a read model answers
 * Dates and numbers (ids and counts stay far below 2^53).
 */
function withTypes<T>(res: pg.QueryResult): T[] {
  const parsers = res.fields
    .filter((f) => PARSED.has(f.dataTypeID))
    .map((f) => [f.name, f.dataTypeID === pg.types.builtins.INT8 ? parseInt8 : pg.types.getTypeParser(f.dataTypeID)] as const);
  if (parsers.length)
    for (const row of res.rows) for (const [name, parse] of parsers) if (typeof row[name] === 'string') row[name] = parse(row[name]);
  return res.rows as T[];
}

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
}

/** How many rows the list has, counting no further than `bound`. */
export async function countRows(em: EntityManager, q: Pick<ListQuery, 'from' | 'countFrom' | 'where'>, bound: number): Promise<number> {
  const [{ n }] = await readRows<{ n: number }>(em, {
    text: `select count(*) as n from (select 1 from ${q.countFrom ?? q.from} where ${q.where.text} limit ${bound}) bounded`,
    values: q.where.values,
  });
  return Number(n);
}

/**
 * A page of a read-model list, with the same total rules as `paginate()`: no count when the page is not full,
 * else `count(*)` over at most `countBound` rows, and `totalCapped` beyond it.
 */
export async function paginateRows<R, V>(em: EntityManager, q: ListQuery, args: { page?: number; size?: number }, map: (row: R) => V, cap = TOTAL_CAP): Promise<Page<V>> {
  const { limit, offset } = limitOffset(args);
  const rows = await readRows<R>(em, {
    text: `select ${q.select} from ${q.from} where ${q.where.text} order by ${q.orderBy} limit ${limit} offset ${offset}`,
    values: q.where.values,
  });
  const content = rows.map(map);
  if (rows.length < limit && (rows.length > 0 || offset === 0)) return pageOf(content, offset + rows.length, args);
  const bound = countBound(args, cap);
  const counted = await countRows(em, q, bound);
  return counted < bound ? pageOf(content, counted, args) : pageOf(content, bound - 1, args, true);
}

/**
 * Every row of a statement, in its order, through a server-side cursor fetched `batch` rows at a time: one pass over
 * the data in constant memory (an Excel export of 100,000 rows), where OFFSET batches would re-read every row before
 * each batch. Runs inside `em`'s transaction, which must stay open while the rows are consumed.
 */
export async function* cursorRows<T>(em: EntityManager, q: Sql, batch = 1000): AsyncGenerator<T> {
  if (!em.isInTransaction()) throw new Error('cursorRows runs inside a transaction');
  const name = `rows_${randomBytes(8).toString('hex')}`;
  await readRows(em, { text: `declare ${name} no scroll cursor for ${q.text}`, values: q.values });
  try {
    for (;;) {
      const rows = await readRows<T>(em, part(`fetch ${batch} from ${name}`));
      yield* rows;
      if (rows.length < batch) return;
    }
  } finally {
    await readRows(em, part(`close ${name}`)).catch(() => undefined); // the transaction may already be gone
  }
}

/**
 * An entity's own columns aliased to its property names (`m.recipient as "recipient", m.sent_at as "sentAt"`), for a
 * read model whose rows feed the view function written for the entity. Relations and lazy properties are left out.
 */
export function columnsOf(em: EntityManager, entity: { name: string }, alias: string): string {
  const meta = em.getMetadata().get(entity.name);
  return meta.props
    .filter((p) => p.kind === 'scalar' && !p.lazy && p.persist !== false && p.fieldNames?.length === 1)
    .map((p) => `${alias}.${p.fieldNames[0]} as "${p.name}"`)
    .join(', ');
}
