const { createConfig } = require('../webpack/createConfig');

module.exports = createConfig({
  name: 'customerSite',
  dir: __dirname,
  devPort: 3005,
  title: 'Track your eVisitor order',
  description: 'Track your eVisitor order and download your finished visa.',
  isHost: true,
  drawnByServer: true,
  publicPath: '/customer-site/',
});
