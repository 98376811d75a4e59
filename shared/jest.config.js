const { jestPreset } = require('../jest.preset');

module.exports = jestPreset(__dirname, { tsconfig: `${__dirname}/test/tsconfig.json` });
