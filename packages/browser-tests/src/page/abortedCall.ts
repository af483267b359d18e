import { createEvmClientFor } from '@pkg/evm';
import { eth_blockNumber } from '@pkg/evm/methods';
import type { ScenarioConfig } from './ScenarioConfig.js';

/**
 * A call aborted while its request is in flight: the fetch the client is given hands the request to the
 * browser's fetch, then aborts the call's AbortController with a reason of its own. The call must reject with
 * that very reason (`isReason`), after exactly one request.
 */
export async function abortedCall({ url }: ScenarioConfig) {
  const controller = new AbortController();
  const reason = new Error('stopped by the page');
  let requests = 0;
  const abortingFetch: typeof fetch = (input, init) => {
    requests += 1;
    const sent = fetch(input, init);
    controller.abort(reason);
    return sent;
  };
  const evm = createEvmClientFor({ eth_blockNumber }, { url, fetch: abortingFetch });
  try {
    const blockNumber = await evm.eth.blockNumber({ signal: controller.signal });
    return { rejected: false, blockNumber, requests };
  } catch (error) {
    const { name, message } = error as Error;
    return { rejected: true, isReason: error === reason, name, message, requests };
  }
}
