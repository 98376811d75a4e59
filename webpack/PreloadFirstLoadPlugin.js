// @ts-check
/**
 * A host's page names every file its first render needs, so the browser fetches them all as
 * the page arrives instead of one layer after another: its bootstrap, the fallbacks of the
 * shared modules it consumes (LoadMapPlugin's `firstLoadFiles`) and `/remotes.json`, which its
 * bootstrap reads first (docs/benchmarks.md, "First screens").
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { firstLoadFiles } = require('./LoadMapPlugin');

const PLUGIN = 'PreloadFirstLoadPlugin';

class PreloadFirstLoadPlugin {
  /**
   * @param {string} remotesManifestPath the run-time remotes manifest (shared/src/remotes/remoteModules.ts)
   * @param {string} [entry] the page's entry name
   */
  constructor(remotesManifestPath, entry = 'main') {
    this.remotesManifestPath = remotesManifestPath;
    this.entry = entry;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(PLUGIN, (data) => {
        const entryFiles = new Set(compilation.entrypoints.get(this.entry)?.getFiles() ?? []);
        const scripts = firstLoadFiles(compilation, this.entry).filter(
          (file) => !entryFiles.has(file),
        );
        data.assetTags.meta.push(
          ...scripts.map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${data.publicPath}${file}`,
            }),
          ),
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'fetch',
            href: this.remotesManifestPath,
            crossorigin: 'anonymous',
          }),
        );
        return data;
      });
    });
  }
}

module.exports = { PreloadFirstLoadPlugin };
