/**
 * API reference: one typedoc site for every published package and subpath export, built from the JSDoc
 * in packages/<pkg>/src (`bash scripts/check.d/typedoc.sh`, output docs/api/, git-ignored).
 *
 * Each entry point is a one-line stub in .tmp/api-docs/entries/@pkg/<name>.ts that re-exports the
 * package's source entry, so the site's modules are named as users import them (@pkg/data,
 * @pkg/evm/viem). Options live in scripts/typedoc.json: warnings are errors and every exported
 * function, class, interface, type, variable and enum must have a comment. `--warn-only` prints the
 * warnings but fails only on errors.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { OptionDefaults } from 'typedoc';
import { run } from './run.ts';
import { listPackages } from './workspace.ts';

const root = resolve(import.meta.dirname, '../..');
const warnOnly = process.argv.includes('--warn-only');
const tmp = join(root, '.tmp', 'api-docs');
const out = join(root, 'docs', 'api');
/**
 * JSON Schema keywords that openapi-typescript and json-schema-to-typescript write into generated JSDoc
 * as tags: known to typedoc on top of its defaults, so they render instead of warning.
 */
const SCHEMA_TAGS = [
  '@description',
  '@minItems',
  '@maxItems',
  '@minimum',
  '@maximum',
  '@minLength',
  '@maxLength',
].concat(['@pattern', '@format', '@title', '@exclusiveMinimum', '@exclusiveMaximum', '@multipleOf', '@enum']);

interface Entry {
  /** As users import it: @pkg/evm/viem */
  specifier: string;
  /** The source file behind it, relative to the repository root. */
  source: string;
}

/** The file an exports target resolves to for `import` (conditions other than import/default ignored). */
function importTarget(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return importTarget(value[0]);
  if (value && typeof value === 'object') {
    const conditions = value as Record<string, unknown>;
    for (const key of ['import', 'default']) if (key in conditions) return importTarget(conditions[key]);
  }
  return undefined;
}

/** Every public entry point of every published package, mapped from dist/<name>.js back to src/. */
function listEntries(repoRoot: string): Entry[] {
  const entries: Entry[] = [];
  for (const pkg of listPackages(repoRoot).filter((p) => !p.private)) {
    const manifest = createRequire(import.meta.url)(join(repoRoot, pkg.dir, 'package.json')) as {
      exports?: unknown;
    };
    const exportsMap =
      manifest.exports &&
      typeof manifest.exports === 'object' &&
      Object.keys(manifest.exports).every((k) => k.startsWith('.'))
        ? (manifest.exports as Record<string, unknown>)
        : { '.': manifest.exports ?? './dist/index.js' };
    for (const [subpath, target] of Object.entries(exportsMap)) {
      if (subpath === './package.json') continue;
      const file = importTarget(target);
      const name = file && /^\.\/dist\/(.+)\.[cm]?js$/.exec(file)?.[1];
      const candidates = name ? [`src/${name}.ts`, `src/${name}/index.ts`] : [];
      const source = candidates.map((c) => join(pkg.dir, c)).find((c) => existsSync(join(repoRoot, c)));
      if (!source) {
        throw new Error(
          `${pkg.name} exports "${subpath}" -> ${file}: no source among ${candidates.join(', ')}`,
        );
      }
      entries.push({ specifier: subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`, source });
    }
  }
  return entries;
}

/**
 * The page of a module: a package's README for its root entry (without its title, which the page has), a
 * subpath's own leading doc comment otherwise; as comment lines.
 */
function moduleDoc(entry: Entry, stubDir: string): string {
  const pkgDir = entry.source.slice(0, entry.source.indexOf('/src/'));
  let text = '';
  const readme = join(root, pkgDir, 'README.md');
  if (!entry.specifier.includes('/', entry.specifier.indexOf('/') + 1) && existsSync(readme)) {
    // the README's relative links (to examples/, another package) are read from the stub's folder: made relative to it
    text = readFileSync(readme, 'utf8')
      .replace(/^# .*\n+/, '')
      .replace(/\]\((?!https?:|#|\/)([^)\s]+)\)/g, (_, link: string) => {
        const [file = '', hash] = link.split('#');
        const moved = relative(stubDir, join(root, pkgDir, file));
        return `](${moved}${hash === undefined ? '' : `#${hash}`})`;
      });
  } else {
    const lead = /^\s*\/\*\*([\s\S]*?)\*\//.exec(readFileSync(join(root, entry.source), 'utf8'))?.[1] ?? '';
    if (lead.includes('@module'))
      text = lead
        .split('\n')
        .map((line) => line.replace(/^\s*\* ?/, ''))
        .filter((line) => !line.startsWith('@module'))
        .join('\n');
  }
  const lines = text.trim().replace(/\*\//g, '*\\/').split('\n');
  return text.trim() ? `${lines.map((line) => (line ? ` * ${line}` : ' *')).join('\n')}\n *\n` : '';
}

async function main(): Promise<number> {
  const entries = listEntries(root);
  rmSync(tmp, { recursive: true, force: true });
  const stubs: string[] = [];
  for (const entry of entries) {
    const stub = join(tmp, 'entries', `${entry.specifier}.ts`);
    mkdirSync(dirname(stub), { recursive: true });
    const target = relative(dirname(stub), join(root, entry.source)).replace(/\.ts$/, '.js');
    writeFileSync(
      stub,
      `/**\n${moduleDoc(entry, dirname(stub))} * @module ${entry.specifier}\n */\nexport * from '${target.startsWith('.') ? target : `./${target}`}';\n`,
    );
    stubs.push(stub);
  }
  // our packages resolve to their sources (not dist), so re-exports such as data's errors link to core
  const paths = Object.fromEntries(entries.map((entry) => [entry.specifier, [join(root, entry.source)]]));
  writeFileSync(
    join(tmp, 'tsconfig.json'),
    `${JSON.stringify(
      {
        extends: join(root, 'tsconfig.base.json'),
        compilerOptions: { noEmit: true, skipLibCheck: true, paths, rootDir: root },
        files: stubs,
      },
      null,
      2,
    )}\n`,
  );
  const typedoc = join(
    dirname(createRequire(import.meta.url).resolve('typedoc/package.json')),
    'bin',
    'typedoc',
  );
  const args = [
    typedoc,
    '--options',
    join(root, 'scripts', 'typedoc.json'),
    '--tsconfig',
    join(tmp, 'tsconfig.json'),
    '--out',
    out,
    ...stubs.flatMap((stub) => ['--entryPoints', stub]),
    ...[...OptionDefaults.blockTags, ...SCHEMA_TAGS].flatMap((tag) => ['--blockTags', tag]),
  ];
  if (warnOnly) args.push('--treatWarningsAsErrors', 'false');
  console.log(`typedoc: ${entries.map((e) => `${e.specifier} (${e.source})`).join(', ')}`);
  const result = await run(process.execPath, args, { cwd: root, timeoutMs: 300_000 });
  process.stdout.write(result.output);
  return result.code ?? 1;
}

process.exitCode = await main();
