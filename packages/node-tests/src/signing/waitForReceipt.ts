import type { EvmClient } from '@pkg/evm';
import { waitFor } from './waitFor.js';

/** Polls `eth_getTransactionReceipt` (through OUR evm client) until the transaction is mined. */
export async function waitForReceipt(evm: EvmClient, hash: `0x${string}`, timeoutMs = 30_000) {
  const receipt = await waitFor(
    `eth_getTransactionReceipt(${hash})`,
    () => evm.eth.getTransactionReceipt(hash),
    (r) => r !== null,
    { timeoutMs },
  );
  if (receipt === null) throw new Error('unreachable');
  return receipt;
}
