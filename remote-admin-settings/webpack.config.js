const { createConfig } = require('../webpack/createConfig');
const { remoteExposes } = require('../webpack/remoteExposes');

module.exports = createConfig({
  name: 'adminSettings',
  dir: __dirname,
  devPort: 3003,
  title: 'Settings and reports',
  description: 'Settings, team and reports of the eVisitor back office.',
  exposes: remoteExposes('adminSettings'),
  // Its forms check with yup, which the hosts do not share (webpack/sharedDependencies.js).
  sharedExtras: ['yup'],
});
