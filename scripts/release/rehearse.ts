/**
 * Release rehearsal: `bash scripts/check.d/rehearsal.sh` (builds, then runs this; CI runs it from check.sh).
 *
 * 1. In a throwaway copy holding only a "@pkg/core: patch" changeset, `changeset version` must bump core
 *    and every package that depends on it (patch), each with a CHANGELOG entry naming the new core.
 * 2. In a second copy with the repository's pending changesets plus that one, `changeset version` bumps
 *    every public package and writes its CHANGELOG.md; `pnpm pack` packs each (workspace: ranges become
 *    real ranges) and each tarball must hold only dist/, README.md, CHANGELOG.md, package.json (LICENSE, a bin launcher).
 * 3. A verdaccio registry on 127.0.0.1 (scripts/release/verdaccio.yaml; storage in the temp folder;
 *    only @pkg/* served locally, everything else proxied read-only) receives every tarball (npm publish).
 * 4. For each package, an empty project installs it alone from that registry and checks the installed
 *    package set, ESM import, CJS require and `tsc --noEmit` under node16 and bundler (expectations.ts).
 * The registry is stopped by its PID whatever happens. Flags: --keep (leave the temp folder),
 * --only=@pkg/core,@pkg/data (install checks for these packages only; all are still published).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { type CheckOutcome, checkConsumer } from './consumer.ts';
import { expectations } from './expectations.ts';
import { npmEnv, type Registry, startRegistry } from './registry.ts';
import { runOk } from './run.ts';
import { checkTarball, type PackedManifest } from './tarball.ts';
import {
  changesetVersion,
  compareVersions,
  copyWorkspace,
  dependsOn,
  listPackages,
  patchBump,
  type WorkspacePackage,
} from './workspace.ts';

const CORE = '@pkg/core';
const CORE_PATCH = {
  'rehearsal-core-patch.md': `---\n"${CORE}": patch\n---\n\nRelease rehearsal: a patch of core alone.\n`,
};
/** A patch of every public package, so each one is released (and gets a CHANGELOG.md) in the rehearsal. */
const patchAll = (names: string[]): Record<string, string> => ({
  'rehearsal-patch-all.md': `---\n${names.map((name) => `"${name}": patch`).join('\n')}\n---\n\nRelease rehearsal.\n`,
});
const CONCURRENCY = 2;
const DEADLINE_MS = 8 * 60_000;

const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const keep = args.includes('--keep');
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const pidFile = process.env.REHEARSAL_REGISTRY_PID_FILE;
const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'sdk-release-rehearsal-'));
const failures: string[] = [];
let registry: Registry | undefined;

const elapsed = (): string => `${((Date.now() - started) / 1000).toFixed(1)}s`;
const step = (message: string): void => console.log(`\n[rehearsal ${elapsed()}] ${message}`);
const fail = (message: string): void => {
  failures.push(message);
  console.log(`  FAIL ${message}`);
};
const pass = (message: string): void => console.log(`  ok   ${message}`);
const check = (ok: boolean, message: string, detail?: string): void =>
  ok ? pass(message) : fail(detail ? `${message}\n${indent(detail)}` : message);
const indent = (text: string): string =>
  text
    .split('\n')
    .map((line) => `       ${line}`)
    .join('\n');

// whatever happens (error, Ctrl-C, CI timeout), the registry goes down by its PID
process.on('exit', () => registry?.stopSync());
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\n[rehearsal] ${signal}: stopping the registry (PID ${registry?.pid ?? '-'})`);
    registry?.stopSync();
    process.exit(130);
  });
}
const watchdog = setTimeout(() => {
  console.error(`\n[rehearsal] still running after ${DEADLINE_MS / 60_000} minutes: giving up`);
  registry?.stopSync();
  process.exit(1);
}, DEADLINE_MS);
watchdog.unref();

try {
  await main();
} catch (error) {
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  if (registry) {
    await registry.stop();
    if (pidFile) writeFileSync(pidFile, '');
    console.log(`\n[rehearsal ${elapsed()}] registry stopped (PID ${registry.pid})`);
  }
  clearTimeout(watchdog);
}
if (failures.length === 0 && !keep) rmSync(work, { recursive: true, force: true });
else console.log(`temp folder kept: ${work}`);
console.log(
  failures.length === 0
    ? `\nrelease rehearsal passed in ${elapsed()}`
    : `\nrelease rehearsal FAILED in ${elapsed()}: ${failures.length} problem(s)\n- ${failures.map((f) => f.split('\n')[0]).join('\n- ')}`,
);
process.exitCode = failures.length === 0 ? 0 : 1;

async function main(): Promise<void> {
  const all = listPackages(root);
  const publishable = all.filter((pkg) => !pkg.private);
  step(`packages to release: ${publishable.map((pkg) => `${pkg.name}@${pkg.version}`).join(', ')}`);
  for (const pkg of publishable) {
    if (!expectations[pkg.name]) fail(`${pkg.name} has no entry in scripts/release/expectations.ts`);
    if (!hasFiles(join(root, pkg.dir, 'dist'))) {
      throw new Error(`${pkg.dir}/dist is missing or empty: run \`pnpm build\` first`);
    }
  }
  for (const name of Object.keys(expectations)) {
    if (!publishable.some((pkg) => pkg.name === name))
      fail(`expectations.ts lists ${name}, which is not published`);
  }

  await rehearseCorePatch(all);
  const versions = await versionFullCopy(publishable);
  const tarballs = await packAll(publishable, versions);

  step('starting verdaccio on 127.0.0.1');
  registry = await startRegistry(join(work, 'registry'));
  // rehearsal.sh's EXIT trap kills this PID should this process itself be killed (SIGKILL skips finally)
  if (pidFile) writeFileSync(pidFile, `${registry.pid}\n`);
  pass(`registry ${registry.url} (PID ${registry.pid}, log ${relative(work, registry.logFile)})`);
  const env = npmEnv(registry, join(work, 'npm'));

  step('npm publish each tarball to the local registry');
  await mapLimit([...tarballs], 4, async ([name, tarball]) => {
    await runOk('npm', ['publish', tarball, '--access', 'public', '--tag', 'latest'], {
      cwd: work,
      env,
      timeoutMs: 90_000,
    });
    pass(`published ${name}@${versions.get(name)}`);
  });

  const targets = publishable.filter((pkg) => !only || only.includes(pkg.name));
  step(`install each package alone and use it: ${targets.map((pkg) => pkg.name).join(', ')}`);
  const results = new Map<string, CheckOutcome[]>();
  await mapLimit(targets, CONCURRENCY, async (pkg) => {
    const t0 = Date.now();
    const outcomes = await checkConsumer(pkg.name, versions.get(pkg.name)!, {
      repoRoot: root,
      packageDir: join(root, pkg.dir),
      dir: join(work, 'consumers', pkg.name.replace('/', '__')),
      npmEnv: env,
      expectations,
    });
    results.set(pkg.name, outcomes);
    const passed = outcomes.filter((o) => o.ok).length;
    console.log(
      `  ${pkg.name}: ${passed}/${outcomes.length} checks passed (${((Date.now() - t0) / 1000).toFixed(1)}s)`,
    );
  });
  for (const pkg of targets) {
    console.log(`\n  ${pkg.name}@${versions.get(pkg.name)} installed alone`);
    for (const outcome of results.get(pkg.name) ?? []) {
      check(outcome.ok, `${pkg.name}: ${outcome.check}`, outcome.detail);
    }
  }
}

/** Step 1: a patch of core alone bumps every dependent (changesets' updateInternalDependents). */
async function rehearseCorePatch(all: WorkspacePackage[]): Promise<void> {
  step(`changeset version with only "${CORE}: patch" (a copy holding the package.json files)`);
  const dir = join(work, 'core-patch');
  copyWorkspace(root, dir, { contents: false, pendingChangesets: false, extraChangesets: CORE_PATCH });
  await changesetVersion(root, dir);
  const after = new Map(listPackages(dir).map((pkg) => [pkg.name, pkg]));
  for (const before of all.filter((pkg) => !pkg.private)) {
    const now = after.get(before.name)!;
    // a package that depends on core only through another of ours (@pkg/localnet through @pkg/txs) is bumped too:
    // changesets bumps the dependents of every package it bumps
    const through = all.find(
      (dep) => dep.name !== CORE && !dep.private && dependsOn(before, dep.name) && dependsOn(dep, CORE),
    );
    if (!dependsOn(before, CORE) && before.name !== CORE && through) {
      const want = patchBump(before.version);
      check(
        now.version === want,
        `${before.name} ${before.version} -> ${now.version} (want ${want}, through ${through.name})`,
      );
      continue;
    }
    if (before.name === CORE || dependsOn(before, CORE)) {
      const want = patchBump(before.version);
      check(now.version === want, `${before.name} ${before.version} -> ${now.version} (want ${want})`);
      if (before.name !== CORE) {
        const changelog = readText(join(dir, before.dir, 'CHANGELOG.md'));
        check(
          changelog.includes(`${CORE}@${patchBump(all.find((pkg) => pkg.name === CORE)!.version)}`),
          `${before.name} CHANGELOG.md names the new ${CORE}`,
        );
      }
    } else {
      check(
        now.version === before.version,
        `${before.name} does not depend on ${CORE}: stays ${before.version}`,
      );
    }
  }
}

/** Step 2: version a full copy with the pending changesets (+ the core patch) and return the new versions. */
async function versionFullCopy(publishable: WorkspacePackage[]): Promise<Map<string, string>> {
  step('changeset version with the pending changesets and a patch of every package (a copy with dist/)');
  const dir = join(work, 'release');
  copyWorkspace(root, dir, {
    contents: true,
    pendingChangesets: true,
    extraChangesets: { ...CORE_PATCH, ...patchAll(publishable.map((pkg) => pkg.name)) },
  });
  const pending = readdirSync(join(dir, '.changeset')).filter((file) => file.endsWith('.md'));
  await changesetVersion(root, dir);
  const left = readdirSync(join(dir, '.changeset')).filter((file) => file.endsWith('.md'));
  check(left.length === 0, `changeset version consumed ${pending.length} changeset(s)`, left.join(', '));
  const versions = new Map<string, string>();
  const after = new Map(listPackages(dir).map((pkg) => [pkg.name, pkg]));
  for (const before of publishable) {
    const now = after.get(before.name)!;
    versions.set(before.name, now.version);
    check(
      compareVersions(now.version, before.version) > 0,
      `${before.name} ${before.version} -> ${now.version}`,
    );
    check(hasFile(join(dir, before.dir, 'CHANGELOG.md')), `${before.name} has a CHANGELOG.md`);
  }
  return versions;
}

/** Step 3: `pnpm pack` each package in the versioned copy and check what each tarball holds. */
async function packAll(
  publishable: WorkspacePackage[],
  versions: Map<string, string>,
): Promise<Map<string, string>> {
  step('pnpm pack each package and check the tarballs');
  const dest = join(work, 'tarballs');
  mkdirSync(dest, { recursive: true });
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!/^npm_/i.test(key)) env[key] = value;
  const tarballs = new Map<string, string>();
  await mapLimit(publishable, 3, async (pkg) => {
    const out = join(dest, pkg.name.replace('/', '__'));
    mkdirSync(out);
    await runOk('pnpm', ['pack', '--pack-destination', out], {
      cwd: join(work, 'release', pkg.dir),
      env,
      timeoutMs: 60_000,
    });
    const tarball = readdirSync(out).find((file) => file.endsWith('.tgz'));
    if (!tarball) {
      fail(`pnpm pack wrote no tarball for ${pkg.name}`);
      return;
    }
    const unpacked = join(work, 'unpacked', pkg.name.replace('/', '__'));
    mkdirSync(unpacked, { recursive: true });
    await runOk('tar', ['-xzf', join(out, tarball), '-C', unpacked], { cwd: work });
    const base = join(unpacked, 'package');
    const files = listFiles(base);
    const manifest = JSON.parse(readText(join(base, 'package.json'))) as PackedManifest & {
      version?: string;
    };
    const problems = checkTarball(files, manifest, (file) => readText(join(base, file)));
    const declared = Object.keys(manifest.dependencies ?? {}).sort();
    const promised = [...(expectations[pkg.name]?.dependencies ?? [])].sort();
    if (declared.join() !== promised.join()) {
      problems.push(
        `dependencies are [${declared.join(', ')}], expectations.ts promises [${promised.join(', ')}]`,
      );
    }
    for (const [dep, range] of Object.entries(manifest.dependencies ?? {})) {
      const internal = versions.get(dep);
      if (internal && range !== `^${internal}`)
        problems.push(`dependencies.${dep} is "${range}", want "^${internal}"`);
    }
    if (manifest.version !== versions.get(pkg.name)) problems.push(`packed version ${manifest.version}`);
    const subpaths = Object.keys(exportsMap(manifest.exports)).filter((key) => key !== './package.json');
    const tabled = Object.keys(expectations[pkg.name]?.entries ?? {});
    for (const subpath of subpaths.filter((key) => !tabled.includes(key))) {
      problems.push(`exports "${subpath}" has no entry in scripts/release/expectations.ts`);
    }
    for (const subpath of tabled.filter((key) => !subpaths.includes(key))) {
      problems.push(`expectations.ts lists "${subpath}", which package.json does not export`);
    }
    check(
      problems.length === 0,
      `${tarball}: ${files.length} files (${summarize(files)})`,
      problems.length ? problems.join('\n') : undefined,
    );
    tarballs.set(pkg.name, join(out, tarball));
  });
  // publish and report in a stable order
  return new Map(
    publishable.flatMap((pkg) => (tarballs.has(pkg.name) ? [[pkg.name, tarballs.get(pkg.name)!]] : [])),
  );
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function mapLimit<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const worker = async (): Promise<void> => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
}

/** An exports field as a map of subpaths ("." for a bare string or conditions object). */
function exportsMap(value: unknown): Record<string, unknown> {
  if (value === undefined) return {};
  if (typeof value === 'string' || Array.isArray(value)) return { '.': value };
  const keys = Object.keys(value as object);
  return keys.every((key) => key.startsWith('.')) ? (value as Record<string, unknown>) : { '.': value };
}

function summarize(files: string[]): string {
  const top = files.filter((file) => !file.startsWith('dist/'));
  return [...top, `dist/ x${files.length - top.length}`].join(', ');
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listFiles(dir, rel) : [rel];
    })
    .sort();
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function hasFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function hasFiles(dir: string): boolean {
  try {
    return readdirSync(dir).length > 0;
  } catch {
    return false;
  }
}
