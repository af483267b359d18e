import type { EvmClient } from '@pkg/evm';
import { waitFor } from './waitFor.js';

/**
 * Waits until the C chain has executed block `height` (an atomic tx's `blockHeight`), or, without it, the
 * `pending` block: until `eth_blockNumber` (`latest`) reaches it. Under Helicon the SAE C chain accepts a block
 * before it executes it, and `latest` is the last executed block (vms/saevm/blocks/access.go
 * `ResolveRPCNumber`), so a balance or nonce read at `latest` right after an atomic tx is Accepted can still be
 * the old one. `pending` is the last accepted block on the v1.15.0-fuji node these tests run; AvalancheGo after
 * it resolves `pending` to the last executed block by default (`api-resolve-pending-to-last-executed`), where
 * only a given `height` waits. Before Helicon (coreth) `latest` is the last accepted block: it returns at once.
 */
export async function waitForCExecuted(
  cchain: EvmClient,
  height?: number | string | bigint,
  timeoutMs = 15_000,
): Promise<void> {
  let number: bigint;
  if (height !== undefined) number = BigInt(height);
  else {
    const pending = await cchain.eth.getBlockByNumber('pending', false);
    if (pending === null) throw new Error("eth_getBlockByNumber('pending') answered null");
    number = BigInt(pending.number as string);
  }
  await waitFor(
    `eth_blockNumber >= ${number} (the C block executed)`,
    () => cchain.eth.blockNumber(),
    (latest) => BigInt(latest) >= number,
    { timeoutMs, intervalMs: 50 },
  );
}
