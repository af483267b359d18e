import { createEvmClient } from '@pkg/evm';
import { createXChainClient, type XvmGetUTXOsParams } from '@pkg/xchain';
import { describe, expect, inject, test } from 'vitest';
import { EWOQ } from '../src/localNetwork.js';
import { avalancheContext } from '../src/signing/avalancheContext.js';
import { evm, utils } from '../src/signing/avalanchejs.js';
import { avalancheKey, randomAvalancheKey } from '../src/signing/avalancheKeys.js';
import { signAndEncode } from '../src/signing/signAndEncode.js';
import { waitFor } from '../src/signing/waitFor.js';

// xchain.iterate.getUTXOs over atomic UTXOs against the real node: two C-chain ExportTxs (signed with
// avalanchejs by ewoq) to a fresh X address leave two atomic UTXOs in X's shared memory, which the node pages
// from startIndex inclusive: the second page repeats the first page's last UTXO, which must be yielded once.

const NAVAX_TO_WEI = 1_000_000_000n;

describe('@pkg/xchain iterate.getUTXOs with sourceChain (atomic UTXOs page after page)', () => {
  test('yields each atomic UTXO exported from C exactly once across pages of 2', async () => {
    const url = inject('nodeUrl');
    const context = await avalancheContext(url);
    const ewoq = avalancheKey(EWOQ.privateKeyHex, context.hrp);
    const recipient = randomAvalancheKey(context.hrp);
    const cchain = createEvmClient({ url, wireNames: 'deployed' });
    for (let i = 0; i < 2; i++) {
      const wei = BigInt(await cchain.eth.baseFee());
      const nonce = BigInt(await cchain.eth.getTransactionCount(EWOQ.cAddress, 'pending'));
      const unsigned = evm.newExportTxFromBaseFee(
        context,
        ((wei + NAVAX_TO_WEI - 1n) / NAVAX_TO_WEI) * 2n,
        100_000_000n,
        context.xBlockchainID,
        utils.hexToBuffer(EWOQ.cAddress),
        [recipient.addressBytes],
        nonce,
      );
      const { txID } = await cchain.atomic.issueTx({
        tx: await signAndEncode(unsigned, [ewoq.privateKey]),
        encoding: 'hex',
      });
      const { status } = await waitFor(
        `atomic.getAtomicTxStatus(${txID})`,
        () => cchain.atomic.getAtomicTxStatus({ txID }),
        (s) => s.status === 'Accepted' || s.status === 'Dropped',
      );
      expect(status).toBe('Accepted');
    }

    let requests = 0;
    const counting: typeof fetch = (input, init) => {
      requests++;
      return fetch(input, init);
    };
    const xchain = createXChainClient({ url, wireNames: 'deployed', fetch: counting });
    const args: XvmGetUTXOsParams = { addresses: [recipient.xAddress], sourceChain: 'C' };
    const all = await xchain.xvm.getUTXOs(args);
    expect(all.utxos).toHaveLength(2);
    // the node's second page starts at the first page's endIndex
    const second = await xchain.xvm.getUTXOs({
      ...args,
      limit: 1,
      startIndex: (await xchain.xvm.getUTXOs({ ...args, limit: 1 })).endIndex,
    });
    expect(second.utxos).toEqual([all.utxos[0]]);

    requests = 0;
    const paged: string[] = [];
    for await (const utxo of xchain.iterate.getUTXOs({ ...args, limit: 1 })) paged.push(utxo);
    expect([...paged].sort()).toEqual([...all.utxos].sort());
    expect(paged).toHaveLength(2);
    expect(requests).toBe(2); // [u1, u2], then [u2] alone: short, the end
  });
});
