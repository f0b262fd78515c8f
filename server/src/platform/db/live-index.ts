/**
 * An index of a table's live rows (`where deleted_at is null`) on the given columns, for entities whose every list
 * reads live rows only: a bounded count is then read off the index alone. A column may carry its order
 * (`total_t desc nulls last`). Use as `@Index(liveIndex('request', 'status', 'id'))`.
 */
export function liveIndex(table: string, ...columns: string[]) {
  const name = `${table}_${columns.map((c) => c.replace(/ /g, '_')).join('_')}_live`;
  return { name, expression: `create index "${name}" on "${table}" (${quoted(columns)}) where "deleted_at" is null` };
}

/**
 * An index of every row, deleted or not, on a record's owner: for the destruction job, which deletes a case's rows of
 * each table by `request_id` whatever their state (a live index cannot serve it). `@Index(ownerIndex('sdq_kr', 'request_id'))`.
 */
export function ownerIndex(table: string, column: string) {
  const name = `${table}_${column}_all`;
  return { name, expression: `create index "${name}" on "${table}" ("${column}")` };
}

/**
 * An index on `columns` that also carries `include` (a covering index), optionally of live rows only. For the
 * jurisdiction arms of scoped lists (platform/db/read.ts): a center's count reads `(school_id, id)` and filters on
 * the list's own conditions (status) and on the other arm's column (center_id) without visiting the table.
 */
export function coveringIndex(table: string, columns: string[], include: string[], o: { live?: boolean } = {}) {
  const name = `${table}_${columns.join('_')}_cover${o.live ? '_live' : ''}`;
  return {
    name,
    expression: `create index "${name}" on "${table}" (${quoted(columns)}) include (${quoted(include)})${o.live ? ' where "deleted_at" is null' : ''}`,
  };
}

const quoted = (columns: string[]) => columns.map((c) => c.replace(/^(\w+)/, '"$1"')).join(', ');
