import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importBoundaries from './scripts/eslint/import-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { process: 'readonly', console: 'readonly' },
    },
    plugins: { local: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      'local/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // A route is named by its contract path through web/lib's typed client (api.GET('/api/…'), apiPath('/api/…')),
    // never by a hand-written '/api/…' string (decision 057).
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/lib/**', 'web/test/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Literal[value=/^\\/api\\//]:not(CallExpression[callee.object.name='api'] > .arguments, CallExpression[callee.name='apiPath'] > .arguments, TSLiteralType > .literal)",
          message:
            "Name an /api route through web/lib's typed client: api.GET('/api/…'), or apiPath('/api/…') for a URL.",
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message:
            "Name an /api route through web/lib's typed client: api.GET('/api/…'), or apiPath('/api/…') for a URL.",
        },
      ],
    },
  },
  {
    files: [
      'web/**/*.{ts,tsx}',
      'engine/**/*.ts',
      'contracts/**/*.ts',
      'db/**/*.ts',
      'server/routes/**/*.ts',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'db/seed/*-cli.ts', 'db/migrate-cli.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from server/env.ts only.' },
      ],
    },
  },
);
