import { JsonRpcError } from '@pkg/core';
import { createEvmClient } from '@pkg/evm';
import { type Hex, parseEther, parseGwei } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { sendAndWait, signFromEwoq } from '../src/evmFixtures.js';
import { ERA, EWOQ, LOCAL_C_CHAIN_ID } from '../src/localNetwork.js';
import { rawRpc } from '../src/rawRpc.js';
import { waitFor } from '../src/signing/waitFor.js';
import { resultSchemaErrors } from '../src/specSchemas.js';

const url = inject('nodeUrl');
const rpc = `${url}/ext/bc/C/rpc`;
/** coreth's `state-history` default: a pruning node (the default) proves only the last 32 blocks. */
const WINDOW = 32;
const OLD_BLOCK = 1;

/**
 * eth_getProof on a pruning node (the suite's node runs with coreth's defaults, `pruning-enabled` true):
 * a block inside the window resolves; a block more than 32 blocks before the last accepted one is refused
 * with the node's own error, a JsonRpcError whose message says why. The chain is made long enough first:
 * a throwaway key (0.01 AVAX from ewoq) sends itself 1 wei per block until block OLD_BLOCK has left the window.
 */
describe('eth_getProof window on a pruning node', () => {
  let last = 0;
  let oldHash: Hex = '0x';

  beforeAll(async () => {
    const key = generatePrivateKey();
    const account = privateKeyToAccount(key);
    await sendAndWait(
      rpc,
      await signFromEwoq(rpc, { to: account.address, value: parseEther('0.01'), gas: 21_000n }),
    );
    let nonce = 0;
    for (;;) {
      last = Number(await rawRpc<Hex>(rpc, 'eth_blockNumber', []));
      if (last - WINDOW > OLD_BLOCK) break;
      const baseFee = BigInt(await rawRpc<Hex>(rpc, 'eth_baseFee', []));
      const signed = await account.signTransaction({
        type: 'eip1559',
        chainId: LOCAL_C_CHAIN_ID,
        nonce: nonce++,
        to: account.address,
        value: 1n,
        gas: 21_000n,
        maxPriorityFeePerGas: parseGwei('1'),
        maxFeePerGas: baseFee * 2n + parseGwei('1'),
      });
      await sendAndWait(rpc, signed);
    }
    oldHash = (
      await rawRpc<{ hash: Hex }>(rpc, 'eth_getBlockByNumber', [`0x${OLD_BLOCK.toString(16)}`, false])
    ).hash;
  }, 300_000);

  const evm = createEvmClient({ url });

  test('a block inside the window resolves with a proof that fits the spec', async () => {
    const inside = `0x${(last - 5).toString(16)}` as const;
    // SAE (Helicon) keeps the state tries of some recent blocks only: there `inside` is proved when still held
    for (const block of ERA === 'helicon' ? (['latest'] as const) : (['latest', inside] as const)) {
      // SAE (Helicon) can answer `latest` a moment before its state trie is written ("missing trie node ... is
      // not available"): there the proof is read again for up to 10 s
      const proof = await waitFor(
        `eth_getProof at ${block}`,
        () =>
          evm.eth.getProof(EWOQ.cAddress, ['0x0'], block).catch((error: unknown) => {
            if (ERA === 'helicon' && /missing trie node/.test(String(error))) return undefined;
            throw error;
          }),
        (p) => p !== undefined,
        { timeoutMs: 10_000, intervalMs: 250 },
      );
      if (!proof) throw new Error('unreachable: waitFor resolves a proof');
      expect(resultSchemaErrors('evm', 'eth_getProof', proof)).toEqual([]);
      expect(proof.address).toBe(EWOQ.cAddress.toLowerCase());
      expect(proof.accountProof.length).toBeGreaterThan(0);
    }
  });

  // Helicon's C chain (SAE) has no proof window (coreth's historical-proof-query-window is gone): it proves any
  // block whose state trie it still holds (vms/saevm/sae/rpc/stateful.go), which is some recent blocks only
  test.runIf(ERA === 'helicon')(
    'under Helicon there is no window: an old block is proved while SAE holds its state, else its trie is missing, never the window error',
    async () => {
      const blocks = [
        `0x${(last - 5).toString(16)}` as const,
        `0x${OLD_BLOCK.toString(16)}` as const,
        { blockHash: oldHash },
      ];
      for (const block of blocks) {
        const answer = await evm.eth.getProof(EWOQ.cAddress, ['0x0'], block).catch((e: unknown) => e);
        if (JsonRpcError.isInstance(answer)) {
          expect(answer.shortMessage).toMatch(/missing trie node/);
          continue;
        }
        expect(resultSchemaErrors('evm', 'eth_getProof', answer)).toEqual([]);
      }
    },
  );

  test.runIf(ERA !== 'helicon')(
    'a block outside it rejects with the node error saying why, by number and by hash',
    async () => {
      for (const block of [`0x${OLD_BLOCK.toString(16)}` as const, { blockHash: oldHash }]) {
        const error = await evm.eth.getProof(EWOQ.cAddress, [], block).catch((e: unknown) => e);
        expect(JsonRpcError.isInstance(error), String(error)).toBe(true);
        expect(error).toMatchObject({ code: -32000, method: 'eth_getProof' });
        expect((error as JsonRpcError).shortMessage).toMatch(
          new RegExp(
            `^historical proof query not allowed: block number ${OLD_BLOCK} is before the oldest allowed block number \\d+ \\(window of ${WINDOW} blocks\\)$`,
          ),
        );
      }
    },
  );
});
