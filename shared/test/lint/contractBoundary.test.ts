import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The contract is what the server compiles against: lint refuses, in shared/src, an import of
 * the web package, of React and the other page libraries, and the browser's globals; the API
 * may not import the web package either (eslint.config.mjs; docs/architecture.md, "Two
 * packages"). Each probe is linted by the repository's own config as a file at that path.
 */
const ROOT = path.join(__dirname, '..', '..', '..');

const FORBIDDEN_IN_CONTRACT: Array<[string, string]> = [
  ["import { sessionStore } from '@portal/web/session/sessionStore';", 'no-restricted-imports'],
  ["import { callApi } from '../../../web/src/api/apiClient';", 'no-restricted-imports'],
  ["import { useState } from 'react';", 'no-restricted-imports'],
  ["import { createRoot } from 'react-dom/client';", 'no-restricted-imports'],
  ["import { createStore } from 'zustand/vanilla';", 'no-restricted-imports'],
  ["import axios from 'axios';", 'no-restricted-imports'],
  ["import { Formik } from 'formik';", 'no-restricted-imports'],
  ["import { loadRemote } from '@module-federation/enhanced/runtime';", 'no-restricted-imports'],
  ['export const title = (): string => document.title;', 'no-restricted-globals'],
  ['export const here = (): string => window.location.href;', 'no-restricted-globals'],
  [
    "export const saved = (): string | null => localStorage.getItem('user');",
    'no-restricted-globals',
  ],
  [
    "export const draft = (): string | null => sessionStorage.getItem('d');",
    'no-restricted-globals',
  ],
  ['export const online = (): boolean => navigator.onLine;', 'no-restricted-globals'],
];

/** The rules each probe breaks, linted as `file` by ESLint with the repository's config. */
function rulesBroken(probes: Array<{ file: string; code: string }>): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    const probes = JSON.parse(process.argv[1]);
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const broken = [];
      for (const { file, code } of probes) {
        const [result] = await eslint.lintText(code + '\\n', { filePath: file });
        broken.push(result.messages.map((message) => message.ruleId ?? message.message));
      }
      process.stdout.write(JSON.stringify(broken));
    })();
  `;
  const run = spawnSync(process.execPath, ['-e', script, JSON.stringify(probes)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

const inContract = FORBIDDEN_IN_CONTRACT.map(([code]) => ({
  file: 'shared/src/api/probe.ts',
  code,
}));
const inWeb = FORBIDDEN_IN_CONTRACT.map(([code]) => ({
  file: 'web/src/api/probe.ts',
  code: code.replace("'../../../web/src/api/apiClient'", "'./apiClient'"),
}));
const webInApi = ["import { callApi } from '@portal/web/api/apiClient';"].flatMap((code) => [
  { file: 'api/src/routes/probe.ts', code },
  { file: 'api/test/routes/probe.test.ts', code },
]);

/** The tests' helpers: refused in every package's source, taken in its tests. */
const TEST_HELPER_IMPORT = "import { heldAnswer } from '@portal/jest/heldAnswer';";
const testHelperInSource = [
  'shared/src/api/probe.ts',
  'web/src/ui/probe.ts',
  'remote-queues/src/screens/probe.tsx',
  'api/src/routes/probe.ts',
].map((file) => ({ file, code: TEST_HELPER_IMPORT }));
const testHelperInTest = {
  file: 'remote-queues/test/screens/probe.test.tsx',
  code: TEST_HELPER_IMPORT,
};

let broken: string[][];
let testHelperBroken: string[][];

beforeAll(() => {
  broken = rulesBroken([...inContract, ...inWeb, ...webInApi]);
  testHelperBroken = rulesBroken([...testHelperInSource, testHelperInTest]);
}, 60_000);

describe('the contract (shared/src)', () => {
  it.each(FORBIDDEN_IN_CONTRACT.map(([code, rule], index) => [code, rule, index] as const))(
    'refuses %s (%s)',
    (_code, rule, index) => {
      expect(broken[index]).toContain(rule);
    },
  );
});

describe('the web package (web/src)', () => {
  it.each(
    FORBIDDEN_IN_CONTRACT.map(([, rule], index) => [inWeb[index]?.code, rule, index] as const),
  )('may use %s', (_code, rule, index) => {
    expect(broken[inContract.length + index]).not.toContain(rule);
  });
});

describe('the API', () => {
  it.each(webInApi.map((probe, index) => [probe.file, index] as const))(
    '%s may not import the web package',
    (_file, index) => {
      expect(broken[inContract.length + inWeb.length + index]).toContain('no-restricted-imports');
    },
  );
});

describe("the tests' helpers (jest/)", () => {
  it.each(testHelperInSource.map((probe, index) => [probe.file, index] as const))(
    'may not be imported by %s',
    (_file, index) => {
      expect(testHelperBroken[index]).toContain('no-restricted-imports');
    },
  );

  it('may be imported by a test', () => {
    expect(testHelperBroken[testHelperInSource.length]).not.toContain('no-restricted-imports');
  });
});
