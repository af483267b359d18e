/**
 * subscriptions.ts (an EVM spec's `x-subscriptions`, see specs/openrpc/evm/subscriptions.yaml): each kind's params
 * (after the kind, by position) and notification types, the WebSocket methods' params and results, and
 * `subscriptionKinds`, the table @pkg/evm/ws sends from (the method that starts each kind, its params' names,
 * where it is served). Schemas are components (their types come from types.ts), enums, or `boolean`/`string`/`number`.
 */
import { servedOnDoc, servedOnOf } from './eras.ts';
import {
  type ContentDescriptor,
  type Json,
  pascal,
  type RpcDocument,
  type RpcMethod,
  refName,
} from './spec.ts';

/** One subscription kind, read like a method: its params after the kind, and each notification's `result`. */
export interface SubscriptionKind extends RpcMethod {
  /** The method that starts it (`eth_subscribe`, `debug_subscribe`). */
  'x-subscribe': string;
  notification: ContentDescriptor;
}

/** An EVM spec's subscriptions: the WebSocket methods and the kinds. */
export interface SubscriptionsSpec {
  methods: RpcMethod[];
  kinds: SubscriptionKind[];
}

/** The document's `x-subscriptions`, checked (each kind started by one of its methods); undefined when it has none. */
export function subscriptionsOf(doc: RpcDocument): SubscriptionsSpec | undefined {
  const spec = (doc as { 'x-subscriptions'?: SubscriptionsSpec })['x-subscriptions'];
  if (spec === undefined) return undefined;
  const methods = new Set(spec.methods.map((m) => m.name));
  for (const kind of spec.kinds) {
    if (!methods.has(kind['x-subscribe']))
      throw new Error(
        `x-subscriptions ${kind.name}: x-subscribe ${kind['x-subscribe']} is not one of its methods`,
      );
    if (!methods.has(kind['x-subscribe'].replace(/_subscribe$/, '_unsubscribe')))
      throw new Error(
        `x-subscriptions ${kind.name}: no ${kind['x-subscribe'].replace(/_subscribe$/, '_unsubscribe')}`,
      );
  }
  return spec;
}

/**
 * The TypeScript type of a schema the subscriptions use: a component's name, a primitive, or a `oneOf`/`anyOf` of
 * those (a `null` member: an optional param the node reads as absent when null, as on the methods).
 */
function typeOf(schema: Json, where: string): string {
  const name = refName(schema);
  if (name) return name;
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.type === 'boolean' || schema.type === 'string' || schema.type === 'number') return schema.type;
  const members = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(members) && members.length > 0)
    return (members as Json[]).map((m) => (m.type === 'null' ? 'null' : typeOf(m, where))).join(' | ');
  if (Object.keys(schema).every((key) => key === 'description')) return 'unknown';
  throw new Error(
    `x-subscriptions ${where}: a schema must be a $ref to a component, boolean, string or number, or a oneOf of those and null`,
  );
}

/** The components a schema names: its own `$ref`, or its `oneOf`/`anyOf` members'. */
function refsOf(schema: Json): string[] {
  const members = (schema.oneOf ?? schema.anyOf ?? [schema]) as Json[];
  return members.map(refName).filter((name): name is string => name !== undefined);
}

const jsdoc = (lines: (string | undefined)[]) =>
  `/**\n${lines
    .filter((l): l is string => l !== undefined)
    .map((l) => ` * ${l}`)
    .join('\n *\n')}\n */`;

/** The params tuple of a kind or method (names and optionality as the spec has them). */
function tuple(params: readonly ContentDescriptor[], where: string): string {
  return `[${params.map((p) => `${p.name}${p.required ? '' : '?'}: ${typeOf(p.schema, `${where} ${p.name}`)}`).join(', ')}]`;
}

/** Generates subscriptions.ts (without header), or undefined for a document without `x-subscriptions`. */
export function emitSubscriptions(doc: RpcDocument): string | undefined {
  const spec = subscriptionsOf(doc);
  if (!spec) return undefined;
  const used = new Set<string>();
  const note = (name: string) => {
    used.add(name);
  };
  const out: string[] = [];
  const entries: string[] = [];
  const table: string[] = [];
  for (const kind of spec.kinds) {
    const base = pascal(kind.name);
    const params = tuple(kind.params, kind.name);
    const notification = typeOf(kind.notification.schema, `${kind.name} notification`);
    for (const p of kind.params) for (const ref of refsOf(p.schema)) note(ref);
    if (refName(kind.notification.schema)) note(notification);
    const served = servedOnDoc(kind);
    out.push(
      `${jsdoc([`Params of the \`${kind.name}\` subscription after its kind (\`${kind['x-subscribe']}\`), in wire order.`])}\nexport type ${base}Params = ${params};`,
      `${jsdoc([`A \`${kind.name}\` notification's \`result\`: ${kind.summary ?? ''}`.trim(), served])}\nexport type ${base}Notification = ${notification};`,
    );
    entries.push(
      `  ${kind.name}: { method: '${kind['x-subscribe']}'; params: ${base}Params; notification: ${base}Notification };`,
    );
    const names = kind.params.map((p) => `'${p.name}'`).join(', ');
    table.push(
      `  ${kind.name}: { method: '${kind['x-subscribe']}', params: [${names}], servedOn: ${JSON.stringify(servedOnOf(kind) ?? [])} },`,
    );
  }
  for (const method of spec.methods) {
    const base = pascal(method.name);
    out.push(
      `${jsdoc([`Params of \`${method.name}\` (WebSocket only), in wire order.`])}\nexport type ${base}Params = ${tuple(method.params, method.name)};`,
      `${jsdoc([`Result of \`${method.name}\`: ${method.summary ?? ''}`.trim(), servedOnDoc(method)])}\nexport type ${base}Result = ${typeOf(method.result?.schema ?? {}, `${method.name} result`)};`,
    );
    for (const p of [...method.params, ...(method.result ? [method.result] : [])])
      if (refName(p.schema)) note(refName(p.schema)!);
  }
  return [
    `import type { ${[...used].sort().join(', ')} } from './types.js';`,
    '',
    out.join('\n\n'),
    '',
    '/** Every subscription kind: the method that starts it, its params after the kind, its notification. */',
    'export interface Subscriptions {',
    ...entries,
    '}',
    '',
    "/** Every subscription kind: the method that starts it, its params' names after the kind, where it is served. */",
    'export const subscriptionKinds = {',
    ...table,
    '} as const;',
    '',
  ].join('\n');
}
