/**
 * Keccak-256 (the pre-standard padding Ethereum uses, not SHA3-256), for web3_sha3 and the addresses of the
 * mock's keystore. Small and slow (BigInt lanes): the mock hashes a few short inputs.
 */
const MASK = (1n << 64n) - 1n;
const ROUND_CONSTANTS: bigint[] = [];
const ROTATIONS: number[] = [];
{
  // the round constants from the LFSR, and the rho offsets, as the Keccak reference derives them
  let r = 1;
  for (let round = 0; round < 24; round++) {
    let c = 0n;
    for (let j = 0; j < 7; j++) {
      r = ((r << 1) ^ ((r >> 7) * 0x71)) % 256;
      if (r & 2) c ^= 1n << ((1n << BigInt(j)) - 1n);
    }
    ROUND_CONSTANTS.push(c);
  }
  let x = 1;
  let y = 0;
  for (let t = 0; t < 24; t++) {
    ROTATIONS[x + 5 * y] = (((t + 1) * (t + 2)) / 2) % 64;
    [x, y] = [y, (2 * x + 3 * y) % 5];
  }
}

const rotl = (v: bigint, n: number) => (n === 0 ? v : ((v << BigInt(n)) | (v >> BigInt(64 - n))) & MASK);

function permute(s: bigint[]): void {
  for (let round = 0; round < 24; round++) {
    const c = [0, 1, 2, 3, 4].map((x) => s[x]! ^ s[x + 5]! ^ s[x + 10]! ^ s[x + 15]! ^ s[x + 20]!);
    for (let x = 0; x < 5; x++) {
      const d = c[(x + 4) % 5]! ^ rotl(c[(x + 1) % 5]!, 1);
      for (let y = 0; y < 25; y += 5) s[x + y] = s[x + y]! ^ d;
    }
    const b: bigint[] = new Array(25);
    for (let i = 0; i < 25; i++) {
      const x = i % 5;
      const y = Math.floor(i / 5);
      b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(s[i]!, ROTATIONS[i] ?? 0);
    }
    for (let i = 0; i < 25; i++) {
      const x = i % 5;
      const row = i - x;
      s[i] = b[i]! ^ (~b[row + ((x + 1) % 5)]! & MASK & b[row + ((x + 2) % 5)]!);
    }
    s[0] = s[0]! ^ ROUND_CONSTANTS[round]!;
  }
}

/** keccak256 of some bytes, as 0x-prefixed hex. */
export function keccak256(data: Uint8Array): string {
  const rate = 136;
  const padded = new Uint8Array(Math.floor(data.length / rate) * rate + rate);
  padded.set(data);
  padded[data.length] = (padded[data.length] ?? 0) ^ 0x01;
  padded[padded.length - 1] = (padded[padded.length - 1] ?? 0) ^ 0x80;
  const s: bigint[] = new Array(25).fill(0n);
  for (let off = 0; off < padded.length; off += rate) {
    for (let i = 0; i < rate / 8; i++) {
      let lane = 0n;
      for (let k = 7; k >= 0; k--) lane = (lane << 8n) | BigInt(padded[off + i * 8 + k]!);
      s[i] = s[i]! ^ lane;
    }
    permute(s);
  }
  let out = '0x';
  for (let i = 0; i < 4; i++)
    for (let k = 0; k < 8; k++)
      out += Number((s[i]! >> BigInt(8 * k)) & 0xffn)
        .toString(16)
        .padStart(2, '0');
  return out;
}
