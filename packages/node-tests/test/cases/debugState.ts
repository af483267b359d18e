import type { EvmClient } from '@pkg/evm';
import type { MethodCase } from '../../src/methodSuite.js';
import type { DebugFixtures } from './debugFixtures.js';

/** A transaction hash no node knows. */
export const UNKNOWN_HASH = `0x${'ab'.repeat(32)}` as const;

/** What a node answers for a method it does not register. */
const NOT_SERVED = {
  message: /the method debug_\w+ does not exist\/is not available/,
  why: 'the database group is served only where a node turns on db inspecting (x-served-on: [])',
};

const NO_PREIMAGES = {
  message: /^no preimage found for hash [0-9a-f]{64}$/,
  why: 'the node stores no address preimages by default (AvalancheGo v1.14.0 local network)',
};

/** The database group of `debug_`: no node serves it, so each case expects the method unknown. */
export function debugDatabaseCases(): MethodCase<EvmClient>[] {
  return [
    // the database group: registered only behind a db-inspecting switch that neither coreth, Subnet-EVM nor
    // the v1.15.0-fuji C chain turns on (x-served-on: []): every node answers the method unknown
    { method: 'debug_chaindbCompact', calls: [(e) => e.debug.chaindbCompact()], nodeMayRefuse: NOT_SERVED },
    {
      method: 'debug_chaindbProperty',
      calls: [(e) => e.debug.chaindbProperty('')],
      nodeMayRefuse: NOT_SERVED,
    },
    { method: 'debug_dbAncient', calls: [(e) => e.debug.dbAncient('headers', 0)], nodeMayRefuse: NOT_SERVED },
    { method: 'debug_dbAncients', calls: [(e) => e.debug.dbAncients()], nodeMayRefuse: NOT_SERVED },
    { method: 'debug_dbGet', calls: [(e) => e.debug.dbGet('0x00')], nodeMayRefuse: NOT_SERVED },
    { method: 'debug_setHead', calls: [(e) => e.debug.setHead('0xffffffff')], nodeMayRefuse: NOT_SERVED },
  ];
}

/** The state reads of `debug_` (eth-apis: debug), at the fixtures' blocks. */
export function debugStateCases(f: DebugFixtures): MethodCase<EvmClient>[] {
  return [
    // state (eth-apis: debug)
    {
      method: 'debug_accountRange',
      calls: [
        (e) => e.debug.accountRange('latest', '0x', 5, false, false, true),
        (e) => e.debug.accountRange(f.deployBlockHash, '0x', 0, true, true, false),
      ],
    },
    {
      method: 'debug_dumpBlock',
      calls: [(e) => e.debug.dumpBlock('latest'), (e) => e.debug.dumpBlock('0x0')],
    },
    { method: 'debug_getAccessibleState', calls: [(e) => e.debug.getAccessibleState('0x0', 'latest')] },
    { method: 'debug_getBadBlocks', calls: [(e) => e.debug.getBadBlocks()] },
    {
      method: 'debug_storageRangeAt',
      calls: [
        (e) => e.debug.storageRangeAt(f.transferBlockHash, 0, f.contract, '0x', 10),
        (e) => e.debug.storageRangeAt(f.deployBlockHash, 0, f.contract, '0x', 10),
      ],
    },
    {
      method: 'debug_getModifiedAccountsByHash',
      calls: [
        (e) => e.debug.getModifiedAccountsByHash(f.deployBlockHash),
        (e) => e.debug.getModifiedAccountsByHash(f.deployBlockHash, null),
      ],
      nodeMayRefuse: NO_PREIMAGES,
    },
    {
      method: 'debug_getModifiedAccountsByNumber',
      calls: [
        (e) => e.debug.getModifiedAccountsByNumber(Number(f.deployBlock)),
        (e) => e.debug.getModifiedAccountsByNumber(Number(f.deployBlock), null),
      ],
      nodeMayRefuse: NO_PREIMAGES,
    },
    {
      method: 'debug_preimage',
      calls: [(e) => e.debug.preimage(f.deployHash)],
      nodeMayRefuse: {
        message: /^unknown preimage$/,
        why: 'the node records no preimages by default',
      },
    },
  ];
}

/** The raw encodings of `debug_` (eth-apis: internal-debug): blocks, headers, receipts, transactions. */
export function debugRawCases(f: DebugFixtures): MethodCase<EvmClient>[] {
  return [
    // raw data (eth-apis: internal-debug)
    {
      method: 'debug_getRawBlock',
      calls: [(e) => e.debug.getRawBlock(f.deployBlock), (e) => e.debug.getRawBlock('latest')],
    },
    { method: 'debug_getRawHeader', calls: [(e) => e.debug.getRawHeader(f.deployBlockHash)] },
    { method: 'debug_getRawReceipts', calls: [(e) => e.debug.getRawReceipts(f.deployBlockHash)] },
    {
      method: 'debug_getRawTransaction',
      calls: [(e) => e.debug.getRawTransaction(f.deployHash), (e) => e.debug.getRawTransaction(UNKNOWN_HASH)],
    },
    { method: 'debug_printBlock', calls: [(e) => e.debug.printBlock(Number(f.deployBlock))] },
  ];
}
