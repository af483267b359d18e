import { checkerOf as smallestChecker } from '../shared/checkerOf.ts';
import { jsdoc } from './jsdoc.ts';
import type { OperationModel } from './operations.ts';
import { key, type RenderNames } from './renderTypes.ts';

export type { RenderNames };

const lit = (value: unknown): string => JSON.stringify(value);

/** `EVM Transactions` -> `evmTransactions`, `Primary Network UTXOs` -> `primaryNetworkUtxos`. */
export function tagConstName(tag: string): string {
  const words = tag.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words
    .map((word, i) => {
      // an acronym (`EVM`, `NFTs`, `UTXOs`) is one word: `Evm`, `Nfts`, `Utxos`
      const w = /^[A-Z]{2}/.test(word) ? word.charAt(0) + word.slice(1).toLowerCase() : word;
      return i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1);
    })
    .join('');
}

/** How an operation is called, as @pkg/core's OperationInfo (the clients' entries; the mock's for a spec no client has). */
export function operationInfo(op: OperationModel): Record<string, unknown> {
  const info: Record<string, unknown> = { method: op.method, path: op.path };
  // a kebab-case operationId: its constant (dataHealthCheck) may be passed under the camelCase key
  if (op.constName !== op.operationId && !op.deployedRouteOf) info.operationId = op.operationId;
  if (op.pathParams.length > 0) info.pathParams = op.pathParams;
  if (op.hasBody && op.queryParams.length > 0) info.queryParams = op.queryParams;
  if (op.commaParams.length > 0) info.commaParams = op.commaParams;
  if (op.explodeParams.length > 0) info.explodeParams = op.explodeParams;
  if (op.hasBody) info.body = true;
  info.schema = op.schema;
  if (op.rules.length > 0) info.rules = op.rules;
  if (Object.keys(op.ruleDefaults).length > 0) info.ruleDefaults = op.ruleDefaults;
  info.retry = op.retry;
  if (op.items) info.items = op.items;
  return info;
}

/** `deployed:{route:getAvgTpsDeployed,params:{...}}`: the deployed route of a seed operation, where it has one. */
function deployedOf(op: OperationModel, ops: readonly OperationModel[]): string | undefined {
  const route = ops.find((o) => o.deployedRouteOf === op.operationId);
  if (!route) return undefined;
  const params = route.deployedParams ? `,params:${lit(route.deployedParams)}` : '';
  return `deployed:{route:${route.constName}${params}}`;
}

function tableEntry(
  op: OperationModel,
  names: RenderNames,
  tag: string | undefined,
  ops: readonly OperationModel[],
): string {
  const info = operationInfo(op);
  const type = op.deployedRouteOf ? 'OperationInfo' : `${names.name}OperationInfo<${lit(op.operationId)}>`;
  const what = op.deployedRouteOf
    ? `the deployed service's route of ${op.deployedRouteOf}`
    : `{@link ${names.name}Client${/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(op.operationId) ? `.${op.operationId}` : ''}}`;
  // the checker and the pager come with the entries that need them, so a call bundles only its operation's
  const extras = [checkerOf(op), op.items ? 'paginate' : undefined, deployedOf(op, ops)].filter(Boolean);
  const literal = extras.length > 0 ? `${lit(info).slice(0, -1)},${extras.join(',')}}` : lit(info);
  return `${jsdoc([`\`${op.method} ${op.path}\` (${op.operationId}): how ${what} is called.`, ...(tag ? [`@group ${tag}`] : [])])}export const ${op.constName}: ${type} = ${literal};\n`;
}

/** The checker an entry carries (`check:checkStringParams`, ...), the smallest that reads its rules. */
function checkerOf(op: OperationModel): string | undefined {
  const name = smallestChecker(Object.values(op.schema), op.rules.length);
  return name && `check:${name}`;
}

const tableMember = (o: OperationModel) =>
  o.constName === o.operationId ? o.operationId : `${key(o.operationId)}: ${o.constName}`;

/** The import of the checkers and the pager the entries carry. */
function coreImports(ops: readonly OperationModel[]): string[] {
  const names = new Set<string>();
  for (const op of ops) {
    const checker = checkerOf(op);
    if (checker) names.add(checker.slice('check:'.length));
    if (op.items) names.add('paginate');
  }
  return names.size > 0 ? [`import { ${[...names].sort().join(', ')} } from '@pkg/core';`] : [];
}

/**
 * The source of operations.ts: one OperationInfo per operation (each its own export, so a bundler keeps
 * only the ones a program uses), the whole table, one table per tag, and the deployed routes.
 */
export function renderOperations(
  ops: readonly OperationModel[],
  names: RenderNames,
  extra: {
    defaultBaseUrl?: string | undefined;
    /** The header of the document's apiKey security scheme. */
    apiKeyHeader?: string | undefined;
    /** The document's `x-deployed-names`: what `wireNames: 'deployed'` uses instead of the seed's names. */
    deployedNames?: Record<string, string> | undefined;
    /** The document's `x-auto-names`: what `wireNames: 'auto'` sends of each deployed name. */
    autoNames?: Record<string, string> | undefined;
    /** The first tag of each operation, by operationId. */
    tags?: Record<string, string> | undefined;
  },
): string {
  const lower = `${names.name.charAt(0).toLowerCase()}${names.name.slice(1)}`;
  const table = `${lower}Operations`;
  const deployed = ops.filter((op) => op.deployedRouteOf !== undefined);
  const seedOps = ops.filter((op) => op.deployedRouteOf === undefined);
  const out: string[] = [
    ...coreImports(ops),
    ...(deployed.length > 0 ? ["import type { OperationInfo } from '@pkg/core/rest';"] : []),
    `import type { ${names.name}OperationInfo } from './types.js';`,
    '',
    "export type * from './types.js';",
    '',
  ];
  if (extra.defaultBaseUrl) {
    out.push(
      `/**\n * The base URL of the API (the spec's first server).\n * @group Wire names\n */\nexport const defaultBaseUrl = ${lit(extra.defaultBaseUrl)};\n`,
    );
  }
  if (extra.apiKeyHeader) {
    out.push(
      `/**\n * The header of the API key (the spec's apiKey security scheme).\n * @group Wire names\n */\nexport const apiKeyHeader = ${lit(extra.apiKeyHeader)};\n`,
    );
  }
  if (extra.deployedNames) {
    out.push(
      `/** The deployed service's names where they differ from the seed's (the spec's \`x-deployed-names\`), used by \`wireNames: 'deployed'\`.\n * @group Wire names\n */\nexport const deployedNames = ${lit(extra.deployedNames)} as const;\n`,
    );
  }
  if (extra.autoNames) {
    out.push(
      `/** What \`wireNames: 'auto'\` sends of each deployed name (the spec's \`x-auto-names\`): the seed's, the deployed one, or both.\n * @group Wire names\n */\nexport const autoNames = ${lit(extra.autoNames)} as const;\n`,
    );
  }
  // a deployed route first: the seed entry it stands in for refers to it
  for (const op of [...deployed, ...seedOps])
    out.push(tableEntry(op, names, extra.tags?.[op.operationId], ops));
  out.push(
    `/**\n * Every operation of the ${names.name} API, by operationId.\n * @group Tables\n */\nexport const ${table} = { ${seedOps.map(tableMember).join(', ')} };\n`,
  );
  const byTag = new Map<string, OperationModel[]>();
  for (const op of seedOps) {
    const tag = extra.tags?.[op.operationId];
    if (tag) byTag.set(tag, [...(byTag.get(tag) ?? []), op]);
  }
  for (const [tag, list] of [...byTag].sort(([a], [b]) => (a < b ? -1 : 1))) {
    out.push(
      `/** The operations of the ${names.name} API tagged "${tag}", by operationId (a table for \`create${names.name}ClientFor\`).\n * @group Tables\n */\nexport const ${tagConstName(tag)}Operations = { ${list.map(tableMember).join(', ')} };\n`,
    );
  }
  if (deployed.length > 0) {
    out.push(
      `/** The deployed service's routes (\`x-deployed-route-of\`), by the operation they stand in for under \`wireNames: 'deployed'\`.\n * @group Tables\n */\nexport const ${lower}DeployedRoutes = { ${deployed.map((o) => `${key(o.deployedRouteOf as string)}: ${o.constName}`).join(', ')} };\n`,
    );
  }
  return `${out.join('\n')}\n`;
}
