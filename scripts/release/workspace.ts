/**
 * Throwaway copies of the workspace for `changeset version`, so the real tree is never touched: every
 * workspace package.json, the changesets config, and (for the copy that gets published) each public
 * package's built dist/, README and LICENSE.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runOk } from './run.ts';

export interface WorkspacePackage {
  name: string;
  version: string;
  /** Folder relative to the repository root, e.g. packages/data */
  dir: string;
  private: boolean;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
}

interface Manifest {
  name: string;
  version?: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** The workspace's packages (packages/* and scripts), read from their package.json files. */
export function listPackages(root: string): WorkspacePackage[] {
  const dirs = [
    ...readdirSync(join(root, 'packages'))
      .sort()
      .map((name) => `packages/${name}`)
      .filter((dir) => existsSync(join(root, dir, 'package.json'))),
    'scripts',
  ];
  return dirs.map((dir) => {
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as Manifest;
    return {
      name: manifest.name,
      version: manifest.version ?? '0.0.0',
      dir,
      private: manifest.private === true,
      dependencies: manifest.dependencies ?? {},
      peerDependencies: manifest.peerDependencies ?? {},
    };
  });
}

export interface CopyOptions {
  /** Copy dist/, README.md, LICENSE and CHANGELOG.md of public packages (for packing), not only package.json. */
  contents: boolean;
  /** Copy the repository's pending .changeset/*.md files. */
  pendingChangesets: boolean;
  /** Extra changesets to add: file name -> text. */
  extraChangesets: Record<string, string>;
}

/** Writes a minimal copy of the workspace into `dest` (which must not exist yet). */
export function copyWorkspace(root: string, dest: string, options: CopyOptions): void {
  mkdirSync(join(dest, '.changeset'), { recursive: true });
  writeFileSync(
    join(dest, 'package.json'),
    `${JSON.stringify({ name: 'rehearsal-workspace', private: true, version: '0.0.0' }, null, 2)}\n`,
  );
  writeFileSync(join(dest, 'pnpm-workspace.yaml'), 'packages:\n  - packages/*\n  - scripts\n');
  cpSync(join(root, '.changeset', 'config.json'), join(dest, '.changeset', 'config.json'));
  if (options.pendingChangesets) {
    for (const file of readdirSync(join(root, '.changeset'))) {
      if (file.endsWith('.md') && file !== 'README.md') {
        cpSync(join(root, '.changeset', file), join(dest, '.changeset', file));
      }
    }
  }
  for (const [file, text] of Object.entries(options.extraChangesets)) {
    writeFileSync(join(dest, '.changeset', file), text);
  }
  const packages = listPackages(root);
  const dirOf = new Map(packages.map((pkg) => [pkg.name, pkg.dir]));
  for (const pkg of packages) {
    const from = join(root, pkg.dir);
    const to = join(dest, pkg.dir);
    mkdirSync(to, { recursive: true });
    cpSync(join(from, 'package.json'), join(to, 'package.json'));
    if (!options.contents || pkg.private) continue;
    for (const file of ['README.md', 'CHANGELOG.md', 'LICENSE', 'LICENSE.md', 'LICENSE.txt']) {
      if (existsSync(join(from, file))) cpSync(join(from, file), join(to, file));
    }
    if (existsSync(join(from, 'dist'))) cpSync(join(from, 'dist'), join(to, 'dist'), { recursive: true });
    // a committed bin launcher (the mock server's) ships beside dist/
    if (existsSync(join(from, 'bin'))) cpSync(join(from, 'bin'), join(to, 'bin'), { recursive: true });
    // pnpm pack reads the version a workspace: range stands for from the linked package, as after
    // `pnpm install`: link our own dependencies the same way (nothing else is needed to pack)
    const manifest = JSON.parse(readFileSync(join(from, 'package.json'), 'utf8')) as Record<string, unknown>;
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies']) {
      for (const [dep, range] of Object.entries((manifest[field] ?? {}) as Record<string, string>)) {
        const depDir = dirOf.get(dep);
        if (!range.startsWith('workspace:') || !depDir) continue;
        const link = join(to, 'node_modules', dep);
        if (existsSync(link)) continue;
        mkdirSync(dirname(link), { recursive: true });
        symlinkSync(join(dest, depDir), link, 'dir');
      }
    }
  }
}

/** Runs the repository's own `changeset version` in a copy. */
export async function changesetVersion(root: string, dir: string): Promise<string> {
  const require = createRequire(join(root, 'package.json'));
  const bin = join(dirname(require.resolve('@changesets/cli/package.json')), 'bin.js');
  return runOk(process.execPath, [bin, 'version'], { cwd: dir, timeoutMs: 60_000 });
}

/** The version after a patch bump (x.y.z -> x.y.(z+1)); prereleases are not expected here. */
export function patchBump(version: string): string {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`unexpected version ${version}`);
  return `${match[1]}.${match[2]}.${Number(match[3]) + 1}`;
}

/** Compares two x.y.z versions: negative, zero or positive. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/).map(Number);
  const pb = b.split(/[.-]/).map(Number);
  for (let i = 0; i < 3; i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Does `pkg` depend on `dep` at run time (dependencies or peerDependencies)? */
export function dependsOn(pkg: WorkspacePackage, dep: string): boolean {
  return dep in pkg.dependencies || dep in pkg.peerDependencies;
}
