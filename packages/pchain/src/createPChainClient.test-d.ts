import { expectTypeOf, it } from 'vitest';
import { createPChainClient } from './createPChainClient.js';
import type { PBlock, Validator } from './index.js';

const pchain = createPChainClient();

it('types the json block and the validators', async () => {
  const result = await pchain.platform.getBlockByHeight({ height: 1, encoding: 'json' });
  if (result.encoding === 'json') {
    expectTypeOf(result.block).toEqualTypeOf<PBlock>();
    expectTypeOf(result.block.height).toEqualTypeOf<number>();
    expectTypeOf(result.block.txs?.[0]?.credentials?.[0]?.signatures).toEqualTypeOf<string[] | undefined>();
  } else expectTypeOf(result.block).toEqualTypeOf<string>();
  expectTypeOf(pchain.platform.getCurrentValidators).returns.resolves.toEqualTypeOf<{
    validators: Validator[];
  }>();
  expectTypeOf<Validator['connected']>().toEqualTypeOf<boolean | undefined>();
  expectTypeOf<Validator['weight']>().toEqualTypeOf<string | undefined>();
  expectTypeOf(pchain.platform.getCurrentSupply).returns.resolves.toEqualTypeOf<{ supply: string; height?: string }>();
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
