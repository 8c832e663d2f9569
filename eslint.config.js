import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layout from './scripts/eslint-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/toast.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              importNames: ['toast'],
              message: 'Use toast from @/lib/toast: identical toasts replace each other instead of stacking.',
            },
          ],
        },
      ],
    },
  },
  // Endpoints are called through their declaration in packages/domain endpoints/ (decision 031): callEndpoint, or
  // endpointUrl where a URL is needed. No web file writes an `/api` path.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/^\\/api(\\/|$)/]', 'TemplateElement[value.raw=/^\\/api(\\/|$)/]'].map(
          (selector) => ({
            selector,
            message: 'Call the endpoint through its declaration (callEndpoint, endpointUrl), not by path.',
          }),
        ),
      ],
    },
  },
  // Server routes are made from the catalogue's declarations, in one place (platform/openapi.ts: routeOf).
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/platform/openapi.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hono/zod-openapi',
              importNames: ['createRoute'],
              message: 'Declare the endpoint in packages/domain endpoints/ and register it with routeOf.',
            },
          ],
        },
      ],
    },
  },
  // Modules and features are used through their public entries (scripts/eslint-boundaries.js).
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
    plugins: { layout },
    rules: { 'layout/boundaries': 'error' },
  },
  // A server module's SQL is in its queries.ts or queries/ (decision 022). The exceptions, each for a reason:
  // - auth/auth.ts hands the whole schema to better-auth's drizzle adapter (configuration: it runs no SQL of its own).
  {
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { layout },
    rules: { 'layout/sql-in-queries': ['error', { allow: ['auth/auth.ts'] }] },
  },
  // Server test files share their worker's modules (vitest.config.ts: isolate off), so none may replace a module,
  // a global or the clock for the files after it.
  {
    files: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv', 'useFakeTimers', 'spyOn'].map((property) => ({
          object: 'vi',
          property,
          message: 'Server test files share modules (isolate off): build what the test needs instead.',
        })),
      ],
    },
  },
  // The service worker is plain JavaScript served as is (features/pwa registers it).
  { files: ['apps/web/public/sw.js'], languageOptions: { globals: { ...globals.serviceworker } } },
);
