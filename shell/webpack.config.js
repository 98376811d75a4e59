const { createConfig } = require('../webpack/createConfig');

module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  devPort: 3000,
  title: 'eVisitor Admin Portal',
  isHost: true,
  librariesInOneFile: true,
});
