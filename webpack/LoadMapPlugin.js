// @ts-check
/**
 * Writes load-map.json beside the build, for bench/bundles.mjs to count what the
 * browser downloads:
 * - firstLoad: the JS files the page's entry loads before the app renders: the entry's
 *   own chunks and its async bootstrap (`import('./bootstrap')`, the boundary every app
 *   has), not what loads later on demand;
 * - provided: for every shared module this app provides, the files of its fallback.
 *   mf-manifest.json lists files only for the shared modules the app itself uses, yet a
 *   remote may load a module from the shell that the shell never uses.
 */
const PLUGIN = 'LoadMapPlugin';
const FILE_NAME = 'load-map.json';
const PROVIDE_MODULE_TYPE = 'provide-module';
/** `provide module (default) react@19.2.0 = react`: the share key before the last '@'. */
const PROVIDED_NAME = /^provide module \([^)]*\)(?: \([^)]*\))? (.+)@[^@\s]* = /;

class LoadMapPlugin {
  /** @param {string} [entry] the page's entry name */
  constructor(entry = 'main') {
    this.entry = entry;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          /** @param {import('webpack').Module} module */
          const filesOfAsyncBlocks = (module) =>
            jsFiles(
              module.blocks.flatMap(
                (block) => compilation.chunkGraph.getBlockChunkGroup(block) ?? [],
              ),
            );

          const entrypoint = compilation.entrypoints.get(this.entry);
          const entryModules = (compilation.entries.get(this.entry)?.dependencies ?? []).flatMap(
            (dependency) => compilation.moduleGraph.getModule(dependency) ?? [],
          );
          const firstLoad = entrypoint
            ? [...new Set([...jsFiles([entrypoint]), ...entryModules.flatMap(filesOfAsyncBlocks)])]
            : [];

          /** @type {Record<string, string[]>} */
          const provided = {};
          for (const module of compilation.modules) {
            if (module.type !== PROVIDE_MODULE_TYPE) continue;
            const name = PROVIDED_NAME.exec(module.identifier())?.[1];
            if (name) provided[name] = filesOfAsyncBlocks(module);
          }

          const json = `${JSON.stringify({ firstLoad: firstLoad.sort(), provided }, null, 2)}\n`;
          compilation.emitAsset(FILE_NAME, new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/** @param {import('webpack').ChunkGroup[]} groups */
function jsFiles(groups) {
  return groups.flatMap((group) => group.getFiles()).filter((file) => file.endsWith('.js'));
}

module.exports = { LoadMapPlugin };
