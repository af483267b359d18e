// The wire names of the entries @pkg/txs calls, as its node clients send them (the deployed names: `avm.*`,
// `avax.*`), for tests whose hand-made TxContext records what a call would send.
import type { MethodEntry } from '@pkg/core';
import { createNodeCalls } from '../src/client/createNodeCalls.js';

/** The name `method` goes out under from a tx client (`avm.getTxFee` for `xvm_getTxFee`). */
export const nodeWireName: (method: MethodEntry) => string = createNodeCalls({ url: 'http://node' }).wireName;
