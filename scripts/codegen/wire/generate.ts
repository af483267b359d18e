/**
 * specs/wire.yaml -> packages/core/src/generated/wireRules.ts: the node's refusals of a name and the rules by
 * which the clients read them, applied by @pkg/core's src/wire/ (the clients' calls and the mock server's answers).
 */

import { specPath } from '../paths.ts';
import { loadSpec } from '../shared/spec.ts';
import { writeGenerated } from '../write.ts';
import { type RefusalRule, readWireRules, type WireRules } from './read.ts';

/** A rule as source: its message a regular expression literal. */
function ruleSource(rule: RefusalRule): string {
  const { message, ignoreCase, ...rest } = rule;
  const fields = Object.entries(rest).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  if (message !== undefined) fields.push(`message: ${new RegExp(message, ignoreCase ? 'i' : '').toString()}`);
  return `{ ${fields.join(', ')} }`;
}

/** The source of wireRules.ts: one export per kind (a bundle keeps only the kinds its calls read). */
export function wireRulesSource(rules: WireRules): string {
  const kinds = Object.entries(rules.kinds).flatMap(([kind, { description, rules: list }]) => [
    `/** ${description.replace(/\*\//g, '*\\/')} */`,
    `export const ${kind}Rules: readonly NameRefusalRule[] = [${list.map(ruleSource).join(', ')}];`,
    '',
  ]);
  return [
    "import type { NameRefusalRule } from '../wire/types.js';",
    '',
    "/** The refusals of a name by the node's JSON-RPC servers (`%q`: the name quoted as Go quotes it; `%s`: as sent). */",
    `export const jsonRpcServerRefusals = ${JSON.stringify(rules.servers)} as const;`,
    '',
    ...kinds,
  ].join('\n');
}

/** Writes packages/core/src/generated/ from specs/wire.yaml. */
export async function generateCore(): Promise<void> {
  const rules = readWireRules(loadSpec(specPath('wire.yaml')));
  writeGenerated('core', ['wire.yaml'], { 'wireRules.ts': wireRulesSource(rules) });
}
