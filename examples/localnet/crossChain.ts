// Moves AVAX from X to C and back to P: each move is an export, then an import, each waited for.
// Needs: a local network (AVALANCHE_URL from `pnpm localnet`) and funds on X: 1 AVAX plus fees.
import { CrossChainImportError, createTxClient, privateKeySigner } from '@pkg/txs';
import { nodeUrl, privateKey } from '../env.js';

const txs = createTxClient({ url: nodeUrl, signers: [privateKeySigner(privateKey)] });
try {
  const toC = await txs.crossChain({ from: 'X', to: 'C', amount: 1_000_000_000n }); // 1 AVAX, in nAVAX
  console.log(`X -> C: export ${toC.exportTxId}, import ${toC.importTxId}`);
  const toP = await txs.crossChain({ from: 'C', to: 'P', amount: 500_000_000n });
  console.log(`C -> P: export ${toP.exportTxId}, import ${toP.importTxId}`);
} catch (e) {
  // the export was accepted and the import failed: the AVAX waits in the destination's shared memory
  if (!CrossChainImportError.isInstance(e)) throw e;
  const { txId } = await txs.importPending({ from: e.from, to: e.to });
  console.log(`finished the move with import ${txId}`);
}
