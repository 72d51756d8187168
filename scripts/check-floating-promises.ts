/**
 * Fails on a promise that a statement of the server (or of the scripts and benches that use
 * its store) starts and nobody awaits. The store is
 * asynchronous (docs/decisions/0024-postgresql-store.md): a forgotten `await` on a write
 * would let a transaction commit without it on PostgreSQL, and Biome's own rule cannot see
 * through drizzle's types. A statement may still hand a promise on with `void` on purpose.
 */
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const CHECKED = ['server', 'bench', 'scripts'].map((folder) => path.join(root, folder) + path.sep);

function program(configFile: string): ts.Program {
  const read = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(configFile));
  return ts.createProgram({ rootNames: parsed.fileNames, options: { ...parsed.options, noEmit: true } });
}

/** Thenables that are no promise of work: Fastify's reply is thenable for `await reply`. */
const NOT_PROMISES = new Set(['FastifyReply']);

function isPromiseLike(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (type.isUnion()) return type.types.some((member) => isPromiseLike(checker, member));
  const name = (type.aliasSymbol ?? type.getSymbol())?.getName();
  if (name && NOT_PROMISES.has(name)) return false;
  const then = type.getProperty('then');
  if (!then) return false;
  const thenType = checker.getTypeOfSymbol(then);
  return thenType.getCallSignatures().length > 0;
}

/** `.catch(handler)` or `.then(onFulfilled, onRejected)`: the rejection is handled. */
function handled(expression: ts.Expression): boolean {
  if (!ts.isCallExpression(expression) || !ts.isPropertyAccessExpression(expression.expression)) return false;
  const method = expression.expression.name.text;
  return (
    (method === 'catch' && expression.arguments.length >= 1) || (method === 'then' && expression.arguments.length >= 2)
  );
}

function isAssignment(kind: ts.SyntaxKind): boolean {
  return kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;
}

function floating(checker: ts.TypeChecker, statement: ts.ExpressionStatement): boolean {
  const expression = statement.expression;
  if (ts.isAwaitExpression(expression) || ts.isVoidExpression(expression) || handled(expression)) return false;
  if (ts.isBinaryExpression(expression) && isAssignment(expression.operatorToken.kind)) return false;
  return isPromiseLike(checker, checker.getTypeAtLocation(expression));
}

const problems: string[] = [];
const seen = new Set<string>();
for (const config of ['server/tsconfig.json', 'tsconfig.tools.json']) {
  const built = program(path.join(root, config));
  const checker = built.getTypeChecker();
  for (const source of built.getSourceFiles()) {
    if (source.isDeclarationFile || seen.has(source.fileName)) continue;
    if (!CHECKED.some((folder) => source.fileName.startsWith(folder))) continue;
    seen.add(source.fileName);
    const visit = (node: ts.Node): void => {
      if (ts.isExpressionStatement(node) && floating(checker, node)) {
        const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
        const text = node.getText(source).split('\n')[0];
        problems.push(`${path.relative(root, source.fileName)}:${line + 1}:${character + 1} ${text}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

if (problems.length > 0) {
  console.error(`A promise nobody awaits (await it, or mark a deliberate one with void):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('No floating promises in server/, bench/ or scripts/.');
