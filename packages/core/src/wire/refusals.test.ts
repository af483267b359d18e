import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors/HttpError.js';
import { JsonRpcError } from '../errors/JsonRpcError.js';
import { mapWireName } from './mapWireName.js';
import {
  isMethodNotFound,
  mayRefuseName,
  nodeRefusal,
  provesNameUnknown,
  provesRouteUnknown,
} from './refusals.js';

const url = 'http://127.0.0.1:9650/ext/bc/X';
/** The JsonRpcError a client makes of a node's refusal (specs/wire.yaml's texts, through nodeRefusal). */
const refused = (refusal: { code: number; message: string }) =>
  new JsonRpcError({ ...refusal, method: 'xvm.getHeight', url });
const notFound = new HttpError({ status: 404, url, method: 'POST', headers: {}, body: '' });
const serverError = new HttpError({ status: 500, url, method: 'POST', headers: {}, body: '' });
const seed = { name: 'xvm.getHeight', url };
const deployed = { name: 'avm.getHeight', url };

describe('nodeRefusal', () => {
  it("writes a server's refusal as its source does: %q quoted as Go quotes it, %s as sent", () => {
    expect(nodeRefusal('gorilla-json2', 'unknownService', 'xvm.getHeight')).toEqual({
      code: -32000,
      message: 'rpc: can\'t find service "xvm.getHeight"',
    });
    expect(nodeRefusal('go-ethereum', 'unknownMethod', 'eth_x')).toEqual({
      code: -32601,
      message: 'the method eth_x does not exist/is not available',
    });
  });
});

describe('the refusal kinds, read from the servers’ own texts', () => {
  it('provesNameUnknown: an unknown service or an ill-formed name, only when the other name differs; a 404 only when the other URL differs', () => {
    for (const kind of ['unknownService', 'illFormed'] as const) {
      const error = refused(nodeRefusal('gorilla-json2', kind, 'xvm.getHeight'));
      expect(provesNameUnknown(error, seed, deployed)).toBe(true);
      expect(provesNameUnknown(error, seed, seed)).toBe(false);
    }
    // a method not found ran nothing either, but no deployed name would fix it: never a proof
    expect(
      provesNameUnknown(refused(nodeRefusal('gorilla-json2', 'unknownMethod', 'x.y')), seed, deployed),
    ).toBe(false);
    expect(
      provesNameUnknown(refused(nodeRefusal('go-ethereum', 'unknownMethod', 'eth_x')), seed, deployed),
    ).toBe(false);
    expect(provesNameUnknown(notFound, seed, { ...seed, url: `${url}/other` })).toBe(true);
    expect(provesNameUnknown(notFound, seed, deployed)).toBe(false);
  });

  it('isMethodNotFound: go-ethereum’s -32601, gorilla’s unknown method, a 404; not an unknown service', () => {
    expect(isMethodNotFound(refused(nodeRefusal('go-ethereum', 'unknownMethod', 'eth_x')))).toBe(true);
    expect(isMethodNotFound(refused(nodeRefusal('gorilla-json2', 'unknownMethod', 'avax.x')))).toBe(true);
    expect(isMethodNotFound(notFound)).toBe(true);
    expect(isMethodNotFound(refused(nodeRefusal('gorilla-json2', 'unknownService', 'x.y')))).toBe(false);
    expect(isMethodNotFound(serverError)).toBe(false);
  });

  it('mayRefuseName: every server refusal and a 404; not an execution error or a 500', () => {
    for (const error of [
      refused(nodeRefusal('gorilla-json2', 'illFormed', 'x')),
      refused(nodeRefusal('gorilla-json2', 'unknownService', 'x.y')),
      refused(nodeRefusal('gorilla-json2', 'unknownMethod', 'x.y')),
      refused(nodeRefusal('go-ethereum', 'unknownMethod', 'eth_x')),
      notFound,
    ])
      expect(mayRefuseName(error)).toBe(true);
    expect(mayRefuseName(refused({ code: -32000, message: 'execution reverted' }))).toBe(false);
    expect(mayRefuseName(serverError)).toBe(false);
  });

  it('provesRouteUnknown: a REST 404 only', () => {
    expect(provesRouteUnknown(notFound)).toBe(true);
    expect(provesRouteUnknown(serverError)).toBe(false);
    expect(provesRouteUnknown(refused({ code: -32601, message: 'x' }))).toBe(false);
  });
});

describe('mapWireName', () => {
  it('maps the namespace, keeps the separator, and moves the template; object params join with a dot', () => {
    const map = {
      namespaces: { seedNs: 'liveNs' },
      paths: { '/ext/bc/C/seed': '/ext/bc/C/live' },
      objectParams: ['admin_'],
    };
    expect(mapWireName(map, 'seedNs.getHeight', '/ext/bc/C/seed')).toEqual({
      name: 'liveNs.getHeight',
      template: '/ext/bc/C/live',
      objectParams: false,
    });
    expect(mapWireName(map, 'other_x', '/ext/x')).toEqual({
      name: 'other_x',
      template: '/ext/x',
      objectParams: false,
    });
    expect(mapWireName({ objectParams: ['admin'] }, 'admin_setLogLevel', '/ext/bc/C/admin')).toEqual({
      name: 'admin.setLogLevel',
      template: '/ext/bc/C/admin',
      objectParams: true,
    });
  });
});
