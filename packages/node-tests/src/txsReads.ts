import { createHash } from 'node:crypto';
import { rawRpc } from './rawRpc.js';

// Reads the @pkg/txs e2e tests check their moves with: balances and issued bytes, through plain fetch (the
// values asserted come from the node, not from the SDK under test).

/** The AVAX balance of a bech32 X address (`X-local1...`), nAVAX. */
export async function xBalance(url: string, address: string): Promise<bigint> {
  const { balance } = await rawRpc<{ balance: string }>(`${url}/ext/bc/X`, 'avm.getBalance', {
    address,
    assetID: 'AVAX',
  });
  return BigInt(balance);
}

/** The AVAX balance (unlocked and locked) of a bech32 P address (`P-local1...`), nAVAX. */
export async function pBalance(url: string, address: string): Promise<bigint> {
  const { balance } = await rawRpc<{ balance: string }>(`${url}/ext/bc/P`, 'platform.getBalance', {
    addresses: [address],
  });
  return BigInt(balance);
}

/** The C-chain balance of a 0x address, in wei. */
export async function cBalanceWei(url: string, address: string): Promise<bigint> {
  return BigInt(await rawRpc<string>(`${url}/ext/bc/C/rpc`, 'eth_getBalance', [address, 'latest']));
}

/** The bytes of an accepted tx as the node stores them (`avm.getTx`, `platform.getTx`, `avax.getAtomicTx`, hex). */
export async function acceptedTxBytes(url: string, chain: 'X' | 'P' | 'C', txID: string): Promise<Buffer> {
  const [path, method] =
    chain === 'X'
      ? ['/ext/bc/X', 'avm.getTx']
      : chain === 'P'
        ? ['/ext/bc/P', 'platform.getTx']
        : ['/ext/bc/C/avax', 'avax.getAtomicTx'];
  const { tx } = await rawRpc<{ tx: string }>(`${url}${path}`, method, { txID, encoding: 'hex' });
  const bytes = Buffer.from(tx.slice(2), 'hex');
  return bytes.subarray(0, bytes.length - 4); // the last 4 bytes are the hex encoding's checksum
}

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The CB58 id of tx bytes: base58 of sha256(bytes) and the last 4 bytes of its own sha256. */
export function txIdOf(bytes: Uint8Array): string {
  const id = createHash('sha256').update(bytes).digest();
  const data = Buffer.concat([id, createHash('sha256').update(id).digest().subarray(28)]);
  let value = BigInt(`0x${data.toString('hex')}`);
  let text = '';
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)] + text;
    value /= 58n;
  }
  for (const byte of data) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}
