// A subnet owned 2-of-3 by A, B and C hands its ownership to C, signed on two machines: the builder holds A's key
// and only B's public key; B signs the envelope with no network (here a function whose fetch throws), and the
// builder issues it. (createChain on such a subnet goes the same way; on a local node without the chain's VM
// plugin the new chain would leave the node reporting it unhealthy, so this example changes the owner instead.)
// Needs: a local network (AVALANCHE_URL from `pnpm localnet`) and a little AVAX on P for two fees (the ewoq key, A).
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

const keyB = `0x${randomBytes(32).toString('hex')}`; // B's key lives on B's machine only
const keyC = `0x${randomBytes(32).toString('hex')}`; // C is the spare owner: not needed for 2 of 3
const a = privateKeySigner(privateKey);
const publicKeyB = privateKeySigner(keyB).publicKey; // all the builder's machine knows of B

// The builder's machine: a subnet owned 2-of-3 by A, B and C (A pays), then its transfer to C, signed by A.
const txs = createTxClient({ url: nodeUrl, signers: [a, publicKeySigner(publicKeyB)] });
const { hrp, networkId, avaxAssetId } = await txs.context();
const owners = [a.publicKey, publicKeyB, privateKeySigner(keyC).publicKey].map((k) =>
  formatAddress('P', hrp, shortIdOf(k)),
);
const { subnetId } = await txs.p.createSubnet({ owner: { addresses: owners, threshold: 2 } });
console.log(`subnet ${subnetId}, owned 2-of-3 by ${owners.join(', ')}`);
const unsigned = await txs.p.build.transferSubnetOwnership({
  subnetId: subnetId as string,
  owner: { addresses: [owners[2] as string], threshold: 1 }, // C alone from now on
});
const file = path.join(mkdtempSync(path.join(tmpdir(), 'envelope-')), 'transferSubnetOwnership.tx.json');
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
    const { type, fee, signers } = describeTx(tx, options);
    console.log(`B approves a ${type}, fee ${fee} nAVAX`);
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
console.log(`subnet ${subnetId} now owned by C alone (tx ${signed.txId}), signed by A and B`);
