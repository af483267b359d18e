// Delegates stake to the local network's validator for two weeks. Needs: a local network (AVALANCHE_URL from
// `pnpm localnet`) and 25 AVAX plus fees on P (move them with crossChain.ts, or the genesis funds of ewoq).
import { createPChainClient } from '@pkg/pchain';
import { createTxClient, privateKeySigner } from '@pkg/txs';
import { nodeUrl, privateKey } from '../env.js';

const pchain = createPChainClient({ url: nodeUrl });
const { validators } = await pchain.platform.getCurrentValidators({});
const validator = validators[0];
if (!validator?.nodeID || !validator.endTime) throw new Error('the network has no validator to delegate to');
const txs = createTxClient({ url: nodeUrl, signers: [privateKeySigner(privateKey)] });
const twoWeeks = 14n * 24n * 3600n;
const endTime = BigInt(Math.floor(Date.now() / 1000)) + twoWeeks;
const validatorEnd = BigInt(validator.endTime);
const { txId } = await txs.p.addPermissionlessDelegator({
  nodeId: validator.nodeID,
  endTime: endTime < validatorEnd ? endTime : validatorEnd - 60n, // a delegation ends before its validator
  weight: 25_000_000_000n, // 25 AVAX, the local network's minimum delegation
});
console.log(`delegated to ${validator.nodeID}: ${txId}`);
