import { HttpError, JsonRpcError } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import { fakeFetch, type SentRequest } from '../test/fakeFetch.js';
import { createEvmClient } from './generated/createEvmClient.js';
import { methods } from './generated/methods.js';

const node = 'http://127.0.0.1:9650';
const subnet = '2u9ZKtGmSFDAvpSzpZ2FS2h8bpgBJKMqyT4LnfmHDx3mK5Bfne';
const NOTE = 'removed from the C-Chain by Helicon (AvalancheGo v1.15)';

/** Answers each call as a v1.15 C-Chain answers a method it does not have: -32601 on /rpc, -32000 on /avax, 404 on /admin. */
function heliconNode(request: SentRequest): unknown {
  const call = request.body as { id: number; method: string };
  if (request.url.endsWith('/admin') || request.url.endsWith('/atomic'))
    return new Response('404 page not found\n', { status: 404, headers: { 'content-type': 'text/plain' } });
  if (request.url.endsWith('/avax')) {
    const go = call.method.replace(/\.(\w)/, (_, c: string) => `.${c.toUpperCase()}`);
    return {
      jsonrpc: '2.0',
      error: { code: -32000, message: `rpc: can't find method "${go}"`, data: null },
      id: call.id,
    };
  }
  return {
    jsonrpc: '2.0',
    id: call.id,
    error: { code: -32601, message: `the method ${call.method} does not exist/is not available`, data: 'x' },
  };
}

describe('a method Helicon removed from the C-Chain', () => {
  it('the spec marks the removed ones (personal_, admin_, warp_, eth_accounts, avax.version, ...) and no other', () => {
    const removed = Object.keys(methods).filter((name) => {
      const servedOn = methods[name]?.servedOn ?? [];
      return servedOn.includes('c-chain-pre-helicon') && !servedOn.includes('c-chain-helicon');
    });
    for (const name of [
      'eth_accounts',
      'eth_coinbase',
      'eth_etherbase',
      'eth_getBadBlocks',
      'debug_dumpBlock',
    ])
      expect(removed).toContain(name);
    for (const name of ['personal_sign', 'admin_setLogLevel', 'warp_getMessage', 'atomic.version'])
      expect(removed).toContain(name);
    for (const name of [
      'eth_call',
      'eth_callDetailed',
      'debug_traceCall',
      'atomic.getAtomicTx',
      'eth_feeConfig',
    ])
      expect(removed).not.toContain(name);
  });

  it('keeps the node -32601 (code, message, data) and adds where it went and where it is still served', async () => {
    const { fetch } = fakeFetch(heliconNode);
    const error = await createEvmClient({ url: node, fetch })
      .eth.accounts()
      .catch((e: unknown) => e);
    expect(JsonRpcError.isInstance(error)).toBe(true);
    const rpc = error as JsonRpcError;
    expect(rpc.code).toBe(-32601);
    expect(rpc.data).toBe('x');
    expect(rpc.method).toBe('eth_accounts');
    expect(rpc.shortMessage).toBe(
      `the method eth_accounts does not exist/is not available (eth_accounts was ${NOTE}; served by Subnet-EVM chains)`,
    );
  });

  it('explains the HTTP 404 of the removed /ext/bc/C/admin, keeping status and body', async () => {
    const { fetch, sent } = fakeFetch(heliconNode);
    const error = await createEvmClient({ url: node, fetch })
      .admin.setLogLevel({ level: 'info' })
      .catch((e: unknown) => e);
    expect(HttpError.isInstance(error)).toBe(true);
    expect((error as HttpError).status).toBe(404);
    expect((error as HttpError).body).toBe('404 page not found\n');
    expect((error as HttpError).shortMessage).toContain(
      `admin_setLogLevel was ${NOTE}; served by Subnet-EVM chains`,
    );
    expect(sent.every((r) => r.url === `${node}/ext/bc/C/admin`)).toBe(true);
  });

  it("explains avax.version's -32000 can't find method after the 'auto' fallback to /ext/bc/C/avax", async () => {
    const { fetch, sent } = fakeFetch(heliconNode);
    const error = await createEvmClient({ url: node, fetch })
      .atomic.version()
      .catch((e: unknown) => e);
    expect(sent.map((r) => r.url)).toEqual([`${node}/ext/bc/C/atomic`, `${node}/ext/bc/C/avax`]);
    expect(JsonRpcError.isInstance(error)).toBe(true);
    expect((error as JsonRpcError).code).toBe(-32000);
    expect((error as JsonRpcError).shortMessage).toBe(
      `rpc: can't find method "avax.Version" (atomic.version was ${NOTE}; served only by C-Chains before Helicon)`,
    );
  });

  it('leaves other errors, other methods and subnet chains as the node answered', async () => {
    const failing = fakeFetch((r) => ({
      jsonrpc: '2.0',
      id: (r.body as { id: number }).id,
      error: { code: -32000, message: 'personal is locked' },
    }));
    const locked = await createEvmClient({ url: node, fetch: failing.fetch })
      .personal.listAccounts()
      .catch((e: unknown) => e);
    expect((locked as JsonRpcError).shortMessage).toBe('personal is locked');

    const { fetch } = fakeFetch(heliconNode);
    // a method Helicon keeps: the node's -32601 as it is
    const kept = await createEvmClient({ url: node, fetch })
      .eth.chainId()
      .catch((e: unknown) => e);
    expect((kept as JsonRpcError).shortMessage).toBe(
      'the method eth_chainId does not exist/is not available',
    );
    // the same removed method on a Subnet-EVM chain: not the C-Chain, nothing added
    const onSubnet = await createEvmClient({ url: node, fetch, blockchainId: subnet })
      .eth.accounts()
      .catch((e: unknown) => e);
    expect((onSubnet as JsonRpcError).shortMessage).toBe(
      'the method eth_accounts does not exist/is not available',
    );
  });

  it('explains a call made through request() by the deployed name too', async () => {
    const { fetch } = fakeFetch(heliconNode);
    const error = await createEvmClient({ url: node, fetch })
      .request('personal_listWallets', [])
      .catch((e: unknown) => e);
    expect((error as JsonRpcError).shortMessage).toContain(`personal_listWallets was ${NOTE}`);
  });
});

describe('results and inputs of both eras', () => {
  it("keeps eth_callDetailed's gas of 2^62 (SAE's out-of-gas answer) exact, as a decimal string", async () => {
    const { fetch } = fakeFetch(
      (r) =>
        new Response(
          `{"jsonrpc":"2.0","id":${(r.body as { id: number }).id},"result":{"gas":4611686018427387904,"errCode":0,"err":"","returnData":"0x"}}`,
          { headers: { 'content-type': 'application/json' } },
        ),
    );
    const result = await createEvmClient({ url: node, fetch }).eth.callDetailed(
      { to: `0x${'11'.repeat(20)}` },
      'latest',
    );
    expect(result.gas).toBe('4611686018427387904');
  });

  it('refuses more than 100 fee history percentiles before sending (the node refuses them)', async () => {
    const { fetch, sent } = fakeFetch(heliconNode);
    const percentiles = Array.from({ length: 101 }, (_, i) => i / 2);
    const error = await createEvmClient({ url: node, fetch })
      .eth.feeHistory('0x1', 'latest', percentiles)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ValidationError', field: 'rewardPercentiles' });
    expect(sent).toHaveLength(0);
  });
});
