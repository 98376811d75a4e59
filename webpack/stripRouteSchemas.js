const ts = require('typescript');

/**
 * A TypeScript transformer for the front ends' builds: drops the schemas argument of each
 * `declaredRoute(method, path, access, schemas)` call of the shared route table
 * (shared/src/api/routes), then the imports nothing uses any more. A call is declared once,
 * schemas included, but only the server reads the schemas; each contract module is a shared
 * module of its own in a front end (webpack/ContractRequestsPlugin.js), which webpack never
 * tree-shakes, so an import left behind would still load its schema module and TypeBox.
 * @returns {import('typescript').TransformerFactory<import('typescript').SourceFile>}
 */
function stripRouteSchemas() {
  return (context) => {
    /** @type {(node: import('typescript').Node) => import('typescript').Node} */
    const strip = (node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'declaredRoute' &&
        node.arguments.length === 4
      ) {
        return context.factory.updateCallExpression(
          node,
          node.expression,
          node.typeArguments,
          node.arguments.slice(0, 3),
        );
      }
      return ts.visitEachChild(node, strip, context);
    };
    return (sourceFile) => {
      const stripped = /** @type {import('typescript').SourceFile} */ (strip(sourceFile));
      if (stripped === sourceFile) return sourceFile;
      return withoutUnusedImports(context.factory, stripped);
    };
  };
}

/**
 * The file without the named imports no other statement mentions. A name counts as used
 * wherever it appears (a property name too), so nothing still used is ever dropped.
 * @param {import('typescript').NodeFactory} factory
 * @param {import('typescript').SourceFile} file
 */
function withoutUnusedImports(factory, file) {
  /** @type {Set<string>} */
  const mentioned = new Set();
  /** @param {import('typescript').Node} node */
  const collect = (node) => {
    if (ts.isIdentifier(node)) mentioned.add(node.text);
    ts.forEachChild(node, collect);
  };
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement)) collect(statement);
  }
  const statements = file.statements.flatMap((statement) => {
    const bindings = ts.isImportDeclaration(statement) && statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings) || statement.importClause.name) {
      return [statement];
    }
    const used = bindings.elements.filter((element) => mentioned.has(element.name.text));
    if (used.length === bindings.elements.length) return [statement];
    if (used.length === 0) return [];
    return [
      factory.updateImportDeclaration(
        statement,
        statement.modifiers,
        factory.updateImportClause(
          statement.importClause,
          statement.importClause.phaseModifier ?? statement.importClause.isTypeOnly,
          undefined,
          factory.updateNamedImports(bindings, used),
        ),
        statement.moduleSpecifier,
        statement.attributes,
      ),
    ];
  });
  return factory.updateSourceFile(file, statements);
}

module.exports = { stripRouteSchemas };
