/**
 * What a package's generated factories are made of, read from its spec and its factory config: the client's
 * type names, the server variables it takes as options (and their defaults), its paged methods, the namespaces
 * another factory carries (left out) and the ones hand-written functions extend.
 */

import { typeNames } from './emitTypes.ts';
import type { FactoryConfig, NamespaceExtension } from './factoryConfig.ts';
import type { RpcPackage } from './packages.ts';
import { positionalTypeName } from './params.ts';
import { byPosition, type RpcDocument, splitWireName } from './spec.ts';

/** A paged method (`x-paged-utxos`): its wire name, where it sits on the client, and its iterator's params. */
export interface PagedMethod {
  readonly wire: string;
  readonly namespace: string;
  readonly key: string;
  /** The iterator's params argument: its name and type (by-position: the method's one positional param). */
  readonly param: string;
  readonly type: string;
}

export interface FactoryModel {
  readonly pkg: RpcPackage;
  readonly config: FactoryConfig;
  /** `XChain` of `createXChainClient`: the prefix of every exported type. */
  readonly name: string;
  /** The methods the client types: `Methods`, or `<Name>Methods` when another factory carries some. */
  readonly methods: string;
  /** Server variables of the client's methods and their defaults (`blockchainId` -> `X`). */
  readonly variables: readonly (readonly [string, string])[];
  readonly paged: readonly PagedMethod[];
  /** Namespaces another factory of the package carries, with their wire-name pattern (`index.${string}`). */
  readonly omitted: readonly (readonly [string, string])[];
  /** Namespaces hand-written functions extend, with their wire-name pattern. */
  readonly extended: readonly (readonly [string, string, NamespaceExtension])[];
}

/** The wire-name pattern of a namespace's methods, as a template literal type: `` `health.${string}` ``. */
function patternOf(doc: RpcDocument, namespace: string): string {
  const separators = new Set(
    doc.methods
      .filter((m) => splitWireName(m.name).namespace === namespace)
      .map((m) => m.name.charAt(namespace.length)),
  );
  if (separators.size === 0) throw new Error(`no ${namespace} method in the spec`);
  return [...separators].map((s) => `\`${namespace}${s}\${string}\``).join(' | ');
}

/** The default of each server variable of `methods`; methods that disagree on one fail here. */
function variablesOf(doc: RpcDocument, omitted: ReadonlySet<string>): [string, string][] {
  const defaults = new Map<string, string>();
  for (const method of doc.methods) {
    if (omitted.has(splitWireName(method.name).namespace)) continue;
    for (const [name, variable] of Object.entries(method.servers?.[0]?.variables ?? {})) {
      const value = variable.default;
      if (value === undefined) throw new Error(`${method.name}: server variable ${name} has no default`);
      if (defaults.has(name) && defaults.get(name) !== value)
        throw new Error(
          `${method.name}: server variable ${name} defaults to ${value}, others to ${defaults.get(name)}`,
        );
      defaults.set(name, value);
    }
  }
  return [...defaults];
}

function pagedOf(doc: RpcDocument, omitted: ReadonlySet<string>): PagedMethod[] {
  return doc.methods
    .filter((m) => m['x-paged-utxos'] === true && !omitted.has(splitWireName(m.name).namespace))
    .map((method) => {
      const { namespace, key } = splitWireName(method.name);
      if (!byPosition(method))
        return { wire: method.name, namespace, key, param: 'params', type: typeNames(method).params };
      if (method.params.length !== 1)
        throw new Error(`${method.name}: a paged by-position method takes one param`);
      return {
        wire: method.name,
        namespace,
        key,
        param: method.params[0]!.name,
        type: positionalTypeName(method, 0),
      };
    });
}

/** The model of a package's factories; a variable or paged method its config does not document fails here. */
export function factoryModel(doc: RpcDocument, pkg: RpcPackage): FactoryModel {
  const { config } = pkg;
  const name = /^create(\w+)Client$/.exec(pkg.factory)?.[1];
  if (!name) throw new Error(`${pkg.packageName}: factory ${pkg.factory} is not create<Name>Client`);
  const omittedNames = Object.keys(pkg.namespaceClients ?? {});
  const omitted = new Set(omittedNames);
  const variables = variablesOf(doc, omitted);
  const paged = pagedOf(doc, omitted);
  for (const [variable] of variables)
    if (!config.variables?.[variable]) throw new Error(`${pkg.packageName}: no doc of option ${variable}`);
  for (const field of Object.keys(config.fields ?? {}))
    if (!variables.some(([variable]) => variable === field))
      throw new Error(`${pkg.packageName}: field ${field} is no server variable of the spec`);
  for (const { wire } of paged)
    if (!config.iterators?.[wire]) throw new Error(`${pkg.packageName}: no doc of the iterator of ${wire}`);
  return {
    pkg,
    config,
    name,
    methods: omittedNames.length > 0 ? `${name}Methods` : 'Methods',
    variables,
    paged,
    omitted: omittedNames.map((ns) => [ns, patternOf(doc, ns)] as const),
    extended: Object.entries(config.extend ?? {}).map(([ns, ext]) => [ns, patternOf(doc, ns), ext] as const),
  };
}
