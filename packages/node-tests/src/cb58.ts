import { createHash } from 'node:crypto';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * Whether `text` is a CB58 id as the node prints tx ids: base58 of 32 bytes plus the last 4 bytes of their
 * sha256. Its length varies (up to 50 characters; 48 or fewer when the number is small), so a length
 * pattern alone is flaky; this decodes it and checks the checksum.
 */
export function isCb58Id(text: string): boolean {
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return false;
    value = value * 58n + BigInt(digit);
  }
  const leadingZeros = text.length - text.replace(/^1+/, '').length;
  const hex = value === 0n ? '' : value.toString(16);
  const bytes = Buffer.from('00'.repeat(leadingZeros) + (hex.length % 2 === 1 ? `0${hex}` : hex), 'hex');
  if (bytes.length !== 36) return false;
  const checksum = createHash('sha256').update(bytes.subarray(0, 32)).digest().subarray(28);
  return checksum.equals(bytes.subarray(32));
}
