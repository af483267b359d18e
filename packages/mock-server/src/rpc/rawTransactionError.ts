/**
 * What a node answers to `eth_sendRawTransaction` bytes it cannot decode (issue 35: the mock took `0x02f8`).
 * Mirrors libevm's `Transaction.UnmarshalBinary` as far as its envelope and the top-level RLP list go: the
 * typed-envelope checks, each element's RLP header against its container, the element count of legacy (9),
 * EIP-2930 (11) and EIP-1559 (12) transactions, and bytes after the list. A field of the wrong RLP kind
 * inside a well-formed list (a list where a number goes) is not checked here.
 */

// libevm core/types/transaction.go and rlp/decode.go, word for word
const SHORT = 'typed transaction too short';
const UNSUPPORTED = 'transaction type not supported';
const VALUE_TOO_LARGE = 'rlp: value size exceeds available input length';
const ELEM_TOO_LARGE = 'rlp: element is larger than containing list';
const CANON_SIZE = 'rlp: non-canonical size information';
const MORE_THAN_ONE = 'rlp: input contains more than one value';

/** Fields of each transaction type the count is checked for, and the Go type named in the error. */
const SHAPES: Record<number, { type: string; fields: number } | undefined> = {
  0: { type: 'types.LegacyTx', fields: 9 },
  1: { type: 'types.AccessListTx', fields: 11 },
  2: { type: 'types.DynamicFeeTx', fields: 12 },
};

interface Item {
  list: boolean;
  /** Where the item ends (its header and content). */
  end: number;
  /** Where its content starts. */
  start: number;
}

/** Reads one RLP header at `at`; `limit` is where its container ends (`inList`: a list, else the input). */
function item(b: Uint8Array, at: number, limit: number, inList: boolean): Item {
  const tooLarge = inList ? ELEM_TOO_LARGE : VALUE_TOO_LARGE;
  const first = b[at] as number;
  if (first < 0x80) return { list: false, start: at, end: at + 1 };
  const short = first < 0xc0 ? 0x80 : 0xc0;
  const list = first >= 0xc0;
  let start = at + 1;
  let size = first - short;
  if (size > 55) {
    const bytes = size - 55;
    if (start + bytes > limit) throw new Error(tooLarge);
    if (b[start] === 0) throw new Error(CANON_SIZE);
    size = 0;
    for (let i = 0; i < bytes; i++) size = size * 256 + (b[start + i] as number);
    if (size < 56) throw new Error(CANON_SIZE);
    start += bytes;
  }
  if (start + size > limit) throw new Error(tooLarge);
  return { list, start, end: start + size };
}

/** `rlp.DecodeBytes(b, &struct)` as far as the list's shape goes. */
function decodeList(b: Uint8Array, type: number): void {
  if (b.length === 0) throw new Error('EOF');
  const shape = SHAPES[type];
  const top = item(b, 0, b.length, false);
  if (!top.list) throw new Error(`rlp: expected input list for ${shape?.type ?? 'types.BlobTx'}`);
  let count = 0;
  for (let at = top.start; at < top.end; count++) at = item(b, at, top.end, true).end;
  if (shape && count < shape.fields) throw new Error(`rlp: too few elements for ${shape.type}`);
  if (shape && count > shape.fields)
    throw new Error(`rlp: input list has too many elements for ${shape.type}`);
  if (top.end < b.length) throw new Error(MORE_THAN_ONE);
}

/**
 * The error message a node answers (JSON-RPC -32000) for raw transaction bytes it cannot decode, or
 * `undefined` when their envelope and list are well formed.
 * @example
 * ```ts
 * rawTransactionError(Uint8Array.of(0x02, 0xf8)); // 'rlp: value size exceeds available input length'
 * ```
 */
export function rawTransactionError(b: Uint8Array): string | undefined {
  try {
    if (b.length > 0 && (b[0] as number) > 0x7f) decodeList(b, 0);
    else if (b.length <= 1) return SHORT;
    else if (b[0] !== 1 && b[0] !== 2 && b[0] !== 3) return UNSUPPORTED;
    else decodeList(b.subarray(1), b[0] as number);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
