// What the apps use of yup, and the module every app shares under the key 'yup' (`yup` resolves
// here in every build, webpack/createConfig.js): like ./reactRouter.mjs, a shared package is
// never tree-shaken, so sharing yup itself shipped every schema type it has (numbers, dates,
// arrays, tuples, lazy schemas). It takes yup's public entry: this module's own `yup` is the
// package (subsetRule). A name the apps import that is missing here is not caught by the build
// (a shared module is found at run time, where the name is then undefined);
// shared/test/remotes/subsetImports.test.ts fails on it: add it to the list.
export { mixed, object, string, ValidationError } from 'yup';
