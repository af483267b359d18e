import { createXChainClient } from '@pkg/xchain';
import type { ScenarioConfig } from './ScenarioConfig.js';

/**
 * `xvm.getHeight` through the full X-chain client, with the browser's own fetch. A real node refuses the seed's
 * name, and the client (`wireNames: 'auto'`) asks again as `avm.getHeight`: that fallback runs here too.
 */
export async function xchainHeight({ url }: ScenarioConfig) {
  const xchain = createXChainClient({ url });
  return xchain.xvm.getHeight();
}
