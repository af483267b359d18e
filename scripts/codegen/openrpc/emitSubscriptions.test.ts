import { describe, expect, it } from 'vitest';
import { emitSubscriptions } from './emitSubscriptions.ts';
import type { RpcDocument } from './spec.ts';

const ws = [{ url: '/ext/bc/{blockchainId}/ws' }];
const doc = (kinds: unknown[]): RpcDocument =>
  ({
    openrpc: '1.2.6',
    info: { title: 't', version: '1' },
    methods: [],
    'x-subscriptions': {
      methods: [
        {
          name: 'eth_subscribe',
          servers: ws,
          params: [],
          result: { name: 'id', schema: { $ref: '#/components/schemas/Id' } },
        },
        {
          name: 'eth_unsubscribe',
          servers: ws,
          params: [],
          result: { name: 'ok', schema: { type: 'boolean' } },
        },
      ],
      kinds,
    },
  }) as unknown as RpcDocument;

describe('emitSubscriptions', () => {
  it('types each kind from the spec and writes the table @pkg/evm/ws sends from', () => {
    const source = emitSubscriptions(
      doc([
        {
          name: 'newHeads',
          'x-subscribe': 'eth_subscribe',
          params: [{ name: 'fullTx', schema: { type: 'boolean' } }],
          notification: { name: 'header', schema: { $ref: '#/components/schemas/Header' } },
        },
      ]),
    )!;
    expect(source).toContain("import type { Header, Id } from './types.js';");
    expect(source).toContain('export type NewHeadsParams = [fullTx?: boolean];');
    expect(source).toContain('export type NewHeadsNotification = Header;');
    expect(source).toContain('export type EthUnsubscribeResult = boolean;');
    expect(source).toContain("newHeads: { method: 'eth_subscribe', params: ['fullTx'], servedOn: [] },");
  });

  it('types a param with a null member (read as absent) as the union with null, importing its component', () => {
    const source = emitSubscriptions(
      doc([
        {
          name: 'traceChain',
          'x-subscribe': 'eth_subscribe',
          params: [
            {
              name: 'config',
              schema: { oneOf: [{ $ref: '#/components/schemas/TraceConfig' }, { type: 'null' }] },
            },
          ],
          notification: { name: 'n', schema: { type: 'boolean' } },
        },
      ]),
    )!;
    expect(source).toContain("import type { Id, TraceConfig } from './types.js';");
    expect(source).toContain('export type TraceChainParams = [config?: TraceConfig | null];');
  });

  it('refuses a kind started by a method the spec does not have, and an inline object schema', () => {
    const kind = { name: 'k', params: [], notification: { name: 'n', schema: { type: 'boolean' } } };
    expect(() => emitSubscriptions(doc([{ ...kind, 'x-subscribe': 'debug_subscribe' }]))).toThrow(
      'x-subscriptions k: x-subscribe debug_subscribe is not one of its methods',
    );
    const inline = {
      ...kind,
      'x-subscribe': 'eth_subscribe',
      notification: { name: 'n', schema: { type: 'object' } },
    };
    expect(() => emitSubscriptions(doc([inline]))).toThrow(
      'x-subscriptions k notification: a schema must be',
    );
  });

  it('writes nothing for a spec without x-subscriptions', () => {
    expect(emitSubscriptions({ ...doc([]), 'x-subscriptions': undefined } as RpcDocument)).toBeUndefined();
  });
});
