import type { EvmClient } from '@pkg/evm';
import { waitFor } from './waitFor.js';

/**
 * Waits until the C chain has executed every block it has accepted: `eth_blockNumber` (`latest`) reaches
 * the number of the `pending` block. Under Helicon the SAE C chain accepts a block before it executes it,
 * `pending` being the last accepted block and `latest` the last executed one (vms/saevm/blocks/access.go
 * `ResolveRPCNumber`), so a balance or nonce read at `latest` right after an atomic tx is Accepted can still
 * be the old one. Before Helicon (coreth) both are the last accepted block and this returns at once.
 */
export async function waitForCExecuted(cchain: EvmClient, timeoutMs = 15_000): Promise<void> {
  const accepted = await cchain.eth.getBlockByNumber('pending', false);
  if (accepted === null) throw new Error("eth_getBlockByNumber('pending') answered null");
  const number = BigInt(accepted.number as string);
  await waitFor(
    `eth_blockNumber >= ${number} (every accepted C block executed)`,
    () => cchain.eth.blockNumber(),
    (latest) => BigInt(latest) >= number,
    { timeoutMs, intervalMs: 50 },
  );
}
