/** pchain against the mock server (@pkg/mock-server): real HTTP, the node's answers as the spec describes them. */
import { useMockServer } from '@pkg/mock-server/vitest';
import { describe, expect, it } from 'vitest';
import { createPChainClient, JsonRpcError } from '../src/index.js';

const mock = useMockServer({ seed: 7 });
const client = () => createPChainClient({ url: mock.server.nodeUrl });

describe('pchain contract (mock server)', () => {
  it('current validators: all, and filtered by nodeIDs', async () => {
    const pchain = client();
    const { validators } = await pchain.platform.getCurrentValidators();
    expect(validators.length).toBeGreaterThan(1);
    const wanted = validators.slice(0, 2).map((v) => v.nodeID!);
    const filtered = await pchain.platform.getCurrentValidators({
      nodeIDs: [...wanted, 'NodeID-notavalidator'],
    });
    expect(filtered.validators.map((v) => v.nodeID).sort()).toEqual([...wanted].sort());
  });

  it('blocks by height in both encodings', async () => {
    const pchain = client();
    const height = Number(((await pchain.request('platform.getHeight')) as { height: string }).height);
    const json = await pchain.platform.getBlockByHeight({ height, encoding: 'json' });
    if (json.encoding !== 'json') throw new Error('expected a json block');
    expect(json.block.height).toBe(height);
    expect(typeof json.block.parentID).toBe('string');
    expect(Array.isArray(json.block.txs)).toBe(true);
    const hex = await pchain.platform.getBlockByHeight({ height });
    expect(hex.encoding).toBe('hex');
    expect(typeof hex.block).toBe('string');
  });

  it('supply, blockchains and their status', async () => {
    const pchain = client();
    expect((await pchain.platform.getCurrentSupply()).supply).toMatch(/^\d+$/);
    const { blockchains } = await pchain.platform.getBlockchains();
    expect(blockchains.length).toBeGreaterThan(0);
    const { status } = await pchain.platform.getBlockchainStatus({ blockchainID: blockchains[0]!.id });
    expect(['Validating', 'Created', 'Preferred', 'Syncing', 'Unknown']).toContain(status);
  });

  it("an unknown block is the node's JsonRpcError; request() reaches methods the spec lacks", async () => {
    const pchain = client();
    const error = await pchain.platform.getBlockByHeight({ height: 10 ** 12 }).catch((e) => e);
    expect(error).toBeInstanceOf(JsonRpcError);
    expect(error.method).toBe('platform.getBlockByHeight');
    const height = await pchain.request('platform.getHeight');
    expect(height).toMatchObject({ height: expect.stringMatching(/^\d+$/) });
  });
});
