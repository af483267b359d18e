import { abortedCall } from './abortedCall.js';
import { dataGetBlock } from './dataGetBlock.js';
import { evmBatch } from './evmBatch.js';
import { newHead } from './newHead.js';
import { pchainHeight } from './pchainHeight.js';
import { runtimeGlobals } from './runtimeGlobals.js';
import { xchainHeight } from './xchainHeight.js';

/** Every scenario the page can run, by name: the driver calls them through `runInPage`. */
export const scenarios = {
  runtimeGlobals,
  evmBatch,
  pchainHeight,
  xchainHeight,
  dataGetBlock,
  newHead,
  abortedCall,
};

/** A scenario's name. */
export type ScenarioName = keyof typeof scenarios;
