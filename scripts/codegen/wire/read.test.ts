import { describe, expect, it } from 'vitest';
import { specPath } from '../paths.ts';
import { type Json, loadSpec } from '../shared/spec.ts';
import { readWireRules } from './read.ts';

const spec = () => structuredClone(loadSpec(specPath('wire.yaml'))) as Json;
const kinds = (doc: Json) => doc['x-name-refusals'] as Record<string, { rules: Json[]; refusals: string[] }>;

describe('specs/wire.yaml', () => {
  it('reads every kind of refusal, each recognizing the server refusals it lists', () => {
    const { servers, kinds: read } = readWireRules(spec());
    expect(Object.keys(servers).sort()).toEqual(['go-ethereum', 'gorilla-json2']);
    expect(read.provesNameUnknown?.refusals).toEqual([
      'gorilla-json2.illFormed',
      'gorilla-json2.unknownService',
    ]);
  });

  it("refuses a proof of an unknown name that gorilla's `can't find method` would fit (the service was found)", () => {
    const doc = spec();
    kinds(doc).provesNameUnknown!.rules[0] = { message: "can't find|ill-formed" };
    expect(() => readWireRules(doc)).toThrow(/provesNameUnknown: recognizes gorilla-json2\.unknownMethod/);
  });

  it('refuses a kind that misses a refusal it lists, or lists one no server sends', () => {
    const doc = spec();
    kinds(doc).methodNotFound!.rules.splice(0, 1);
    expect(() => readWireRules(doc)).toThrow(/methodNotFound: does not recognize go-ethereum\.unknownMethod/);
    const other = spec();
    kinds(other).methodNotFound!.refusals.push('go-ethereum.unknownService');
    expect(() => readWireRules(other)).toThrow(/go-ethereum\.unknownService is no refusal/);
  });

  it('refuses a message that is no regular expression, and a rule both HTTP and JSON-RPC', () => {
    const doc = spec();
    kinds(doc).mayMeanUnknownName!.rules[1] = { message: '(' };
    expect(() => readWireRules(doc)).toThrow(/no regular expression/);
    const both = spec();
    kinds(both).mayMeanUnknownName!.rules[2] = { status: 404, code: -32601 };
    expect(() => readWireRules(both)).toThrow(/either an HTTP status or a JSON-RPC code/);
  });
});
