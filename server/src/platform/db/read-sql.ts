/**
 * The pieces of a read model's SQL: fragments with their own values, joined with `and` (`all`) or as a disjunction
 * that keeps its arms (`anyOf`), for the lists of read-list.ts and the reads of read-rows.ts. Imported through
 * read.ts, the platform's public face for reads.
 */

/**
 * SQL is written with `?` placeholders (as knex and the jurisdiction fragments are) and numbered `$1…` when sent.
 * So a statement here must not contain a literal `?` (the jsonb `?` operator: use `jsonb_exists()`).
 */
export interface Sql {
  text: string;
  values: unknown[];
  /** Set when the condition is `arm or arm …` (made by `anyOf`): a list can then read each arm through its own index. */
  arms?: Arm[];
  /** Kept prepared on the connection, planned once rather than on every request (`Keep`). */
  keep?: Keep;
}

/**
 * How a statement run again and again is kept prepared on a pooled connection of a real PostgreSQL:
 * - `params`: as it is, its values sent apart; after five runs PostgreSQL's plan cache may serve every value with one
 *   generic plan. Only for lookups whose plan cannot depend on the value (a primary key).
 * - `literal`: its values written into the text as literals, so each list (its filters, scope and page) is planned
 *   once for exactly those values, and the same list asked again skips planning. A generic plan would not do for
 *   lists: measured, one for "2026 우선 관심군" ran 10.3 ms where the plan for those values runs 1 ms.
 */
export type Keep = 'params' | 'literal';

/**
 * One arm of a disjunction (a jurisdiction: "the center's own rows, or the rows of its schools"). `where` is the whole
 * condition with the disjunction replaced by this arm; a `perKey` arm also means `column = any(keys)`, read key by key.
 */
export interface Arm {
  where: Sql;
  perKey?: { column: string; keys: Sql };
  /** The arm's own condition, without the list's filters (set by `anyOf`): a count leaves an earlier arm's rows out of a later one. */
  own?: Sql;
}

/** A fragment with its own values: `part('a.sd_code = ?', code)`. */
export const part = (text: string, ...values: unknown[]): Sql => ({ text, values });

/**
 * Joins fragments (`and` by default); an empty list is `true`, and `true` parts are left out. When exactly one
 * fragment of an `and` has arms, so does the result: each arm with the other fragments (`(a or b) and c` has the
 * arms `a and c`, `b and c`).
 */
export function all(parts: (Sql | undefined | false)[], sep = ' and '): Sql {
  const kept = parts.filter((p): p is Sql => !!p && p.text !== 'true');
  if (!kept.length) return part('true');
  const joined: Sql = { text: kept.map((p) => `(${p.text})`).join(sep), values: kept.flatMap((p) => p.values) };
  const split = kept.filter((p) => p.arms);
  if (sep === ' and ' && split.length === 1)
    joined.arms = split[0].arms!.map((a) => ({ ...a, where: all(kept.map((p) => (p === split[0] ? a.where : p))) }));
  return joined;
}

/** An arm as a plain condition: a `perKey` arm tests `column = any(array(keys))` (an InitPlan, then the column's index). */
export const armSql = (a: Arm): Sql => (a.perKey ? all([part(`${a.perKey.column} = any(array(${a.perKey.keys.text}))`, ...a.perKey.keys.values), a.where]) : a.where);

/**
 * `arm or arm …`, keeping the arms. A list ordered by id reads such a condition arm by arm (`paginateRows`), and its
 * bounded count too (`countRows`): PostgreSQL plans the plain OR under `ORDER BY id LIMIT n` as a backward walk of
 * the primary key that filters every row, which reads tens of thousands of rows when the newest rows are not the
 * arms' (docs/PERFORMANCE.md, "Scoped lists").
 */
export function anyOf(arms: (Arm | undefined | false)[]): Sql {
  const kept = arms.filter((a): a is Arm => !!a);
  if (!kept.length) return part('false');
  if (kept.length === 1 && !kept[0].perKey) return kept[0].where;
  const conditions = kept.map(armSql);
  return { text: conditions.map((c) => `(${c.text})`).join(' or '), values: conditions.flatMap((c) => c.values), arms: kept.map((a, i) => ({ ...a, own: conditions[i] })) };
}

/** `%keyword%` for ILIKE, with the wildcard characters of the keyword itself escaped. */
export const likeOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

/** SQL nulls as absent fields, as the entity views give them (a nullable GraphQL field; an optional REST property). */
export function withoutNulls<T extends object>(row: T): T {
  for (const k in row) if (row[k] === null) delete row[k];
  return row;
}
