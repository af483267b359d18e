import { describe, expect, it } from 'vitest';
import { methodFunction } from './methodFunction.js';

const sent: unknown[][] = [];
const send = async (...args: unknown[]) => {
  sent.push(args);
  return null;
};

describe('methodFunction', () => {
  it('takes by-position params as arguments, drops trailing undefined ones, and the call options after them', async () => {
    sent.length = 0;
    const fn = methodFunction(
      'eth_getBalance',
      { endpoint: '/rpc', by: 'position', params: ['a', 'b'] },
      send,
    );
    const options = { timeoutMs: 5 };
    await fn('0xabc', undefined, options);
    await fn('0xabc', 'latest');
    await fn();
    expect(sent).toEqual([
      ['eth_getBalance', ['0xabc'], options],
      ['eth_getBalance', ['0xabc', 'latest'], undefined],
      ['eth_getBalance', [], undefined],
    ]);
  });

  it('takes a by-name params object (or {} for none), and a method without params takes the options first', async () => {
    sent.length = 0;
    const peers = methodFunction(
      'info.peers',
      { endpoint: '/ext/info', by: 'name', params: ['nodeIDs'] },
      send,
    );
    const version = methodFunction(
      'info.getNodeVersion',
      { endpoint: '/ext/info', by: 'name', params: [] },
      send,
    );
    const options = { batch: false };
    await peers({ nodeIDs: [] }, options);
    await peers();
    await version(options);
    expect(sent).toEqual([
      ['info.peers', { nodeIDs: [] }, options],
      ['info.peers', {}, undefined],
      ['info.getNodeVersion', {}, options],
    ]);
  });
});
