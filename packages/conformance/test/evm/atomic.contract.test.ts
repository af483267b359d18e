/**
 * The C chain's atomic API past the seed's list against the mock server (deployed names: avax.* at
 * /ext/bc/C/avax): atomic.version, and iterate.getUTXOs joining the pages of atomic.getUTXOs.
 */

import { createEvmClient } from '@pkg/evm';
import { useMockServer } from '@pkg/mock-server/vitest';
import { describe, expect, it } from 'vitest';

const mock = useMockServer({ seed: 7 });
const pre = useMockServer({ seed: 7, era: 'pre-helicon' });
const client = () => createEvmClient({ url: mock.server.nodeUrl, wireNames: 'deployed' });

/** The address of the data set with the most UTXOs, as the C chain writes it. */
function richestAddress(): string {
  const counts = new Map<string, number>();
  for (const u of mock.server.data.networks.mainnet.xUtxos)
    counts.set(u.address, (counts.get(u.address) ?? 0) + 1);
  const [address] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return `C-${address}`;
}

describe('evm contract (mock server): atomic.version and iterate.getUTXOs', () => {
  it('atomic.version is avax.version at /ext/bc/C/avax; under Helicon the node has none and the error says so', async () => {
    const evm = client();
    mock.server.clearRequests();
    const error = await evm.atomic.version().catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: -32000,
      shortMessage:
        'rpc: can\'t find method "avax.Version" (atomic.version was removed from the C-Chain by Helicon (AvalancheGo v1.15); served only by C-Chains before Helicon)',
    });
    expect(mock.server.requests.map((r) => [r.path, r.rpcMethods])).toEqual([
      ['/ext/bc/C/avax', ['avax.version']],
    ]);
    const { version } = await createEvmClient({
      url: pre.server.nodeUrl,
      wireNames: 'deployed',
    }).atomic.version();
    expect(version).toMatch(/^v\d+\.\d+\.\d+/);
  });

  it('iterate.getUTXOs yields, page by page, exactly the UTXOs of one big page', async () => {
    const evm = client();
    const address = richestAddress();
    const all = await evm.atomic.getUTXOs({ addresses: [address], sourceChain: 'X' });
    expect(all.utxos.length).toBeGreaterThan(2);
    mock.server.clearRequests();
    const seen: string[] = [];
    for await (const utxo of evm.iterate.getUTXOs({ addresses: [address], sourceChain: 'X', limit: 2 }))
      seen.push(utxo);
    expect(seen).toEqual(all.utxos);
    expect(mock.server.requests.length).toBeGreaterThan(1);
    expect(new Set(mock.server.requests.map((r) => r.rpcMethods.join()))).toEqual(new Set(['avax.getUTXOs']));
  });
});
