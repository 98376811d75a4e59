import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOSTS, REMOTES } from '../../src/remotes/remoteModules';

/**
 * Adding a remote is one entry in REMOTES plus its folder (docs/architecture.md, "Adding a
 * remote"): a copy of the repo's tool configs with a fifth remote declared must list it in
 * jest, ESLint, the typecheck, the build, the bench and the squad CI, with no other edit.
 */
const ROOT = path.join(__dirname, '..', '..', '..');
const CONTRACT = 'shared/src/remotes/remoteModules.ts';
const TOOL_FILES = [
  CONTRACT,
  'jest.config.js',
  'eslint.config.mjs',
  'scripts/typecheckProjects.mjs',
  'scripts/remote-ci.mjs',
  'scripts/run.mjs',
  'bench/bundles.mjs',
  'bench/paths.mjs',
  'webpack/workspace.js',
  'webpack/remoteExposes.js',
  'webpack/allApps.config.js',
];
const FIFTH = 'remote-fifth';
const FIFTH_ENTRY = `  fifth: { folder: '${FIFTH}', host: 'shell', browserTest: 'e2e/tests/fifth.test.ts', modules: ['FifthScreen'] },\n`;

/** Prints every tool's list of apps, as each tool reads it. */
const PROBE = `
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const build = require('./webpack/allApps.config.js').map((factory) => factory(undefined, {}).name);
const { TYPECHECKED_PROJECTS } = await import('./scripts/typecheckProjects.mjs');
const { APPS } = await import('./bench/bundles.mjs');
const eslint = (await import('./eslint.config.mjs')).default.flatMap((config) => config.files ?? []).flat();
console.log(JSON.stringify({
  jest: require('./jest.config.js').projects,
  build,
  typecheck: TYPECHECKED_PROJECTS,
  bench: APPS,
  eslint,
}));
`;

let copy: string;

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'workspace-manifest-'));
  for (const file of TOOL_FILES) cpSync(path.join(ROOT, file), path.join(copy, file));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));
  const contract = readFileSync(path.join(copy, CONTRACT), 'utf8');
  writeFileSync(
    path.join(copy, CONTRACT),
    contract.replace('} as const satisfies Record<', `${FIFTH_ENTRY}} as const satisfies Record<`),
  );
  const folders = [...Object.values(HOSTS), ...Object.values(REMOTES)].map((app) => app.folder);
  for (const folder of [...folders, FIFTH]) {
    mkdirSync(path.join(copy, folder, 'src', 'features'), { recursive: true });
    writeFileSync(
      path.join(copy, folder, 'webpack.config.js'),
      `module.exports = () => ({ name: '${folder}' });\n`,
    );
  }
  // The customer pages' server renderer is built beside the apps (not an app of the manifest).
  writeFileSync(
    path.join(copy, 'customer-site', 'webpack.render.config.js'),
    "module.exports = () => ({ name: 'customerSiteRender' });\n",
  );
  writeFileSync(path.join(copy, 'probe.mjs'), PROBE);
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

it('lists a newly declared remote in jest, ESLint, the typecheck, the build and the bench', () => {
  const lists = JSON.parse(
    execFileSync('node', ['probe.mjs'], { cwd: copy, encoding: 'utf8' }),
  ) as {
    jest: string[];
    build: string[];
    typecheck: string[];
    bench: string[];
    eslint: string[];
  };
  expect(lists.jest).toContain(`<rootDir>/${FIFTH}`);
  expect(lists.build).toContain(FIFTH);
  expect(lists.typecheck).toContain(`${FIFTH}/tsconfig.json`);
  expect(lists.bench).toContain(FIFTH);
  expect(lists.eslint).toContain(`${FIFTH}/src/**/*.{ts,tsx}`);
});

it('runs a newly declared remote’s own CI', () => {
  // npx stands in for every step: the CI's first step shows it took the folder as a remote.
  const bin = path.join(copy, 'bin');
  mkdirSync(bin);
  writeFileSync(path.join(bin, 'npx'), '#!/bin/sh\nexit 3\n');
  chmodSync(path.join(bin, 'npx'), 0o755);
  const ci = spawnSync('node', [path.join(copy, 'scripts/remote-ci.mjs')], {
    cwd: path.join(copy, FIFTH),
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  expect(ci.stdout).toContain('> npx tsc -b api');
  expect(ci.stderr).not.toContain('Run it for one remote');
});
