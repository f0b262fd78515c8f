/**
 * Read models: lists and hot lookups that only feed a view read plain rows with hand-written SQL, straight on a
 * pooled pg connection (or the transaction's), instead of building the query with MikroORM and knex and hydrating
 * an entity per row. Measured on the account lookup of `me`: 1.3–2.8 ms of CPU through `findOne` with three
 * joins, 0.2 ms for the same SQL here (docs/PERFORMANCE.md). Writes stay with the entities and the unit of work.
 *
 * This module is the platform's public face for reads: the rest of the code imports from here, and it re-exports
 * the three files that hold the code, by responsibility:
 * - read-sql.ts: the SQL pieces (`Sql`, `part`, `all`, `anyOf` and its arms, `likeOf`, `withoutNulls`);
 * - read-rows.ts: sending a statement (kept prepared or not) and reading its rows (`readRows`, `cursorRows`,
 *   `columnsOf`, `keepStatements` for db/orm.ts, `readListeners` for benchmarks and tests);
 * - read-list.ts: paged lists and bounded counts (`ListQuery`, `paginateRows`, `countRows`).
 */
export { all, anyOf, likeOf, part, withoutNulls, type Arm, type Keep, type Sql } from './read-sql.js';
export { columnsOf, cursorRows, keepStatements, queryOn, readListeners, readRows, statementOf, type Statement } from './read-rows.js';
export { countRows, paginateRows, type ListQuery } from './read-list.js';
