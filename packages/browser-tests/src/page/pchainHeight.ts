import { createPChainClient } from '@pkg/pchain';
import type { ScenarioConfig } from './ScenarioConfig.js';

/** `platform.getHeight` through the full P-chain client, with the browser's own fetch (and `userAgent` if given). */
export async function pchainHeight({ url, userAgent }: ScenarioConfig) {
  const pchain = createPChainClient({ url, ...(userAgent ? { userAgent } : {}) });
  return pchain.platform.getHeight();
}
