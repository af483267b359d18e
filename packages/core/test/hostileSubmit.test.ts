// The hostile-node suite's submit cases (issue 34): a signed tx reaches a server at most once per call. Loopback
// servers play the node on both transport paths (global fetch, the undici fast path) and count arrivals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SdkError } from '../src/errors/SdkError.js';
import { createJsonRpcTransport } from '../src/jsonrpc/createJsonRpcTransport.js';
import { createRpcClient, type MethodTable } from '../src/rpc/createRpcClient.js';
import { nameFallback } from '../src/rpc/nameFallback.js';
import type { TransportOptions } from '../src/transport/types.js';
import { createUndiciSend } from '../src/undici/createUndiciSend.js';
import { sendJson, startServer } from './loopbackServer.js';

type Server = Awaited<ReturnType<typeof startServer>>;
let node: Server;
let elsewhere: Server;
const issued: string[] = [];

beforeAll(async () => {
  elsewhere = await startServer((req, res) => {
    const body = JSON.parse(req.body || '{}') as { id?: number; method?: string };
    if (body.method?.endsWith('issueTx')) issued.push(`elsewhere ${body.method}`);
    sendJson(res, { jsonrpc: '2.0', id: body.id, result: { txID: 'elsewhere' } });
  });
  node = await startServer((req, res) => {
    const body = JSON.parse(req.body || '{}') as { id?: number; method?: string };
    const method = body.method ?? '';
    if (req.url === '/redirect/ext/bc/X') {
      if (method.endsWith('issueTx')) issued.push(`node ${method}`);
      return res.writeHead(307, { location: `${elsewhere.url}/ext/bc/X` }).end();
    }
    // a node that runs any issueTx, then answers "can't find service" for the seed's name
    if (method.endsWith('issueTx')) issued.push(`node ${method}`);
    if (method.startsWith('xvm.')) {
      const message = `rpc: can't find service ${JSON.stringify(method)}`;
      return sendJson(res, { jsonrpc: '2.0', id: body.id, error: { code: -32000, message } });
    }
    sendJson(res, { jsonrpc: '2.0', id: body.id, result: { txID: 'x', height: '1' } });
  });
});

afterAll(async () => {
  await node.close();
  await elsewhere.close();
});

const paths: [string, () => TransportOptions][] = [
  ['global fetch', () => ({})],
  ['undici', () => ({ send: createUndiciSend() })],
];

const table: MethodTable = {
  'xvm.getHeight': { endpoint: '/ext/bc/{blockchainId}', by: 'name', params: [], fallback: nameFallback },
  'xvm.issueTx': {
    endpoint: '/ext/bc/{blockchainId}',
    by: 'name',
    params: ['tx'],
    retry: false,
    fallback: nameFallback,
  },
};
const config = {
  defaultEndpoint: '/ext/bc/{blockchainId}',
  deployedNames: { namespaces: { xvm: 'avm' } },
  variables: { blockchainId: 'X' },
};

describe.each(paths)('a submit reaches the node at most once (%s)', (_, portOf) => {
  it('follows no redirect for a submit: the error names the Location, the target sees nothing', async () => {
    issued.length = 0;
    const rpc = createJsonRpcTransport({ retry: false, ...portOf() });
    const call = rpc.call(
      `${node.url}/redirect/ext/bc/X`,
      'avm.issueTx',
      { tx: '0x00' },
      { idempotent: false },
    );
    const error = await call.catch((e: unknown) => e);
    expect(SdkError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain(
      `Redirect not followed for a submit: POST ${node.url}/redirect/ext/bc/X answered 307 to ${elsewhere.url}/ext/bc/X`,
    );
    expect(issued).toEqual(['node avm.issueTx']);
  });

  it("under wireNames 'auto' a submit refused by name after it ran is not sent again under the deployed name", async () => {
    issued.length = 0;
    const rpc = createRpcClient(table, config, { url: node.url, retry: false, ...portOf() });
    expect(await rpc.namespaces.xvm!.issueTx!({ tx: '0x00' })).toEqual({ txID: 'x', height: '1' });
    expect(issued).toEqual(['node avm.issueTx']);
  });
});
