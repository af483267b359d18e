/**
 * The code blocks of a README that the README-examples test runs: fenced blocks whose language is ts,
 * typescript, js, javascript, mjs or mts. The fence's info string may add `skip: <reason>` after the
 * language for a block that cannot run against the mock server (the test lists it as skipped, with the
 * reason); GitHub, npm and typedoc read only the first word, the language.
 */
export interface ReadmeBlock {
  /** 1-based line of the opening fence. */
  line: number;
  /** ts or js: how the block is compiled. */
  lang: 'ts' | 'js';
  code: string;
  /** Why the block is not run, when its fence says `skip: ...`. */
  skip?: string;
}

const LANGS: Record<string, 'ts' | 'js'> = {
  ts: 'ts',
  typescript: 'ts',
  mts: 'ts',
  js: 'js',
  javascript: 'js',
  mjs: 'js',
};

export function extractBlocks(markdown: string): ReadmeBlock[] {
  const blocks: ReadmeBlock[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '```', word = '', rest = ''] = open;
    const char = fence[0] === '~' ? '~' : '`';
    const closing = new RegExp(`^\\s*\\${char}{${fence.length},}\\s*$`);
    const end = lines.findIndex((text, j) => j > i && closing.test(text));
    const close = end === -1 ? lines.length : end;
    const lang = LANGS[word.toLowerCase()];
    if (lang) {
      const code = lines
        .slice(i + 1, close)
        .map((text) => (text.startsWith(indent) ? text.slice(indent.length) : text))
        .join('\n');
      const skip = /^skip:\s*(.+)$/.exec(rest.trim())?.[1];
      blocks.push({ line: i + 1, lang, code, ...(skip ? { skip } : {}) });
    }
    i = close;
  }
  return blocks;
}
