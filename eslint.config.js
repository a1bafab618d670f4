import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import prettierConfig from 'eslint-config-prettier';

// Every folder of src/features is a feature (read from the disk, so a new one cannot escape the zones below).
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// One direction: app -> features -> widgets -> api/components -> config/lib. A feature never imports another.
const zones = [
  {
    target: './src/lib',
    from: ['./src/app', './src/features', './src/widgets', './src/api', './src/components', './src/config'],
  },
  { target: './src/config', from: ['./src/app', './src/features', './src/widgets', './src/api', './src/components'] },
  { target: './src/api', from: ['./src/app', './src/features', './src/widgets', './src/components'] },
  // The UI kit knows no server data: data-bound panels shared by several features are widgets (docs/decisions/010).
  { target: './src/components', from: ['./src/app', './src/features', './src/widgets', './src/api'] },
  { target: './src/widgets', from: ['./src/app', './src/features'] },
  ...features.map((f) => ({
    target: `./src/features/${f}`,
    from: ['./src/features', './src/app'],
    except: [`./${f}`],
  })),
  { target: './src', from: './mocks', except: [] },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e',
      'deploy/out',
      'node_modules',
      'public',
      'playwright-report',
      'test-results',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'axios', message: 'Call a back-end through its client in @/api/clients (docs/decisions/002).' },
          ],
        },
      ],

      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-nested-ternary': 'error',
      // No `as` outside tests (const assertions stay allowed).
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Files kebab-case (DESIGN.md 'Names'); the feature folders keep the design card's names.
    files: [
      'src/**/*.{ts,tsx}',
      'bench/**/*.{ts,tsx}',
      'mocks/**/*.ts',
      'deploy/**/*.ts',
      'tests/**/*.{ts,tsx}',
      'e2e/**/*.ts',
      'scripts/**/*.mjs',
    ],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['tests/**', 'e2e/**'],
    rules: { '@typescript-eslint/consistent-type-assertions': 'off' },
  },
  {
    // Test utilities that drive a third-party widget's own markup (the PrimeReact dropdown's trigger).
    files: ['tests/utils/**'],
    rules: { 'testing-library/no-node-access': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Code passed to page.evaluate runs in the browser.
    files: ['scripts/bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // One way to each back-end from the app: its axios client (docs/decisions/002-bundle-budget.md).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call a back-end through its client in @/api/clients (docs/decisions/002).' },
      ],
    },
  },
  {
    files: ['src/lib/http/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The public tracking page's own few-line reader: it loads no client (docs/decisions/002-bundle-budget.md).
    files: ['src/features/rastreamento/api/get-rastreio.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // The app entry may start the in-browser mock back-end (removed from builds without mocks).
    files: ['src/main.tsx'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['mocks/**', 'scripts/**', 'deploy/**', 'e2e/**', 'tests/**', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
  // Formatting belongs to Prettier (`npm run lint` runs its check).
  prettierConfig,
);
