const { createConfig } = require('../webpack/createConfig');

module.exports = createConfig({
  name: 'customer',
  dir: __dirname,
  devPort: 3004,
  title: 'Track your eVisitor order',
  exposes: {
    './TrackOrderScreen': './src/screens/TrackOrderScreen.tsx',
    './StatusTrackScreen': './src/screens/StatusTrackScreen.tsx',
    './OrderCompletionScreen': './src/screens/OrderCompletionScreen.tsx',
    './NotFoundScreen': './src/screens/NotFoundScreen.tsx',
  },
});
