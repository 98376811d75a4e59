const { createConfig } = require('../webpack/createConfig');
const { remoteExposes } = require('../webpack/remoteExposes');

module.exports = createConfig({
  name: 'customer',
  dir: __dirname,
  devPort: 3004,
  title: 'Track your eVisitor order',
  description: 'Track your eVisitor order and download your finished visa.',
  exposes: remoteExposes('customer'),
  // Its forms check with yup, which the hosts do not share (webpack/sharedDependencies.js).
  sharedExtras: ['yup'],
  drawnByServer: true,
  // The contract and web modules its pages draw with that the customer site does not provide: one file,
  // not six of a few hundred bytes each (docs/decisions.md#customer-page-script-budget).
  contractChunk:
    /[\\/](shared[\\/]src[\\/](api[\\/]envelope|util[\\/]fillPath|encoding[\\/]idCodec|customer[\\/]\w+)|web[\\/]src[\\/]ui[\\/]TextField)\.tsx?$/,
});
