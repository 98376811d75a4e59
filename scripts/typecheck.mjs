// `npm run typecheck`: builds the contract package and the API, then type-checks every
// project with its tests, the same step `npm test` runs.
import { run } from './run.mjs';
import { TYPECHECKED_PROJECTS } from './typecheckProjects.mjs';

run('npx', ['tsc', '-b', 'api']);
for (const project of TYPECHECKED_PROJECTS) run('npx', ['tsc', '--noEmit', '-p', project]);
