// `npm test`: type checks, lint, every jest suite, a production build and the browser
// tests. Every step runs even when an earlier one fails; the last line sums them all.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './run.mjs';
import { TYPECHECKED_PROJECTS } from './typecheckProjects.mjs';

const RESULTS = path.join(ROOT, 'test-results');
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

let passed = 0;
let failed = 0;

function step(name, command, args) {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const { status } = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  return status === 0;
}

/** A check that is not a jest suite counts as one test. */
function check(name, command, args) {
  if (step(name, command, args)) passed += 1;
  else failed += 1;
}

/** A jest run counts each of its tests; a run that could not report counts as one failure. */
function jestRun(name, args) {
  const output = path.join(RESULTS, `${name}.json`);
  step(name, 'npx', ['jest', ...args, '--json', `--outputFile=${output}`]);
  try {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  } catch {
    failed += 1;
  }
}

check('build contract package and API', 'npx', ['tsc', '-b', 'api']);
for (const project of TYPECHECKED_PROJECTS)
  check(`typecheck ${project}`, 'npx', ['tsc', '--noEmit', '-p', project]);
check('lint', 'npx', ['eslint', '.']);
check('format', 'npx', ['prettier', '--check', '.']);
check('install scripts reviewed', 'node', ['scripts/check-install-scripts.mjs']);
jestRun('unit-component-api', ['--maxWorkers=2']);
// Two API processes on PostgreSQL and S3 behind nginx (README, "Several instances").
jestRun('cluster', ['-c', 'api/jest.cluster.config.js', '--runInBand']);
// Faults injected into those processes, PostgreSQL, S3 and the disk (docs/reliability.md).
jestRun('faults', ['-c', 'api/jest.faults.config.js', '--runInBand']);
if (step('production build', 'node', ['scripts/build.mjs'])) {
  passed += 1;
  jestRun('browser', ['-c', 'e2e/jest.config.js', '--runInBand']);
} else {
  failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
