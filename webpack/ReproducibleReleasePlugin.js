// @ts-check
/**
 * Makes a release build (scripts/release.mjs) the same bytes wherever one commit is built: in
 * one checkout or in two clones at two different paths, so that the commit gives one release id
 * (docs/deployment.md, "One commit, one release"):
 * - module ids are hashes of each module's identifier with the clone's folder left out.
 *   Webpack's own deterministic ids hash identifiers made relative only where a path starts
 *   a segment; a shared module's provider is named 'provide module (default) react@19 =
 *   /abs/path', the federation runtime's entry module is a file named after a hash of its
 *   text, which imports the runtime by its absolute path, and a concatenated module is named
 *   after a hash of its modules' paths. Those ids differed between clones, and the ids that
 *   collided with them moved too.
 * - its chunk-loading global is its own, named after its content: two releases of one remote
 *   in one page never take each other's chunks. The build writes a provisional name of the
 *   final length; once every file is written, and before webpack names files after their final
 *   bytes (its real content hash), the provisional name's mark becomes a hash of every file.
 * - the folder the repository was cloned to, and the federation entry's hash, are left out of
 *   what that hash reads and taken out of the files that name them (the source maps keep the
 *   federation entry's text and file name). The maps are rewritten once more after the
 *   scripts, since webpack writes a changed script's map again.
 */
const { createHash } = require('node:crypto');
const path = require('node:path');
const { Compilation, sources } = require('webpack');

const PLUGIN = 'ReproducibleReleasePlugin';
/** Hex digits of the content hash in the global: enough to tell releases of one remote apart. */
const HASH_LENGTH = 8;
const PROVISIONAL_MARK = 'R'.repeat(HASH_LENGTH);
const REPO_ROOT = `${path.resolve(__dirname, '..')}${path.sep}`;
/** The federation runtime's entry module, named after a hash of a text that names the clone. */
const FEDERATION_ENTRY = /(\.federation[\\/]entry)\.[0-9a-f]+\.js/g;
/** Files whose text may name the clone's folder. */
const TEXT_FILE = /\.(js|json|map|css|html|svg)$/;

/**
 * What names a module or a file in one clone as in any other.
 * @param {string} text
 */
const withoutClone = (text) => text.replaceAll(REPO_ROOT, '').replace(FEDERATION_ENTRY, '$1.js');

/**
 * A module's identifier without the clone's folder. A concatenated module's names its root
 * module and a hash of the modules inside, which webpack reads with their paths: here their
 * identifiers themselves, without the folder.
 * @param {import('webpack').Module} module
 * @returns {string}
 */
function nameOf(module) {
  const { rootModule, modules } =
    /** @type {{ rootModule?: import('webpack').Module, modules?: import('webpack').Module[] }} */ (
      module
    );
  if (!rootModule || !modules) return withoutClone(module.identifier());
  return [nameOf(rootModule), ...modules.map(nameOf).sort()].join('|');
}

/**
 * Webpack's deterministic module ids (lib/ids/DeterministicModuleIdsPlugin.js: the shortest
 * number of digits that keeps ids under 5% of their range, at least three; a taken id
 * rehashes with the next salt), read from identifiers without the clone's folder.
 * @param {Compilation} compilation
 */
function assignModuleIds(compilation) {
  const { chunkGraph } = compilation;
  const used = new Set();
  /** @type {Array<{ module: import('webpack').Module, name: string }>} */
  const pending = [];
  for (const module of compilation.modules) {
    const id = chunkGraph.getModuleId(module);
    if (id !== null) used.add(String(id));
    else if (module.needId && chunkGraph.getNumberOfModuleChunks(module) > 0)
      pending.push({ module, name: nameOf(module) });
  }
  let range = 1000;
  while (range < pending.length * 20 + used.size) range *= 10;
  pending.sort((left, right) => (left.name < right.name ? -1 : left.name > right.name ? 1 : 0));
  for (const { module, name } of pending) {
    for (let salt = 0; ; salt += 1) {
      const id = createHash('sha256').update(`${name}${salt}`).digest().readUInt32BE(0) % range;
      if (used.has(String(id))) continue;
      used.add(String(id));
      chunkGraph.setModuleId(module, id);
      break;
    }
  }
}

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
      if (!TEXT_FILE.test(name)) continue;
      const text = source.source().toString();
      const rewritten = replace(withoutClone(text));
      if (rewritten !== text) compilation.updateAsset(name, new sources.RawSource(rewritten));
    }
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // Before webpack's own ids, which then find every module numbered.
      compilation.hooks.moduleIds.tap({ name: PLUGIN, stage: -1 }, () =>
        assignModuleIds(compilation),
      );
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
            hash.update(TEXT_FILE.test(name) ? withoutClone(content.toString()) : content);
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
