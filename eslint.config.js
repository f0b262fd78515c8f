// One lint configuration for the workspace (npm test runs it with --max-warnings 0).
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
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
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'server/test/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
