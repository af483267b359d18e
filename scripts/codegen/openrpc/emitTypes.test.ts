import { describe, expect, it } from 'vitest';
import { formatSource } from '../write.ts';
import { emitTypes } from './emitTypes.ts';
import type { RpcDocument } from './spec.ts';

const server = [{ url: '/ext/test' }];
const doc: RpcDocument = {
  openrpc: '1.2.6',
  info: { title: 't', version: '1' },
  methods: [
    {
      name: 'test.named',
      paramStructure: 'by-name',
      servers: server,
      params: [
        { name: 'id', required: true, schema: { $ref: '#/components/schemas/Id', description: 'which one' } },
        { name: 'anything', schema: { description: 'any JSON' } },
      ],
      result: { name: 'r', schema: { $ref: '#/components/schemas/Empty' } },
    },
    {
      name: 'test_positional',
      paramStructure: 'by-position',
      servers: server,
      params: [
        { name: 'id', required: true, schema: { $ref: '#/components/schemas/Id' } },
        { name: 'flag', schema: { type: 'boolean' } },
        { name: 'since', schema: { oneOf: [{ $ref: '#/components/schemas/Id' }, { type: 'null' }] } },
        { name: 'limit', schema: { oneOf: [{ type: 'integer' }, { type: 'null' }] } },
      ],
      result: {
        name: 'r',
        schema: { type: 'object', required: ['id'], properties: { id: { $ref: '#/components/schemas/Id' } } },
      },
    },
    {
      name: 'test.none',
      paramStructure: 'by-name',
      servers: server,
      params: [],
      result: { name: 'r', schema: { type: 'string' } },
    },
  ],
  components: {
    schemas: {
      Id: { type: 'string', description: 'An id.', pattern: '^[a-z]+$' },
      Empty: { type: 'object', additionalProperties: false, properties: {} },
    },
  },
};

describe('emitTypes', () => {
  it('names components once, aliases ref results, and types empty objects and unconstrained values exactly', async () => {
    const source = formatSource(await emitTypes(doc), 'packages/x/src/generated/types.ts');
    expect(source).toContain('export type Id = string;');
    expect(source).not.toMatch(/\bId1\b/);
    expect(source).toContain('export type Empty = Record<string, never>;');
    expect(source).toContain('export type TestNamedResult = Empty;');
    expect(source).toMatch(
      /export interface TestNamedParams \{[\s\S]*?id: Id;[\s\S]*?anything\?: unknown;[\s\S]*?\}/,
    );
  });

  it('writes positional params as a labeled tuple and every method into Methods', async () => {
    const source = formatSource(await emitTypes(doc), 'packages/x/src/generated/types.ts');
    expect(source).toContain(
      'export type TestPositionalParams = [\n  id: Id,\n  flag?: TestPositionalFlag,\n  since?: Id | null,\n  limit?: TestPositionalLimit | null,\n];',
    );
    expect(source).toContain('export type TestPositionalFlag = boolean;');
    // a param the spec lets be null (a union with null): its own type, and `| null` where it is used
    expect(source).toContain('export type TestPositionalLimit = number;');
    expect(source).toContain("'test.named': { params: TestNamedParams; result: TestNamedResult };");
    expect(source).toContain(
      'test_positional: { params: TestPositionalParams; result: TestPositionalResult };',
    );
    expect(source).toContain(
      "'test.none': { params: Record<string, never> | undefined; result: TestNoneResult };",
    );
  });
});
