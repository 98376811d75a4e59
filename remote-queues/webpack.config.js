const { createConfig } = require('../webpack/createConfig');
const { remoteExposes } = require('../webpack/remoteExposes');

module.exports = createConfig({
  name: 'queues',
  dir: __dirname,
  devPort: 3001,
  title: 'Order queues',
  exposes: remoteExposes('queues'),
  sharedExtras: ['agGrid'],
});
