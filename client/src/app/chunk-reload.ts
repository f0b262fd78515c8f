import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const KEY = 'svs:chunk-reload-at';
const ONE_MINUTE = 60_000;

/** A failed dynamic import (a deploy replaced the chunks this page was built with). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { name?: string; message?: string };
  return (
    e.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk [\w-]+ failed/i.test(
      e.message ?? '',
    )
  );
}

/**
 * Reloads the page to fetch the new chunks, at most once per minute (SPEC §8), so a real outage does not loop.
 * Returns whether a reload was started.
 */
export function reloadOnceForChunkError(now = Date.now(), storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < ONE_MINUTE) return false;
  storage.setItem(KEY, String(now));
  window.location.reload();
  return true;
}

const waitForOnline = () =>
  new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));

/**
 * React.lazy that survives a failed chunk load: offline, it waits for the connection and tries again; online, the
 * chunk is stale (a new deploy), so the page reloads once.
 */
export function lazyPage<T extends ComponentType<object>>(factory: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  const load = (): Promise<{ default: T }> =>
    factory().catch(async (error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        await waitForOnline();
        return load();
      }
      if (reloadOnceForChunkError()) return new Promise<{ default: T }>(() => {});
      throw error;
    });
  return lazy(load);
}

/** Vite reports failed preloads with this event; reloading once covers the same case. */
export function installChunkErrorReload() {
  window.addEventListener('vite:preloadError', (event) => {
    // offline: let the import fail into lazyPage, which waits for the connection
    if (navigator.onLine !== false && reloadOnceForChunkError()) event.preventDefault();
  });
}
