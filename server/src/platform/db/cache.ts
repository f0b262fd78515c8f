import type { EntityManager } from '@mikro-orm/postgresql';
import type { Notifications } from './notify.js';

/**
 * Reference data a hot path reads on every call and an administrator rarely changes (a questionnaire's wording),
 * kept in memory per database and emptied on every replica when its topic is published (notify.ts, sent at the
 * changing transaction's commit) or when the replica's LISTEN connection came back after a drop (a signal may have
 * been missed). A load is kept from the moment it starts, so a change committed while it reads empties it too.
 */
export class SharedCache<V> {
  private readonly byDb = new WeakMap<object, Map<string, Promise<V>>>();

  constructor(readonly topic: string) {
    caches.add(this as SharedCache<unknown>);
  }

  private of(db: object) {
    let values = this.byDb.get(db);
    if (!values) this.byDb.set(db, (values = new Map()));
    return values;
  }

  /** The value of key in em's database, loaded once (load's failure is not kept). */
  get(em: EntityManager, key: string, load: () => Promise<V>): Promise<V> {
    const values = this.of(em.config);
    const kept = values.get(key);
    if (kept) return kept;
    const loading = load();
    values.set(key, loading);
    loading.catch(() => {
      if (values.get(key) === loading) values.delete(key);
    });
    return loading;
  }

  /** Forgets every value of em's database (in this process; other replicas hear the topic). */
  clear(db: object) {
    this.of(db).clear();
  }
}

const caches = new Set<SharedCache<unknown>>();

/** Empties each cache of the database `em` serves when its topic is published there, and all of them after a reconnect. */
export function invalidateCaches(em: EntityManager, notifications: Notifications): void {
  for (const cache of caches) notifications.on(cache.topic, () => cache.clear(em.config));
  notifications.onReconnect(() => {
    for (const cache of caches) cache.clear(em.config);
  });
}
