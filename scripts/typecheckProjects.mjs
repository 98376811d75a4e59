// The TypeScript projects `npm run typecheck` and `npm test` check, tests included.
// The contract package and the API are built (tsc -b api) first, then each project is
// checked without emitting.
import workspace from '../webpack/workspace.js';

export const TYPECHECKED_PROJECTS = [
  'shared/test/tsconfig.json',
  'web/tsconfig.json',
  'api/test/tsconfig.json',
  ...workspace.APP_FOLDERS.map((folder) => `${folder}/tsconfig.json`),
  'e2e/tsconfig.json',
];
