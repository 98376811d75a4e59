const { createConfig } = require('../webpack/createConfig');
const { remoteExposes } = require('../webpack/remoteExposes');

module.exports = createConfig({
  name: 'orderDetail',
  dir: __dirname,
  devPort: 3002,
  title: 'Order details',
  description: 'One order of the eVisitor back office: its details, documents and history.',
  exposes: remoteExposes('orderDetail'),
  // Its forms check with yup, which the hosts do not share (webpack/sharedDependencies.js).
  sharedExtras: ['yup'],
});
