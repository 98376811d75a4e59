// What the apps use of formik, and the module every app shares under the key 'formik' (`formik`
// resolves here in every build, webpack/createConfig.js): like ./reactRouter.mjs, a shared
// package is never tree-shaken, so sharing formik itself shipped every helper it has. It takes
// formik's public entry: this module's own `formik` is the package (subsetRule). A name the
// apps import that is missing here is not caught by the build (a shared module is found at run
// time, where the name is then undefined); shared/test/remotes/subsetImports.test.ts fails on
// it: add it to the list.
export { Field, Form, Formik, useField, validateYupSchema, yupToFormErrors } from 'formik';
