import { describe, expect, it } from 'vitest';
import { checkEras, servedOnDoc, upgradeNote } from './eras.ts';
import type { RpcDocument, RpcMethod } from './spec.ts';

const method = (name: string, extra: Partial<RpcMethod> = {}): RpcMethod => ({
  name,
  params: [],
  servers: [{ url: '/ext/bc/{blockchainId}/rpc' }],
  ...extra,
});
const doc = (...methods: RpcMethod[]): RpcDocument => ({
  openrpc: '1.2.6',
  info: { title: 't', version: '1' },
  methods,
});

describe('x-served-on, x-since, x-until', () => {
  it('writes where a method is served, and what Helicon changed, as the JSDoc sentence', () => {
    const removed = method('eth_accounts', { 'x-served-on': ['c-chain-pre-helicon', 'subnet-evm'] });
    expect(servedOnDoc(removed)).toBe(
      'Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.',
    );
    const everywhere = method('eth_call', {
      'x-served-on': ['c-chain-pre-helicon', 'c-chain-helicon', 'subnet-evm'],
    });
    expect(servedOnDoc(everywhere)).toBe(
      'Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.',
    );
    const none = method('debug_dbGet', { 'x-served-on': [], 'x-served-note': 'Only with DB inspecting on.' });
    expect(servedOnDoc(none)).toBe('Served on: no chain by default. Only with DB inspecting on.');
    expect(servedOnDoc(method('info.getNodeID'))).toBeUndefined();
  });

  it('refuses an unknown chain or upgrade, a value given twice, and a method without x-served-on beside marked ones', () => {
    expect(() => checkEras(doc(method('a_b', { 'x-served-on': ['c-chain'] })))).toThrow(
      /a_b: x-served-on value "c-chain" is not one of c-chain-pre-helicon, c-chain-helicon, subnet-evm/,
    );
    expect(() => checkEras(doc(method('a_b', { 'x-served-on': ['subnet-evm', 'subnet-evm'] })))).toThrow(
      /twice/,
    );
    expect(() => checkEras(doc(method('a_b', { 'x-served-on': ['subnet-evm'] }), method('a_c')))).toThrow(
      /a_c: x-served-on missing/,
    );
    expect(() => checkEras(doc(method('a_b', { 'x-since': 'etna' })))).toThrow(
      /x-since "etna" is not one of helicon/,
    );
    expect(() => upgradeNote({ 'x-until': 'granite' }, 'Validator.uptime')).toThrow(
      /Validator.uptime: x-until/,
    );
    expect(upgradeNote({ 'x-since': 'helicon' }, 'x')).toBe('Since Helicon (AvalancheGo v1.15).');
    expect(upgradeNote({ 'x-until': 'helicon' }, 'x')).toBe('Not sent since Helicon (AvalancheGo v1.15).');
  });
});
