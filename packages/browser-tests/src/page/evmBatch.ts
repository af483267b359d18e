import { createEvmClientFor } from '@pkg/evm';
import { eth_blockNumber, eth_chainId } from '@pkg/evm/methods';
import type { ScenarioConfig } from './ScenarioConfig.js';

/**
 * `eth_blockNumber` and `eth_chainId` through a per-method EVM client, called in one tick: the client batches
 * them into one HTTP request. `requests` counts the fetches the client made (a fetch that passes each on to
 * the browser's own), so the driver can check it is 1.
 */
export async function evmBatch({ url }: ScenarioConfig) {
  let requests = 0;
  const counting: typeof fetch = (input, init) => {
    requests += 1;
    return fetch(input, init);
  };
  const evm = createEvmClientFor({ eth_blockNumber, eth_chainId }, { url, fetch: counting });
  const [blockNumber, chainId] = await Promise.all([evm.eth.blockNumber(), evm.eth.chainId()]);
  return { blockNumber, chainId, requests };
}
