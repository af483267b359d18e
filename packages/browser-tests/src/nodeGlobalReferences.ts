/**
 * The Node-only globals a browser bundle must not read: `bundleBrowserEntry` renames each free reference to one
 * of them (esbuild's `define` touches only identifiers that are not declared in scope) to
 * `${NODE_GLOBAL_MARKER}<name>`, then looks for the markers in the output.
 */
export const NODE_GLOBALS = [
  'process',
  'Buffer',
  'require',
  'module',
  'global',
  'setImmediate',
  '__dirname',
  '__filename',
] as const;

/** The prefix a free reference to a Node-only global gets in the bundle. */
export const NODE_GLOBAL_MARKER = '__nodeOnlyGlobal_';

/** One free reference to a Node-only global in a bundle. */
export interface NodeGlobalReference {
  /** `process`, `Buffer`, ... */
  global: string;
  /** The source file it came from, as esbuild's `// <path>` comment before its code names it. */
  source: string;
  /** The bundle's line, markers turned back into the names. */
  line: string;
}

/**
 * The free references to Node-only globals in an unminified esbuild bundle whose `define` renamed them to
 * markers ({@link NODE_GLOBAL_MARKER}). A `typeof process` test is no reference: a browser evaluates it to
 * 'undefined' as the code expects; `typeof process !== 'undefined' && process.env.X` still reports its second
 * half (a browser never runs it, but the client need not have it either).
 */
export function nodeGlobalReferences(code: string): NodeGlobalReference[] {
  const found: NodeGlobalReference[] = [];
  let source = '(unknown file)';
  const marker = new RegExp(`(typeof\\s+)?${NODE_GLOBAL_MARKER}(\\w+)`, 'g');
  for (const line of code.split('\n')) {
    const file = /^\s*\/\/ (\S+\.[cm]?[jt]s)$/.exec(line);
    if (file) source = file[1]!;
    for (const match of line.matchAll(marker)) {
      if (match[1]) continue;
      found.push({ global: match[2]!, source, line: line.trim().replaceAll(NODE_GLOBAL_MARKER, '') });
    }
  }
  return found;
}
