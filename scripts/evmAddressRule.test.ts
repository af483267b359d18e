import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// One rule for EVM addresses in every spec (issue 35: @pkg/data sent `address: '0x123'` that @pkg/evm refused):
// the Data API's EvmAddress is the OpenRPC specs' Address, and every Data API parameter that takes an EVM
// address uses it.
const specs = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'specs');
const yamlOf = (file: string) => parse(readFileSync(path.join(specs, file), 'utf8'));
const dataFiles = readdirSync(path.join(specs, 'openapi', 'data')).filter((f) => f.endsWith('.yaml'));

describe('EVM addresses: one rule in every spec', () => {
  const rpc = yamlOf('openrpc/evm/_base.yaml').components.schemas.Address;
  const rest = yamlOf('openapi/data/_base.yaml').components.schemas.EvmAddress;

  it('the Data API EvmAddress has the OpenRPC Address pattern', () => {
    expect(rpc.pattern).toBe('^0x[0-9a-fA-F]{40}$');
    expect(rest.pattern).toBe(rpc.pattern);
  });

  it('every Data API address parameter of an EVM address refers to EvmAddress', () => {
    const params: { file: string; name: string; schema: unknown }[] = [];
    const visit = (file: string, node: unknown): void => {
      if (Array.isArray(node)) for (const item of node) visit(file, item);
      else if (node && typeof node === 'object') {
        const o = node as Record<string, unknown>;
        if (typeof o.name === 'string' && typeof o.in === 'string')
          params.push({ file, name: o.name, schema: o.schema });
        for (const value of Object.values(o)) visit(file, value);
      }
    };
    for (const file of dataFiles) visit(file, yamlOf(`openapi/data/${file}`));
    const evm = params.filter((p) => ['address', 'contractAddress'].includes(p.name));
    expect(evm.length).toBeGreaterThanOrEqual(6);
    for (const p of evm)
      expect({ ...p, schema: p.schema }).toEqual({
        ...p,
        schema: { $ref: '#/components/schemas/EvmAddress' },
      });
  });
});
