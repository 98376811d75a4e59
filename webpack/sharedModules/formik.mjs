// What the apps use of formik, and the module every app shares under the key 'formik'
// (`formik` resolves here in every build, webpack/createConfig.js): like ./reactRouter.mjs, a
// shared package is never tree-shaken, so sharing formik itself shipped every helper it has.
// It names formik's ES module file: `formik` itself resolves to this module. A name the apps
// import that is missing here fails the build (`exportsPresence: 'error'`): add it to the list.
export {
  Field,
  Form,
  Formik,
  useField,
  validateYupSchema,
  yupToFormErrors,
} from 'formik/dist/formik.esm.js';
