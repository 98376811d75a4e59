// @ts-check
/**
 * Reads a relative import between modules of one shared workspace package ('../api/apiClient'
 * inside web/src) as the package request it stands for ('@portal/web/api/apiClient'), so the
 * federation config shares it by the package's prefix like every app's import of it: one
 * instance whichever way it is imported, and an app provides only the package modules it
 * imports (webpack/sharedDependencies.js).
 */
const fs = require('node:fs');
const path = require('node:path');
const { SHARED_PACKAGES } = require('./workspace');

const PLUGIN = 'ContractRequestsPlugin';
/**
 * Each shared package's source folder, name, and the folders it does not export (`null` in its
 * package.json's exports): their modules are private to the modules that import them, so they
 * are bundled with them, not shared (the route table's group files, shared/src/api/routes).
 */
const PACKAGE_SOURCES = Object.entries(SHARED_PACKAGES).map(([folder, name]) => {
  const { exports } = require(`../${folder}/package.json`);
  return {
    source: path.join(__dirname, '..', folder, 'src'),
    name,
    privateFolders: Object.entries(exports)
      .filter(([pattern, target]) => target === null && pattern.endsWith('/*'))
      .map(([pattern]) => pattern.slice('./'.length, -'*'.length)),
  };
});

/**
 * The package request of a relative import from inside a package, or null when it is not
 * one of the package's exported modules (a stylesheet, a private module, or a path outside
 * the package).
 * @param {(typeof PACKAGE_SOURCES)[number]} pkg the importing module's package
 * @param {string} context the importing module's folder
 * @param {string} request
 */
function packageRequestOf(pkg, context, request) {
  if (!/^\.\.?\//.test(request)) return null;
  const target = path.resolve(context, request);
  const name = path.relative(pkg.source, target).split(path.sep).join('/');
  if (name.startsWith('..') || path.isAbsolute(name)) return null;
  if (pkg.privateFolders.some((folder) => name.startsWith(folder))) return null;
  // The packages export ui/* from .tsx files and every other module from .ts (their package.json).
  const extension = name.startsWith('ui/') ? '.tsx' : '.ts';
  return fs.existsSync(target + extension) ? `${pkg.name}/${name}` : null;
}

class ContractRequestsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap(PLUGIN, (factory) => {
      factory.hooks.beforeResolve.tap(PLUGIN, (data) => {
        const pkg = PACKAGE_SOURCES.find(({ source }) =>
          data.context.startsWith(source + path.sep),
        );
        if (!pkg) return;
        const request = packageRequestOf(pkg, data.context, data.request);
        if (request) data.request = request;
      });
    });
  }
}

module.exports = { ContractRequestsPlugin };
