import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

// A second signer on a machine with no network: a fresh Node process that reads an envelope from a file, signs what
// its key owes with @pkg/txs's signEnvelope, and writes the envelope back. Its `fetch` (and WebSocket) throw, and it
// reports how many times it was asked to reach the network, so a test can prove signing made no call.

const SCRIPT = `
import { readFileSync, writeFileSync } from 'node:fs';
import { decodeTxEnvelope, describeTx, encodeTxEnvelope, privateKeySigner, signEnvelope } from '@pkg/txs';
let networkCalls = 0;
globalThis.fetch = () => { networkCalls++; throw new Error('this signer has no network'); };
globalThis.WebSocket = class { constructor() { networkCalls++; throw new Error('this signer has no network'); } };
const tx = decodeTxEnvelope(readFileSync(process.env.ENVELOPE_FILE, 'utf8'));
const avaxAssetId = process.env.AVAX_ASSET_ID || undefined;
const seen = describeTx(tx, { avaxAssetId });
const signed = await signEnvelope(tx, [privateKeySigner(process.env.SIGNER_KEY)], { maxFee: BigInt(process.env.MAX_FEE), avaxAssetId });
writeFileSync(process.env.ENVELOPE_FILE, encodeTxEnvelope(signed));
process.stdout.write(JSON.stringify({ networkCalls, type: seen.type, fee: String(seen.fee) }));
`;

/** What the offline signer saw: the tx type and fee describeTx showed it, and how often it tried the network. */
export interface OfflineSignature {
  networkCalls: number;
  type: string;
  fee: bigint;
}

/**
 * Signs the envelope in `file` (written first when `envelope` is given) with `privateKeyHex` in a child Node process
 * that has no network, writing the envelope back to the same file.
 */
export async function signOffline(
  file: string,
  privateKeyHex: string,
  options: { maxFee: bigint; envelope?: string; avaxAssetId?: string },
): Promise<OfflineSignature> {
  const { maxFee, envelope, avaxAssetId = '' } = options;
  if (envelope !== undefined) await writeFile(file, envelope);
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', SCRIPT], {
    // resolved from this package, whose dependencies include @pkg/txs (its built dist)
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      PATH: process.env.PATH,
      ENVELOPE_FILE: file,
      SIGNER_KEY: privateKeyHex,
      MAX_FEE: String(maxFee),
      // on a network other than Mainnet, Fuji and local, the signer must be told which asset AVAX is
      AVAX_ASSET_ID: avaxAssetId,
    },
    timeout: 30_000,
  });
  const seen = JSON.parse(stdout) as { networkCalls: number; type: string; fee: string };
  return { ...seen, fee: BigInt(seen.fee) };
}

/** The envelope text in `file`. */
export const readEnvelope = (file: string): Promise<string> => readFile(file, 'utf8');
