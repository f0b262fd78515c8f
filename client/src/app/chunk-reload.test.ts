import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

describe('chunk reload', () => {
  afterEach(() => vi.restoreAllMocks());

  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /app/assets/x.js'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads at most once per minute', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(reloadOnceForChunkError(1_000_000, storage)).toBe(true);
    expect(reloadOnceForChunkError(1_030_000, storage)).toBe(false);
    expect(reloadOnceForChunkError(1_061_000, storage)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });
});
