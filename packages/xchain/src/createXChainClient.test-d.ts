import { expectTypeOf, it } from 'vitest';
import { createXChainClient } from './createXChainClient.js';
import type { Transaction, XBlock } from './index.js';

const xchain = createXChainClient();

it('types results from the spec, encodings as a union to narrow', async () => {
  const { tx, encoding } = await xchain.xvm.getTx({ txID: 't', encoding: 'json' });
  expectTypeOf(encoding).toEqualTypeOf<'hex' | 'json'>();
  const result = await xchain.xvm.getTx({ txID: 't' });
  if (result.encoding === 'json') expectTypeOf(result.tx).toEqualTypeOf<Transaction>();
  else expectTypeOf(result.tx).toEqualTypeOf<string>();
  expectTypeOf(tx).toEqualTypeOf<string | Transaction>();
  const block = await xchain.xvm.getBlock({ blockID: 'b' });
  if (block.encoding === 'json') expectTypeOf(block.block).toEqualTypeOf<XBlock>();
  expectTypeOf(xchain.xvm.getHeight).returns.resolves.toEqualTypeOf<{ height: string }>();
  expectTypeOf(xchain.xvm.getTxStatus).returns.resolves.toEqualTypeOf<{
    status: 'Accepted' | 'Processing' | 'Rejected' | 'Unknown';
  }>();
  expectTypeOf(xchain.xvm.getUTXOs).returns.resolves.toEqualTypeOf<{
    numFetched: string;
    utxos: string[];
    endIndex: { address: string; utxo: string };
    sourceChain?: string;
    encoding: string;
  }>();
  expectTypeOf(xchain.xvm.getAssetDescription)
    .returns.resolves.toHaveProperty('denomination')
    .toEqualTypeOf<number | string>();
  expectTypeOf(xchain.iterate.getUTXOs({ addresses: ['a'] })).toEqualTypeOf<AsyncIterableIterator<string>>();
  expectTypeOf(xchain.request('xvm.getHeight')).resolves.toEqualTypeOf<{ height: string }>();
});
