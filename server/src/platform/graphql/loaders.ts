import DataLoader from 'dataloader';
import type { GqlContext } from './context.js';

/**
 * Per-request batching for field resolvers: every call made while one GraphQL request resolves a list is collected
 * into one batch call (one SQL statement) instead of a query per row. A loader lives in the request's context, so
 * nothing is cached across requests or users. `name` says what is loaded, e.g. 'school.centers'.
 */
export function loader<K, V>(ctx: GqlContext, name: string, batch: (keys: readonly K[]) => Promise<V[]>): DataLoader<K, V> {
  ctx.loaders ??= new Map();
  let found = ctx.loaders.get(name) as DataLoader<K, V> | undefined;
  if (!found) {
    found = new DataLoader<K, V>(batch, { maxBatchSize: 500 });
    ctx.loaders.set(name, found);
  }
  return found;
}
