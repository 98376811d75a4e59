// @ts-check
/**
 * Reads a relative import between modules of the contract package ('../api/apiClient' inside
 * shared/src) as the package request it stands for ('@portal/shared/api/apiClient'), so the
 * federation config shares it by the package's prefix like every app's import of it: one
 * instance whichever way it is imported, and an app provides only the contract modules it
 * imports (webpack/sharedDependencies.js).
 */
const fs = require('node:fs');
const path = require('node:path');

const PLUGIN = 'ContractRequestsPlugin';
const PACKAGE = '@portal/shared';
const CONTRACT_SOURCE = path.join(__dirname, '..', 'shared', 'src');

/**
 * The package request of a relative import from inside the contract, or null when it is not
 * one of the package's exported modules (a stylesheet, or a path outside the package).
 * @param {string} context the importing module's folder
 * @param {string} request
 */
function packageRequestOf(context, request) {
  if (!/^\.\.?\//.test(request)) return null;
  const target = path.resolve(context, request);
  const name = path.relative(CONTRACT_SOURCE, target).split(path.sep).join('/');
  if (name.startsWith('..') || path.isAbsolute(name)) return null;
  // The package exports ui/* from .tsx files and every other module from .ts (shared/package.json).
  const extension = name.startsWith('ui/') ? '.tsx' : '.ts';
  return fs.existsSync(target + extension) ? `${PACKAGE}/${name}` : null;
}

class ContractRequestsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap(PLUGIN, (factory) => {
      factory.hooks.beforeResolve.tap(PLUGIN, (data) => {
        if (!data.context.startsWith(CONTRACT_SOURCE + path.sep)) return;
        const request = packageRequestOf(data.context, data.request);
        if (request) data.request = request;
      });
    });
  }
}

module.exports = { ContractRequestsPlugin };
