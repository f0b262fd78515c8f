import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Raw SQL on the EntityManager's connection, inside its transaction when it has one. Going through
 * em.getConnection().execute() without the transaction context would wait for a second connection (forever on
 * PGlite's single one) and would not see the transaction's own writes.
 */
export function sql<T = Record<string, unknown>[]>(em: EntityManager, query: string, params: unknown[] = [], method: 'all' | 'run' = 'all'): Promise<T> {
  return em.getConnection().execute(query, params, method, em.getTransactionContext()) as Promise<T>;
}
