/**
 * Reads and checks specs/wire.yaml: the node's JSON-RPC servers' refusals of a name (`x-json-rpc-servers`) and
 * the kinds of refusal the clients recognize (`x-name-refusals`).
 */
import type { Json } from '../shared/spec.ts';

/** One refusal a server sends: its JSON-RPC code and message (`%q`/`%s`: the name). */
export interface ServerRefusal {
  readonly code: number;
  readonly message: string;
}

/** One rule of a kind of refusal, as the spec writes it. */
export interface RefusalRule {
  readonly code?: number;
  readonly message?: string;
  readonly ignoreCase?: boolean;
  readonly status?: number;
  readonly nameDiffers?: boolean;
  readonly urlDiffers?: boolean;
}

/** A kind of refusal: its rules, and the server refusals it must (and alone must) recognize. */
export interface RefusalKind {
  readonly description: string;
  readonly rules: readonly RefusalRule[];
  readonly refusals: readonly string[];
}

/** specs/wire.yaml, checked. */
export interface WireRules {
  /** Server kind -> refusal name -> refusal. */
  readonly servers: Readonly<Record<string, Readonly<Record<string, ServerRefusal>>>>;
  /** Kind of refusal -> its rules. */
  readonly kinds: Readonly<Record<string, RefusalKind>>;
}

const RULE_KEYS = new Set(['code', 'message', 'ignoreCase', 'status', 'nameDiffers', 'urlDiffers']);

function fail(where: string, why: string): never {
  throw new Error(`specs/wire.yaml ${where}: ${why}`);
}

/** The text a server sends for `name` (a name as the checks try it). */
function refusalText(refusal: ServerRefusal, name: string): string {
  return refusal.message.replace(/%q/g, JSON.stringify(name)).replace(/%s/g, name);
}

/** Whether a JSON-RPC answer (`code`, `message`) fits one rule (the `*Differs` conditions taken as met). */
function fitsRule(rule: RefusalRule, code: number, message: string): boolean {
  if (rule.status !== undefined) return false;
  if (rule.code !== undefined && rule.code !== code) return false;
  return rule.message === undefined || new RegExp(rule.message, rule.ignoreCase ? 'i' : '').test(message);
}

function readServers(doc: Json): WireRules['servers'] {
  const servers = doc['x-json-rpc-servers'] as
    | Record<string, { refusals?: Record<string, Json> }>
    | undefined;
  if (!servers) fail('', 'no x-json-rpc-servers');
  const out: Record<string, Record<string, ServerRefusal>> = {};
  for (const [server, { refusals = {} }] of Object.entries(servers)) {
    out[server] = {};
    for (const [name, refusal] of Object.entries(refusals)) {
      const { code, message } = refusal;
      if (typeof code !== 'number' || typeof message !== 'string' || !/%[qs]/.test(message))
        fail(`${server}.${name}`, 'a refusal needs a numeric code and a message naming the name (%q or %s)');
      out[server][name] = { code, message };
    }
  }
  return out;
}

function readRule(where: string, rule: Json): RefusalRule {
  for (const key of Object.keys(rule)) if (!RULE_KEYS.has(key)) fail(where, `unknown key ${key}`);
  if ((rule.status === undefined) === (rule.code === undefined && rule.message === undefined))
    fail(where, 'a rule is either an HTTP status or a JSON-RPC code and/or message');
  if (typeof rule.message === 'string') {
    try {
      new RegExp(rule.message);
    } catch (error) {
      fail(where, `message is no regular expression: ${(error as Error).message}`);
    }
  }
  return rule as RefusalRule;
}

/**
 * Checks that a kind recognizes each refusal it lists, and no other: a refusal the spec does not list (gorilla's
 * `can't find method`, found after the service was) must not, say, prove a name unknown.
 */
function checkKind(
  kind: string,
  rules: readonly RefusalRule[],
  listed: readonly string[],
  servers: WireRules['servers'],
) {
  for (const id of listed)
    if (!id.includes('.') || !servers[id.split('.')[0]!]?.[id.split('.')[1]!])
      fail(`${kind}.refusals`, `${id} is no refusal of x-json-rpc-servers`);
  for (const [server, refusals] of Object.entries(servers))
    for (const [name, refusal] of Object.entries(refusals)) {
      const text = refusalText(refusal, 'ns.Method');
      const fits = rules.some((rule) => fitsRule(rule, refusal.code, text));
      const should = listed.includes(`${server}.${name}`);
      if (fits !== should)
        fail(
          kind,
          `${should ? 'does not recognize' : 'recognizes'} ${server}.${name} (${refusal.code} ${text})`,
        );
    }
}

/** specs/wire.yaml as the generator writes it, every refusal kind checked against the servers' refusals. */
export function readWireRules(doc: Json): WireRules {
  const servers = readServers(doc);
  const kinds: Record<string, RefusalKind> = {};
  const declared = doc['x-name-refusals'] as Record<string, Json> | undefined;
  if (!declared) fail('', 'no x-name-refusals');
  for (const [kind, value] of Object.entries(declared)) {
    const rules = ((value.rules as Json[] | undefined) ?? []).map((rule, i) =>
      readRule(`${kind}.rules[${i}]`, rule),
    );
    if (rules.length === 0) fail(kind, 'no rules');
    const refusals = (value.refusals as string[] | undefined) ?? [];
    checkKind(kind, rules, refusals, servers);
    kinds[kind] = { description: String(value.description ?? ''), rules, refusals };
  }
  return { servers, kinds };
}
