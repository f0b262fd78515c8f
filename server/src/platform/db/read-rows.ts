import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { part, type Sql } from './read-sql.js';

/**
 * Sending a read model's statements: numbered or written out with literals, kept prepared on a pooled connection,
 * answered as typed rows (`readRows`) or through a server-side cursor (`cursorRows`). Imported through read.ts, the
 * platform's public face for reads.
 */

function numbered(q: Sql): { text: string; values: unknown[] } {
  let i = 0;
  return { text: q.text.replace(/\?/g, () => `$${++i}`), values: q.values };
}

/**
 * A value as a literal that PostgreSQL reads exactly as it reads the same value sent as a parameter: pg sends values
 * as text of no declared type, and a quoted literal is text of no declared type too (its type comes from where it
 * stands); pg's own escaping of quotes and backslashes.
 */
const { prepareValue } = (pg as unknown as { utils: { prepareValue: (v: unknown) => unknown } }).utils;
const literalOf = (v: unknown): string => (v == null ? 'null' : pg.escapeLiteral(String(prepareValue(v))));

/** A statement as it is sent: named when it is to be kept prepared (the name is its text's hash). */
export interface Statement {
  text: string;
  values: unknown[];
  name?: string;
}

export function statementOf(q: Sql): Statement {
  if (q.keep === 'literal' && !q.values.some((v) => ArrayBuffer.isView(v))) {
    let i = 0;
    const text = q.text.replace(/\?/g, () => literalOf(q.values[i++]));
    return { text, values: [], name: nameOf(text) };
  }
  const n = numbered(q);
  return q.keep ? { ...n, name: nameOf(n.text) } : n;
}

const nameOf = (text: string) => `svs_${createHash('sha1').update(text).digest('hex')}`;

/** Benchmarks (bench/compare.ts) listen here to replay the very statements on a bare handler. */
export const readListeners = new Set<(q: Statement) => void>();

/** The statements kept prepared on one connection, least recently used first. */
class KeptStatements {
  private readonly names = new Set<string>();
  constructor(
    private readonly conn: pg.Client,
    private readonly limit: number,
  ) {}

  /** Notes that `name` is about to be sent (a statement unseen on this connection is prepared by sending it). */
  use(name: string): void {
    if (this.names.delete(name)) {
      this.names.add(name);
      return;
    }
    this.names.add(name);
    if (this.names.size <= this.limit) return;
    const oldest = this.names.values().next().value!;
    this.names.delete(oldest);
    delete (this.conn as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements[oldest];
    this.conn.query(`deallocate "${oldest}"`).catch(() => undefined); // queued before the statement about to be sent
  }
}

const KEPT = Symbol('kept statements');
type Marked = pg.Client & { [KEPT]?: KeptStatements };

/**
 * Marks a new pooled connection of a real PostgreSQL (db/orm.ts) as one that keeps statements prepared, at most
 * `limit` of them, least recently used deallocated first: a backend holds a bounded number of plans however many
 * different lists are asked for. PGlite's connections are left unmarked: its one session is shared by every socket
 * connection, so a statement prepared on a connection that has closed would still exist there, unknown to the next.
 */
export function keepStatements(conn: pg.Client, limit = 200): void {
  (conn as Marked)[KEPT] = new KeptStatements(conn, limit);
}

/** Sends a statement on a pooled connection: by its name when it is to be kept and the connection keeps statements. */
export function queryOn(conn: pg.Client, st: Statement): Promise<pg.QueryResult> {
  const kept = (conn as Marked)[KEPT];
  if (!st.name || !kept) return conn.query({ text: st.text, values: st.values });
  kept.use(st.name);
  return conn.query(st);
}

/** Rows of one statement, inside the EntityManager's transaction when it has one (else a pooled connection). */
export async function readRows<T>(em: EntityManager, q: Sql): Promise<T[]> {
  const st = statementOf(q);
  for (const l of readListeners) l(st);
  const trx = em.getTransactionContext<Knex.Transaction>();
  if (trx) return withTypes(await trx.raw(q.text, q.values as Knex.RawBinding[]));
  const client = em.getKnex().client;
  const conn = (await client.acquireConnection()) as pg.Client;
  try {
    return withTypes(await queryOn(conn, st));
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
