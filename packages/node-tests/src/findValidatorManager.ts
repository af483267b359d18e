import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The contracts scripts/real-node/find-validator-manager.sh vouches for, one JSON each in its folder. */
export type ValidatorManagerContract =
  | 'ValidatorManager'
  | 'ValidatorMessages'
  | 'PoAManager'
  | 'TransparentUpgradeableProxy'
  | 'ProxyAdmin';

/** What the suite reads of one compiled contract (the ABI stays in the cache: our calls have ABIs of their own). */
export interface ContractArtifact {
  /** Creation code, `0x` hex; a linked library's sites hold `__$<34 hex>$__` placeholders. */
  bytecode: `0x${string}`;
  /** Runtime code, `0x` hex: what a genesis alloc holds. */
  deployedBytecode: `0x${string}`;
  /** Library link sites: source file -> library name -> byte offsets (in `bytecode`) and lengths. */
  linkReferences: Record<string, Record<string, { start: number; length: number }[]>>;
}

/** The artifacts folder, or the one line saying why there is none. */
export type ValidatorManagerArtifacts =
  | { found: true; dir: string; load(name: ValidatorManagerContract): ContractArtifact }
  | { found: false; reason: string };

/**
 * Finds ava-labs' validator manager contracts compiled in the peers cache with
 * scripts/real-node/find-validator-manager.sh (they are never in the repo): its folder and a loader, or its one
 * line saying what is missing (a suite that needs them skips with that line). `dir`: a folder found before.
 * @example
 * ```ts
 * const artifacts = findValidatorManager();
 * if (artifacts.found) console.log(artifacts.load('ProxyAdmin').deployedBytecode.length);
 * ```
 */
export function findValidatorManager(options: { dir?: string } = {}): ValidatorManagerArtifacts {
  const script = path.resolve(import.meta.dirname, '../../../scripts/real-node/find-validator-manager.sh');
  try {
    // a folder already found (the suite's globalSetup provides it) is read as is
    const dir = options.dir || execFileSync('bash', [script], { encoding: 'utf8' }).trim();
    return {
      found: true,
      dir,
      load: (name) => JSON.parse(readFileSync(path.join(dir, `${name}.json`), 'utf8')) as ContractArtifact,
    };
  } catch (error) {
    const { stdout } = error as { stdout?: string };
    return { found: false, reason: stdout?.trim() || (error as Error).message };
  }
}
