import { ValidationError } from '@pkg/core';
import { fromHex } from './bytes.js';
import type { Output } from './outputs.js';
import { readOutput, writeOutput } from './outputs.js';
import { Reader } from './Reader.js';
import type { Chain } from './typeIds.js';
import { Writer } from './Writer.js';

/** avax.UTXO: an unspent output, named by the tx that made it and its index there. */
export interface Utxo {
  /** 32-byte id of the tx that made it. */
  txId: Uint8Array;
  outputIndex: number;
  /** 32-byte asset id. */
  assetId: Uint8Array;
  output: Output;
}

/**
 * Decodes a UTXO's bytes (codec version 0 + fields), or their `0x` hex: what `getUTXOs` returns with
 * `encoding: 'hex'` once its 4-byte checksum is taken off. Anything else, trailing bytes included, is a
 * ValidationError.
 *
 * @example
 * import { decodeUtxo } from '@pkg/txs';
 * const utxo = decodeUtxo(bytesWithoutChecksum, 'P');
 */
export function decodeUtxo(encoded: string | Uint8Array, chain: Chain): Utxo {
  const r = new Reader(fromHex(encoded, 'utxo'), 'utxo');
  const version = r.u16('codec version');
  if (version !== 0)
    throw new ValidationError({ field: 'utxo', rule: 'codec version 0', got: String(version) });
  const txId = r.bytes(32, 'txId');
  const outputIndex = r.u32('outputIndex');
  const utxo = { txId, outputIndex, assetId: r.bytes(32, 'assetId'), output: readOutput(r, chain) };
  r.end();
  return utxo;
}

/**
 * The bytes of a UTXO as the node stores them (codec version 0 + fields): the inverse of {@link decodeUtxo}.
 *
 * @example
 * import { encodeUtxo } from '@pkg/txs';
 * const bytes = encodeUtxo(utxo, 'X');
 */
export function encodeUtxo(utxo: Utxo, chain: Chain): Uint8Array {
  const w = new Writer().u16(0).bytes(utxo.txId, 32, 'txId').u32(utxo.outputIndex, 'outputIndex');
  w.bytes(utxo.assetId, 32, 'assetId');
  writeOutput(w, chain, utxo.output);
  return w.finish();
}
