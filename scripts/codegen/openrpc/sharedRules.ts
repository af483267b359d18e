/**
 * The rules an OpenRPC package's entries and the mock's answer rules share (shared/ruleConstants.ts): the
 * entries' input rules of every param against the mock's rules of every result, both read from the spec.
 */
import { type RuleConstants, ruleConstants } from '../shared/ruleConstants.ts';
import { toParamRule } from '../shared/toRule.ts';
import type { RpcDocument } from './spec.ts';

/** The `properties` maps both the package's generated entries and the mock's answer rules hold, named. */
export function rpcRuleConstants(doc: RpcDocument): RuleConstants {
  const client = doc.methods.flatMap((m) =>
    m.params.map((p) => ({ rule: toParamRule(doc, p.schema), hint: p.name })),
  );
  const mock = doc.methods.flatMap((m) =>
    m.result ? [{ rule: toParamRule(doc, m.result.schema, 'mock'), hint: `${m.name}Result` }] : [],
  );
  return ruleConstants(client, mock);
}
