import type { EvmClient } from '@pkg/evm';
import { waitFor } from './waitFor.js';

/**
 * Waits until the chain has executed block `height` (a receipt's `blockNumber`, an atomic tx's `blockHeight`), or,
 * without it, the `pending` block: until `eth_blockNumber` (`latest`) reaches it. Under Helicon the SAE C chain
 * accepts a block before it executes it and answers a receipt as soon as its tx has run, while `latest` is the last
 * executed block (vms/saevm/blocks/access.go `ResolveRPCNumber`, sae/rpc/receipts.go `immediateReceipts`): a
 * balance or nonce read at `latest` right after a receipt or an Accepted atomic tx can still be the old one.
 * `pending` is the last accepted block on the v1.15.0-fuji node these tests run; AvalancheGo after it resolves
 * `pending` to the last executed block by default (`api-resolve-pending-to-last-executed`), where only a given
 * `height` waits. Before Helicon (coreth) and on Subnet-EVM, `latest` is the last accepted block: it returns at once.
 */
export async function waitForExecuted(
  evm: EvmClient,
  height?: number | string | bigint,
  timeoutMs = 15_000,
): Promise<void> {
  let number: bigint;
  if (height !== undefined) number = BigInt(height);
  else {
    const pending = await evm.eth.getBlockByNumber('pending', false);
    if (pending === null) throw new Error("eth_getBlockByNumber('pending') answered null");
    number = BigInt(pending.number as string);
  }
  await waitFor(
    `eth_blockNumber >= ${number} (the block executed)`,
    () => evm.eth.blockNumber(),
    (latest) => BigInt(latest) >= number,
    { timeoutMs, intervalMs: 50 },
  );
}
