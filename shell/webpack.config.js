const { createConfig } = require('../webpack/createConfig');

module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  devPort: 3000,
  title: 'eVisitor Admin Portal',
  description: 'The eVisitor back office: staff sign in here to work visitor visa orders.',
  isHost: true,
  librariesInOneFile: true,
});
