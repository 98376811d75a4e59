const { createConfig } = require('../webpack/createConfig');

module.exports = createConfig({
  name: 'adminSettings',
  dir: __dirname,
  devPort: 3003,
  title: 'Settings and reports',
  exposes: {
    './ManageTeamScreen': './src/screens/ManageTeamScreen.tsx',
    './GatewaySettingScreen': './src/screens/GatewaySettingScreen.tsx',
    './ChangePasswordScreen': './src/screens/ChangePasswordScreen.tsx',
    './SendInvoiceScreen': './src/screens/SendInvoiceScreen.tsx',
    './CountryOrderListScreen': './src/screens/CountryOrderListScreen.tsx',
    './ProcessedOrderScreen': './src/screens/ProcessedOrderScreen.tsx',
    './DeploymentsScreen': './src/screens/DeploymentsScreen.tsx',
  },
});
