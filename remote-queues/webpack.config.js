const { createConfig } = require('../webpack/createConfig');

module.exports = createConfig({
  name: 'queues',
  dir: __dirname,
  devPort: 3001,
  title: 'Order queues',
  exposes: { './QueueScreen': './src/screens/QueueScreen.tsx' },
  sharedExtras: ['agGrid'],
});
