import { getMetadataStorage } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { modules } from '../src/modules/index.js';
import { accessTables, allowedOperations, type Access } from '../src/platform/auth/access.js';
import { buildGraphqlSchema } from '../src/platform/graphql/schema.js';

/**
 * Access is declared once per operation (docs/PERMISSIONS.md "Declared once"): each domain keeps one table of
 * declarations (`accessTable()` in its `<module>.access.ts`); every REST route takes one of its entries, and every
 * GraphQL query and mutation takes one through @Allow(). A route or field declared inline, or a resolver that still
 * uses type-graphql's Authorized, fails here (and the door-parity test checks that twins took the same entry).
 */
const checked = modules;

describe('access declared once per operation', () => {
  const entries = new Set<Access>([...accessTables().values()].flatMap((t) => Object.values(t)));

  it('every REST route takes an entry of a domain access table', () => {
    const inline = checked.flatMap((m) => (m.routes ?? []).filter((r) => !entries.has(r.access)).map((r) => `${m.name}: ${r.method.toUpperCase()} ${r.path}`));
    expect(inline).toEqual([]);
  });

  it('every GraphQL query and mutation is declared with @Allow(), with an entry of a domain access table', async () => {
    const all = checked.flatMap((m) => m.resolvers ?? []);
    await buildGraphqlSchema(modules.flatMap((m) => m.resolvers ?? []));
    const storage = getMetadataStorage();
    const ours = new Set<unknown>(all);
    const operations = [...storage.queries, ...storage.mutations].filter((f) => ours.has(f.target));
    expect(operations.length).toBeGreaterThan(10);
    const allowed = allowedOperations();
    const undeclared = operations
      .map((f) => `${(f.target as { name: string }).name}.${f.methodName}`)
      .filter((op) => !allowed.has(op) || !entries.has(allowed.get(op)!));
    expect(undeclared).toEqual([]);
  });

  it('no GraphQL field is authorized except through @Allow()', () => {
    const allowed = allowedOperations();
    const raw = getMetadataStorage()
      .authorizedFields.map((a) => `${(a.target as { name: string }).name}.${a.fieldName}`)
      .filter((op) => !allowed.has(op))
      .filter((op) => checked.some((m) => (m.resolvers ?? []).some((r) => op.startsWith(`${r.name}.`))));
    expect(raw).toEqual([]);
  });
});
