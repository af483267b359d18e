// A subnet owned 2-of-3 by A, B and C adds a chain, signed on two machines: the builder holds A's key and only B's
// public key; B signs the envelope with no network (here a function whose fetch throws), and the builder issues it.
// Needs: a local network (AVALANCHE_URL from `pnpm localnet`) and a little AVAX on P for two fees (the ewoq key, A).
// The chain's VM is Subnet-EVM: a local node without its plugin logs that it cannot run the chain and reports it
// unhealthy until restarted, so run this on a throwaway local network (the example runner's --localnet starts one).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  completeTx,
  createTxClient,
  decodeTxEnvelope,
  describeTx,
  encodeTxEnvelope,
  formatAddress,
  knownNetworkIds,
  privateKeySigner,
  publicKeySigner,
  shortIdOf,
  signEnvelope,
} from '@pkg/txs';
import { nodeUrl, privateKey } from '../env.js';

const SUBNET_EVM_VM_ID = 'srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy';
const keyB = `0x${randomBytes(32).toString('hex')}`; // B's key lives on B's machine only
const keyC = `0x${randomBytes(32).toString('hex')}`; // C is the spare owner: not needed for 2 of 3
const a = privateKeySigner(privateKey);
const publicKeyB = privateKeySigner(keyB).publicKey; // all the builder's machine knows of B

// The builder's machine: a subnet owned 2-of-3 by A, B and C (A pays), then a chain on it, signed by A.
const txs = createTxClient({ url: nodeUrl, signers: [a, publicKeySigner(publicKeyB)] });
const { hrp, networkId, avaxAssetId } = await txs.context();
const owners = [a.publicKey, publicKeyB, privateKeySigner(keyC).publicKey].map((k) =>
  formatAddress('P', hrp, shortIdOf(k)),
);
const { subnetId } = await txs.p.createSubnet({ owner: { addresses: owners, threshold: 2 } });
console.log(`subnet ${subnetId}, owned 2-of-3 by ${owners.join(', ')}`);
const genesis = {
  config: { chainId: 99_999, feeConfig: { gasLimit: 8_000_000 } },
  alloc: {},
  gasLimit: '0x7A1200',
};
const unsigned = await txs.p.build.createChain({
  subnetId: subnetId as string,
  name: 'offlinemultisig',
  vmId: SUBNET_EVM_VM_ID,
  genesis: new TextEncoder().encode(JSON.stringify(genesis)),
});
const file = path.join(mkdtempSync(path.join(tmpdir(), 'envelope-')), 'createChain.tx.json');
writeFileSync(file, encodeTxEnvelope(await txs.sign(unsigned))); // A's signatures made, B's owed
console.log(`envelope for B: ${file}`);

/** B's machine: reads the envelope, shows what it approves, signs it with B's key, writes it back. No network. */
async function signOnB(text: string): Promise<string> {
  const fetch = globalThis.fetch;
  globalThis.fetch = () => {
    throw new Error("B's machine has no network");
  };
  try {
    const tx = decodeTxEnvelope(text); // bytes, chain, network and signatures checked to agree
    // the AVAX asset id of mainnet, Fuji and local is built in; another network's, B knows by its own means
    const known = knownNetworkIds(networkId) !== undefined;
    const options = { maxFee: 10_000_000n, ...(known ? {} : { avaxAssetId }) };
    const { type, fee, subnetId, chainName, signers } = describeTx(tx, options);
    console.log(`B approves a ${type} of chain ${chainName} on subnet ${subnetId}, fee ${fee} nAVAX`);
    console.log(
      `signers: ${signers.map((s) => `${s.address} ${s.signed ? 'signed' : 'to sign'}`).join(', ')}`,
    );
    return encodeTxEnvelope(await signEnvelope(tx, [privateKeySigner(keyB)], options));
  } finally {
    globalThis.fetch = fetch;
  }
}
writeFileSync(file, await signOnB(readFileSync(file, 'utf8')));

// Back on the builder's machine: every signature is there; issue and wait.
const signed = completeTx(decodeTxEnvelope(readFileSync(file, 'utf8')));
await txs.issue(signed);
await txs.wait(signed);
console.log(`chain ${signed.txId} created on subnet ${subnetId}, signed by A and B`);
