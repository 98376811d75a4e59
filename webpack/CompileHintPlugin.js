// @ts-check
/**
 * Marks the files of libraries whose code runs nearly whole at first use with V8's explicit
 * compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 on), so the browser compiles all
 * their functions on a background thread while the file streams in, instead of each one on
 * the main thread the first time it is called. ag-grid's file is downloaded and run while the
 * member types on the login page; making the grid after Sign In then called hundreds of its
 * functions for the first time, and compiling them was most of that press's long task
 * (docs/benchmarks.md, "Main-thread budget"). Other browsers read the hint as a comment.
 */
const { sources, Compilation } = require('webpack');

const PLUGIN = 'CompileHintPlugin';
/** The hint has to be the file's first line. */
const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * A module and, when the build joined modules into one scope (a library's modules with the
 * module that imports them, in one file), each module joined in it.
 * @param {import('webpack').Module} module
 * @returns {import('webpack').Module[]}
 */
function innerModules(module) {
  // webpack exports no ConcatenatedModule to test against; it alone has a list of modules.
  return 'modules' in module && Array.isArray(module.modules) ? module.modules : [module];
}

class CompileHintPlugin {
  /** @param {RegExp} libraries module paths whose files get the hint */
  constructor(libraries) {
    this.libraries = libraries;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying (which drops comments), before the source maps and the hashes.
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!this.holdsLibrary(compilation, chunk)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(new sources.RawSource(HINT), source),
              );
            }
          }
        },
      );
    });
  }

  /**
   * @param {Compilation} compilation
   * @param {import('webpack').Chunk} chunk
   */
  holdsLibrary(compilation, chunk) {
    return compilation.chunkGraph
      .getChunkModules(chunk)
      .flatMap(innerModules)
      .some((module) => this.libraries.test(module.nameForCondition() ?? ''));
  }
}

module.exports = { CompileHintPlugin };
