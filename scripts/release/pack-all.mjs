// `pnpm pack:all [dir]` (default `packed/`, git-ignored): builds the published packages and packs each
// with `pnpm pack` (workspace ranges become the real ones, as on the registry), into one folder. Until
// the packages are on the public npm registry, this is how a project outside the repository installs
// them: `npm install <dir>/pkg-core-0.1.0.tgz <dir>/pkg-data-0.1.0.tgz` (a client package and @pkg/core,
// which every client package depends on). Prints the tarballs and that command.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = path.resolve(process.argv[2] ?? path.join(root, 'packed'));

const published = readdirSync(path.join(root, 'packages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join(root, 'packages', entry.name))
  .map((pkgDir) => ({
    pkgDir,
    manifest: JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')),
  }))
  .filter(({ manifest }) => !manifest.private)
  .sort((a, b) => a.manifest.name.localeCompare(b.manifest.name));

// pnpm as this script was started with (`pnpm pack:all`, or `npx pnpm@... pack:all`)
const pnpm = process.env.npm_execpath
  ? [process.execPath, process.env.npm_execpath]
  : [process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm'];
const run = (cwd, args) => {
  const result = spawnSync(pnpm[0], [...pnpm.slice(1), ...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    console.error(`pack:all: \`pnpm ${args.join(' ')}\` failed in ${cwd}`);
    process.exit(result.status ?? 1);
  }
};

const build = spawnSync(
  process.execPath,
  [
    path.join(root, 'scripts/demo/build.mjs'),
    ...published.map(({ manifest }) => `--filter=${manifest.name}`),
  ],
  { cwd: root, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
for (const { pkgDir } of published) run(pkgDir, ['pack', '--pack-destination', dir]);

const tarballs = readdirSync(dir)
  .filter((name) => name.endsWith('.tgz'))
  .sort();
const shown = path.relative(process.cwd(), dir) || '.';
console.log(`\npack:all: ${tarballs.length} tarballs in ${dir}:`);
for (const name of tarballs) console.log(`  ${name}`);
const core = tarballs.find((name) => name.startsWith('pkg-core-'));
const data = tarballs.find((name) => name.startsWith('pkg-data-'));
console.log(
  `\nIn your project (every client package needs @pkg/core beside it):\n` +
    `  npm install ${path.join(shown, core ?? '')} ${path.join(shown, data ?? '')}`,
);
