// One lint setup for the whole repo. Import direction is enforced here: the contract (shared)
// and the web platform (web) import no app; the contract imports neither the web package nor
// anything of a browser (React, stores, the HTTP client, DOM globals); the API imports no front
// end and not the web package; apps never import each other; inside every front end,
// app → screens → features → components, hooks, lib; and no source file takes part in an
// import cycle.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import workspace from './webpack/workspace.js';

const { APP_FOLDERS: APPS } = workspace;

/**
 * The layout every front end follows (docs/architecture.md, "How a front end is laid out"):
 * a host's app/ (its routes) → screens → features → the app's shared components/, hooks/ and
 * lib/; a feature uses another only through its components/ and hooks/, never its api/ or lib/.
 */
function frontEndLayoutZones(app) {
  const src = `${app}/src`;
  const features = readdirSync(new URL(`${src}/features`, import.meta.url));
  const below = (...layers) => layers.map((layer) => `${src}/${layer}`);
  return [
    {
      target: below('screens', 'features', 'components', 'hooks', 'lib'),
      from: `${src}/app`,
      message: "A host's app/ (its routes) is the top layer: nothing imports it.",
    },
    {
      target: below('features', 'components', 'hooks', 'lib'),
      from: `${src}/screens`,
      message: 'Screens are what a host mounts: only its app/ imports them.',
    },
    {
      target: below('components', 'hooks', 'lib'),
      from: `${src}/features`,
      message: "An app's shared components, hooks and lib import no feature.",
    },
    ...features.map((feature) => ({
      target: `${src}/features/${feature}/**`,
      from: [`${src}/features/*/api/**`, `${src}/features/*/lib/**`],
      // Exceptions of a glob zone are matched against absolute paths.
      except: [`${import.meta.dirname}/${src}/features/${feature}/**`],
      message: "A feature's api/ and lib/ are its own: use its components/ or hooks/.",
    })),
  ];
}

/** @param {...[string[], string]} groups import patterns, each with why they are refused */
function forbid(...groups) {
  return {
    'no-restricted-imports': [
      'error',
      { patterns: groups.map(([group, message]) => ({ group, message })) },
    ],
  };
}

/**
 * The tests' shared helpers (jest/), by name or by path: never in what a page runs.
 * @type {[string[], string]}
 */
const TEST_HELPERS = [
  ['@portal/jest', '@portal/jest/**', '**/jest/**'],
  'Test helpers (jest/) are for tests only; the builds cannot resolve them.',
];

/** The web package, by name or by path. */
const WEB_PACKAGE = ['@portal/web', '@portal/web/**', '**/web/src/**'];

/**
 * What the API, source and tests, may not import.
 * @type {Array<[string[], string]>}
 */
const API_BOUNDARY = [
  [
    APPS.map((app) => `**/${app}/**`),
    'The API serves the front ends and never imports them; share code through @portal/shared.',
  ],
  [WEB_PACKAGE, 'The server never runs the web package; share code through @portal/shared.'],
];

/** What runs only in a page: React and its libraries, the stores, the HTTP client, the federation runtime. */
const BROWSER_LIBRARIES = [
  'react',
  'react/**',
  'react-dom',
  'react-dom/**',
  'react-router',
  'react-router-dom',
  'formik',
  'react-hot-toast',
  'zustand',
  'zustand/**',
  'axios',
  '@module-federation/**',
  'eventsource-parser',
  'eventsource-parser/**',
];

/** A page's own globals: every browser global Node lacks, and the storage and navigator it has too. */
const BROWSER_GLOBALS = [
  ...Object.keys(globals.browser).filter((name) => !(name in globals.node)),
  'localStorage',
  'sessionStorage',
  'navigator',
];

const CONTRACT_RUNS_ON_SERVER =
  'The contract runs on the server too: browser code belongs in the web package (@portal/web).';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['web/src/**'],
    rules: forbid(
      [
        ['**/api/src/**', ...APPS.map((app) => `**/${app}/**`)],
        'The web package imports no app and never the server.',
      ],
      TEST_HELPERS,
    ),
  },
  {
    // The contract is what the server compiles against (docs/architecture.md, "Two packages").
    files: ['shared/src/**'],
    rules: {
      ...forbid(
        [['**/api/src/**', ...APPS.map((app) => `**/${app}/**`)], 'The contract imports no app.'],
        [
          WEB_PACKAGE,
          'The contract never imports the web package: the web package builds on the contract.',
        ],
        [BROWSER_LIBRARIES, CONTRACT_RUNS_ON_SERVER],
        TEST_HELPERS,
      ),
      'no-restricted-globals': [
        'error',
        ...BROWSER_GLOBALS.map((name) => ({ name, message: CONTRACT_RUNS_ON_SERVER })),
      ],
    },
  },
  {
    files: ['api/**'],
    rules: forbid(...API_BOUNDARY),
  },
  {
    // A later block replaces the rule for its files, so the server's source repeats the API's groups.
    files: ['api/src/**'],
    rules: forbid(...API_BOUNDARY, TEST_HELPERS),
  },
  {
    files: ['*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: '*/tsconfig.json',
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  ...APPS.map((app) => ({
    files: [`${app}/src/**`],
    rules: forbid(
      [
        [
          ...APPS.filter((other) => other !== app).map((other) => `**/${other}/**`),
          '**/api/src/**',
        ],
        'Apps share code only through @portal/shared and @portal/web; a remote is loaded at run time, never imported.',
      ],
      TEST_HELPERS,
    ),
  })),
  {
    files: APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: APPS.flatMap(frontEndLayoutZones) },
      ],
    },
  },
  {
    // TypeBox stays on the server: the front ends and the package modules they load may name
    // the schemas' types, never import their code (docs/architecture.md, "One contract"). The
    // route table's files declare each call with its schemas, which the front ends' builds
    // strip with the imports they used (webpack/stripRouteSchemas.js).
    files: [...APPS.map((app) => `${app}/src/**`), 'shared/src/**', 'web/src/**'],
    ignores: ['shared/src/schemas/**', 'shared/src/api/routes/**', 'shared/src/api/frontRoutes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@sinclair/typebox', '**/schemas/**'],
              allowTypeImports: true,
              message: 'Server-only schema code: import its types only (`import type`).',
            },
          ],
        },
      ],
    },
  },
  {
    // A route's schemas are not in a front end's build (webpack/stripRouteSchemas.js).
    files: [...APPS.map((app) => `${app}/src/**`), 'web/src/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='schemas']",
          message: "A route's schemas are the server's: the front ends' builds leave them out.",
        },
      ],
    },
  },
);
