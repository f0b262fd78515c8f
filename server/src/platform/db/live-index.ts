/**
 * An index of a table's live rows (`where deleted_at is null`) on the given columns, for entities whose every list
 * reads live rows only: a bounded count is then read off the index alone. A column may carry its order
 * (`total_t desc nulls last`). Use as `@Index(liveIndex('request', 'status', 'id'))`.
 */
export function liveIndex(table: string, ...columns: string[]) {
  const name = `${table}_${columns.map((c) => c.replace(/ /g, '_')).join('_')}_live`;
  const list = columns.map((c) => c.replace(/^(\w+)/, '"$1"')).join(', ');
  return { name, expression: `create index "${name}" on "${table}" (${list}) where "deleted_at" is null` };
}
