// One lint configuration for the workspace (npm test runs it with --max-warnings 0).
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'client/src/gql/**', 'data/**', 'server/src/migrations/**', 'coverage/**', 'e2e/.tmp/**'] },
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
