const { createConfig } = require('../webpack/createConfig');
const { remoteExposes } = require('../webpack/remoteExposes');

module.exports = createConfig({
  name: 'customer',
  dir: __dirname,
  devPort: 3004,
  title: 'Track your eVisitor order',
  exposes: remoteExposes('customer'),
});
