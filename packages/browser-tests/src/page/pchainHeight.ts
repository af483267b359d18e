import { createPChainClient } from '@pkg/pchain';
import type { ScenarioConfig } from './ScenarioConfig.js';

/** `platform.getHeight` through the full P-chain client, with the browser's own fetch. */
export async function pchainHeight({ url }: ScenarioConfig) {
  const pchain = createPChainClient({ url });
  return pchain.platform.getHeight();
}
