import { afterAll, beforeAll } from 'vitest';
import { type MockServer, type MockServerOptions, startMockServer } from './startMockServer.js';

/** The handle useMockServer returns: the running server once beforeAll has run. */
export interface MockServerFixture {
  /** The running server (throws if read before the suite's beforeAll ran). */
  readonly server: MockServer;
}

/**
 * Starts a mock server before the tests of the current suite and closes it after them.
 * @example
 * import { useMockServer } from '@pkg/mock-server/vitest';
 * const mock = useMockServer({ seed: 1 });
 * test('lists chains', async () => {
 *   const res = await fetch(`${mock.server.dataUrl}/v1/chains`);
 * });
 */
export function useMockServer(options: MockServerOptions = {}): MockServerFixture {
  let server: MockServer | undefined;
  beforeAll(async () => {
    server = await startMockServer(options);
  });
  afterAll(async () => {
    await server?.close();
    server = undefined;
  });
  return {
    get server(): MockServer {
      if (!server)
        throw new Error('the mock server starts in beforeAll: read mock.server inside a test or hook');
      return server;
    },
  };
}

export type { MockServer, MockServerOptions };
