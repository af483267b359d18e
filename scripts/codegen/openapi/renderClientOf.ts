/**
 * The types of a REST client of some operations (`create<Api>ClientFor`), in its types.ts: the table it takes,
 * the operationId each key stands for, the client it returns, and the params and result of one operation.
 */
import { jsdoc } from './jsdoc.ts';
import type { OperationModel } from './operations.ts';

/**
 * `<Api>OperationTable`, `<Api>OperationKey`, `<Api>ClientOf`, `<Api>Params` and `<Api>Result` of the API named
 * `api` (`Data`), whose examples call the client `clientVar`; `tagTable` is the name of a per-tag table the docs
 * show (`evmBlocksOperations`).
 */
export function renderClientOf(
  ops: readonly OperationModel[],
  api: string,
  clientVar: string,
  tagTable: string | undefined,
): string[] {
  const seed = ops.filter((op) => op.deployedRouteOf === undefined);
  const [first, second] = seed.map((op) => op.constName);
  const kebab = seed.find((op) => op.constName !== op.operationId);
  const ops_ = `${api}Operations`;
  const group = '@group Client';
  return [
    `${jsdoc([
      `A table of some ${api} API operations, by operationId: entries of \`@pkg/${clientVar}/operations\``,
      `(\`{ ${[first, second].filter(Boolean).join(', ')} }\`)${tagTable ? `, or one of its per-tag tables (\`${tagTable}\`)` : ''}.`,
      group,
    ])}export type ${api}OperationTable = { readonly [K in keyof ${ops_} as K | OperationAlias<K>]?: ${api}OperationInfo<K> };\n`,
    `${jsdoc([
      `The operationId a key of a {@link ${api}OperationTable} stands for: itself, or the kebab-case operationId whose`,
      `camelCase alias it is${kebab ? ` (\`'${kebab.constName}'\` -> \`'${kebab.operationId}'\`)` : ''}.`,
      group,
    ])}export type ${api}OperationKey<P> = { [K in keyof ${ops_}]: P extends K | OperationAlias<K> ? K : never }[keyof ${ops_}];\n`,
    `${jsdoc([
      `A ${api} API client of some operations (\`create${api}ClientFor\`): their methods of {@link ${api}Client}, and their iterators.`,
      group,
    ])}export type ${api}ClientOf<K extends keyof ${ops_}> = Pick<${api}Client, K | OperationAlias<K>> & {\n  /** Iterates the items of the paged ones among the operations, across pages. */\n  readonly iterate: Pick<${api}Iterators, (K | OperationAlias<K>) & keyof ${api}Iterators>;\n};\n`,
    `${jsdoc([`The params of a ${api} API operation, e.g. \`${api}Params<'${first}'>\`.`, group])}export type ${api}Params<K extends keyof ${ops_}> = ${ops_}[K]['params'];\n`,
    `${jsdoc([`The result of a ${api} API operation, e.g. \`${api}Result<'${first}'>\`.`, group])}export type ${api}Result<K extends keyof ${ops_}> = ${ops_}[K]['result'];\n`,
  ];
}
