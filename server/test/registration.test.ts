import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import layers from '../src/modules/layers.json' with { type: 'json' };
import { modules } from '../src/modules/index.js';

/**
 * Adding a domain is one registration per side (docs/ARCHITECTURE.md "Adding a domain"): on the server its folder, its
 * line in src/modules/index.ts and its place in src/modules/layers.json. These lists must name the same modules, and
 * the debts layers.json excuses must still exist (a tangle undone is struck off the list).
 */
const dir = fileURLToPath(new URL('../src/modules/', import.meta.url));
const folders = readdirSync(dir).filter((f) => statSync(join(dir, f)).isDirectory()).sort();

/** Files under a module folder, recursively. */
const filesOf = (m: string): string[] => {
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : f.endsWith('.ts') ? [join(d, f)] : []));
  return walk(join(dir, m));
};

describe('module registration', () => {
  it('every module folder is registered once in src/modules/index.ts under its folder name', () => {
    const registered = modules.map((m) => m.name).filter((n) => n !== 'attachment');
    expect([...registered].sort()).toEqual(folders);
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('every module folder has its place in layers.json, and only those', () => {
    expect([...layers.order].sort()).toEqual(folders);
  });

  it('every debt layers.json excuses is still an import (strike it off once undone), and points up', () => {
    for (const debt of Object.keys(layers.debts)) {
      const [from, to] = debt.split('->');
      expect(layers.order.indexOf(to), debt).toBeGreaterThan(layers.order.indexOf(from));
      const imports = filesOf(from).some((f) => readFileSync(f, 'utf8').includes(`from '../${to}/`) || readFileSync(f, 'utf8').includes(`from '../../${to}/`));
      expect(imports, `${debt} no longer imports: remove it from layers.json`).toBe(true);
    }
  });
});
