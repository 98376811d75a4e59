// @ts-check
/**
 * Writes `compatibility.json` into a production build: what a remote needs of the host that
 * loads it, or what a host provides, in one form (shared/src/remotes/releaseCompatibility.ts,
 * docs/architecture.md "Releases and deploys"):
 * - contract: each module's declarations as TypeScript emits them, in a canonical order, one
 *   hash per declaration, comments left out: the contract package's modules by their path in
 *   it ('schemas/queueSchemas'), the web package's by their request ('@portal/web/ui/Pager').
 *   A host lists every module; a remote the modules its sources import (types too: a response
 *   type is read from a schema module the built code never loads) and every module those
 *   import in turn.
 * - libraries: the version of each shared library.
 * - subsets: for each module of sharedModules/, the names a remote's modules import from it,
 *   or the names a host's copy exports.
 * Nothing in it names the folder the repository is in, so a release stays the same bytes.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { Compilation, sources } = require('webpack');
const { SUBSET_MODULES, sharedDependencies } = require('./sharedDependencies');
const { SHARED_PACKAGES } = require('./workspace');

const PLUGIN = 'CompatibilityRecordPlugin';
const FILE = 'compatibility.json';
const HASH_LENGTH = 12;

/**
 * The packages a host shares with its remotes (webpack/workspace.js): the folder, its sources,
 * the prefix of its requests, and the prefix of its modules' names in the record (none for
 * the contract package, whose names came first).
 */
const PACKAGES = Object.entries(SHARED_PACKAGES).map(([folder, name]) => ({
  dir: path.join(__dirname, '..', folder),
  source: path.join(__dirname, '..', folder, 'src'),
  request: `${name}/`,
  key: folder === 'shared' ? '' : `${name}/`,
}));

const hashOf = (/** @type {string} */ text) =>
  createHash('sha256').update(text).digest('hex').slice(0, HASH_LENGTH);

/** @param {string} dir @returns {string[]} every file under dir */
function filesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** @param {string} left @param {string} right */
const byText = (left, right) => (left < right ? -1 : left > right ? 1 : 0);

/**
 * Declarations in one canonical form. TypeScript writes an inferred type's union members and
 * properties in the order it created their types, which depends on what it checked first
 * (an incremental build's state, a change in another module): the same contract was emitted
 * in two orders by two checkouts. Order means nothing there, so each union's members are
 * sorted by text and each type literal's properties by name (methods, call and index
 * signatures keep their order, which overloads depend on).
 * @type {ts.TransformerFactory<ts.SourceFile>}
 */
const canonicalOrder = (context) => (root) => {
  const printer = ts.createPrinter({ removeComments: true });
  const textOf = (/** @type {ts.Node} */ node) =>
    printer.printNode(ts.EmitHint.Unspecified, node, root);
  /** @type {(node: ts.Node) => ts.Node} */
  const visit = (node) => {
    const visited = ts.visitEachChild(node, visit, context);
    if (ts.isUnionTypeNode(visited)) {
      const types = visited.types
        .map((type) => ({ type, key: textOf(type) }))
        .sort((left, right) => byText(left.key, right.key))
        .map(({ type }) => type);
      return context.factory.updateUnionTypeNode(visited, context.factory.createNodeArray(types));
    }
    if (ts.isTypeLiteralNode(visited)) {
      const properties = visited.members
        .filter(ts.isPropertySignature)
        .map((member) => ({ member, key: textOf(member.name) }))
        .sort((left, right) => byText(left.key, right.key))
        .map(({ member }) => /** @type {ts.TypeElement} */ (member));
      const others = visited.members.filter((member) => !ts.isPropertySignature(member));
      return context.factory.updateTypeLiteralNode(
        visited,
        context.factory.createNodeArray([...properties, ...others]),
      );
    }
    return visited;
  };
  return /** @type {ts.SourceFile} */ (ts.visitEachChild(root, visit, context));
};

/** @type {Map<string, Record<string, string>> | null} */
let contractDeclarations = null;

/**
 * Each module of the shared packages ('schemas/queueSchemas', '@portal/web/ui/Pager') → its
 * declarations' hashes; once per process.
 */
function declarationsOfContract() {
  if (contractDeclarations) return contractDeclarations;
  contractDeclarations = new Map();
  for (const pkg of PACKAGES) {
    for (const [module, hashes] of declarationsOfPackage(pkg)) {
      contractDeclarations.set(pkg.key + module, hashes);
    }
  }
  return contractDeclarations;
}

/**
 * Each module of one package → its declarations' hashes. The declarations of its sources
 * are emitted in memory by a program of their own, never read from a dist folder: an
 * incremental `tsc -b` emits only the files it thinks changed, so what it left there depended
 * on the checkout's history, not on its sources.
 * @param {(typeof PACKAGES)[number]} pkg
 * @returns {Map<string, Record<string, string>>}
 */
function declarationsOfPackage(pkg) {
  const outDir = path.join(pkg.dir, 'dist');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(pkg.dir, 'tsconfig.json'),
    {
      incremental: false,
      composite: false,
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      declarationMap: false,
      sourceMap: false,
      rootDir: pkg.source,
      outDir,
    },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(
          `${PLUGIN}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
        );
      },
    },
  );
  if (!parsed) throw new Error(`${PLUGIN}: ${pkg.dir}/tsconfig.json could not be read.`);
  // Its sources (and the declarations they need), not its tests.
  const rootNames = parsed.fileNames.filter(
    (file) => file.startsWith(pkg.source + path.sep) || file.endsWith('.d.ts'),
  );
  const program = ts.createProgram({ rootNames, options: parsed.options });
  const errors = ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0) {
    const host = {
      getCanonicalFileName: (/** @type {string} */ name) => name,
      getCurrentDirectory: () => pkg.dir,
      getNewLine: () => '\n',
    };
    throw new Error(
      `${PLUGIN}: ${pkg.request} does not compile:\n${ts.formatDiagnostics(errors, host)}`,
    );
  }
  /** @type {Array<[string, string]>} */
  const emitted = [];
  program.emit(undefined, (file, text) => {
    if (file.endsWith('.d.ts')) emitted.push([file, text]);
  });
  const printer = ts.createPrinter({ removeComments: true });
  /** @type {Map<string, Record<string, string>>} */
  const declarations = new Map();
  for (const [file, text] of emitted.sort(([left], [right]) => byText(left, right))) {
    const module = path.relative(outDir, file).split(path.sep).join('/').slice(0, -5);
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
    /** @type {Record<string, string>} */
    const texts = {};
    const add = (/** @type {string} */ name, /** @type {string} */ text) => {
      texts[name] = texts[name] === undefined ? text : `${texts[name]}\n${text}`;
    };
    const [canonical] = ts.transform(source, [canonicalOrder]).transformed;
    for (const statement of /** @type {ts.SourceFile} */ (canonical).statements) {
      const text = printer.printNode(ts.EmitHint.Unspecified, statement, source);
      for (const name of declaredNames(statement, source)) add(name, text);
    }
    declarations.set(
      module,
      Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, hashOf(text)])),
    );
  }
  return declarations;
}

/**
 * @param {ts.Statement} statement @param {ts.SourceFile} source
 * @returns {string[]} the names it declares or exports
 */
function declaredNames(statement, source) {
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.map((declaration) =>
      declaration.name.getText(source),
    );
  }
  if (ts.isExportDeclaration(statement)) {
    const clause = statement.exportClause;
    if (!clause) return ['*'];
    return ts.isNamedExports(clause)
      ? clause.elements.map((element) => element.name.text)
      : [clause.name.text];
  }
  if (ts.isExportAssignment(statement)) return ['default'];
  const name = /** @type {{ name?: ts.Node }} */ (statement).name;
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? [name.text] : [];
}

/**
 * The name in the record of the shared package module a specifier in `fromFile` names, or null.
 * @param {string} fromFile @param {string} specifier
 */
function contractModuleOf(fromFile, specifier) {
  const requested = PACKAGES.find((pkg) => specifier.startsWith(pkg.request));
  if (requested) return requested.key + specifier.slice(requested.request.length);
  const inside = PACKAGES.find((pkg) => fromFile.startsWith(pkg.source + path.sep));
  if (!/^\.\.?\//.test(specifier) || !inside) return null;
  const name = path.relative(inside.source, path.resolve(path.dirname(fromFile), specifier));
  return name.startsWith('..') ? null : inside.key + name.split(path.sep).join('/');
}

/**
 * The source file of a module named in the record, or undefined.
 * @param {string} module
 */
function sourceOf(module) {
  const pkg =
    PACKAGES.find((candidate) => candidate.key && module.startsWith(candidate.key)) ??
    PACKAGES.find((candidate) => !candidate.key);
  if (!pkg) return undefined;
  return ['.ts', '.tsx']
    .map((extension) => path.join(pkg.source, module.slice(pkg.key.length) + extension))
    .find((candidate) => fs.existsSync(candidate));
}

/** @param {string} file @returns {string[]} the specifiers it imports, types and dynamic imports too */
function importsOf(file) {
  return ts
    .preProcessFile(fs.readFileSync(file, 'utf8'), true, true)
    .importedFiles.map((imported) => imported.fileName);
}

/**
 * The shared package modules the sources in `dir` import, and every module those import in turn.
 * @param {string} dir
 */
function contractModulesUsedBy(dir) {
  const isSource = (/** @type {string} */ file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts');
  const found = new Set();
  const pending = filesUnder(dir)
    .filter(isSource)
    .flatMap((file) => importsOf(file).map((specifier) => contractModuleOf(file, specifier)));
  while (pending.length > 0) {
    const module = pending.pop();
    if (!module || found.has(module)) continue;
    const file = sourceOf(module);
    if (!file) continue;
    found.add(module);
    pending.push(...importsOf(file).map((specifier) => contractModuleOf(file, specifier)));
  }
  return found;
}

/** @param {string} file @returns {string[]} the names a subset module exports */
function exportsOfSubset(file) {
  const lists = fs.readFileSync(file, 'utf8').matchAll(/export\s*\{([^}]*)\}/g);
  return [...lists]
    .flatMap((match) => (match[1] ?? '').split(','))
    .map(
      (name) =>
        name
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    )
    .filter(Boolean)
    .sort();
}

/**
 * The names the modules of a build import from each subset; all of them where a module takes
 * the whole namespace. The subsets' own imports of their packages are not uses.
 * @param {Iterable<import('webpack').Module>} modules every module, before any is concatenated
 */
function subsetNamesImported(modules) {
  const subsetFiles = new Set(Object.values(SUBSET_MODULES));
  /** @type {Record<string, Set<string>>} */
  const used = {};
  for (const module of modules) {
    if (subsetFiles.has(/** @type {{ resource?: string }} */ (module).resource ?? '')) continue;
    for (const dependency of module.dependencies) {
      const { request, ids } = /** @type {{ request?: string, ids?: string[] }} */ (dependency);
      const subset =
        request && SUBSET_MODULES[/** @type {keyof typeof SUBSET_MODULES} */ (request)];
      if (!subset || !Array.isArray(ids)) continue;
      const names = (used[/** @type {string} */ (request)] ??= new Set());
      for (const name of ids.length > 0 ? ids.slice(0, 1) : exportsOfSubset(subset))
        names.add(name);
    }
  }
  return Object.fromEntries(
    Object.entries(used).map(([request, names]) => [request, [...names].sort()]),
  );
}

/**
 * The subsets a build carries a copy of, with every name that copy exports.
 * @param {Iterable<import('webpack').Module>} modules
 */
function subsetNamesExported(modules) {
  const resources = new Set(
    [...modules].map((module) => /** @type {{ resource?: string }} */ (module).resource),
  );
  return Object.fromEntries(
    Object.entries(SUBSET_MODULES)
      .filter(([, file]) => resources.has(file))
      .map(([request, file]) => [request, exportsOfSubset(file)]),
  );
}

/** @param {Array<'agGrid' | 'yup'>} extras @returns {Record<string, string>} */
function libraryVersions(extras) {
  /** @type {Record<string, string>} */
  const libraries = {};
  for (const [key, config] of Object.entries(sharedDependencies(extras))) {
    if (key.startsWith('@portal/')) continue;
    libraries[config.shareKey ?? key] = config.version;
  }
  return libraries;
}

/** @param {Record<string, unknown>} record @returns {Record<string, unknown>} keys in order */
const sorted = (record) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));

class CompatibilityRecordPlugin {
  /**
   * @param {{ dir: string, isHost?: boolean, sharedExtras?: Array<'agGrid' | 'yup'> }} app
   */
  constructor(app) {
    this.app = app;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      /** @type {Record<string, string[]>} */
      let subsets = {};
      compilation.hooks.finishModules.tap(PLUGIN, (modules) => {
        subsets = this.app.isHost ? subsetNamesExported(modules) : subsetNamesImported(modules);
      });
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const declarations = declarationsOfContract();
          const modules = this.app.isHost
            ? [...declarations.keys()]
            : [...contractModulesUsedBy(path.join(this.app.dir, 'src'))];
          const record = {
            contract: sorted(
              Object.fromEntries(
                modules.flatMap((module) => {
                  const found = declarations.get(module);
                  return found ? [[module, sorted(found)]] : [];
                }),
              ),
            ),
            libraries: sorted(libraryVersions(this.app.sharedExtras ?? [])),
            subsets: sorted(subsets),
          };
          compilation.emitAsset(
            FILE,
            new sources.RawSource(`${JSON.stringify(record, null, 1)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { CompatibilityRecordPlugin, exportsOfSubset };
