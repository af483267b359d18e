import type { EvmClient } from '@pkg/evm';
import { waitFor } from './waitFor.js';

/**
 * Polls `eth_getTransactionReceipt` (through OUR evm client) until the transaction is mined, then
 * `eth_blockNumber` until `latest` has reached the receipt's block. Under Helicon the SAE C chain answers a
 * receipt as soon as the transaction has run (vms/saevm/sae/rpc/receipts.go `immediateReceipts`), while
 * `latest` is the last block whose execution has finished (vms/saevm/blocks/access.go `ResolveRPCNumber`): a
 * nonce or balance read at `latest` right after the receipt can still be the old one. Before Helicon
 * (coreth) `latest` is the last accepted block and already holds the receipt's.
 */
export async function waitForReceipt(evm: EvmClient, hash: `0x${string}`, timeoutMs = 30_000) {
  const receipt = await waitFor(
    `eth_getTransactionReceipt(${hash})`,
    () => evm.eth.getTransactionReceipt(hash),
    (r) => r !== null,
    { timeoutMs },
  );
  if (receipt === null) throw new Error('unreachable');
  const block = BigInt(receipt.blockNumber);
  await waitFor(
    `eth_blockNumber >= ${block} (the receipt's block executed)`,
    () => evm.eth.blockNumber(),
    (latest) => BigInt(latest) >= block,
    { timeoutMs, intervalMs: 50 },
  );
  return receipt;
}
