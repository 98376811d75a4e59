// @ts-check
/**
 * Writes load-map.json beside the build: which files load what, for bench/bundles.mjs to count
 * what the browser downloads and for a host to preload a remote screen's files
 * (web/src/remotes/preloadRemoteScreen.ts):
 * - firstLoad: the JS files the page's entry loads before the app renders: the entry's
 *   own chunks and its async bootstrap (`import('./bootstrap')`, the boundary every app
 *   has), not what loads later on demand;
 * - provided: for every shared module this app provides, the files of its fallback.
 *   mf-manifest.json lists files only for the shared modules the app itself uses, yet a
 *   remote may load a module from the shell that the shell never uses; it also lists a
 *   module's fallback twice under two chunk names, of which the runtime loads one;
 * - exposes: for every exposed module (by its name without './'), the files of its chunks
 *   and the shared modules it consumes, with those its fallbacks consume in turn.
 * A host's page also preloads its first load (`firstLoadFiles`, webpack/PreloadFirstLoadPlugin.js).
 */
const { createHash } = require('node:crypto');

const PLUGIN = 'LoadMapPlugin';
const FILE_NAME = 'load-map.json';
const PROVIDE_MODULE_TYPE = 'provide-module';
const CONSUME_MODULE_TYPE = 'consume-shared-module';
/** `provide module (default) react@19.2.0 = react`: the share key before the last '@'. */
const PROVIDED_NAME = /^provide module \([^)]*\)(?: \([^)]*\))? (.+)@[^@\s]* = /;
/** An exposed module's name without its './'. */
const EXPOSED_NAME = /^\.\//;

/**
 * @typedef {import('webpack').Compilation} Compilation
 * @typedef {import('webpack').Module} Module
 * @typedef {import('webpack').ChunkGroup} ChunkGroup
 */

/**
 * @param {Compilation} compilation
 * @param {Module} module
 */
function groupsOfAsyncBlocks(compilation, module) {
  return module.blocks.flatMap((block) => compilation.chunkGraph.getBlockChunkGroup(block) ?? []);
}

/**
 * The share key of every module this build provides, with the chunk groups of its fallback.
 * @param {Compilation} compilation
 */
function providedGroups(compilation) {
  /** @type {Map<string, ChunkGroup[]>} */
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== PROVIDE_MODULE_TYPE) continue;
    const name = PROVIDED_NAME.exec(module.identifier())?.[1];
    if (name) provided.set(name, groupsOfAsyncBlocks(compilation, module));
  }
  return provided;
}

/**
 * The share keys the modules of `groups` consume, and those that the fallbacks of these
 * (as this build provides them) consume in turn.
 * @param {Compilation} compilation
 * @param {ChunkGroup[]} groups
 * @param {Map<string, ChunkGroup[]>} provided
 */
function consumedKeys(compilation, groups, provided) {
  /** @type {Set<string>} */
  const keys = new Set();
  const pending = [...groups];
  const seen = new Set(pending);
  while (pending.length > 0) {
    const group = /** @type {ChunkGroup} */ (pending.pop());
    for (const chunk of group.chunks) {
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== CONSUME_MODULE_TYPE) continue;
        const key = /** @type {{ options: { shareKey: string } }} */ (
          /** @type {unknown} */ (module)
        ).options.shareKey;
        if (keys.has(key)) continue;
        keys.add(key);
        for (const next of provided.get(key) ?? []) {
          if (seen.has(next)) continue;
          seen.add(next);
          pending.push(next);
        }
      }
    }
  }
  return keys;
}

/**
 * The JS files of the page's first load: the entry's chunks and its async bootstrap.
 * @param {Compilation} compilation
 * @param {string} entry
 */
function firstLoadOf(compilation, entry) {
  const entrypoint = compilation.entrypoints.get(entry);
  if (!entrypoint) return { files: [], groups: [] };
  const entryModules = (compilation.entries.get(entry)?.dependencies ?? []).flatMap(
    (dependency) => compilation.moduleGraph.getModule(dependency) ?? [],
  );
  const groups = entryModules.flatMap((module) => groupsOfAsyncBlocks(compilation, module));
  return { files: unique(jsFiles([entrypoint, ...groups])), groups: [entrypoint, ...groups] };
}

/**
 * Every file a host's page downloads before its first render: the first load and the fallbacks
 * of the shared modules it consumes (the host is the first container of its page, so the
 * fallbacks it provides are the ones loaded).
 * @param {Compilation} compilation
 * @param {string} entry
 */
function firstLoadFiles(compilation, entry) {
  const provided = providedGroups(compilation);
  const { files, groups } = firstLoadOf(compilation, entry);
  const keys = consumedKeys(compilation, groups, provided);
  const all = unique([...files, ...[...keys].flatMap((key) => jsFiles(provided.get(key) ?? []))]);
  // Federation may emit one chunk's content under two names, one per shared module that loads
  // it; loading either installs both, so one is named.
  const contents = new Set();
  return all.filter((file) => {
    const source = compilation.getAsset(file)?.source.buffer();
    const content = source ? createHash('sha256').update(source).digest('hex') : file;
    if (contents.has(content)) return false;
    contents.add(content);
    return true;
  });
}

/**
 * Each exposed module's own files and the shared modules it needs.
 * @param {Compilation} compilation
 * @param {Map<string, ChunkGroup[]>} provided
 */
function exposedModules(compilation, provided) {
  /** @type {Record<string, { files: string[], shared: string[] }>} */
  const exposes = {};
  for (const module of compilation.modules) {
    if (module.type !== 'javascript/dynamic' || !module.identifier().startsWith('container entry'))
      continue;
    // The container makes one async block per exposed module, located at its name ('./QueueScreen').
    for (const block of module.blocks) {
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      const name = /** @type {{ name?: unknown }} */ (block.loc)?.name;
      if (!group || typeof name !== 'string') continue;
      exposes[name.replace(EXPOSED_NAME, '')] = {
        files: jsFiles([group]),
        shared: [...consumedKeys(compilation, [group], provided)].sort(),
      };
    }
  }
  return exposes;
}

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
          const groups = providedGroups(compilation);
          /** @type {Record<string, string[]>} */
          const provided = {};
          // In name order: modules are listed as their builds end, which differs run to run.
          for (const [name, fallback] of [...groups].sort(byName))
            provided[name] = jsFiles(fallback);
          const map = {
            firstLoad: firstLoadOf(compilation, this.entry).files.sort(),
            provided,
            exposes: Object.fromEntries(
              Object.entries(exposedModules(compilation, groups)).sort(byName),
            ),
          };
          const json = `${JSON.stringify(map, null, 2)}\n`;
          compilation.emitAsset(FILE_NAME, new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/** @param {ChunkGroup[]} groups */
function jsFiles(groups) {
  return unique(groups.flatMap((group) => group.getFiles()).filter((file) => file.endsWith('.js')));
}

/** @param {[string, unknown]} left @param {[string, unknown]} right */
function byName([left], [right]) {
  return left < right ? -1 : 1;
}

/** @param {string[]} values */
function unique(values) {
  return [...new Set(values)];
}

module.exports = { LoadMapPlugin, firstLoadFiles };
