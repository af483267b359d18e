// What users of the JSON-RPC client runtime rely on, pinned where mutation testing (issue 18) found no test noticing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, type SentRequest, text } from '../../test/fakeFetch.js';
import { HttpError } from '../errors/HttpError.js';
import { JsonRpcError } from '../errors/JsonRpcError.js';
import { ValidationError } from '../errors/ValidationError.js';
import { checkParams } from '../validation/checkParams.js';
import { createRpcClient, type MethodTable, splitWireName, type WireNameMap } from './createRpcClient.js';
import { nameFallback } from './nameFallback.js';

/** For a promise expected to reject: its resolution fails the test. */
const unexpected = (): never => {
  throw new Error('expected a rejection');
};

const base = 'http://127.0.0.1:9650';

const table: MethodTable = {
  'info.getNetworkID': { endpoint: '/ext/info', by: 'name', params: [] },
  'info.peers': {
    endpoint: '/ext/info',
    by: 'name',
    params: ['nodeIDs'],
    schema: { nodeIDs: { type: 'array', items: { type: 'string' } } },
    check: checkParams,
  },
  'xvm.getHeight': { endpoint: '/ext/bc/{blockchainId}', by: 'name', params: [], fallback: nameFallback },
  'xvm.issueTx': {
    endpoint: '/ext/bc/{blockchainId}',
    by: 'name',
    params: ['tx', 'encoding'],
    retry: false,
    schema: { tx: { type: 'string', required: true } },
    check: checkParams,
    rules: [{ anyOf: ['tx', 'encoding'] }],
    fallback: nameFallback,
  },
  eth_getBalance: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['address', 'block'],
    schema: { address: { type: 'string', hex: true, required: true } },
    check: checkParams,
  },
  eth_feeHistory: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['blockCount', 'newestBlock', 'rewardPercentiles'],
    wireDefaults: { rewardPercentiles: [] },
  },
  eth_sendRawTransaction: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['tx'],
    retry: false,
  },
  admin_setLogLevel: {
    endpoint: '/ext/bc/{blockchainId}/admin',
    by: 'position',
    params: ['args'],
    fallback: nameFallback,
  },
};
const deployedNames: WireNameMap = {
  namespaces: { xvm: 'avm' },
  objectParams: ['admin'],
};
const config = {
  defaultEndpoint: '/ext/bc/{blockchainId}/rpc',
  deployedNames,
  batchEndpoints: ['/ext/bc/{blockchainId}/rpc'],
  variables: { blockchainId: 'C' },
};

interface Body {
  id: number;
  method: string;
  params?: unknown;
}

/** A node that answers every call with its method name. */
function node(sent: SentRequest): Response {
  const body = JSON.parse(sent.body ?? 'null') as Body | Body[];
  const answer = (b: Body) => ({ jsonrpc: '2.0', id: b.id, result: b.method });
  return json(Array.isArray(body) ? body.map(answer) : answer(body));
}

/** [url, method, params or 'none'] of each plain request sent. */
const wire = (sent: SentRequest[]) =>
  sent.map((s) => {
    const body = JSON.parse(s.body ?? 'null') as Body;
    return [s.url, body.method, 'params' in body ? body.params : 'none'];
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('splitWireName', () => {
  it('splits at the first . or _', () => {
    expect(splitWireName('avm.getTx')).toEqual(['avm', '.', 'getTx']);
    expect(splitWireName('eth_get_thing')).toEqual(['eth', '_', 'get_thing']);
    expect(splitWireName('health')).toEqual(['health', '', '']);
    expect(splitWireName('.x')).toEqual(['', '.', 'x']);
  });
});

describe('createRpcClient: where calls go', () => {
  it('sends to https://api.avax.network by default, and drops trailing slashes of url', async () => {
    const { fetch, sent } = fakeFetch(node);
    await createRpcClient(table, config, { fetch }).namespaces.info!.getNetworkID!();
    await createRpcClient(table, config, { fetch, url: `${base}//` }).namespaces.info!.getNetworkID!();
    expect(sent.map((s) => s.url)).toEqual(['https://api.avax.network/ext/info', `${base}/ext/info`]);
  });

  it('routes request() by namespace: a known one to its endpoint, any other to the default endpoint', async () => {
    const { fetch, sent } = fakeFetch(node);
    const rpc = createRpcClient(table, config, { url: base, fetch });
    await rpc.request('info.getVMs');
    await rpc.request('info.getNetworkID');
    await rpc.request('xvm.getAssetDescription', { assetID: 'AVAX' });
    await rpc.request('debug_traceTransaction', ['0x1']);
    expect(wire(sent)).toEqual([
      [`${base}/ext/info`, 'info.getVMs', 'none'],
      [`${base}/ext/info`, 'info.getNetworkID', {}],
      [`${base}/ext/bc/C`, 'xvm.getAssetDescription', { assetID: 'AVAX' }],
      [`${base}/ext/bc/C/rpc`, 'debug_traceTransaction', ['0x1']],
    ]);
    expect(rpc.endpointUrl('info')).toBe(`${base}/ext/info`);
    expect(rpc.endpointUrl('web3')).toBe(`${base}/ext/bc/C/rpc`);
  });

  it('endpoints override a namespace (by its seed or its deployed name), and encode template variables', async () => {
    const { fetch, sent } = fakeFetch(node);
    const rpc = createRpcClient(
      table,
      { ...config, variables: { blockchainId: 'a/b?c' } },
      { url: base, fetch, endpoints: { info: 'https://info.example/rpc' } },
    );
    await rpc.namespaces.info!.getNetworkID!();
    await rpc.namespaces.xvm!.getHeight!();
    const deployed = createRpcClient(table, config, {
      url: base,
      fetch,
      wireNames: 'deployed',
      endpoints: { avm: 'https://x.example/' },
    });
    await deployed.namespaces.xvm!.getHeight!();
    expect(wire(sent)).toEqual([
      ['https://info.example/rpc', 'info.getNetworkID', {}],
      [`${base}/ext/bc/a%2Fb%3Fc`, 'xvm.getHeight', {}],
      ['https://x.example/', 'avm.getHeight', {}],
    ]);
  });

  it('fills a template variable the config does not give with nothing', async () => {
    const { fetch, sent } = fakeFetch(node);
    const rpc = createRpcClient(table, { ...config, variables: {} }, { url: base, fetch });
    await rpc.namespaces.xvm!.getHeight!();
    expect(sent[0]!.url).toBe(`${base}/ext/bc/`);
  });

  it('a wireNames map of your own renames namespaces and paths', async () => {
    const { fetch, sent } = fakeFetch(node);
    const rpc = createRpcClient(table, config, {
      url: base,
      fetch,
      wireNames: { namespaces: { info: 'nfo' }, paths: { '/ext/info': '/ext/nfo' } },
    });
    await rpc.namespaces.info!.getNetworkID!();
    expect(wire(sent)).toEqual([[`${base}/ext/nfo`, 'nfo.getNetworkID', {}]]);
  });
});

describe('createRpcClient: params and options', () => {
  it('a by-name method without params takes its options first; one with params takes them second', async () => {
    const { fetch, sent } = fakeFetch(node);
    const rpc = createRpcClient(table, config, { url: base, fetch });
    const aborted = AbortSignal.abort('stop');
    await expect(rpc.namespaces.info!.getNetworkID!({ signal: aborted })).rejects.toBe('stop');
    await expect(rpc.namespaces.info!.peers!({ nodeIDs: [] }, { signal: aborted })).rejects.toBe('stop');
    await rpc.namespaces.info!.peers!();
    expect(wire(sent)).toEqual([[`${base}/ext/info`, 'info.peers', {}]]);
  });

  it('a positional method sends its arguments up to its arity, without trailing undefined ones', async () => {
    const { fetch, sent } = fakeFetch(node);
    const rpc = createRpcClient(table, config, { url: base, fetch });
    await rpc.namespaces.eth!.getBalance!('0xab', undefined, { batch: false });
    await rpc.namespaces.eth!.getBalance!('0xab', 'latest', { batch: false });
    await rpc.namespaces.eth!.feeHistory!('0x1', undefined, undefined);
    await rpc.request('eth_sendRawTransaction');
    expect(wire(sent).map((w) => w[2])).toEqual([['0xab'], ['0xab', 'latest'], ['0x1', null, []], []]);
  });

  it('a wire default does not fill a trailing param that has none, nor one the caller gave', async () => {
    const { fetch, sent } = fakeFetch(node);
    const withTrailing: MethodTable = {
      eth_x: {
        endpoint: '/ext/bc/{blockchainId}/rpc',
        by: 'position',
        params: ['a', 'b', 'c'],
        wireDefaults: { a: '0x0' },
      },
    };
    const rpc = createRpcClient(withTrailing, config, { url: base, fetch });
    await rpc.namespaces.eth!.x!();
    await rpc.namespaces.eth!.x!('0x5');
    expect(wire(sent).map((w) => w[2])).toEqual([['0x0'], ['0x5']]);
  });

  it('sends [] when every positional param is left out and no wire default applies', async () => {
    const { fetch, sent } = fakeFetch(node);
    const table2: MethodTable = {
      eth_y: {
        endpoint: '/ext/bc/{blockchainId}/rpc',
        by: 'position',
        params: ['a', 'b'],
        wireDefaults: { c: 1 },
      },
    };
    await createRpcClient(table2, config, { url: base, fetch }).namespaces.eth!.y!();
    expect(wire(sent).map((w) => w[2])).toEqual([[]]);
  });

  it('batches nowhere when the config names no batching endpoint', async () => {
    const { fetch, sent } = fakeFetch(node);
    const { batchEndpoints: _, ...noBatching } = config;
    const rpc = createRpcClient(table, noBatching, { url: base, fetch });
    await Promise.all([rpc.namespaces.eth!.getBalance!('0xa'), rpc.namespaces.eth!.getBalance!('0xb')]);
    expect(wire(sent).map((w) => w[2])).toEqual([['0xa'], ['0xb']]);
  });

  it('checks positional params by name before sending, and by-name rules only on by-name methods', async () => {
    const { fetch, sent } = fakeFetch(node);
    const rpc = createRpcClient(table, config, { url: base, fetch });
    const bad = await rpc.namespaces.eth!.getBalance!('nothex').then(
      unexpected,
      (e: unknown) => e as ValidationError,
    );
    expect(ValidationError.isInstance(bad)).toBe(true);
    expect([bad.field, bad.rule]).toEqual(['address', 'hex']);
    const missing = await rpc
      .request('xvm.issueTx', {})
      .then(unexpected, (e: unknown) => e as ValidationError);
    expect([missing.field, missing.rule]).toEqual(['tx', 'required']);
    expect(sent).toHaveLength(0);
  });

  it("wireNames 'deployed' sends an object-params namespace's non-object argument as {}", async () => {
    const { fetch, sent } = fakeFetch(node);
    const rpc = createRpcClient(table, config, { url: base, fetch, wireNames: 'deployed' });
    await rpc.namespaces.admin!.setLogLevel!('info');
    await rpc.request('admin_setLogLevel', [null]);
    expect(wire(sent).map((w) => w.slice(1))).toEqual([
      ['admin.setLogLevel', {}],
      ['admin.setLogLevel', {}],
    ]);
  });

  it('retries known reads, never a method the spec marks retry: false, and an unknown one only when told', async () => {
    vi.useFakeTimers();
    const { fetch, sent } = fakeFetch(text('', 503), node);
    const rpc = createRpcClient(table, config, { url: base, fetch });
    const read = rpc.namespaces.eth!.getBalance!('0xab');
    await vi.runAllTimersAsync();
    expect(await read).toBe('eth_getBalance');
    expect(sent).toHaveLength(2);

    const count = async (
      run: (client: ReturnType<typeof createRpcClient>) => Promise<unknown>,
      wireNames: 'auto' | 'deployed' = 'auto',
    ) => {
      const { fetch: f, sent: s } = fakeFetch(text('', 503), node);
      const done = run(createRpcClient(table, config, { url: base, fetch: f, wireNames })).catch(
        () => 'failed',
      );
      await vi.runAllTimersAsync();
      return [await done, s.length];
    };
    expect(await count((c) => c.namespaces.eth!.sendRawTransaction!('0x00'))).toEqual(['failed', 1]);
    expect(await count((c) => c.namespaces.xvm!.issueTx!({ tx: '0x00' }), 'deployed')).toEqual(['failed', 1]);
    // under 'auto' a read settles X's names first: the read is retried (503, then answered), the submit sent once
    expect(await count((c) => c.namespaces.xvm!.issueTx!({ tx: '0x00' }))).toEqual(['xvm.issueTx', 3]);
    expect(await count((c) => c.request('eth_newMethod', []))).toEqual(['failed', 1]);
    expect(await count((c) => c.request('eth_newMethod', [], { idempotent: true }))).toEqual([
      'eth_newMethod',
      2,
    ]);
    // a known method's own flag wins over the option either way: a read stays retried
    expect(await count((c) => c.request('eth_getBalance', ['0xab'], { idempotent: false }))).toEqual([
      'eth_getBalance',
      2,
    ]);
  });

  it('never makes a submit retryable through idempotent: true: a known method is sent once on a 503', async () => {
    vi.useFakeTimers();
    /** The submit always meets a 503; a read (the settling read under 'auto') is answered. */
    const submitFails = (sent: SentRequest) =>
      /issueTx|sendRawTransaction/.test(sent.body ?? '') ? text('', 503) : node(sent);
    const count = async (
      run: (client: ReturnType<typeof createRpcClient>) => Promise<unknown>,
      wireNames: 'auto' | 'seed' | 'deployed',
    ) => {
      const { fetch, sent } = fakeFetch(submitFails);
      const done = run(createRpcClient(table, config, { url: base, fetch, wireNames })).catch((e: unknown) =>
        HttpError.isInstance(e) ? e.status : e,
      );
      await vi.runAllTimersAsync();
      const submits = sent.filter((s) => /issueTx|sendRawTransaction/.test(s.body ?? ''));
      return [await done, submits.length];
    };
    const yes = { idempotent: true };
    for (const wireNames of ['auto', 'seed', 'deployed'] as const) {
      // a method function of a submit entry, and request() of its name: the entry's retry: false wins
      expect(await count((c) => c.namespaces.eth!.sendRawTransaction!('0x00', yes), wireNames)).toEqual([
        503, 1,
      ]);
      expect(await count((c) => c.request('eth_sendRawTransaction', ['0x00'], yes), wireNames)).toEqual([
        503, 1,
      ]);
      // an entry that carries the name fallback: the same
      expect(await count((c) => c.namespaces.xvm!.issueTx!({ tx: '0x00' }, yes), wireNames)).toEqual([
        503, 1,
      ]);
      expect(await count((c) => c.request('xvm.issueTx', { tx: '0x00' }, yes), wireNames)).toEqual([503, 1]);
    }
  });
});

describe("createRpcClient: the wireNames: 'deployed' hint", () => {
  const refusing = (error: { code: number; message: string } | 'http404' | 'http500') =>
    fakeFetch((sent) => {
      if (error === 'http404') return text('404 page not found', 404);
      if (error === 'http500') return text('boom', 500);
      const body = JSON.parse(sent.body!) as Body;
      return json({ jsonrpc: '2.0', id: body.id, error });
    }).fetch;

  it('is added for every way a node says it does not know the name', async () => {
    const answers = [
      { code: -32601, message: 'nope' },
      { code: -32000, message: "rpc: can't find method xvm.getHeight" },
      { code: -32000, message: 'Method Not Found' },
      { code: -32000, message: 'the method xvm.getHeight does not exist/is not available' },
      'http404' as const,
    ];
    for (const answer of answers) {
      const rpc = createRpcClient(table, config, {
        url: base,
        fetch: refusing(answer),
        retry: false,
        wireNames: 'seed',
      });
      const error = await rpc.namespaces.xvm!.getHeight!().then(unexpected, (e: unknown) => e as Error);
      expect(error.message).toContain(
        "wireNames: 'deployed' sends avm.getHeight to /ext/bc/C; 'auto', the default, falls back to it by itself)",
      );
    }
  });

  it('is not added for other errors, nor where the deployed name is the same', async () => {
    const rpc = createRpcClient(table, config, {
      url: base,
      fetch: refusing('http500'),
      retry: false,
      wireNames: 'seed',
    });
    const http = await rpc.namespaces.xvm!.getHeight!().then(unexpected, (e: unknown) => e as HttpError);
    expect(HttpError.isInstance(http)).toBe(true);
    expect(http.message).not.toContain('wireNames');
    const other = createRpcClient(table, config, {
      url: base,
      fetch: refusing({ code: -32000, message: 'state not available' }),
      wireNames: 'seed',
    });
    expect(
      ((await other.namespaces.xvm!.getHeight!().catch((e: unknown) => e)) as Error).message,
    ).not.toContain('wireNames');
    const same = createRpcClient(table, config, {
      url: base,
      fetch: refusing({ code: -32601, message: 'method not found' }),
      wireNames: 'seed',
    });
    const error = await same.namespaces.info!.getNetworkID!().then(
      unexpected,
      (e: unknown) => e as JsonRpcError,
    );
    expect(JsonRpcError.isInstance(error)).toBe(true);
    expect(error.message).toBe('method not found');
  });

  it('is added when only the path differs in deployed mode, and never with a wireNames map of your own', async () => {
    // a method moved by the deployed names carries the fallback (the generator marks every such entry)
    const moved = {
      ...table,
      'info.getNetworkID': { ...table['info.getNetworkID']!, fallback: nameFallback },
    };
    const pathOnly = createRpcClient(
      moved,
      { ...config, deployedNames: { paths: { '/ext/info': '/ext/nfo' } } },
      { url: base, fetch: refusing({ code: -32601, message: 'no' }), wireNames: 'seed' },
    );
    const error = await pathOnly.namespaces.info!.getNetworkID!().then(
      unexpected,
      (e: unknown) => e as Error,
    );
    expect(error.message).toContain(
      "wireNames: 'deployed' sends info.getNetworkID to /ext/nfo; 'auto', the default, falls back to it by itself)",
    );
    const own = createRpcClient(table, config, {
      url: base,
      fetch: refusing({ code: -32601, message: 'no' }),
      wireNames: { namespaces: { xvm: 'x2' } },
    });
    const plain = await own.namespaces.xvm!.getHeight!().then(unexpected, (e: unknown) => e as Error);
    expect(plain.message).toBe('no');
  });

  it('shows the full URL when the deployed endpoint is not under the base URL', async () => {
    const rpc = createRpcClient(table, config, {
      url: base,
      fetch: refusing({ code: -32601, message: 'no' }),
      endpoints: { avm: 'https://x.example/avm' },
      wireNames: 'seed',
    });
    const error = await rpc.namespaces.xvm!.getHeight!().then(unexpected, (e: unknown) => e as Error);
    expect(error.message).toContain(
      "wireNames: 'deployed' sends avm.getHeight to https://x.example/avm; 'auto', the default, falls back to it by itself)",
    );
  });
});
