// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const { resolveOptions, subsetRule, typescriptRule } = require('../webpack/createConfig');

/** The style sheets the page's modules import, in the order they apply, as one file. */
const STYLES_FILE = 'customer-page.css';

/**
 * Writes every style sheet the bundle imports, in import order, to STYLES_FILE: the server
 * puts them in the page's head, so it is drawn styled before any script runs.
 */
class PageStylesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageStylesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageStylesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const sheets = [...compilation.modules]
            .flatMap((module) => {
              const resource = /** @type {{ resource?: string }} */ (module).resource;
              return resource?.endsWith('.css')
                ? [{ resource, order: compilation.moduleGraph.getPostOrderIndex(module) ?? 0 }]
                : [];
            })
            .sort((a, b) => a.order - b.order)
            .map(({ resource }) => fs.readFileSync(resource, 'utf8'));
          compilation.emitAsset(STYLES_FILE, new sources.RawSource(sheets.join('\n')));
        },
      );
    });
  }
}

/**
 * The customer pages' server renderer: the customer site's tree with the customer remote's
 * screens, built for Node into dist-server/ (never served as a file). The API server renders
 * each customer page with it (docs/architecture.md, "Customer pages").
 * @returns {import('webpack').Configuration}
 */
module.exports = (/** @type {unknown} */ _env, /** @type {{ mode?: string }} */ argv) => ({
  name: 'customerSiteRender',
  context: __dirname,
  mode: argv.mode === 'development' ? 'development' : 'production',
  target: 'node20',
  devtool: false,
  entry: './server/renderCustomerPage.tsx',
  output: {
    path: path.join(__dirname, 'dist-server'),
    filename: 'renderCustomerPage.js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: resolveOptions(argv.mode !== 'development'),
  module: {
    parser: { javascript: { exportsPresence: 'error' } },
    rules: [subsetRule(), typescriptRule(__dirname), { test: /\.css$/, type: 'asset/source' }],
  },
  // What the pages download on first use is never drawn on the server: one file.
  plugins: [
    new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 }),
    new PageStylesPlugin(),
  ],
  optimization: { minimize: false },
  performance: { hints: false },
  stats: 'errors-warnings',
});
