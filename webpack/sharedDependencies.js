// @ts-check
/**
 * Libraries every app shares as singletons, so each loads once in the browser and
 * module-level state (the session store, toasts, the router) is the same everywhere.
 */
const fs = require('node:fs');
const path = require('node:path');
const { SHARED_PACKAGES } = require('./workspace');

/**
 * The installed version of a package, found by walking up from its entry point
 * (some packages do not export their package.json).
 * @param {string} name
 */
function installedVersion(name) {
  let dir = path.dirname(require.resolve(name));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name: found, version } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      if (found === name) return version;
    }
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find the installed version of ${name}`);
}

/** @typedef {Record<string, { singleton: true, requiredVersion: string, version: string, shareKey?: string, packageName?: string }>} SharedConfig */

/** @param {Array<[string, string]>} entries share key and the package that carries its version */
function singletonsOf(entries) {
  /** @type {SharedConfig} */
  const config = {};
  for (const [key, packageName] of entries) {
    const version = installedVersion(packageName);
    config[key] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return config;
}

/** Every app shares these. */
const baseSingletons = singletonsOf([
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['zustand', 'zustand'],
  // A subpath is a module of its own to federation: the stores import 'zustand/vanilla'
  // and zustand's index imports both of these, so without them each app bundled a copy.
  ['zustand/vanilla', 'zustand'],
  ['zustand/react', 'zustand'],
  ['react-hot-toast', 'react-hot-toast'],
  // Only @portal/web imports it, but a shared module's dependencies are not shared by
  // themselves: without this line every app built its own copy.
  ['axios', 'axios'],
]);

/**
 * Request → the subset module every app resolves it to (subsetRule in webpack/createConfig.js):
 * what the apps use of the package, re-exported from its public entry. A shared package is
 * never tree-shaken; shared through its subset, each build keeps what the subset names.
 */
const SUBSET_MODULES = {
  'react-router-dom': path.join(__dirname, 'sharedModules', 'reactRouter.mjs'),
  formik: path.join(__dirname, 'sharedModules', 'formik.mjs'),
  yup: path.join(__dirname, 'sharedModules', 'yup.mjs'),
  '@tanstack/react-query': path.join(__dirname, 'sharedModules', 'reactQuery.mjs'),
};

// Each subset is shared by its file, under its package's name and version: an app's request
// for the package resolves to the file, and the file's own import of the package (its public
// entry) is the package itself, neither shared nor resolved to the subset again. The package's
// name is no share key of its own: a shared module's fallback is resolved outside subsetRule,
// so a 'react-router-dom' key bundled the whole router beside its subset.
/** @param {keyof typeof SUBSET_MODULES} request @returns {SharedConfig} */
function subsetSingleton(request) {
  const version = installedVersion(request);
  const file = SUBSET_MODULES[request];
  return {
    [file]: { singleton: true, requiredVersion: `^${version}`, version, shareKey: request },
  };
}

/** Subsets only some apps use are optional singletons (below): the others, every app shares. */
const OPTIONAL_SUBSETS = ['yup'];
for (const request of /** @type {Array<keyof typeof SUBSET_MODULES>} */ (
  Object.keys(SUBSET_MODULES)
)) {
  if (!OPTIONAL_SUBSETS.includes(request)) Object.assign(baseSingletons, subsetSingleton(request));
}

// The contract package and the web platform are shared by prefix: every '@portal/shared/...' or
// '@portal/web/...' module an app imports is one instance (the stores too). Their modules import
// each other by relative path ('../api/apiClient'); each build reads those as package requests
// (webpack/ContractRequestsPlugin.js), so they are the same shared modules, and an app provides
// only the modules it imports.
// packageName is the package's own manifest: the federation manifest tooling looks a share's
// version up by resolving its packageName, else its key, and a key ending in '/' is a pattern
// Node resolves no more (it warned DEP0155 on every build). The version is given, so webpack
// itself never reads packageName.
for (const [folder, name] of Object.entries(SHARED_PACKAGES)) {
  const manifest = path.join(__dirname, '..', folder, 'package.json');
  const { version } = require(manifest);
  baseSingletons[`${name}/`] = {
    singleton: true,
    requiredVersion: version,
    version,
    packageName: manifest,
  };
}

/** The queues' module that registers the grid's parts and re-exports the grid (share key 'ag-grid'). */
const GRID_MODULE = path.join(
  __dirname,
  '..',
  'remote-queues/src/features/orders-list/lib/agGrid.ts',
);

/**
 * Libraries only the apps that use them declare, so the others do not build them: a host
 * provides every library it declares, and the shell's page downloads them all in one file
 * before its first render (webpack/createConfig.js, `libraries`).
 */
const optionalSingletons = {
  // The staff forms of the remotes and the customer's deferred checks; not the sign-in
  // (docs/decisions.md#sign-in-checks-without-yup).
  yup: () => subsetSingleton('yup'),
  // A shared package is never tree-shaken (any app might use any of it), so the grid is
  // shared through the queues' module that re-exports only what the portal registers.
  agGrid: () => {
    const version = installedVersion('ag-grid-community');
    return {
      [GRID_MODULE]: {
        singleton: true,
        requiredVersion: `^${version}`,
        version,
        shareKey: 'ag-grid',
      },
    };
  },
};

/**
 * @param {Array<keyof typeof optionalSingletons>} [optional]
 * @returns {SharedConfig}
 */
function sharedDependencies(optional = []) {
  return Object.assign({}, baseSingletons, ...optional.map((name) => optionalSingletons[name]()));
}

module.exports = { GRID_MODULE, SUBSET_MODULES, sharedDependencies };
