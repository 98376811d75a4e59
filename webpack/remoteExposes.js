// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const ts = require('typescript');

/** The federation contract: which screens each remote exposes. */
const CONTRACT = path.join(__dirname, '..', 'shared', 'src', 'remotes', 'remoteModules.ts');
const ROOT = path.join(__dirname, '..');

/**
 * The contract's values, read from its source: the file has only type imports, so its
 * JavaScript runs alone (a value import would fail here, on purpose).
 * @returns {{
 *   HOSTS: Record<string, { folder: string; path: string }>,
 *   REMOTES: Record<string, { folder: string; host: string; browserTest: string; modules: readonly string[] }>,
 *   REMOTES_MANIFEST_PATH: string,
 * }}
 */
function readContract() {
  const { outputText } = ts.transpileModule(fs.readFileSync(CONTRACT, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const module = { exports: /** @type {Record<string, unknown>} */ ({}) };
  const require = (/** @type {string} */ name) => {
    throw new Error(`${CONTRACT} must not import values (it imports '${name}')`);
  };
  vm.runInNewContext(outputText, { module, exports: module.exports, require });
  return /** @type {any} */ (module.exports);
}

/** REMOTES of the contract: each remote's folder and the screens it exposes. */
function readRemotes() {
  return readContract().REMOTES;
}

/**
 * A remote's `exposes`, generated from the contract: each listed module `./<Module>` is its
 * screen `./src/screens/<Module>.tsx` (docs/architecture.md, "How a front end is laid out").
 * @param {string} name the remote's federation name, a key of REMOTES
 * @returns {Record<string, string>}
 */
function remoteExposes(name) {
  const remote = readRemotes()[name];
  if (!remote) throw new Error(`REMOTES in ${CONTRACT} has no remote '${name}'`);
  return Object.fromEntries(
    remote.modules.map((module) => {
      const screen = `./src/screens/${module}.tsx`;
      if (!fs.existsSync(path.join(ROOT, remote.folder, screen))) {
        throw new Error(`${remote.folder} exposes ${module} but has no ${screen}`);
      }
      return [`./${module}`, screen];
    }),
  );
}

/** Where a host reads the run-time remotes manifest (REMOTES_MANIFEST_PATH of the contract). */
const REMOTES_MANIFEST_PATH = readContract().REMOTES_MANIFEST_PATH;

module.exports = { readContract, readRemotes, remoteExposes, REMOTES_MANIFEST_PATH };
