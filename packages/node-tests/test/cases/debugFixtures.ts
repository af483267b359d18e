import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hex } from 'viem';
import { afterAll, beforeAll } from 'vitest';
import type { Mode } from '../../src/coverage.js';
import { RECIPIENT, STORE_AND_LOG_INITCODE, sendAndWait, signFromEwoq } from '../../src/evmFixtures.js';
import { rawRpc } from '../../src/rawRpc.js';

/** Bytes that are no RLP block: what the block-from-bytes tracers get on Helicon's C chain. */
const NOT_A_BLOCK: Hex = '0xc0';

/** What the debug_ cases trace: made in the calling file's beforeAll, read by its own tests. */
export interface DebugFixtures {
  deployHash: Hex;
  deployBlockHash: Hex;
  deployBlock: Hex;
  /** STORE_AND_LOG_INITCODE's contract: slot 0 holds 42. */
  contract: Hex;
  /** A transfer in a later block: the storage before it holds the contract's slot 0. */
  transferBlockHash: Hex;
  rawDeployBlock: Hex;
  /** The deploy block's RLP, in a file on this machine (the node's too). */
  blockFile: string;
  /** The profile file the runtime handler writes for `name` in `mode`. */
  file: (name: string, mode: Mode) => string;
  /** Files debug_standardTraceBlockToFile wrote in the node's temp folder, removed after the run. */
  written: string[];
}

/**
 * The fixtures the cases read, filled in a beforeAll registered here (a deploy of STORE_AND_LOG_INITCODE, then
 * a transfer, from ewoq); the profiles the runtime handler writes go to a temp folder of this machine (the node
 * runs here), removed in an afterAll with the files the tracers wrote.
 */
export function debugFixtures(rpc: string, chainId: number | undefined, onHeliconC: boolean): DebugFixtures {
  const dir = mkdtempSync(path.join(tmpdir(), 'evm-debug-'));
  const f: DebugFixtures = {
    deployHash: '0x',
    deployBlockHash: '0x',
    deployBlock: '0x0',
    contract: '0x',
    transferBlockHash: '0x',
    rawDeployBlock: '0x',
    blockFile: path.join(dir, 'deploy-block.rlp'),
    file: (name, mode) => path.join(dir, `${mode}-${name}`),
    written: [],
  };
  beforeAll(async () => {
    const deploy = await sendAndWait(
      rpc,
      await signFromEwoq(rpc, { data: STORE_AND_LOG_INITCODE, gas: 200_000n }, chainId),
    );
    f.deployHash = deploy.hash;
    f.deployBlockHash = deploy.receipt.blockHash;
    f.deployBlock = deploy.receipt.blockNumber;
    f.contract = deploy.receipt.contractAddress!;
    const transfer = await sendAndWait(
      rpc,
      await signFromEwoq(rpc, { to: RECIPIENT, value: 1n, gas: 21_000n }, chainId),
    );
    f.transferBlockHash = transfer.receipt.blockHash;
    // Helicon's C chain serves no debug_getRaw*: the block-from-bytes tracers then get bytes that are no
    // block, and must answer with the node's decode error (they are served: the error is the tracer's)
    f.rawDeployBlock = onHeliconC
      ? NOT_A_BLOCK
      : await rawRpc<Hex>(rpc, 'debug_getRawBlock', [f.deployBlockHash]);
    writeFileSync(f.blockFile, Buffer.from(f.rawDeployBlock.slice(2), 'hex'));
  }, 120_000);

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    for (const w of f.written) rmSync(w, { force: true });
  });
  return f;
}
