const { jestPreset } = require('../jest.preset');

module.exports = jestPreset(__dirname, { queryCache: true });
