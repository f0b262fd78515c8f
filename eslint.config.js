// One lint configuration for the workspace (npm test runs it with --max-warnings 0).
import { posix } from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import layers from './server/src/modules/layers.json' with { type: 'json' };

// The server's domain modules from the bottom up, and the edges that still point up (server/src/modules/layers.json).
const MODULE_ORDER = layers.order;
const MODULE_DEBTS = new Set(Object.keys(layers.debts));

/**
 * A local rule: `server/src/modules/<a>/…` (at any depth: a module may have subfolders) importing a file of
 * `server/src/modules/<b>/…` must have b below a (or a listed debt). The import is resolved against the importing
 * file, so `../record/…` inside a module stays inside it and `../../request/…` from a subfolder is checked.
 */
const modulesPlugin = {
  rules: {
    'down-only': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename.replace(/\\/g, '/');
        const here = /\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1];
        if (!here) return {};
        const rank = (m) => MODULE_ORDER.indexOf(m);
        const check = (node, source) => {
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const there = /\/server\/src\/modules\/([^/]+)\//.exec(posix.join(posix.dirname(file), source))?.[1];
          if (!there || there === here) return;
          if (rank(here) < 0 || rank(there) < 0)
            return context.report({ node, message: `Module ${rank(here) < 0 ? here : there} is not in server/src/modules/layers.json: give it its place.` });
          if (rank(there) > rank(here) && !MODULE_DEBTS.has(`${here}->${there}`))
            context.report({ node, message: `Module ${here} must not import from ${there}, which sits above it (server/src/modules/layers.json): move the shared part down.` });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'client/src/gql/**', 'data/**', 'server/src/migrations/**', 'coverage/**', 'e2e/.tmp/**', 'server/examples/svs-api.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // type-graphql resolvers list classes as Function
      '@typescript-eslint/no-unsafe-function-type': 'off',
    },
  },
  {
    // no import cycles anywhere: a cycle means two modules that cannot be understood (or initialised) apart
    files: ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['server/tsconfig.json', 'client/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['server/src/modules/**/*.ts'],
    plugins: { modules: modulesPlugin },
    rules: {
      'modules/down-only': 'error',
      // access is declared once per operation: a resolver takes its table's entry with @Allow() (platform/auth/access.ts)
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'type-graphql', importNames: ['Authorized'], message: "Declare access in the module's <module>.access.ts table and use @Allow(entry)." }] },
      ],
    },
  },
  {
    // the platform depends on nothing above it: modules plug into it (src/modules/index.ts), never the reverse
    files: ['server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**', '**/seeders/**', '**/cli/**', '**/server.js'], message: 'platform/ must not import from modules, seeders, cli or the server entry.' }] },
      ],
    },
  },
  {
    // client code every feature uses lives in client/src/shared (components in shared/ui), not in a feature's
    // common/ folder that the others reach into
    files: ['client/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/common', '**/common/**'], message: 'Shared client code lives in client/src/shared (components in shared/ui), not in a common/ folder.' }] },
      ],
    },
  },
  {
    // shared/ sits below the features: they import it, never the reverse
    files: ['client/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/common', '**/common/**'], message: 'Shared client code lives in client/src/shared (components in shared/ui), not in a common/ folder.' },
            { group: ['**/features/**'], message: 'client/src/shared must not import from a feature: move what both need into shared/.' },
          ],
        },
      ],
    },
  },
  {
    // menus are named once (server/src/platform/auth/menus.ts, schema/menus.json): code says MENU.REQUEST_HISTORY
    files: ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}'],
    ignores: ['server/src/platform/auth/menus.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^000[0-9][0-9]$/]', message: 'Name the menu: MENU.<KEY> (server/src/platform/auth/menus.ts), not its 5-digit id.' },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'server/test/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
