// @ts-check
/**
 * Builds every host and remote of the workspace manifest in one webpack run (root `npm run build`),
 * and the customer pages' server renderer.
 */
const { APP_FOLDERS: apps } = require('./workspace');

/** @type {Array<(env: unknown, argv: { mode?: 'production' | 'development' }) => import('webpack').Configuration>} */
module.exports = [
  ...apps.map((app) => require(`../${app}/webpack.config.js`)),
  require('../customer-site/webpack.render.config.js'),
];
module.exports.parallelism = 2;
