import { describe, expectTypeOf, it } from 'vitest';
import { createXChainClient, createXChainClientFor } from './generated/createXChainClient.js';
import type { Methods } from './generated/types.js';
import { xvm_getHeight, xvm_getTx, xvm_getUTXOs } from './methods.js';

const full = createXChainClient();

describe('createXChainClientFor', () => {
  it('has exactly the methods given, typed as the full client has them', () => {
    const xchain = createXChainClientFor({ xvm_getHeight, xvm_getTx }, { url: 'http://127.0.0.1:9650' });
    expectTypeOf<keyof typeof xchain>().toEqualTypeOf<'xvm' | 'iterate' | 'request'>();
    expectTypeOf(xchain.xvm).toEqualTypeOf<Pick<typeof full.xvm, 'getHeight' | 'getTx'>>();
    expectTypeOf(xchain.xvm.getTx).toEqualTypeOf(full.xvm.getTx);
    // @ts-expect-error a method not given
    xchain.xvm.getBalance;
    // @ts-expect-error a namespace none of the methods is in
    xchain.wallet;
    expectTypeOf(xchain.iterate).toEqualTypeOf<{}>();
    expectTypeOf(xchain.request('xvm.getHeight')).resolves.toEqualTypeOf<
      Methods['xvm.getHeight']['result']
    >();
  });

  it('has iterate.getUTXOs with xvm.getUTXOs', () => {
    const xchain = createXChainClientFor({ xvm_getUTXOs });
    expectTypeOf(xchain.iterate.getUTXOs).toEqualTypeOf(full.iterate.getUTXOs);
  });
});
