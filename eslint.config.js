import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { boundaries } from './tools/eslint/boundaries-plugin.js';

/**
 * The API modules from the bottom up (decision 094): a module may import only modules before it, so
 * no import cycle between modules can form. platform/ sits below them all and imports none.
 */
export const MODULE_ORDER = [
  'identity',
  'taxes',
  'companies',
  'notifications',
  'authority',
  'datasets',
  'products',
  'risks',
  'collaboration',
  'claims',
  'insight',
  'imports',
  'tags',
  'webhooks',
  'automation',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/migrations/**',
      '**/*.config.ts',
      '**/*.config.js',
      '**/.stryker-tmp/**',
      'packages/*/reports/**',
      'apps/web/openapi-contract/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Architecture boundaries (DESIGN §1): packages never import apps; web never imports api.
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/apps/**', '@turbine/api', '@turbine/web'] },
      ],
    },
  },
  {
    // zod's jitless mode must be set before any schema is built (decision 108): domain code takes `z` from
    // zod-config.ts, never from 'zod' itself (an import of 'zod' brought back the CSP eval report).
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/zod-config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['**/apps/**', '@turbine/api', '@turbine/web'],
          paths: [
            {
              name: 'zod',
              message: "Import z from '../zod-config.ts' (jitless, decision 108).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/api/**', '@turbine/api'] }] },
  },
  {
    // Module and feature boundaries (decision 094): tools/eslint/boundaries-plugin.js.
    files: ['apps/api/**/*.ts'],
    plugins: { turbine: boundaries },
    rules: {
      'turbine/module-boundaries': ['error', { order: MODULE_ORDER }],
      'turbine/drizzle-in-repositories': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { turbine: boundaries },
    rules: { 'turbine/feature-boundaries': 'error' },
  },
);
