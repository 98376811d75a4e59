// One lint setup for the whole repo. Import direction is enforced here:
// shared imports no app; apps never import each other; in the shell, features never import app/.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = [
  'shell',
  'remote-queues',
  'remote-order-detail',
  'remote-admin-settings',
  'remote-customer',
  'customer-site',
];

function forbid(patterns, message) {
  return { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
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
    files: ['shared/src/**'],
    rules: forbid(
      ['**/api/src/**', ...APPS.map((app) => `**/${app}/**`)],
      'The contract package imports no app.',
    ),
  },
  ...APPS.map((app) => ({
    files: [`${app}/src/**`],
    rules: forbid(
      [...APPS.filter((other) => other !== app).map((other) => `**/${other}/**`), '**/api/src/**'],
      'Apps share code only through @portal/shared; a remote is loaded at run time, never imported.',
    ),
  })),
  {
    files: ['shell/src/features/**', 'shell/src/lib/**'],
    rules: forbid(
      ['**/app/**'],
      'Features and lib never import the app layer (app → features → lib).',
    ),
  },
);
