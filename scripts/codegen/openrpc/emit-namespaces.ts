/** namespaces.ts: one interface per namespace, each method with its hover docs, and `Namespaces`. */
import { positionalTypeName, typeNames } from './emit-types.ts';
import type { RpcPackage } from './packages.ts';
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

function exampleCall(doc: RpcDocument, pkg: RpcPackage, method: RpcMethod): string {
  const { namespace, key } = splitWireName(method.name);
  const required = method.params.filter((p) => p.required);
  let args = '';
  if (byPosition(method)) args = required.map((p) => sample(doc, p)).join(', ');
  else if (required.length > 0)
    args = `{ ${required.map((p) => `${p.name}: ${sample(doc, p)}`).join(', ')} }`;
  return `await ${pkg.variable}.${namespace}.${key}(${args})`;
}

function signature(method: RpcMethod): string {
  const names = typeNames(method);
  const optional = method.params.every((p) => !p.required);
  if (byPosition(method)) {
    const args = method.params.map(
      (p, i) => `${p.name}${p.required ? '' : '?'}: T.${positionalTypeName(method, i)}`,
    );
    return `(${[...args, 'options?: RpcCallOptions'].join(', ')})`;
  }
  if (method.params.length === 0) return '(options?: RpcCallOptions)';
  return `(params${optional ? '?' : ''}: T.${names.params}, options?: RpcCallOptions)`;
}

function methodDoc(doc: RpcDocument, pkg: RpcPackage, method: RpcMethod): string {
  const lines: string[] = [method.summary ?? method.name];
  if (method.description) lines.push('', ...method.description.split('\n'));
  const wire = `JSON-RPC \`${method.name}\` at \`${endpointOf(method)}\`${
    byPosition(method) ? ' (positional params)' : ''
  }.`;
  lines.push('', wire);
  if (method['x-safe-to-retry'] === false) lines.push('Not safe to repeat: never retried.');
  if (method['x-node-specific'] && !method.description?.includes('public'))
    lines.push('Node-specific: public API servers do not serve it.');
  for (const param of method.params) {
    if (byPosition(method) || param.description) {
      const name = byPosition(method) ? param.name : `params.${param.name}`;
      lines.push(`@param ${name} ${param.description ?? param.summary ?? ''}`.trimEnd());
    }
  }
  const deprecated = deprecation(method);
  if (deprecated)
    lines.push(`@deprecated ${deprecated.startsWith('since') ? `Deprecated ${deprecated}.` : deprecated}`);
  lines.push(
    '@example',
    '```ts',
    `import { ${pkg.factory} } from '${pkg.packageName}';`,
    `const ${pkg.variable} = ${pkg.factory}(${method['x-node-specific'] ? "{ url: 'http://127.0.0.1:9650' }" : ''});`,
    `const result = ${exampleCall(doc, pkg, method)};`,
    '```',
  );
  return jsdoc(lines);
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
    "import type { RpcCallOptions } from '@pkg/core';",
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
      out.push(methodDoc(doc, pkg, method));
      out.push(`  ${key}${signature(method)}: Promise<T.${typeNames(method).result}>;`);
    }
    out.push('}', '');
  }
  out.push('/** Every namespace of the client. */', 'export interface Namespaces {');
  for (const namespace of groups.keys()) out.push(`  ${namespace}: ${namespaceInterface(namespace)};`);
  out.push('}', '');
  return out.join('\n');
}
