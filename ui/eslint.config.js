// @ts-check
// ESLint (flat config). Besides the usual TypeScript and hooks rules, it enforces the UI's
// layers (docs/ui.md, "Boundaries"), as bulletproof-react's .eslintrc.cjs does with
// `import/no-restricted-paths` (eslint-plugin-import; its fork eslint-plugin-import-x needs
// native resolver packages the registry here does not serve for every platform, which breaks
// `npm ci`):
//   routes/ and main.tsx (the app) → features/<one> → components/ → lib/
// A feature never imports another feature; nothing imports upwards.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder of src/features is a feature: a new one is covered without editing this file.
const features = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature imports only itself (and the shared layers below it). */
const betweenFeatures = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other: move the shared piece to components/ or lib/, or compose them in routes/.',
}));

const app = ['./src/routes', './src/main.tsx'];

/** The direction of the layers, for application code (tests are handled below). */
const layers = [
  ...betweenFeatures,
  { target: './src/features', from: app, message: 'Features do not import the app (routes/, main.tsx); the app imports features.' },
  {
    target: ['./src/components', './src/lib'],
    from: ['./src/features', ...app],
    message: 'Shared code (components/, lib/) does not import features or the app.',
  },
  { target: './src/lib', from: './src/components', message: 'lib/ is the lowest layer: it does not import components/.' },
  {
    target: ['./src/components', './src/lib', './src/features', ...app],
    from: './src/test',
    message: 'Test helpers are for tests only.',
  },
];

/** Component files over 200 lines still waiting for their split; remove a file once it is split. */
const oversizedComponents = [
  'src/features/admin/routes/OrdersPage.tsx',
  'src/features/admin/routes/PostsAdminPage.tsx',
  'src/features/admin/routes/PromoCodesPage.tsx',
  'src/features/applications/routes/ApplicationPage.tsx',
  'src/features/applications/triage/components/ApplicationsTable.tsx',
  'src/features/billing/routes/PaymentPage.tsx',
  'src/features/integrations/routes/IntegrationsPage.tsx',
  'src/features/offers/components/ApplyDialog.tsx',
  'src/features/offers/routes/JobOfferPage.tsx',
  // The route table: one line a route; to split by area (as routes/salaryRoutes.tsx).
  'src/routes/routes.tsx',
];

const tests = ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/features/*/test/**'];

export default defineConfig(
  { ignores: ['dist/', 'src/gql/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      // The imported files are TypeScript too: without this, no-cycle cannot read them.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import/no-restricted-paths': ['error', { zones: layers }],
      // No import circle, within a layer too: a circle makes load order matter and splits badly.
      'import/no-cycle': 'error',
    },
  },
  {
    // One data layer (docs/ui.md, "Data layer"): requests live in each feature's api/ (its
    // queryOptions, mutations and hooks, run by TanStack Query); screens, components and hooks
    // use those, never the GraphQL client itself. The shared components' own api.ts (favourites,
    // places) are their api/; lib/query.ts is what the api/ folders build on.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...tests, 'src/**/api/**', 'src/components/*/api.ts', 'src/lib/graphql*.ts', 'src/lib/query.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/graphql'],
              importNames: ['graphqlRequest', 'cancellableGraphqlRequest'],
              message: "Only api/ files call the GraphQL client: use (or add) a query or mutation in the feature's api/.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^(cancellableG|g)raphqlRequest$/]',
          message: "Only api/ files call the GraphQL client: use (or add) a query or mutation in the feature's api/.",
        },
      ],
    },
  },
  {
    // A component file holds one screen or one part of it: past 200 lines (blank lines and
    // comments aside) it is split into components and hooks named for what they hold
    // (docs/ui.md, "Component size"). The files below are older and still to be split.
    files: ['src/**/*.tsx'],
    ignores: [...tests, ...oversizedComponents],
    rules: { 'max-lines': ['error', { max: 200, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Tests render the whole app through routes/ and use src/test/, but still belong to
    // their feature: they do not reach into another one.
    files: tests,
    rules: { 'import/no-restricted-paths': ['error', { zones: betweenFeatures }] },
  },
  {
    files: ['e2e/**', 'scripts/**', '*.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
);
