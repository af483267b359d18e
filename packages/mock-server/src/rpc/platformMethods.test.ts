import { describe, expect, test } from 'vitest';
import { useMockServer } from '../vitest.js';

const mock = useMockServer({ seed: 5 });

interface Answer {
  result: { utxos: string[]; endIndex: unknown; encoding: string; subnets?: unknown[] | null };
  error?: { code: number; message: string };
}

/** One JSON-RPC call to the mock's P chain: the answer as sent. */
async function call(method: string, params: unknown): Promise<Answer> {
  const response = await fetch(`${mock.server.nodeUrl}/ext/bc/P`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await response.json()) as Answer;
}

describe('platform.* as a real AvalancheGo v1.14.0 node answers (measured with a subnet, an L1 and atomic UTXOs)', () => {
  test('getUTXOs with another sourceChain pages atomic UTXOs from startIndex inclusive; P itself pages after it', async () => {
    const net = mock.server.data.networks.mainnet;
    const address = `P-${net.utxoAddresses[0]}`;
    const atomic = (await call('platform.getUTXOs', { addresses: [address], sourceChain: 'X', limit: 2 }))
      .result;
    expect(atomic.utxos).toHaveLength(2);
    const next = await call('platform.getUTXOs', {
      addresses: [address],
      sourceChain: 'X',
      limit: 2,
      startIndex: atomic.endIndex,
    });
    expect(next.result.utxos[0]).toBe(atomic.utxos[1]);
    const own = (await call('platform.getUTXOs', { addresses: [address], sourceChain: 'P', limit: 2 }))
      .result;
    const after = await call('platform.getUTXOs', {
      addresses: [address],
      limit: 2,
      startIndex: own.endIndex,
    });
    expect(after.result.utxos).not.toContain(own.utxos[1]);
  });

  test('bytes encodings are echoed (hex, hexc, hexnc); json is refused', async () => {
    const address = `P-${mock.server.data.networks.mainnet.utxoAddresses[0]}`;
    for (const encoding of ['hex', 'hexc', 'hexnc']) {
      expect((await call('platform.getUTXOs', { addresses: [address], encoding })).result.encoding).toBe(
        encoding,
      );
      expect((await call('platform.getStake', { addresses: [address], encoding })).result.encoding).toBe(
        encoding,
      );
    }
    expect((await call('platform.getUTXOs', { addresses: [address], encoding: 'json' })).error?.code).toBe(
      -32000,
    );
  });

  test('getSubnets: an unknown id is left out (none left: null); a known tx that is no subnet is refused', async () => {
    const net = mock.server.data.networks.mainnet;
    const subnet = net.subnets.find((s) => s.isL1)!;
    const unknown = '2Z4UDjH8hWq5M1ktd5H1ThVXdWtm36eUJb24hgsWjmmxTsmeQp';
    expect((await call('platform.getSubnets', { ids: [unknown] })).result).toEqual({ subnets: null });
    expect(
      (await call('platform.getSubnets', { ids: [unknown, subnet.subnetId] })).result.subnets,
    ).toHaveLength(1);
    const txID = net.primaryValidators[0]!.txID;
    expect((await call('platform.getSubnets', { ids: [txID] })).error).toMatchObject({
      code: -32000,
      message: `"${txID}" is not a subnet`,
    });
  });
});
