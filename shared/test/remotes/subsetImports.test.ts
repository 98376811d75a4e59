import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

// The apps take react-router-dom, formik, yup and TanStack Query through the subset modules of
// webpack/sharedModules/, which export what the apps use and nothing more. A name a bundled
// source imports that its subset module does not export is not caught by the build (a shared
// module is only resolved at run time): the page fails with "… is not a function". This holds
// every import of every bundled source to its subset's list.
const ROOT = path.join(__dirname, '..', '..', '..');
const load = createRequire(__filename);
const { SUBSET_MODULES } = load(path.join(ROOT, 'webpack', 'sharedDependencies.js')) as {
  SUBSET_MODULES: Record<string, string>;
};
const { exportsOfSubset } = load(path.join(ROOT, 'webpack', 'CompatibilityRecordPlugin.js')) as {
  exportsOfSubset(file: string): string[];
};
const { APP_FOLDERS, SHARED_PACKAGES } = load(path.join(ROOT, 'webpack', 'workspace.js')) as {
  APP_FOLDERS: string[];
  SHARED_PACKAGES: Record<string, string>;
};

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(dir, file));
}

/** The names a source takes, as values, from each subset's library. */
function subsetNamesOf(file: string): Array<{ library: string; name: string }> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: Array<{ library: string; name: string }> = [];
  const namespaces = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      continue;
    }
    const library = statement.moduleSpecifier.text;
    const bindings = statement.importClause?.namedBindings;
    if (!(library in SUBSET_MODULES) || statement.importClause?.isTypeOnly || !bindings) continue;
    if (ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, library);
    else {
      for (const element of bindings.elements) {
        if (!element.isTypeOnly)
          found.push({ library, name: (element.propertyName ?? element.name).text });
      }
    }
  }
  // `yup.string()`: a value read off a namespace import (a type such as `yup.AnyObject` is no read).
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      namespaces.has(node.expression.text)
    ) {
      found.push({ library: namespaces.get(node.expression.text)!, name: node.name.text });
    }
    ts.forEachChild(node, visit);
  };
  if (namespaces.size > 0) visit(source);
  return found;
}

const BUNDLED_FOLDERS = [...Object.keys(SHARED_PACKAGES), ...APP_FOLDERS];

describe('what the apps import of a shared library', () => {
  it.each(BUNDLED_FOLDERS)('%s imports only names its subset module exports', (folder) => {
    const missing = sourcesUnder(path.join(ROOT, folder, 'src')).flatMap((file) =>
      subsetNamesOf(file)
        .filter(({ library, name }) => !exportsOfSubset(SUBSET_MODULES[library]!).includes(name))
        .map(({ library, name }) => `${path.relative(ROOT, file)}: ${name} of ${library}`),
    );
    expect(missing).toEqual([]);
  });
});
