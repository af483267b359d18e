/** namespaces.ts: one interface per namespace, each method with its hover docs, and `Namespaces`. */
import { typeNames } from './emitTypes.ts';
import { servedOnDoc, upgradeNote } from './eras.ts';
import type { RpcPackage } from './packages.ts';
import { positionalTypeName, withoutNull } from './params.ts';
import { literal, resultByParam } from './resultByParam.ts';
import {
  byPosition,
  type ContentDescriptor,
  deprecation,
  endpointOf,
  type Json,
  pascal,
  type RpcDocument,
  type RpcMethod,
  resolveRef,
  splitWireName,
} from './spec.ts';

/** A JSDoc block from lines (`*\/` in text is escaped). */
function jsdoc(lines: readonly string[], indent = '  '): string {
  const body = lines.map((line) => `${indent} *${line ? ` ${line.replace(/\*\//g, '*\\/')}` : ''}`);
  return `${indent}/**\n${body.join('\n')}\n${indent} */`;
}

/** A short literal standing for a value of `schema` in an example. */
function sample(doc: RpcDocument, param: ContentDescriptor): string {
  const schema = resolveRef(doc, param.schema);
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return JSON.stringify(schema.examples[0]);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return JSON.stringify(schema.enum[0]);
  if (schema.default !== undefined) return JSON.stringify(schema.default);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return '1';
    case 'boolean':
      return 'false';
    case 'array': {
      const items = schema.items as Json | undefined;
      return items && !Array.isArray(items) ? `[${sample(doc, { name: param.name, schema: items })}]` : '[]';
    }
    case 'object': {
      const required = (schema.required as string[] | undefined) ?? [];
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      const fields = required.map(
        (name) => `${name}: ${sample(doc, { name, schema: properties[name] ?? {} })}`,
      );
      return fields.length ? `{ ${fields.join(', ')} }` : '{}';
    }
    default:
      return `'<${param.name}>'`;
  }
}

/** `await <client>.<namespace>.<key>(<sample args>)`, as the method's examples call it. */
export function exampleCall(
  doc: RpcDocument,
  pkg: RpcPackage,
  method: RpcMethod,
  narrowing?: Narrowing,
): string {
  const { namespace, key } = splitWireName(method.name);
  // An overload's example passes the value it narrows on (its default case leaves the param out).
  const shown = (p: ContentDescriptor) => p.required || (narrowing?.param === p.name && !narrowing.optional);
  const value = (p: ContentDescriptor) => (narrowing?.param === p.name ? narrowing.type : sample(doc, p));
  const given = method.params.filter(shown);
  let args = '';
  if (byPosition(method)) args = given.map(value).join(', ');
  else if (given.length > 0) args = `{ ${given.map((p) => `${p.name}: ${value(p)}`).join(', ')} }`;
  return `await ${pkg.namespaceClients?.[namespace]?.variable ?? pkg.variable}.${namespace}.${key}(${args})`;
}

/** How one overload narrows the method's params: the keyed param's literal, and whether the param may be left out. */
interface Narrowing {
  readonly param: string;
  readonly type: string;
  readonly optional: boolean;
}

function signature(method: RpcMethod, narrowing?: Narrowing): string {
  const names = typeNames(method);
  const keyed = narrowing && method.params.findIndex((p) => p.name === narrowing.param);
  if (byPosition(method)) {
    const args = method.params.map((p, i) => {
      const type = i === keyed ? narrowing!.type : `T.${positionalTypeName(method, i)}`;
      // A param before a required keyed one cannot be optional: it takes `undefined` instead.
      if (keyed !== undefined && i < keyed && !p.required && !narrowing!.optional)
        return `${p.name}: ${type} | undefined`;
      const optional = i === keyed ? narrowing!.optional : !p.required;
      return `${p.name}${optional ? '?' : ''}: ${type}`;
    });
    return `(${[...args, 'options?: JsonRpcCallOptions'].join(', ')})`;
  }
  if (method.params.length === 0) return '(options?: JsonRpcCallOptions)';
  const optional = method.params.every((p) => !p.required) && (!narrowing || narrowing.optional);
  const type = narrowing
    ? `T.${names.params} & { ${narrowing.param}${narrowing.optional ? '?' : ''}: ${narrowing.type} }`
    : `T.${names.params}`;
  return `(params${optional ? '?' : ''}: ${type}, options?: JsonRpcCallOptions)`;
}

/** The signatures of a method: one overload per `x-result-by-param` case, then the general one. */
function signatures(
  doc: RpcDocument,
  method: RpcMethod,
): { args: string; result: string; overload?: { note: string; narrowing?: Narrowing } }[] {
  const general = { args: signature(method), result: typeNames(method).result };
  const cases = resultByParam(doc, method);
  if (!cases) return [general];
  // The cases that require the param first: the default case (param optional) would otherwise match them too.
  const ordered = [...cases.filter((c) => !c.isDefault), ...cases.filter((c) => c.isDefault)];
  const overloads = ordered.map((c) => {
    const value = literal(c.value);
    const when = c.isDefault
      ? `\`${c.param}\` \`${value}\` or left out (the node's default)`
      : `\`${c.param}\` \`${value}\``;
    const narrowing = { param: c.param, type: value, optional: c.isDefault };
    return {
      args: signature(method, narrowing),
      result: c.typeName,
      overload: { note: `With ${when}: resolves to \`${c.typeName}\`.`, narrowing },
    };
  });
  const param = cases[0]!.param;
  return [
    ...overloads,
    {
      ...general,
      overload: {
        note: `With a \`${param}\` known only at run time: resolves to any of the cases' results.`,
      },
    },
  ];
}

function methodDoc(
  doc: RpcDocument,
  pkg: RpcPackage,
  method: RpcMethod,
  overload?: { note: string; narrowing?: Narrowing },
): string {
  const lines: string[] = [method.summary ?? method.name];
  if (method.description) lines.push('', ...method.description.split('\n'));
  const wire = `JSON-RPC \`${method.name}\` at \`${endpointOf(method)}\`${
    byPosition(method) ? ' (positional params)' : ''
  }.`;
  lines.push('', wire);
  const served = servedOnDoc(method);
  if (served) lines.push(served);
  const upgrade = upgradeNote(method as unknown as Json, method.name);
  if (upgrade) lines.push(upgrade);
  if (overload) lines.push(overload.note);
  if (method['x-safe-to-retry'] === false) lines.push('Not safe to repeat: never retried.');
  if (method['x-node-specific'] && !method.description?.includes('public'))
    lines.push('Node-specific: public API servers do not serve it.');
  for (const param of method.params) {
    if (byPosition(method) || param.description) {
      const name = byPosition(method) ? param.name : `params.${param.name}`;
      const text = param.description ?? param.summary ?? '';
      const absent = withoutNull(param.schema).nullable ? ' (`null` is read as absent)' : '';
      lines.push(`@param ${name} ${text}${absent}`.trimEnd());
    }
  }
  const deprecated = deprecation(method);
  if (deprecated)
    lines.push(`@deprecated ${deprecated.startsWith('since') ? `Deprecated ${deprecated}.` : deprecated}`);
  lines.push(
    '@example',
    '```ts',
    ...exampleClient(pkg, method),
    `const result = ${exampleCall(doc, pkg, method, overload?.narrowing)};`,
    '```',
  );
  return jsdoc(lines);
}

/** The example's import and client lines: the package's factory, or the one that carries the method's namespace. */
function exampleClient(pkg: RpcPackage, method: RpcMethod): string[] {
  const own = pkg.namespaceClients?.[splitWireName(method.name).namespace];
  const factory = own?.factory ?? pkg.factory;
  const options = own?.options ?? (method['x-node-specific'] ? "{ url: 'http://127.0.0.1:9650' }" : '');
  return [
    `import { ${factory} } from '${pkg.packageName}';`,
    `const ${own?.variable ?? pkg.variable} = ${factory}(${options});`,
  ];
}

/** The interface name of a namespace (`xvm` -> `XvmNamespace`). */
export function namespaceInterface(namespace: string): string {
  return `${pascal(namespace)}Namespace`;
}

/** Generates namespaces.ts (without header). */
export function emitNamespaces(doc: RpcDocument, pkg: RpcPackage): string {
  const groups = new Map<string, RpcMethod[]>();
  for (const method of doc.methods) {
    const { namespace } = splitWireName(method.name);
    groups.set(namespace, [...(groups.get(namespace) ?? []), method]);
  }
  const out = [
    "import type { JsonRpcCallOptions } from '@pkg/core';",
    "import type * as T from './types.js';",
    '',
  ];
  for (const [namespace, methods] of groups) {
    out.push(
      `/** The \`${namespace}\` methods (${methods.map((m) => splitWireName(m.name).key).length}). */`,
    );
    out.push(`export interface ${namespaceInterface(namespace)} {`);
    for (const method of methods) {
      const { key } = splitWireName(method.name);
      for (const { args, result, overload } of signatures(doc, method)) {
        out.push(methodDoc(doc, pkg, method, overload));
        out.push(`  ${key}${args}: Promise<T.${result}>;`);
      }
    }
    out.push('}', '');
  }
  out.push('/** Every namespace of the client. */', 'export interface Namespaces {');
  for (const namespace of groups.keys()) out.push(`  ${namespace}: ${namespaceInterface(namespace)};`);
  out.push('}', '');
  return out.join('\n');
}
