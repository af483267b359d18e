import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeFetch } from './nodeFetch.js';

// A throwaway self-signed certificate for localhost, made by openssl at test time (none is kept in the repo).
function selfSigned(): { key: string; cert: string } | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'core-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
      ].concat([
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ]),
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } catch {
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const pair = selfSigned();
let server: https.Server;
let url = '';
const sni: (string | undefined)[] = [];

beforeAll(async () => {
  if (!pair) return;
  server = https.createServer(pair, (req, res) => {
    sni.push((req.socket as unknown as { servername?: string }).servername);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ secure: true, path: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `https://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  if (!pair) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe.skipIf(!pair)('nodeFetch over TLS', () => {
  it('refuses a certificate it cannot verify, failing like fetch', async () => {
    const error = await nodeFetch(`${url}/x`).catch((e) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe('fetch failed');
    expect(String(error.cause?.code)).toMatch(/SELF_SIGNED|UNABLE_TO_VERIFY/);
  });

  it('speaks HTTP/1.1 over TLS with SNI when the certificate is accepted', async () => {
    const before = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'; // read per connection: trust the test certificate here only
    const warn = process.emitWarning;
    process.emitWarning = () => {};
    try {
      const response = await nodeFetch(`${url}/hello?x=1`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ secure: true, path: '/hello?x=1' });
      expect(sni.at(-1)).toBe('localhost');
    } finally {
      process.emitWarning = warn;
      if (before === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
      else process.env.NODE_TLS_REJECT_UNAUTHORIZED = before;
    }
  });
});
