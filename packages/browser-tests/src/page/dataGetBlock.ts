import { createDataClientFor } from '@pkg/data';
import { getBlock } from '@pkg/data/operations';
import type { ScenarioConfig } from './ScenarioConfig.js';

/** The Data API's `getBlock` on chain 43114 through a per-operation client (`url` is the Data API's base URL). */
export async function dataGetBlock({ url, blockId = '1' }: ScenarioConfig) {
  const data = createDataClientFor({ getBlock }, { baseUrl: url });
  const block = await data.getBlock({ chainId: '43114', blockId });
  return { blockNumber: block.blockNumber, blockHash: block.blockHash };
}
