// @ts-check
/** Builds the two hosts (shell, customer site) and the four remotes in one webpack run (root `npm run build`). */
const apps = [
  'shell',
  'remote-queues',
  'remote-order-detail',
  'remote-admin-settings',
  'remote-customer',
  'customer-site',
];

/** @type {Array<(env: unknown, argv: { mode?: 'production' | 'development' }) => import('webpack').Configuration>} */
module.exports = apps.map((app) => require(`../${app}/webpack.config.js`));
module.exports.parallelism = 2;
