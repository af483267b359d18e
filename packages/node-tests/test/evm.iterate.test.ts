import { createEvmClient } from '@pkg/evm';
import { describe, expect, inject, test } from 'vitest';
import { prepareAtomicImports } from '../src/atomicFixtures.js';
import { isCb58Id } from '../src/cb58.js';
import { EWOQ } from '../src/localNetwork.js';

// evm.iterate.getUTXOs against the real node: three atomic UTXOs exported from X to ewoq's C-side address
// (an ExportTx signed with avalanchejs; the imports it prepares are not issued), walked in pages of 2:
// the node starts each later page with the previous page's last UTXO, which must be yielded once.

const C_BECH32 = EWOQ.xAddress.replace(/^X-/, 'C-');

describe('@pkg/evm iterate.getUTXOs (avax.getUTXOs page after page)', () => {
  test('yields every atomic UTXO of the address exactly once, across pages of 2 (deployed names and default options; seed names get the hint)', async () => {
    const url = inject('nodeUrl');
    const { exportTxID } = await prepareAtomicImports(url, 3);
    let requests = 0;
    const counting: typeof fetch = (input, init) => {
      requests++;
      return fetch(input, init);
    };
    const deployed = createEvmClient({ url, wireNames: 'deployed', fetch: counting });
    const all = await deployed.atomic.getUTXOs({ addresses: [C_BECH32], sourceChain: 'X', encoding: 'hex' });
    expect(all.utxos.length).toBeGreaterThanOrEqual(3);

    requests = 0;
    const paged: string[] = [];
    for await (const utxo of deployed.iterate.getUTXOs({ addresses: [C_BECH32], sourceChain: 'X', limit: 1 }))
      paged.push(utxo);
    expect(new Set(paged).size).toBe(paged.length);
    expect(requests).toBeGreaterThanOrEqual(2); // pages of 2 (a limit of 1 is sent as 2)
    expect([...paged].sort()).toEqual([...all.utxos].sort());
    expect(isCb58Id(exportTxID), exportTxID).toBe(true);

    // default options: the first page is refused at /ext/bc/C/atomic (404) and sent as avax.getUTXOs at
    // /ext/bc/C/avax; every later page goes straight there
    const sent: string[] = [];
    const recording: typeof fetch = (input, init) => {
      sent.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return fetch(input, init);
    };
    const auto = createEvmClient({ url, fetch: recording });
    const pagedByDefault: string[] = [];
    for await (const utxo of auto.iterate.getUTXOs({ addresses: [C_BECH32], sourceChain: 'X', limit: 1 }))
      pagedByDefault.push(utxo);
    expect([...pagedByDefault].sort()).toEqual([...all.utxos].sort());
    expect(sent[0]).toBe('/ext/bc/C/atomic');
    expect(sent.slice(1).every((path) => path === '/ext/bc/C/avax')).toBe(true);
    expect(sent.length).toBeGreaterThanOrEqual(3);

    // seed names: the node does not know atomic.*, and the rejection names the fix
    const seed = createEvmClient({ url, wireNames: 'seed' });
    await expect(seed.iterate.getUTXOs({ addresses: [C_BECH32], sourceChain: 'X' }).next()).rejects.toThrow(
      /wireNames: 'deployed'/,
    );
  });
});
