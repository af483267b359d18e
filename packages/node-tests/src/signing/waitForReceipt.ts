import type { EvmClient } from '@pkg/evm';
import { waitFor } from './waitFor.js';
import { waitForExecuted } from './waitForExecuted.js';

/**
 * Polls `eth_getTransactionReceipt` (through OUR evm client) until the transaction is mined, then waits until
 * `latest` has reached the receipt's block (see {@link waitForExecuted}: under Helicon a receipt can come first).
 */
export async function waitForReceipt(evm: EvmClient, hash: `0x${string}`, timeoutMs = 30_000) {
  const receipt = await waitFor(
    `eth_getTransactionReceipt(${hash})`,
    () => evm.eth.getTransactionReceipt(hash),
    (r) => r !== null,
    { timeoutMs },
  );
  if (receipt === null) throw new Error('unreachable');
  await waitForExecuted(evm, receipt.blockNumber, timeoutMs);
  return receipt;
}
