// @ts-check
/**
 * Makes a release build (scripts/release.mjs) the same bytes each time one checkout builds one
 * commit, so that the commit gives one release id there (two separate clones still differ in
 * webpack's chunk ids: docs/decisions.md, "One commit is one release"):
 * - its chunk-loading global is its own, named after its content: two releases of one remote
 *   in one page never take each other's chunks. The build writes a provisional name of the
 *   final length; once every file is written, and before webpack names files after their final
 *   bytes (its real content hash), the provisional name's mark becomes a hash of every file.
 * - the folder the repository was cloned to is left out of what that hash reads, and taken out
 *   of the files that name it (the federation runtime's source, kept in the source maps, names
 *   its own file by its absolute path). The maps are rewritten once more after the scripts,
 *   since a changed script has webpack write its map again; the maps of main.js and
 *   remoteEntry.js still name the folder (docs/decisions.md, "One commit is one release").
 */
const { createHash } = require('node:crypto');
const path = require('node:path');
const { Compilation, sources } = require('webpack');

const PLUGIN = 'ReproducibleReleasePlugin';
/** Hex digits of the content hash in the global: enough to tell releases of one remote apart. */
const HASH_LENGTH = 8;
const PROVISIONAL_MARK = 'R'.repeat(HASH_LENGTH);
const REPO_ROOT = `${path.resolve(__dirname, '..')}${path.sep}`;

/**
 * The provisional global of a release build of `name`; the plugin swaps its mark for a hash.
 * @param {string} name the app's federation name
 */
function releaseChunkGlobal(name) {
  return `webpackChunk${name}_${PROVISIONAL_MARK}`;
}

class ReproducibleReleasePlugin {
  /** @param {string} name the app's federation name */
  constructor(name) {
    this.provisional = releaseChunkGlobal(name);
    this.prefix = this.provisional.slice(0, -HASH_LENGTH);
    this.global = this.provisional;
  }

  /**
   * Replaces `replace` in every text file, the clone's folder first.
   * @param {Compilation} compilation
   * @param {(text: string) => string} replace
   */
  static rewrite(compilation, replace) {
    for (const { name, source } of compilation.getAssets()) {
      const text = source.source();
      if (typeof text !== 'string') continue;
      const rewritten = replace(text.replaceAll(REPO_ROOT, ''));
      if (rewritten !== text) compilation.updateAsset(name, new sources.RawSource(rewritten));
    }
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH - 1 },
        () => {
          const hash = createHash('sha256');
          const assets = compilation
            .getAssets()
            .sort((left, right) => (left.name < right.name ? -1 : 1));
          for (const { name, source } of assets) {
            const content = source.source();
            hash.update(`${name}\0`);
            hash.update(typeof content === 'string' ? content.replaceAll(REPO_ROOT, '') : content);
            hash.update('\0');
          }
          this.global = `${this.prefix}${hash.digest('hex').slice(0, HASH_LENGTH)}`;
          ReproducibleReleasePlugin.rewrite(compilation, (text) =>
            text.replaceAll(this.provisional, this.global),
          );
        },
      );
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () =>
          ReproducibleReleasePlugin.rewrite(compilation, (text) =>
            text.replaceAll(this.provisional, this.global),
          ),
      );
    });
  }
}

module.exports = { ReproducibleReleasePlugin, releaseChunkGlobal };
