/**
 * Which named types a package's public declarations reach, and which of them the package does not export by
 * name. A library that wraps a client and emits declarations must be able to name every such type through the
 * package entry; otherwise tsc fails with TS4023/TS2742 in the user's build.
 */
import path from 'node:path';
import ts from 'typescript';

/** A named type reachable from a package entry. */
export interface ReachableType {
  /** The type's declared name. */
  readonly name: string;
  /** The declaration file it lives in, relative to the repository's `packages/`. */
  readonly file: string;
  /** The exported declaration (or named type) that first led to it. */
  readonly via: string;
}

/** What {@link publicTypes} found for one entry. */
export interface PublicTypesReport {
  /** Every named type of the workspace packages reachable from the entry's exports (exported or not). */
  readonly reachable: readonly ReachableType[];
  /** The reachable types the entry does not export by name. */
  readonly missing: readonly ReachableType[];
}

/** A declaration file of one of the workspace packages (`packages/<name>/dist/...`), after symlinks. */
const ours = (file: string) =>
  /[\\/]packages[\\/][^\\/]+[\\/]dist[\\/]/.test(file) && !file.includes('node_modules');

const shortFile = (file: string) => file.slice(file.search(/[\\/]packages[\\/]/) + '/packages/'.length);

/**
 * Walks the declarations exported by the `.d.ts` entry `entryFile` (the way a user's compiler resolves it:
 * node16) and every named type they reference, transitively, within the workspace packages' declaration files.
 * `siblings`: the package's other entries (a subpath's types may be exported by the main entry: the compiler
 * names them through it).
 */
export function publicTypes(entryFile: string, siblings: readonly string[] = []): PublicTypesReport {
  const program = ts.createProgram([entryFile, ...siblings], {
    module: ts.ModuleKind.Node16,
    moduleResolution: ts.ModuleResolutionKind.Node16,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(path.resolve(entryFile));
  if (!source) throw new Error(`cannot read ${entryFile}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${entryFile} is not a module`);

  const resolve = (symbol: ts.Symbol) =>
    symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const exportsOf = (file: string) => {
    const module = checker.getSymbolAtLocation(program.getSourceFile(path.resolve(file))!);
    return module ? checker.getExportsOfModule(module).map(resolve) : [];
  };
  const own = new Set(checker.getExportsOfModule(moduleSymbol).map(resolve));
  const exported = new Set([...own, ...siblings.flatMap(exportsOf)]);

  const seen = new Map<ts.Symbol, ReachableType>();
  const queue: [ts.Symbol, string][] = [...own].map((symbol) => [symbol, symbol.name]);
  const named =
    ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class | ts.SymbolFlags.Enum;

  const visitReference = (name: ts.Node, via: string) => {
    const target = checker.getSymbolAtLocation(name);
    if (!target) return;
    const symbol = resolve(target);
    if (!(symbol.flags & named) || seen.has(symbol)) return;
    const file = symbol.declarations?.[0]?.getSourceFile().fileName;
    if (!file || !ours(file)) return;
    seen.set(symbol, { name: symbol.name, file: shortFile(file), via });
    queue.push([symbol, via]);
  };

  const walk = (node: ts.Node, via: string): void => {
    if (ts.isTypeReferenceNode(node)) visitReference(rightmost(node.typeName), via);
    else if (ts.isExpressionWithTypeArguments(node))
      visitReference(rightmostExpression(node.expression), via);
    else if (ts.isImportTypeNode(node) && node.qualifier) visitReference(rightmost(node.qualifier), via);
    else if (ts.isTypeQueryNode(node)) visitReference(rightmost(node.exprName), via);
    ts.forEachChild(node, (child) => walk(child, via));
  };

  for (const symbol of own) {
    const file = symbol.declarations?.[0]?.getSourceFile().fileName;
    if (file && ours(file) && symbol.flags & named)
      seen.set(symbol, { name: symbol.name, file: shortFile(file), via: symbol.name });
  }
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [symbol, via] = next;
    for (const declaration of symbol.declarations ?? []) walk(declaration, via);
  }

  const reachable = [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
  const missing = [...seen].filter(([symbol]) => !exported.has(symbol)).map(([, type]) => type);
  return { reachable, missing: missing.sort((a, b) => a.name.localeCompare(b.name)) };
}

function rightmost(name: ts.EntityName): ts.Identifier {
  return ts.isIdentifier(name) ? name : name.right;
}

function rightmostExpression(expression: ts.Expression): ts.Node {
  return ts.isPropertyAccessExpression(expression) ? expression.name : expression;
}
