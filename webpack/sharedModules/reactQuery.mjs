// What the apps use of TanStack Query, and the module every app shares under the key
// '@tanstack/react-query' (webpack/sharedDependencies.js): like ./reactRouter.mjs, a shared
// package is never tree-shaken, so sharing the package itself shipped every hook and helper it
// has. One instance for the shell and every remote: one query client, one cache. A name the
// apps import that is missing here is not caught by the build (a shared module is found at run
// time, where the name is then undefined); shared/test/remotes/subsetImports.test.ts fails on
// it: add it to the list.
export {
  hashKey,
  keepPreviousData,
  QueryClient,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
