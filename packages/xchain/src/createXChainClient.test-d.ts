import { expectTypeOf, it } from 'vitest';
import { createXChainClient } from './generated/createXChainClient.js';
import type {
  BlockHexReply,
  BlockJsonReply,
  Encoding,
  Transaction,
  TxHexReply,
  TxJsonReply,
  XBlock,
  XvmGetTxResult,
} from './index.js';

const xchain = createXChainClient();

it('narrows getTx, getBlock and getBlockByHeight on the encoding they are asked for', async () => {
  const json = await xchain.xvm.getTx({ txID: 't', encoding: 'json' });
  expectTypeOf(json).toEqualTypeOf<TxJsonReply>();
  expectTypeOf(json.tx).toEqualTypeOf<Transaction>();
  expectTypeOf(json.encoding).toEqualTypeOf<'json'>();
  // hex is the node's default: asking for it and leaving it out give the same type
  expectTypeOf(xchain.xvm.getTx({ txID: 't', encoding: 'hex' })).resolves.toEqualTypeOf<TxHexReply>();
  const hex = await xchain.xvm.getTx({ txID: 't' });
  expectTypeOf(hex.tx).toEqualTypeOf<string>();
  expectTypeOf(xchain.xvm.getBlock({ blockID: 'b', encoding: 'json' }))
    .resolves.toHaveProperty('block')
    .toEqualTypeOf<XBlock>();
  expectTypeOf(xchain.xvm.getBlock({ blockID: 'b' }))
    .resolves.toHaveProperty('block')
    .toEqualTypeOf<string>();
  expectTypeOf(
    xchain.xvm.getBlockByHeight({ height: '1', encoding: 'json' }),
  ).resolves.toEqualTypeOf<BlockJsonReply>();
  expectTypeOf(xchain.xvm.getBlockByHeight({ height: '1' })).resolves.toEqualTypeOf<BlockHexReply>();
});

it('gives the union, narrowed by the encoding in the result, when the encoding is known only at run time', async () => {
  const encoding = Math.random() > 0.5 ? ('json' as const) : ('hex' as const);
  const result = await xchain.xvm.getTx({ txID: 't', encoding });
  expectTypeOf(result).toEqualTypeOf<XvmGetTxResult>();
  expectTypeOf(result.tx).toEqualTypeOf<string | Transaction>();
  if (result.encoding === 'json') expectTypeOf(result.tx).toEqualTypeOf<Transaction>();
  else expectTypeOf(result.tx).toEqualTypeOf<string>();
  const block = await xchain.xvm.getBlock({ blockID: 'b', encoding: encoding as Encoding | undefined });
  expectTypeOf(block.block).toEqualTypeOf<string | XBlock>();
  // @ts-expect-error an encoding the node does not know
  void xchain.xvm.getTx({ txID: 't', encoding: 'cb58' });
});

it('types results from the spec', () => {
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
