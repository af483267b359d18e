import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { peersCache } from '@pkg/localnet';

/** Our ACP-118 test peer's module (scripts/real-node/p-signer): its own go.mod on AvalancheGo v1.14.0, go.sum pinned. */
export const P_SIGNER_DIR = fileURLToPath(new URL('../../../scripts/real-node/p-signer', import.meta.url));

/**
 * Which AvalancheGo the peer is built on. Both speak the same ACP-118 messages, but a v1.15 node refuses peers older
 * than v1.15.0 once Helicon is active (its `version.GetCompatibility(HeliconTime)`), so the Helicon suite needs the
 * v1.15 build. `v1.14.0` comes from the Go module cache (`-mod=readonly`); `v1.15` from a source tree
 * (`$HELICON_AVALANCHEGO_SOURCE`, a snapshot of ava-labs/avalanchego v1.15.x with graft/, and
 * `$HELICON_LIBEVM_SOURCE`, default `<that tree>/../libevm`), in a Go workspace, with `-tags avalanchego_v115`.
 */
export type PSignerFlavour = 'v1.14.0' | 'v1.15';

/** Thrown when the v1.15 peer is neither built nor buildable (no source tree named). */
export class PSignerUnavailableError extends Error {
  override name = 'PSignerUnavailableError';
}

/**
 * The peer's binary, built once into `<peers cache>/p-signer-<flavour>-<hash of its sources>/p-signer` (an edit to
 * main.go, inbound_*.go, go.mod or go.sum rebuilds) and reused. About 5 s (v1.14.0) or 10 s (v1.15) with a warm Go
 * build cache. Needs `go` on PATH to build.
 * @example
 * ```ts
 * const bin = pSignerBinary('v1.14.0');
 * ```
 */
export function pSignerBinary(flavour: PSignerFlavour): string {
  const dir = path.join(peersCache(), `p-signer-${flavour}-${sourcesHash()}`);
  const bin = path.join(dir, 'p-signer');
  if (existsSync(bin)) return bin;
  const work = flavour === 'v1.15' ? v115Workspace(dir) : undefined;
  try {
    mkdirSync(dir, { recursive: true });
    const tags = work ? ['-tags', 'avalanchego_v115'] : [];
    // -mod=readonly: go.sum (in the workspace: the sums of its modules and go.work.sum) must hold every module
    execFileSync('go', ['build', '-mod=readonly', ...tags, '-o', `${bin}.tmp`, '.'], {
      cwd: P_SIGNER_DIR,
      env: {
        ...process.env,
        GOFLAGS: '-buildvcs=false',
        ...(work ? { GOWORK: path.join(work, 'go.work') } : {}),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    renameSync(`${bin}.tmp`, bin);
  } finally {
    if (work) rmSync(work, { recursive: true, force: true });
  }
  return bin;
}

/** sha256 (12 hex digits) of the peer's sources. */
function sourcesHash(): string {
  const hash = createHash('sha256');
  const files = readdirSync(P_SIGNER_DIR)
    .filter((f) => f.endsWith('.go') || f === 'go.mod' || f === 'go.sum')
    .sort();
  for (const f of files) hash.update(f).update(readFileSync(path.join(P_SIGNER_DIR, f)));
  return hash.digest('hex').slice(0, 12);
}

/**
 * The folder of a v1.15 build's go.work (a temp folder, removed after the build), which `use`s our module and the v1.15 tree
 * with its graft/ modules (the tree's go.mod replaces them with ./graft/*), and replaces libevm with its snapshot (the
 * proxy refuses the commit v1.15 pins), as the Helicon node's own build does. The sources are only read.
 */
function v115Workspace(dir: string): string {
  const tree = process.env.HELICON_AVALANCHEGO_SOURCE;
  if (!tree || !existsSync(path.join(tree, 'graft'))) {
    throw new PSignerUnavailableError(
      `no v1.15 p-signer in ${dir} and no AvalancheGo v1.15 source tree to build it: set HELICON_AVALANCHEGO_SOURCE to a snapshot of ava-labs/avalanchego v1.15.x with its graft/ folders (and HELICON_LIBEVM_SOURCE to libevm at the commit its go.mod pins, default <tree>/../libevm)`,
    );
  }
  const libevm = process.env.HELICON_LIBEVM_SOURCE || path.join(tree, '..', 'libevm');
  const work = mkdtempSync(path.join(tmpdir(), 'p-signer-work-'));
  const uses = [
    P_SIGNER_DIR,
    tree,
    ...['coreth', 'evm', 'subnet-evm'].map((g) => path.join(tree, 'graft', g)),
  ];
  writeFileSync(
    path.join(work, 'go.work'),
    [
      `go ${goDirective(tree)}`,
      '',
      `use (\n${uses.map((u) => `\t${u}`).join('\n')}\n)`,
      '',
      ...workReplaces(tree),
      `replace github.com/ava-labs/libevm => ${path.resolve(libevm)}`,
      '',
    ].join('\n'),
  );
  if (existsSync(path.join(tree, 'go.work.sum'))) {
    writeFileSync(path.join(work, 'go.work.sum'), readFileSync(path.join(tree, 'go.work.sum')));
  }
  return work;
}

/** The `go` directive of the tree's go.work. */
function goDirective(tree: string): string {
  const work = readFileSync(path.join(tree, 'go.work'), 'utf8');
  return /^go\s+(\S+)/m.exec(work)?.[1] ?? '1.25';
}

/** The tree's own go.work `replace` lines (e.g. genproto), kept. */
function workReplaces(tree: string): string[] {
  const work = readFileSync(path.join(tree, 'go.work'), 'utf8');
  return work.split('\n').filter((line) => /^replace\s/.test(line));
}
