// Sends AVAX on X and on P, and waits for acceptance. Needs: a local network (`pnpm localnet` prints
// AVALANCHE_URL and the funded ewoq key) and funds: 0.001 AVAX plus fees on each chain.
import { createTxClient, privateKeySigner } from '@pkg/txs';
import { nodeUrl, privateKey } from '../env.js';

const txs = createTxClient({ url: nodeUrl, signers: [privateKeySigner(privateKey)] });
// `to` is any address of the network (X-local1... on a local network); this is ewoq's own. Left out, it is
// the first signer's address on that chain.
const to = 'local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';
const onX = await txs.send({ chain: 'X', to: `X-${to}`, amount: 1_000_000n }); // nAVAX: 0.001 AVAX
console.log(`X: ${onX.txId} accepted`);
const onP = await txs.send({ chain: 'P', to: `P-${to}`, amount: 1_000_000n });
console.log(`P: ${onP.txId} accepted`);
