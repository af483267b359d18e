import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { peersCache } from '@pkg/localnet';

/** Our ACP-118 test peer's module (scripts/real-node/p-signer): its own go.mod on AvalancheGo v1.14.0, go.sum pinned. */
export const P_SIGNER_DIR = fileURLToPath(new URL('../../../scripts/real-node/p-signer', import.meta.url));

/**
 * Which AvalancheGo the peer is built on. Both speak the same ACP-118 messages, but a v1.15 node refuses peers older
 * than v1.15.0 once Helicon is active (its `version.GetCompatibility(HeliconTime)`: the v1.14.0 peer's handshake is
 * closed), so the Helicon suite needs the v1.15 build. `v1.14.0` is built here from the Go module cache
 * (`-mod=readonly`, go.sum pinned); `v1.15` can only be built from source snapshots (its go.mod replaces graft/* with
 * local folders and pins a libevm commit the proxy refuses), which this repository does not build from: it is built
 * once per machine, outside it (README.md, "The P chain's signature"), and found here by the hash of our sources.
 */
export type PSignerFlavour = 'v1.14.0' | 'v1.15';

/** Thrown when the v1.15 peer is not built. */
export class PSignerUnavailableError extends Error {
  override name = 'PSignerUnavailableError';
}

/**
 * The peer's binary in `<peers cache>/p-signer-<flavour>-<hash of its sources>/p-signer` (an edit to a .go file,
 * go.mod or go.sum changes the folder). `v1.14.0` is built there when missing (about 5 s with a warm Go build
 * cache; needs `go` on PATH); `v1.15` must have been built there (else {@link PSignerUnavailableError}).
 * @example
 * ```ts
 * const bin = pSignerBinary('v1.14.0');
 * ```
 */
export function pSignerBinary(flavour: PSignerFlavour): string {
  const dir = path.join(peersCache(), `p-signer-${flavour}-${pSignerSourcesHash()}`);
  const bin = path.join(dir, 'p-signer');
  if (existsSync(bin)) return bin;
  if (flavour === 'v1.15') {
    throw new PSignerUnavailableError(
      `no v1.15 p-signer at ${bin}: build scripts/real-node/p-signer once against an AvalancheGo v1.15 source tree, outside this repository (packages/node-tests/README.md, "The P chain's signature")`,
    );
  }
  mkdirSync(dir, { recursive: true });
  // -mod=readonly: go.sum must already hold every module (a reproducible build, no silent updates)
  execFileSync('go', ['build', '-mod=readonly', '-o', `${bin}.tmp`, '.'], {
    cwd: P_SIGNER_DIR,
    env: { ...process.env, GOFLAGS: '-buildvcs=false' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  renameSync(`${bin}.tmp`, bin);
  return bin;
}

/**
 * 12 hex digits of the sha256 of the peer's sources: its .go files in name order, then go.mod and go.sum, as
 * `cd scripts/real-node/p-signer && cat $(LC_ALL=C ls *.go) go.mod go.sum | sha256sum | cut -c1-12` prints.
 */
export function pSignerSourcesHash(): string {
  const hash = createHash('sha256');
  const goFiles = readdirSync(P_SIGNER_DIR)
    .filter((f) => f.endsWith('.go'))
    .sort();
  for (const f of [...goFiles, 'go.mod', 'go.sum']) hash.update(readFileSync(path.join(P_SIGNER_DIR, f)));
  return hash.digest('hex').slice(0, 12);
}
