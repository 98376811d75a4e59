// The TypeScript projects `npm run typecheck` and `npm test` check, tests included.
// The contract package and the API are built (tsc -b api) first, then each project is
// checked without emitting.
export const TYPECHECKED_PROJECTS = [
  'shared/test/tsconfig.json',
  'api/test/tsconfig.json',
  'shell/tsconfig.json',
  'remote-queues/tsconfig.json',
  'remote-order-detail/tsconfig.json',
  'remote-admin-settings/tsconfig.json',
  'remote-customer/tsconfig.json',
  'customer-site/tsconfig.json',
  'e2e/tsconfig.json',
];
