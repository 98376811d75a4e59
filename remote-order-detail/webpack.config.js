const { createConfig } = require('../webpack/createConfig');

module.exports = createConfig({
  name: 'orderDetail',
  dir: __dirname,
  devPort: 3002,
  title: 'Order details',
  exposes: { './OrderDetailScreen': './src/screens/OrderDetailScreen.tsx' },
});
