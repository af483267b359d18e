/**
 * Installs the workspace packages as a user gets them: each one packed (`pnpm pack`, so only its published
 * files) and unpacked into `<dir>/node_modules`, with its own dependencies nested under it as pnpm's isolated
 * layout has them (the user's code can resolve the packages it installed, not `@pkg/core`).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, realpathSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packagesDir = fileURLToPath(new URL('../../', import.meta.url));

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} (in ${cwd}) failed:\n${result.stdout}${result.stderr}`);
}

/** pnpm as the test was started with (`npm_execpath` under `pnpm test`), else the one on PATH. */
function pnpm(args: string[], cwd: string): void {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) run(process.execPath, [execPath, ...args], cwd);
  else run('pnpm', args, cwd);
}

/** Packs `packages/<folder>` into `tarballs` and returns the tarball's path. */
function pack(folder: string, tarballs: string): string {
  const before = new Set(readdirSync(tarballs));
  pnpm(['pack', '--pack-destination', tarballs], path.join(packagesDir, folder));
  const made = readdirSync(tarballs).filter((file) => !before.has(file));
  if (made.length !== 1) throw new Error(`pnpm pack of ${folder} made ${made.join(', ') || 'nothing'}`);
  return path.join(tarballs, made[0]!);
}

function unpack(tarball: string, into: string): void {
  mkdirSync(into, { recursive: true });
  run('tar', ['-xzf', tarball, '-C', into, '--strip-components=1'], into);
}

/** Installs the packages in `folders` (e.g. `evm`) and their workspace dependencies, packed, into `<dir>/node_modules`. */
export function installPacked(dir: string, folders: readonly string[]): void {
  const tarballs = path.join(dir, '.tarballs');
  mkdirSync(tarballs, { recursive: true });
  const packed = new Map<string, string>();
  const tarballOf = (folder: string) =>
    packed.get(folder) ?? packed.set(folder, pack(folder, tarballs)).get(folder)!;

  const install = (folder: string, into: string) => {
    unpack(tarballOf(folder), into);
    const manifest = JSON.parse(readFileSync(path.join(packagesDir, folder, 'package.json'), 'utf8'));
    for (const dependency of Object.keys(manifest.dependencies ?? {})) {
      const target = path.join(into, 'node_modules', dependency);
      if (dependency.startsWith('@pkg/')) install(dependency.slice('@pkg/'.length), target);
      else {
        // a registry dependency: linked to the copy the workspace installed
        mkdirSync(path.dirname(target), { recursive: true });
        symlinkSync(realpathSync(path.join(packagesDir, folder, 'node_modules', dependency)), target);
      }
    }
  };
  for (const folder of folders) install(folder, path.join(dir, 'node_modules', '@pkg', folder));
}
