/**
 * create<Name>Client.ts: a JSON-RPC package's client factories, `create<Name>Client` and `create<Name>ClientFor`,
 * with their option, client and table types: one template for every package, filled from the spec (variables,
 * paged methods) and the package's factory config (docs, and the hand-written functions some packages add).
 */
import { organizeImports } from '../shared/emitExports.ts';
import { entryName } from './emitMethods.ts';
import { type FactoryModel, factoryModel, type PagedMethod } from './factoryModel.ts';
import type { RpcPackage } from './packages.ts';
import { pascal, type RpcDocument } from './spec.ts';

/** A JSDoc block from text (lines split at `\n`), indented. */
function jsdoc(text: string, indent = ''): string {
  const body = text.split('\n').map((line) => `${indent} *${line ? ` ${line}` : ''}`);
  return `${indent}/**\n${body.join('\n')}\n${indent} */`;
}

/** An `@example` block of TypeScript lines. */
function example(lines: readonly string[]): string {
  return ['@example', '```ts', ...lines, '```'].join('\n');
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A paragraph of generated prose in lines that fit a JSDoc block of the repo's line width. */
function reflow(text: string, width = 105): string {
  const lines: string[] = [];
  let line = '';
  // `{@link X}` is one word: a line never breaks inside it
  for (const word of text.replaceAll('{@link ', '{@link\u2060').split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line].join('\n').replaceAll('{@link\u2060', '{@link ');
}

/** `<Name>ClientOptions` and `<Name>Iterators`. */
function optionTypes(m: FactoryModel): string[] {
  const { name, pkg, config } = m;
  const out = [`/** Options of {@link ${pkg.factory}}. */`];
  if (m.variables.length === 0) out.push(`export type ${name}ClientOptions = RpcClientOptions;`);
  else {
    out.push(`export interface ${name}ClientOptions extends RpcClientOptions {`);
    for (const [variable, value] of m.variables)
      out.push(jsdoc(`${config.variables![variable]}\n@default '${value}'`, '  '), `  ${variable}?: string;`);
    out.push('}');
  }
  if (m.paged.length === 0) return out;
  out.push('', '/** Item iterators over the paged methods. */', `export interface ${name}Iterators {`);
  const { factory, packageName, variable } = pkg;
  for (const p of m.paged) {
    const iterator = config.iterators![p.wire]!;
    const lines = [
      `import { ${factory} } from '${packageName}';`,
      `const ${variable} = ${factory}();`,
      `for await (const utxo of ${variable}.iterate.${p.key}(${iterator.example})) {`,
      '  console.log(utxo);',
      '}',
    ];
    out.push(
      jsdoc(`${iterator.doc}\n${example(lines)}`, '  '),
      `  ${p.key}(${p.param}: ${p.type}, options?: IterateOptions): AsyncIterableIterator<string>;`,
    );
  }
  out.push('}');
  return out;
}

/** The client's own members beside its namespaces: variables it carries, `iterate`, extended namespaces. */
function ownMembers(m: FactoryModel, of: boolean): string[] {
  const out: string[] = [];
  for (const [field, doc] of Object.entries(m.config.fields ?? {}))
    out.push(`  /** ${doc} */`, `  readonly ${field}: string;`);
  if (m.paged.length > 0) {
    const wires = m.paged.map((p) => `\`${p.wire}\``).join(', ');
    const pick = m.paged.map((p) => `('${p.wire}' extends N ? '${p.key}' : never)`).join(' | ');
    out.push(
      of
        ? `  /** Iterators over the paged methods among those given (${wires}). */`
        : `  /** Iterators over paged methods: ${m.paged.map((p) => `\`iterate.${p.key}\` pages \`${p.wire}\``).join(', ')}. */`,
      `  readonly iterate: ${of ? `Pick<${m.name}Iterators, ${pick}>` : `${m.name}Iterators`};`,
    );
  }
  return out;
}

/** `<Name>Methods` (where another factory carries some namespaces) and `<Name>Client`. */
function clientType(m: FactoryModel): string[] {
  const { name, pkg, config } = m;
  const out: string[] = [];
  if (m.omitted.length > 0) {
    const others = m.omitted.map(
      ([ns]) => `the ${pascal(ns)} API's (\`${pkg.namespaceClients![ns]!.factory}\`)`,
    );
    out.push(
      `/** The methods {@link ${name}Client.request} types: every spec method but ${others.join(', ')}. */`,
      `export type ${m.methods} = { [N in keyof Methods as N extends ${m.omitted.map(([, p]) => p).join(' | ')} ? never : N]: Methods[N] };`,
      '',
    );
  }
  const hidden = [...m.extended.map(([ns]) => ns), ...m.omitted.map(([ns]) => ns)];
  const base =
    hidden.length > 0 ? `Omit<Namespaces, ${hidden.map((ns) => `'${ns}'`).join(' | ')}>` : 'Namespaces';
  out.push(
    `/** ${config.client} */`,
    `export interface ${name}Client extends ${base} {`,
    ...ownMembers(m, false),
  );
  for (const [ns, , ext] of m.extended)
    out.push(`  /** ${ext.doc} */`, `  readonly ${ns}: ${pascal(ns)}Namespace & ${ext.type};`);
  const call = [
    `import { ${pkg.factory} } from '${pkg.packageName}';`,
    `const ${pkg.variable} = ${pkg.factory}();`,
  ];
  out.push(
    jsdoc(`${config.request.doc}\n${example([...call, config.request.example])}`, '  '),
    `  readonly request: RequestFn<${m.methods}>;`,
    '}',
  );
  return out;
}

/** `<Name>MethodTable` and `<Name>ClientOf`. */
function tableTypes(m: FactoryModel): string[] {
  const { name, pkg, config } = m;
  const others = m.omitted.map(
    ([ns]) =>
      ` The ${pascal(ns)} API's entries (\`${ns}_*\`) are {@link ${pkg.namespaceClients![ns]!.factory}}'s.`,
  );
  const paged = m.paged.map((p) => `, and \`iterate.${p.key}\` when \`${p.wire}\` is one of them`).join('');
  const notes = m.extended.map(([, , ext]) => ` ${ext.note}`).join('');
  const namespaces = `NamespacesOf<Namespaces, N>`;
  const extended = m.extended.map(
    ([ns, pattern, ext]) =>
      `([Extract<N, ${pattern}>] extends [never] ? unknown : { readonly ${ns}: ${namespaces}['${ns}' & keyof ${namespaces}] & ${ext.type} })`,
  );
  const base =
    m.extended.length > 0
      ? `Omit<${namespaces}, ${m.extended.map(([ns]) => `'${ns}'`).join(' | ')}>`
      : namespaces;
  return [
    jsdoc(
      reflow(
        `Entries of \`${pkg.packageName}/methods\` under any keys (\`{ ${config.tableExample.join(', ')} }\`): the methods a {@link ${pkg.factory}For} client has.${others.join('')}`,
      ),
    ),
    `export type ${name}MethodTable = { readonly [key: string]: MethodEntry<keyof ${m.methods}> };`,
    '',
    jsdoc(
      reflow(
        `${capital(config.subject)} limited to some methods (\`${pkg.factory}For\`): the namespaces of those methods with those methods only, typed as in {@link ${name}Client}, \`request\` typed for them (any other name still sends as given)${paged}.${notes}`,
      ),
    ),
    `export type ${name}ClientOf<N extends keyof ${m.methods}> = ${[base, ...extended].join(' & ')} & {`,
    ...ownMembers(m, true),
    `  /** ${config.requestOf} */`,
    `  readonly request: RequestFn<Pick<${m.methods}, N>>;`,
    '};',
  ];
}

/** The local holding a paged method's entry: `paged` when it is the only one, else its export name. */
function pagedEntry(p: PagedMethod, paged: readonly PagedMethod[]): string {
  return paged.length === 1 ? 'paged' : entryName(p.wire);
}

/**
 * The client's `iterate`: for each paged method given, its iterator over the method's namespace function with the
 * pager its entry carries (`utxoPagerOf`: a hand-made entry without one throws when iterated).
 */
function iterateOf(paged: readonly PagedMethod[]): string {
  const iterators = paged.map((p) => {
    const entry = pagedEntry(p, paged);
    const fn = `(${p.param}: ${p.type}, options?: IterateOptions) => utxoPagerOf(${entry})((page, call) => namespaces.${p.namespace}.${p.key}(page, call), ${p.param}, options)`;
    return [entry, `${p.key}: ${fn}`] as const;
  });
  const [only] = iterators;
  if (only && iterators.length === 1) return `${only[0]} ? { ${only[1]} } : {}`;
  return `{ ${iterators.map(([entry, member]) => `...(${entry} && { ${member} })`).join(', ')} }`;
}

/** The body of `create<Name>ClientFor`: the table, the rpc client, and the client assembled from it. */
function factoryBody(m: FactoryModel): string[] {
  const { name, config } = m;
  const setup = config.setup;
  const variables = m.variables.map(([v, value]) => `${v}: options.${v} ?? '${value}'`);
  const rpcConfig = ['batchEndpoints', 'defaultEndpoint', 'deployedNames'];
  if (variables.length > 0) rpcConfig.push('variables');
  if (setup) rpcConfig.push('...setupConfig');
  const hidden = [...m.omitted.map(([ns]) => `${ns}: _${ns}`), ...m.extended.map(([ns]) => ns)];
  const members = [hidden.length > 0 ? '...own' : '...namespaces'];
  // the variables the client carries: all of them as they are, or those named
  const fields = Object.keys(config.fields ?? {});
  if (fields.length > 0 && fields.length === m.variables.length) members.push('...variables');
  else for (const field of fields) members.push(`${field}: variables.${field}`);
  if (m.paged.length > 0) members.push('iterate');
  for (const [ns, , ext] of m.extended)
    members.push(`...(${ns} && { ${ns}: { ...${ns}, ...${ext.name}(rpc) } })`);
  members.push('request: rpc.request');
  const setupCall = setup
    ? [
        `  const [setupConfig, rpcOptions] = ${setup.name}(table, ${variables.length > 0 ? 'variables' : '{}'}, options);`,
      ]
    : [];
  return [
    '  const table = methodTableOf(entries);',
    ...(variables.length > 0 ? [`  const variables = { ${variables.join(', ')} };`] : []),
    ...setupCall,
    `  const rpc = createRpcClient<${m.methods}>(table, { ${rpcConfig.join(', ')} }, ${setup ? 'rpcOptions' : 'options'});`,
    '  const namespaces = rpc.namespaces as unknown as Namespaces;',
    ...(hidden.length > 0 ? [`  const { ${hidden.join(', ')}, ...own } = namespaces;`] : []),
    ...m.paged.map((p) => `  const ${pagedEntry(p, m.paged)} = table['${p.wire}'];`),
    ...(m.paged.length > 0 ? [`  const iterate = ${iterateOf(m.paged)};`] : []),
    `  return { ${members.join(', ')} } as unknown as ${name}ClientOf<EntryNames<T> & keyof ${m.methods}>;`,
  ];
}

/** `create<Name>Client` and `create<Name>ClientFor`, with their docs. */
function factories(m: FactoryModel): string[] {
  const { name, pkg, config } = m;
  const { factory, packageName, variable } = pkg;
  const forExample = config.createFor;
  const others = m.omitted.map(
    ([ns]) =>
      ` The ${pascal(ns)} API (\`${ns}_*\` entries) is {@link ${pkg.namespaceClients![ns]!.factory}}'s: its entries are left out here, as in the full client.`,
  );
  const forDoc = reflow(
    `Creates ${config.subject} with the methods you pass, entries of \`${packageName}/methods\` (same options, behaviour and types as {@link ${factory}}, which is this function given every entry): a program bundles those methods' entries only.${forExample.note ? ` ${forExample.note}` : ''}${others.join('')}`,
  );
  const entries = forExample.entries.join(', ');
  return [
    jsdoc(
      `${config.create.doc}\n${example([`import { ${factory} } from '${packageName}';`, ...config.create.example])}`,
    ),
    `export function ${factory}(options: ${name}ClientOptions = {}): ${name}Client {`,
    `  return ${factory}For(methods as ${name}MethodTable, options) as unknown as ${name}Client;`,
    '}',
    '',
    jsdoc(
      `${forDoc}\n${example([
        `import { ${factory}For } from '${packageName}';`,
        `import { ${entries} } from '${packageName}/methods';`,
        `const ${variable} = ${factory}For({ ${entries} }${forExample.options ? `, ${forExample.options}` : ''});`,
        ...forExample.example,
      ])}`,
    ),
    `export function ${factory}For<T extends ${name}MethodTable>(entries: T, options: ${name}ClientOptions = {}): ${name}ClientOf<EntryNames<T> & keyof ${m.methods}> {`,
    ...factoryBody(m),
    '}',
  ];
}

function imports(m: FactoryModel): string[] {
  const core = [
    'createRpcClient',
    'type EntryNames',
    'type MethodEntry',
    'methodTableOf',
    'type NamespacesOf',
  ];
  core.push('type RequestFn', 'type RpcClientOptions');
  if (m.paged.length > 0) core.push('type IterateOptions', 'utxoPagerOf');
  const types = ['Methods', ...m.paged.map((p) => p.type.replace(/ \| null$/, ''))];
  const namespaces = ['Namespaces', ...m.extended.map(([ns]) => `${pascal(ns)}Namespace`)];
  return [
    `import { ${core.join(', ')} } from '@pkg/core';`,
    ...(m.config.setup ? [`import { ${m.config.setup.name} } from '${m.config.setup.from}';`] : []),
    ...m.extended.flatMap(([, , ext]) => [
      `import { ${ext.name} } from '${ext.from}';`,
      `import type { ${ext.type} } from '${ext.typeFrom}';`,
    ]),
    "import { batchEndpoints, defaultEndpoint, deployedNames, methods } from './methods.js';",
    `import type { ${namespaces.join(', ')} } from './namespaces.js';`,
    `import type { ${[...new Set(types)].join(', ')} } from './types.js';`,
  ];
}

/** The file's name: `create<Name>Client.ts`, named after the factory. */
export function factoryFile(pkg: RpcPackage): string {
  return `${pkg.factory}.ts`;
}

/** Generates create<Name>Client.ts (without header). */
export function emitFactory(doc: RpcDocument, pkg: RpcPackage): string {
  const m = factoryModel(doc, pkg);
  const source = [
    ...imports(m),
    '',
    ...optionTypes(m),
    '',
    ...clientType(m),
    '',
    ...tableTypes(m),
    '',
    ...factories(m),
    '',
  ].join('\n');
  return organizeImports(source, `packages/${pkg.spec.split('/')[1]}/src/generated/${factoryFile(pkg)}`);
}
