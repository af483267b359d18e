import type { ContractArtifact } from './findValidatorManager.js';

/**
 * `artifact`'s creation code with every link site of `library` (a name in its `linkReferences`, such as
 * `ValidatorMessages`) holding `address`. Throws when the library has no site, or a placeholder is left.
 * @example
 * ```ts
 * const bytecode = linkLibrary(artifacts.load('ValidatorManager'), 'ValidatorMessages', messagesAddress);
 * ```
 */
export function linkLibrary(artifact: ContractArtifact, library: string, address: string): `0x${string}` {
  const hex = address.slice(2).toLowerCase();
  if (!/^[0-9a-f]{40}$/.test(hex)) throw new Error(`not an address: ${address}`);
  let code = artifact.bytecode.slice(2);
  let sites = 0;
  for (const libraries of Object.values(artifact.linkReferences)) {
    for (const { start, length } of libraries[library] ?? []) {
      code = code.slice(0, start * 2) + hex + code.slice((start + length) * 2);
      sites++;
    }
  }
  if (sites === 0) throw new Error(`no link site for ${library}`);
  if (/__\$[0-9a-f]{34}\$__/.test(code))
    throw new Error(`a library placeholder is left after linking ${library}`);
  return `0x${code}`;
}
