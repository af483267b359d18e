import { expectTypeOf, it } from 'vitest';
import { createPChainClient } from './generated/createPChainClient.js';
import type {
  BlockHexReply,
  BlockJsonReply,
  Encoding,
  FeeState,
  PBlock,
  PlatformGetTxResult,
  PTx,
  TxHexReply,
  TxJsonReply,
  UTXOIndex,
  Validator,
  ValidatorWeight,
} from './index.js';

const pchain = createPChainClient();

it('narrows getTx, getBlock and getBlockByHeight on the encoding they are asked for', async () => {
  const result = await pchain.platform.getBlockByHeight({ height: 1, encoding: 'json' });
  expectTypeOf(result).toEqualTypeOf<BlockJsonReply>();
  expectTypeOf(result.block.height).toEqualTypeOf<number>();
  expectTypeOf(result.block.txs?.[0]?.credentials?.[0]?.signatures).toEqualTypeOf<string[] | undefined>();
  // hex is the node's default: asking for it and leaving it out give the same type
  expectTypeOf(pchain.platform.getBlockByHeight({ height: 1 })).resolves.toEqualTypeOf<BlockHexReply>();
  expectTypeOf(pchain.platform.getBlockByHeight({ height: 1, encoding: 'hex' }))
    .resolves.toHaveProperty('block')
    .toEqualTypeOf<string>();
  expectTypeOf(pchain.platform.getBlock({ blockID: 'b', encoding: 'json' }))
    .resolves.toHaveProperty('block')
    .toEqualTypeOf<PBlock>();
  expectTypeOf(pchain.platform.getBlock({ blockID: 'b' }))
    .resolves.toHaveProperty('block')
    .toEqualTypeOf<string>();
  expectTypeOf(pchain.platform.getTx({ txID: 't', encoding: 'json' })).resolves.toEqualTypeOf<TxJsonReply>();
  expectTypeOf(pchain.platform.getTx({ txID: 't' })).resolves.toEqualTypeOf<TxHexReply>();
  // an encoding known only at run time: the union, narrowed by the encoding in the result
  const encoding: Encoding = Math.random() > 0.5 ? 'json' : 'hex';
  const tx = await pchain.platform.getTx({ txID: 't', encoding });
  expectTypeOf(tx).toEqualTypeOf<PlatformGetTxResult>();
  if (tx.encoding === 'json') expectTypeOf(tx.tx).toEqualTypeOf<PTx>();
  else expectTypeOf(tx.tx).toEqualTypeOf<string>();
});

it('types the validators', () => {
  expectTypeOf(pchain.platform.getCurrentValidators).returns.resolves.toEqualTypeOf<{
    validators: Validator[];
  }>();
  expectTypeOf<Validator['connected']>().toEqualTypeOf<boolean | undefined>();
  expectTypeOf<Validator['weight']>().toEqualTypeOf<string | undefined>();
  // auto-renewed validators' restaked totals: decimal strings, absent from v1.15.0 (ava-labs/avalanchego#5983)
  expectTypeOf<Validator['restakedValidationRewards']>().toEqualTypeOf<string | undefined>();
  expectTypeOf<Validator['restakedDelegateeRewards']>().toEqualTypeOf<string | undefined>();
  expectTypeOf(pchain.platform.getCurrentSupply).returns.resolves.toEqualTypeOf<{
    supply: string;
    height?: string;
  }>();
  expectTypeOf(pchain.platform.getBalance).returns.resolves.toHaveProperty('unlockeds').toEqualTypeOf<{
    [k: string]: string;
  }>();
  expectTypeOf(pchain.platform.getCurrentValidators)
    .parameter(0)
    .toEqualTypeOf<{ subnetID?: string; nodeIDs?: string[] } | undefined>();
  expectTypeOf(pchain.platform.getBlockchainStatus).returns.resolves.toEqualTypeOf<{
    status: 'Validating' | 'Created' | 'Preferred' | 'Syncing' | 'Unknown';
  }>();
});

it('types the new methods as the node sends them', async () => {
  expectTypeOf(pchain.platform.getHeight).returns.resolves.toEqualTypeOf<{ height: string }>();
  expectTypeOf(pchain.platform.getFeeState).returns.resolves.toEqualTypeOf<FeeState>();
  expectTypeOf<FeeState['price']>().toEqualTypeOf<number>();
  expectTypeOf(pchain.platform.getTx({ txID: 't', encoding: 'json' }))
    .resolves.toHaveProperty('tx')
    .toEqualTypeOf<PTx>();
  const utxos = await pchain.platform.getUTXOs({ addresses: ['P-a'] });
  expectTypeOf(utxos.endIndex).toEqualTypeOf<UTXOIndex>();
  expectTypeOf(utxos.numFetched).toEqualTypeOf<string>();
  const at = await pchain.platform.getValidatorsAt({ height: 'proposed' });
  expectTypeOf(at).toEqualTypeOf<{ [k: string]: ValidatorWeight }>();
  expectTypeOf(pchain.platform.issueTx).returns.resolves.toEqualTypeOf<{ txID: string }>();
  expectTypeOf(pchain.iterate.getUTXOs).returns.toEqualTypeOf<AsyncIterableIterator<string>>();
  expectTypeOf<Awaited<ReturnType<typeof pchain.platform.getSubnet>>['managerAddress']>().toEqualTypeOf<
    string | null
  >();
});
