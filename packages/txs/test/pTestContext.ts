// A TxContext for unit tests: a local network (12345) whose node answers fee and owner reads from fixed values.
import type { Utxo } from '../src/codec/index.js';
import { formatAddress, fromHex } from '../src/codec/index.js';
import type { TxContext } from '../src/shared/context.js';

export const EWOQ_KEY = '0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027';
export const EWOQ = fromHex('0x3cb7d3842e8cee6a0ebd09f1fe884f6861e1b29c', 'ewoq');
export const EWOQ_P = formatAddress('P', 'local', EWOQ);
export const AVAX = new Uint8Array(32).fill(0xaa);
export const X_CHAIN = new Uint8Array(32).fill(0x58);
export const C_CHAIN = new Uint8Array(32).fill(0x43);
export const NOW = 1_800_000_000n;

/** Fee config and state as a local v1.14.0 node answers them (weights [1, 1000, 1000, 4]). */
export const FEE_CONFIG = {
  weights: [1, 1000, 1000, 4],
  maxCapacity: 1_000_000,
  maxPerSecond: 100_000,
  targetPerSecond: 50_000,
  minPrice: 1,
  excessConversionConstant: 2_164_043,
};

export interface TestNode {
  ctx: TxContext;
  calls: { method: string; params: unknown }[];
}

/**
 * A context whose `call` answers the fee reads, `platform.getSubnet`, `platform.getL1Validator` and `platform.getTx`
 * (by the entry's seed wire name; `calls` records that name), and whose `wireName` is the entry's seed name.
 */
export function testContext(
  options: {
    utxos?: Utxo[];
    atomic?: Utxo[];
    price?: number;
    capacity?: number;
    subnetOwner?: string[];
    /** The subnet owner's threshold. @default 1 */
    subnetThreshold?: number;
    /** `platform.getTx` answers: tx id (CB58) to the signed tx's hex with its checksum. */
    txs?: Record<string, string>;
  } = {},
): TestNode {
  const calls: { method: string; params: unknown }[] = [];
  const owner = {
    locktime: '0',
    threshold: String(options.subnetThreshold ?? 1),
    addresses: options.subnetOwner ?? [EWOQ_P],
  };
  const ctx: TxContext = {
    networkId: 12345,
    hrp: 'local',
    avaxAssetId: AVAX,
    chainIds: { X: X_CHAIN, P: new Uint8Array(32), C: C_CHAIN },
    async call({ name: method }, params) {
      calls.push({ method, params });
      switch (method) {
        case 'platform.getFeeConfig':
          return FEE_CONFIG;
        case 'platform.getFeeState':
          return {
            capacity: options.capacity ?? 1_000_000,
            excess: 0,
            price: options.price ?? 1,
            timestamp: new Date(Number(NOW) * 1000).toISOString(),
          };
        case 'platform.getSubnet':
          return {
            isPermissioned: true,
            controlKeys: owner.addresses,
            threshold: owner.threshold,
            locktime: '0',
          };
        case 'platform.getL1Validator':
          return { deactivationOwner: owner };
        case 'platform.getTx': {
          const tx = options.txs?.[(params as { txID: string }).txID];
          if (tx === undefined) throw new Error('not found');
          return { tx, encoding: 'hex' };
        }
        default:
          throw new Error(`unexpected call ${method}`);
      }
    },
    wireName: (method) => method.name,
    async utxos(_chain, _addresses, sourceChain) {
      return sourceChain === undefined ? (options.utxos ?? []) : (options.atomic ?? []);
    },
    addresses: () => [EWOQ],
    now: () => NOW,
    maxInputs: 256,
  };
  return { ctx, calls };
}

/** A UTXO of `amount` nAVAX owned by ewoq; `locktime` wraps it in a StakeableLockOut. */
export function avaxUtxo(seed: number, amount: bigint, locktime?: bigint, index = 0): Utxo {
  const owners = { locktime: 0n, threshold: 1, addresses: [EWOQ] };
  const transfer = { type: 'TransferOutput' as const, amount, owners };
  return {
    txId: new Uint8Array(32).fill(seed),
    outputIndex: index,
    assetId: AVAX,
    output: locktime === undefined ? transfer : { type: 'StakeableLockOut', locktime, output: transfer },
  };
}
