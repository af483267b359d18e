import { expectTypeOf, test } from 'vitest';
import { type FaultKind, type MockServer, type MockServerOptions, startMockServer } from './index.js';
import { useMockServer } from './vitest.js';

test('startMockServer takes its options and resolves a server with URLs and close()', () => {
  expectTypeOf(startMockServer).parameter(0).toEqualTypeOf<MockServerOptions | undefined>();
  expectTypeOf(startMockServer).returns.resolves.toEqualTypeOf<MockServer>();
  expectTypeOf<MockServer['dataUrl']>().toEqualTypeOf<string>();
  expectTypeOf<MockServer['close']>().returns.toEqualTypeOf<Promise<void>>();
  expectTypeOf<MockServer['requests'][number]['rpcMethods']>().toEqualTypeOf<string[]>();
});

test('fault kinds are a closed list', () => {
  expectTypeOf<'429'>().toMatchTypeOf<FaultKind>();
  expectTypeOf<'418'>().not.toMatchTypeOf<FaultKind>();
  // @ts-expect-error an unknown kind is refused
  startMockServer({ faults: { kinds: ['teapot'] } });
});

test('useMockServer gives the running server', () => {
  expectTypeOf(useMockServer).returns.toHaveProperty('server').toEqualTypeOf<MockServer>();
});
