import { ValidationError } from '@pkg/core';
import { bech32 } from '@scure/base';

/** The chains whose addresses are bech32 short ids with a chain prefix. */
export type AddressChain = 'X' | 'P' | 'C';

const HRPS: Readonly<Record<number, string>> = {
  1: 'avax',
  2: 'cascade',
  3: 'denali',
  4: 'everest',
  5: 'fuji',
  10: 'testing',
  12345: 'local',
};

/**
 * The bech32 human-readable part of a network's addresses, as AvalancheGo's `constants.GetHRP`:
 * `avax` (1), `fuji` (5), `local` (12345), the retired test networks, `custom` for any other id.
 *
 * @example
 * import { hrpOf } from '@pkg/txs';
 * hrpOf(12345); // 'local'
 */
export function hrpOf(networkId: number): string {
  return HRPS[networkId] ?? 'custom';
}

/**
 * `X-avax1...`: a 20-byte short id as a chain-prefixed bech32 address.
 *
 * @example
 * import { formatAddress } from '@pkg/txs';
 * formatAddress('P', 'local', shortId); // 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u'
 */
export function formatAddress(chain: AddressChain, hrp: string, shortId: Uint8Array): string {
  if (shortId.length !== 20) {
    throw new ValidationError({ field: 'address', rule: '20 bytes', got: `${shortId.length} bytes` });
  }
  return `${chain}-${bech32.encode(hrp, bech32.toWords(shortId))}`;
}

/** An address read back: its chain prefix (when it had one), HRP and 20-byte short id. */
export interface ParsedAddress {
  chain: AddressChain | undefined;
  hrp: string;
  shortId: Uint8Array;
}

// A bech32 string in shape (an HRP, the separator `1`, at least 6 data characters of the bech32 alphabet,
// one case, at most 90 characters): when such a string does not decode, only its checksum is wrong.
const BECH32_SHAPE = /^[\x21-\x7e]{1,83}1[02-9ac-hj-np-z]{6,}$/;
function checksumOnlyIsWrong(text: string | undefined): boolean {
  if (text === undefined || text.length > 90) return false;
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return false;
  return BECH32_SHAPE.test(text.toLowerCase());
}

/**
 * Reads `X-avax1...` (or a bare `avax1...`); a bad prefix, checksum or length is a ValidationError naming
 * `field`. With `expected`, the chain prefix and HRP must match.
 *
 * @example
 * import { parseAddress } from '@pkg/txs';
 * const { shortId } = parseAddress('X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u', 'to');
 */
export function parseAddress(
  address: string,
  field = 'address',
  expected?: { chain?: AddressChain; hrp?: string },
): ParsedAddress {
  const match = typeof address === 'string' ? /^(?:([XPC])-)?([^-]+)$/.exec(address) : null;
  let decoded: { prefix: string; words: number[] } | undefined;
  try {
    if (match?.[2]) decoded = bech32.decode(match[2] as `${string}1${string}`);
  } catch {
    decoded = undefined;
  }
  const example = `${expected?.chain ?? 'X'}-${expected?.hrp ?? 'avax'}1...`;
  const chainWord = expected?.chain === undefined ? 'a' : `a ${expected.chain}-chain`;
  if (!match || !decoded) {
    throw new ValidationError({
      field,
      rule: `${chainWord} bech32 address such as ${example}`,
      got: checksumOnlyIsWrong(match?.[2])
        ? `${JSON.stringify(address)}, whose bech32 checksum is wrong: a typo or a cut copy`
        : JSON.stringify(address),
    });
  }
  const shortId = Uint8Array.from(bech32.fromWords(decoded.words));
  const chain = match[1] as AddressChain | undefined;
  if (shortId.length !== 20) {
    throw new ValidationError({ field, rule: 'an address of 20 bytes', got: `${shortId.length} bytes` });
  }
  if (expected?.chain !== undefined && chain !== undefined && chain !== expected.chain) {
    throw new ValidationError({
      field,
      rule: `an address on ${expected.chain}, such as ${example}`,
      got: JSON.stringify(address),
    });
  }
  if (expected?.hrp !== undefined && decoded.prefix !== expected.hrp) {
    throw new ValidationError({
      field,
      rule: `an address with HRP ${expected.hrp}`,
      got: JSON.stringify(address),
    });
  }
  return { chain, hrp: decoded.prefix, shortId };
}
