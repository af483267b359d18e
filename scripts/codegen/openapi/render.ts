import type { OperationModel } from './operations.ts';

/** Names used in the generated code of one spec (`Data` -> `DataOperations`, `dataOperations`). */
export interface RenderNames {
  /** PascalCase name of the API, e.g. `Data`. */
  name: string;
  /** Variable name of a client in JSDoc examples, e.g. `data`. */
  clientVar: string;
}

const lit = (value: unknown): string => JSON.stringify(value);

/** A property key: bare when it is an identifier, quoted otherwise (`'data-health-check'`). */
const key = (name: string): string => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : `'${name}'`);

function exampleArgs(op: OperationModel): string {
  const entries = Object.entries(op.example);
  if (entries.length === 0) return '';
  const value = (v: unknown) => (typeof v === 'string' ? `'${v.replace(/[\\']/g, '\\$&')}'` : lit(v));
  return `{ ${entries.map(([k, v]) => `${k}: ${value(v)}`).join(', ')} }`;
}

function jsdoc(lines: readonly string[]): string {
  return `/**\n${lines.map((l) => (l ? ` * ${l}` : ' *')).join('\n')}\n */\n`;
}

function tableEntry(op: OperationModel): string {
  const info: Record<string, unknown> = { method: op.method, path: op.path };
  if (op.pathParams.length > 0) info.pathParams = op.pathParams;
  if (op.hasBody && op.queryParams.length > 0) info.queryParams = op.queryParams;
  if (op.commaParams.length > 0) info.commaParams = op.commaParams;
  if (op.hasBody) info.body = true;
  info.schema = op.schema;
  if (op.rules.length > 0) info.rules = op.rules;
  if (Object.keys(op.ruleDefaults).length > 0) info.ruleDefaults = op.ruleDefaults;
  info.retry = op.retry;
  if (op.items) info.items = op.items;
  return (
    jsdoc([`\`${op.method} ${op.path}\` (${op.operationId})`]) +
    `export const ${op.constName}: OperationInfo = ${lit(info)};\n`
  );
}

function typesEntry(op: OperationModel, names: RenderNames, bodyMedia: string | undefined): string {
  const o = `operations[${lit(op.operationId)}]`;
  const parts: string[] = [];
  if (op.pathParams.length > 0) parts.push(`${o}['parameters']['path']`);
  if (op.queryParams.length > 0) parts.push(`NonNullable<${o}['parameters']['query']>`);
  if (op.hasBody) parts.push(`NonNullable<${o}['requestBody']>['content'][${lit(bodyMedia)}]`);
  const params = parts.length > 0 ? parts.join(' & ') : 'Record<string, never>';
  const result = [
    ...op.successStatuses.map((s) => `${o}['responses'][${s}]['content']['application/json']`),
    // a 2xx without a body resolves with undefined
    ...(op.emptyStatuses.length > 0 ? ['undefined'] : []),
  ].join(' | ');
  const method = op.deployedRouteOf ?? op.operationId;
  const doc = [
    op.summary ?? op.operationId,
    '',
    op.deployedRouteOf
      ? `Calls \`${op.method} ${op.path}\` (${op.operationId}) for \`${method}\` under \`wireNames: 'deployed'\`.`
      : `Calls \`${op.method} ${op.path}\`.${op.items ? ` Paged: \`iterate.${method}\` yields the \`${op.items}\` of every page.` : ''}`,
    ...(op.description ? ['', ...op.description.trim().split('\n')] : []),
    ...(op.deprecated ? ['@deprecated'] : []),
    '@example',
    `const result = await ${names.clientVar}${key(method) === method ? `.${method}` : `[${key(method)}]`}(${exampleArgs(op)});`,
  ];
  const item = op.items ? `; item: NonNullable<(${result})[${lit(op.items)}]>[number]` : '';
  return `${jsdoc(doc)}${key(method)}: { params: ${params}; result: ${result}${item} };\n`;
}

/** The source of operations.ts: one OperationInfo per operation, the table, and the types map. */
export function renderOperations(
  ops: readonly OperationModel[],
  names: RenderNames,
  extra: {
    defaultBaseUrl?: string | undefined;
    /** The header of the document's apiKey security scheme. */
    apiKeyHeader?: string | undefined;
    /** The document's `x-deployed-names`: what `wireNames: 'deployed'` uses instead of the seed's names. */
    deployedNames?: Record<string, string> | undefined;
    schemaNames: readonly string[];
    bodyMedia: Record<string, string>;
  },
): string {
  const lower = `${names.name.charAt(0).toLowerCase()}${names.name.slice(1)}`;
  const table = `${lower}Operations`;
  const deployed = ops.filter((op) => op.deployedRouteOf !== undefined);
  const seedOps = ops.filter((op) => op.deployedRouteOf === undefined);
  const out: string[] = [
    "import type { OperationInfo } from '@pkg/core/rest';",
    `import type { ${extra.schemaNames.length > 0 ? 'components, ' : ''}operations } from './schema.js';`,
    '',
  ];
  if (extra.defaultBaseUrl) {
    out.push(
      `/** The base URL of the API (the spec's first server). */\nexport const defaultBaseUrl = ${lit(extra.defaultBaseUrl)};\n`,
    );
  }
  if (extra.apiKeyHeader) {
    out.push(
      `/** The header of the API key (the spec's apiKey security scheme). */\nexport const apiKeyHeader = ${lit(extra.apiKeyHeader)};\n`,
    );
  }
  if (extra.deployedNames) {
    out.push(
      `/** The deployed service's names where they differ from the seed's (the spec's \`x-deployed-names\`), used by \`wireNames: 'deployed'\`. */\nexport const deployedNames = ${lit(extra.deployedNames)} as const;\n`,
    );
  }
  for (const op of ops) out.push(tableEntry(op));
  out.push(
    `/** Every operation of the ${names.name} API, by operationId. */\nexport const ${table} = { ${seedOps.map((o) => (o.constName === o.operationId ? o.operationId : `${key(o.operationId)}: ${o.constName}`)).join(', ')} };\n`,
  );
  if (deployed.length > 0) {
    out.push(
      `/** The deployed service's routes (\`x-deployed-route-of\`), by the operation they stand in for under \`wireNames: 'deployed'\`. */\nexport const ${lower}DeployedRoutes = { ${deployed.map((o) => `${key(o.deployedRouteOf as string)}: ${o.constName}`).join(', ')} };\n`,
    );
  }
  out.push(
    `/** The params, result and (paged operations) item types of every operation of the ${names.name} API. */\nexport interface ${names.name}Operations {\n${seedOps
      .map((op) => typesEntry(op, names, extra.bodyMedia[op.operationId]))
      .join('\n')}}\n`,
  );
  if (deployed.length > 0) {
    out.push(
      `/** The params and result types of the deployed service's routes, by the operation they stand in for. */\nexport interface ${names.name}DeployedRoutes {\n${deployed
        .map((op) => typesEntry(op, names, extra.bodyMedia[op.operationId]))
        .join('\n')}}\n`,
    );
  }
  for (const schema of extra.schemaNames) {
    out.push(`export type ${schema} = components['schemas'][${lit(schema)}];`);
  }
  return `${out.join('\n')}\n`;
}
