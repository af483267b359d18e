import { describe, expectTypeOf, it } from 'vitest';
import { createPChainClient, createPChainClientFor } from './generated/createPChainClient.js';
import type { Methods } from './generated/types.js';
import { platform_getHeight, platform_getUTXOs, proposervm_getCurrentEpoch } from './methods.js';

const full = createPChainClient();

describe('createPChainClientFor', () => {
  it('has exactly the methods given, under their namespaces, typed as the full client has them', () => {
    const pchain = createPChainClientFor({ platform_getHeight, proposervm_getCurrentEpoch });
    expectTypeOf<keyof typeof pchain>().toEqualTypeOf<'platform' | 'proposervm' | 'iterate' | 'request'>();
    expectTypeOf(pchain.platform).toEqualTypeOf<Pick<typeof full.platform, 'getHeight'>>();
    expectTypeOf(pchain.proposervm.getCurrentEpoch).toEqualTypeOf(full.proposervm.getCurrentEpoch);
    // @ts-expect-error a method not given
    pchain.platform.getTx;
    expectTypeOf(pchain.iterate).toEqualTypeOf<{}>();
    expectTypeOf(pchain.request('platform.getHeight')).resolves.toEqualTypeOf<
      Methods['platform.getHeight']['result']
    >();
  });

  it('has iterate.getUTXOs with platform.getUTXOs', () => {
    const pchain = createPChainClientFor({ platform_getUTXOs });
    expectTypeOf(pchain.iterate.getUTXOs).toEqualTypeOf(full.iterate.getUTXOs);
  });
});
