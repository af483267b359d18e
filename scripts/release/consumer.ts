/**
 * One package installed alone into an empty project from the local registry, then checked the way a
 * user would meet it: the installed package set, `import` (ESM), `require` (CJS), and `tsc --noEmit`
 * under moduleResolution node16 (.mts and .cts) and bundler.
 */
import { existsSync, mkdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { EntryExpectation, PackageExpectation } from './expectations.ts';
import { run, tail } from './run.ts';

export interface ConsumerContext {
  repoRoot: string;
  /** Folder of the package in the repository (to find its optional peers in its node_modules). */
  packageDir: string;
  /** Empty folder for this consumer project. */
  dir: string;
  /** Environment for npm: local registry, temp user config and cache. */
  npmEnv: NodeJS.ProcessEnv;
  expectations: Record<string, PackageExpectation>;
}

export interface CheckOutcome {
  check: string;
  ok: boolean;
  detail?: string;
}

interface LockEntry {
  name?: string;
  dependencies?: Record<string, string>;
  peer?: boolean;
}

/** Installs `name@version` alone and runs every check; never throws for a failed check, only reports it. */
export async function checkConsumer(
  name: string,
  version: string,
  ctx: ConsumerContext,
): Promise<CheckOutcome[]> {
  const outcomes: CheckOutcome[] = [];
  const expectation = ctx.expectations[name];
  if (!expectation)
    return [{ check: 'expectations', ok: false, detail: `no entry for ${name} in expectations.ts` }];
  mkdirSync(ctx.dir, { recursive: true });
  writeFileSync(
    join(ctx.dir, 'package.json'),
    `${JSON.stringify({ name: 'rehearsal-consumer', version: '1.0.0', private: true }, null, 2)}\n`,
  );

  const install = await run('npm', ['install', `${name}@${version}`, '--no-audit', '--no-fund'], {
    cwd: ctx.dir,
    env: ctx.npmEnv,
    timeoutMs: 180_000,
  });
  if (install.code !== 0) {
    return [{ check: 'npm install', ok: false, detail: tail(install.output) }];
  }
  outcomes.push({ check: 'npm install', ok: true });
  outcomes.push(checkInstalledSet(name, ctx));

  // the main entry first, with nothing installed but what npm chose; then subpaths with their peers linked
  const entries = Object.entries(expectation.entries).sort(([a], [b]) =>
    a === '.' ? -1 : b === '.' ? 1 : 0,
  );
  for (const [subpath, entry] of entries) {
    const specifier = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
    const entryDir = join(
      ctx.dir,
      `entry-${subpath === '.' ? 'main' : subpath.slice(2).replace(/\W/g, '-')}`,
    );
    mkdirSync(entryDir, { recursive: true });
    if (entry.peers?.length) {
      const linked = linkPeers(entry.peers, ctx);
      if (linked) {
        outcomes.push({ check: `${specifier}: peers`, ok: false, detail: linked });
        continue;
      }
    }
    outcomes.push(...(await checkEntry(specifier, entry, entryDir, ctx)));
  }
  return outcomes;
}

/** The installed set must be the package, its @pkg dependencies, and its third-party dependencies' closure. */
function checkInstalledSet(name: string, ctx: ConsumerContext): CheckOutcome {
  const lockFile = join(ctx.dir, 'package-lock.json');
  const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as { packages?: Record<string, LockEntry> };
  const packages = lock.packages ?? {};
  const installed = new Set<string>();
  for (const [path, entry] of Object.entries(packages)) {
    if (path === '') continue;
    installed.add(entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
  }

  // expected: walk our own packages by the table, third-party packages by what they declare
  const expected = new Set<string>();
  const problems: string[] = [];
  const visit = (pkg: string): void => {
    if (expected.has(pkg)) return;
    expected.add(pkg);
    const ours = ctx.expectations[pkg];
    if (ours) {
      for (const dep of ours.dependencies) visit(dep);
      return;
    }
    if (pkg.startsWith('@pkg/')) problems.push(`${pkg} is in no expectations entry`);
    for (const dep of Object.keys(packages[`node_modules/${pkg}`]?.dependencies ?? {})) visit(dep);
  };
  visit(name);

  const extra = [...installed].filter((pkg) => !expected.has(pkg)).sort();
  const missing = [...expected].filter((pkg) => !installed.has(pkg)).sort();
  if (extra.length) problems.push(`installed but not expected: ${extra.join(', ')}`);
  if (missing.length) problems.push(`expected but not installed: ${missing.join(', ')}`);
  return {
    check: `installed set = ${[...installed].sort().join(', ')}`,
    ok: problems.length === 0,
    ...(problems.length ? { detail: problems.join('; ') } : {}),
  };
}

/** Symlinks optional peers from the repository (where the package's dev dependencies put them). */
function linkPeers(peers: readonly string[], ctx: ConsumerContext): string | undefined {
  const fromPackage = createRequire(join(ctx.packageDir, 'package.json'));
  const fromRepo = createRequire(join(ctx.repoRoot, 'package.json'));
  for (const peer of peers) {
    const target = join(ctx.dir, 'node_modules', peer);
    if (existsSync(target)) continue;
    let source: string;
    try {
      source = findPackageDir(fromPackage, peer);
    } catch {
      try {
        source = findPackageDir(fromRepo, peer);
      } catch {
        return `peer ${peer} is not installed in the repository (add it to the package's devDependencies)`;
      }
    }
    mkdirSync(dirname(target), { recursive: true });
    symlinkSync(source, target, 'dir');
  }
  return undefined;
}

function findPackageDir(req: NodeJS.Require, pkg: string): string {
  try {
    return realpathSync(dirname(req.resolve(`${pkg}/package.json`)));
  } catch {
    // packages whose exports hide package.json (and @types/* which have no main): walk the lookup paths
    for (const base of req.resolve.paths(pkg) ?? []) {
      const dir = join(base, pkg);
      if (existsSync(join(dir, 'package.json'))) return realpathSync(dir);
    }
    throw new Error(`cannot find ${pkg}`);
  }
}

/** One entry of a packed package, as a consumer project sees it: under import and require, then under tsc. */
async function checkEntry(
  specifier: string,
  entry: EntryExpectation,
  dir: string,
  ctx: ConsumerContext,
): Promise<CheckOutcome[]> {
  return [
    ...(await checkRuntimes(specifier, entry, dir, ctx)),
    ...(await checkTypes(specifier, entry, dir, ctx)),
  ];
}

/** The entry's exports and smoke test under ESM import and CJS require (the same exports under both). */
async function checkRuntimes(
  specifier: string,
  entry: EntryExpectation,
  dir: string,
  ctx: ConsumerContext,
): Promise<CheckOutcome[]> {
  const outcomes: CheckOutcome[] = [];
  const functions = JSON.stringify(entry.functions);
  const body = `
    const assert = (ok, message) => { if (!ok) throw new Error(message); };
    const missing = ${functions}.filter((name) => typeof m[name] !== 'function');
    assert(missing.length === 0,
      'not exported as functions: ' + missing.join(', ') + ' (the module exports: ' + Object.keys(m).join(', ') + ')');
    await (async () => { ${entry.smoke ?? ''} })();
    console.log('EXPORTS ' + JSON.stringify(Object.keys(m).filter((key) => key !== 'default' && key !== '__esModule').sort()));`;
  // the check files sit in the consumer project, so bare specifiers resolve from its node_modules
  writeFileSync(join(dir, 'check.mjs'), `import * as m from '${specifier}';\n${body}\n`);
  writeFileSync(
    join(dir, 'check.cjs'),
    `const m = require('${specifier}');\n(async () => {${body}\n})().catch((error) => { console.error(error); process.exitCode = 1; });\n`,
  );
  const exportLists: string[] = [];
  const runtimes = [['ESM import', 'check.mjs']] as Array<[string, string]>;
  if (entry.requireSkipped) {
    outcomes.push({ check: `${specifier}: CJS require and .cts skipped: ${entry.requireSkipped}`, ok: true });
  } else {
    runtimes.push(['CJS require', 'check.cjs']);
  }
  for (const [label, file] of runtimes) {
    const result = await run(process.execPath, [file], { cwd: dir, env: ctx.npmEnv, timeoutMs: 60_000 });
    const exported = /^EXPORTS (.*)$/m.exec(result.output)?.[1];
    if (exported) exportLists.push(exported);
    outcomes.push({
      check: `${specifier}: ${label}`,
      ok: result.code === 0 && exported !== undefined,
      ...(result.code === 0 ? {} : { detail: tail(result.output, 20) }),
    });
  }
  if (exportLists.length === 2 && exportLists[0] !== exportLists[1]) {
    outcomes.push({
      check: `${specifier}: same exports under import and require`,
      ok: false,
      detail: `import: ${exportLists[0]}\nrequire: ${exportLists[1]}`,
    });
  }
  return outcomes;
}

/** The entry's types under tsc: node16 (.mts and .cts) and bundler resolution, our .d.ts files checked. */
async function checkTypes(
  specifier: string,
  entry: EntryExpectation,
  dir: string,
  ctx: ConsumerContext,
): Promise<CheckOutcome[]> {
  const outcomes: CheckOutcome[] = [];
  const imports = `import { ${entry.functions.join(', ')} } from '${specifier}';\n${entry.typescript}\n`;
  writeFileSync(join(dir, 'esm.mts'), imports);
  writeFileSync(join(dir, 'cjs.cts'), imports);
  writeFileSync(join(dir, 'bundler.ts'), imports);
  const typeRoots = [join(ctx.repoRoot, 'node_modules', '@types')];
  const common = {
    target: 'es2022',
    lib: ['es2022', 'dom', 'dom.iterable'],
    strict: true,
    noEmit: true,
    // our .d.ts files are checked (a broken or unresolvable type import fails); TypeScript's own lib files are not
    skipLibCheck: false,
    skipDefaultLibCheck: true,
    typeRoots,
  };
  // clients must type-check without @types/node (they run in browsers, Deno and Bun too); Node-only
  // entries get it, as their users have it
  const types = entry.nodeOnly ? ['node'] : [];
  // a peer's own declarations (viem: ~500 files) are not ours to check and take most of a minute
  const skipLibCheck = { skipLibCheck: (entry.peers?.length ?? 0) > 0 };
  const cts = !entry.requireSkipped && !entry.ctsSkipped;
  if (entry.ctsSkipped)
    outcomes.push({ check: `${specifier}: .cts type check skipped: ${entry.ctsSkipped}`, ok: true });
  const configs = {
    [cts ? 'node16 (.mts, .cts)' : 'node16 (.mts)']: {
      compilerOptions: { ...common, ...skipLibCheck, module: 'node16', moduleResolution: 'node16', types },
      files: cts ? ['esm.mts', 'cjs.cts'] : ['esm.mts'],
    },
    bundler: {
      compilerOptions: { ...common, ...skipLibCheck, module: 'esnext', moduleResolution: 'bundler', types },
      files: ['bundler.ts'],
    },
  };
  const tsc = join(ctx.repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  for (const [label, config] of Object.entries(configs)) {
    const file = `tsconfig.${label.split(' ')[0]}.json`;
    writeFileSync(join(dir, file), `${JSON.stringify(config, null, 2)}\n`);
    const result = await run(process.execPath, [tsc, '-p', file, '--pretty', 'false'], {
      cwd: dir,
      timeoutMs: 120_000,
    });
    outcomes.push({
      check: `${specifier}: tsc --noEmit, ${label}`,
      ok: result.code === 0,
      ...(result.code === 0 ? {} : { detail: tail(result.output, 20) }),
    });
  }
  return outcomes;
}
