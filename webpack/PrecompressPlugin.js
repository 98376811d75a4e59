// @ts-check
/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a production build,
 * for the server to send as they are (docs/architecture.md, "Compression"): compressed once
 * at the highest levels, instead of on every request at a fast one. Runs after the files
 * are written, so files other plugins add late (mf-manifest.json, load-map.json) count too.
 */
const fs = require('node:fs/promises');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const PLUGIN = 'PrecompressPlugin';
/** Scripts, styles, manifests and icons; pages are compressed by the server as it answers. */
const TEXT_FILE = /\.(js|css|json|svg)$/;
/** Below this a compressed copy saves less than its headers cost (the server's threshold too). */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** @param {Buffer} content */
function compressedCopies(content) {
  return Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }).then((data) => ({ suffix: '.br', data })),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }).then((data) => ({
      suffix: '.gz',
      data,
    })),
  ]);
}

class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise(PLUGIN, async (compilation) => {
      const outputPath = compilation.outputOptions.path ?? compiler.outputPath;
      const files = compilation.getAssets().filter(({ name }) => TEXT_FILE.test(name));
      await Promise.all(
        files.map(async ({ name }) => {
          const file = path.join(outputPath, name);
          const content = await fs.readFile(file);
          if (content.length < MIN_BYTES) return;
          for (const { suffix, data } of await compressedCopies(content)) {
            if (data.length < content.length) await fs.writeFile(file + suffix, data);
          }
        }),
      );
    });
  }
}

module.exports = { PrecompressPlugin };
