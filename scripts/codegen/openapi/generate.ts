import { specPath } from '../paths.ts';
import { coreTypeExports } from '../shared/coreTypeExports.ts';
import { organizeImports } from '../shared/emitExports.ts';
import { formatGenerated, writeFiles, writeGenerated } from '../write.ts';
import { deref, loadOpenApi, type OpenApiDocument } from './load.ts';
import { readOperations } from './operations.ts';
import { restPackages } from './packages.ts';
import { type RenderNames, renderOperations, tagConstName } from './render.ts';
import { renderTypes } from './renderTypes.ts';
import { generateSchemaTypes } from './types.ts';

/** What to generate from one OpenAPI document. */
export interface OpenApiClientOptions extends RenderNames {
  /** Absolute path of the OpenAPI document: a file, or a directory of files merged (`loadOpenApi`). */
  specFile: string;
  /** The package the examples import from. @default `@pkg/<clientVar>` */
  pkg?: string;
}

/**
 * Compiles an OpenAPI document into the files of a client's src/generated/ (without header):
 * `schema.ts` (openapi-typescript types), `operations.ts` (one `OperationInfo` per operation, the whole
 * table and one per tag, default base URL), `types.ts` (schema aliases, the named params/result/item
 * types, the operations types map, the documented client interface) and `exports.ts` (every type of
 * types.ts and the types of @pkg/core the client's signatures use: what the package entry re-exports).
 */
export async function generateOpenApiFiles(options: OpenApiClientOptions): Promise<Record<string, string>> {
  const doc = loadOpenApi(options.specFile);
  const ops = readOperations(doc);
  const bodyMedia: Record<string, string> = {};
  for (const item of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(item)) {
      if (typeof op !== 'object' || Array.isArray(op) || !op.requestBody || !op.operationId) continue;
      const content = deref(doc, op.requestBody).content ?? {};
      const media = Object.keys(content).find((type) => /json/i.test(type));
      if (media) bodyMedia[op.operationId] = media;
    }
  }
  const schemaNames = Object.keys(doc.components?.schemas ?? {});
  const keyScheme = Object.values(doc.components?.securitySchemes ?? {}).find(
    (s): s is { type: 'apiKey'; in: 'header'; name: string } =>
      (s as { type?: unknown }).type === 'apiKey' && (s as { in?: unknown }).in === 'header',
  );
  const tags: Record<string, string> = {};
  for (const op of ops) {
    const tag = (doc.paths?.[op.path]?.[op.method.toLowerCase()] as { tags?: string[] } | undefined)
      ?.tags?.[0];
    if (tag) tags[op.operationId] = tag;
  }
  const types = renderTypes(
    doc,
    ops,
    { ...options, pkg: options.pkg ?? `@pkg/${options.clientVar}` },
    { schemaNames, bodyMedia, tagTable: firstTagTable(Object.values(tags)) },
  );
  return {
    'schema.ts': await generateSchemaTypes(doc),
    'operations.ts': renderOperations(ops, options, {
      defaultBaseUrl: doc.servers?.[0]?.url,
      apiKeyHeader: keyScheme?.name,
      deployedNames: doc['x-deployed-names'],
      autoNames: readAutoNames(doc),
      tags,
    }),
    'types.ts': types,
    // what the package entry re-exports: every type of types.ts (a star, as @pkg/<api>/operations has them, so
    // that typedoc documents them in the package entry) and core's types the client's signatures use
    'exports.ts': organizeImports(
      [
        "// Every type of types.ts and core's types the client's signatures use: the package entry re-exports them all.",
        "export type * from './types.js';",
        ...coreTypeExports(
          'rest',
          ops.some((op) => op.items !== undefined),
        ),
        '',
      ].join('\n'),
    ),
  };
}

/**
 * Writes the generated files of an OpenAPI document into `outDir` (replaced), each beginning with the
 * do-not-edit line naming `specLabel`, formatted like `writeGenerated` formats a package's files.
 */
export async function writeOpenApiClient(
  options: OpenApiClientOptions & { outDir: string; specLabel: string },
): Promise<void> {
  const files = await generateOpenApiFiles(options);
  writeFiles(options.outDir, formatGenerated(files, [options.specLabel]));
}

/** `pnpm --filter @pkg/<pkg> generate` for the REST clients: packages/<pkg>/src/generated/ from its spec. */
export async function generateRestPackage(pkg: string): Promise<void> {
  const config = restPackages[pkg];
  if (!config) throw new Error(`no OpenAPI spec is mapped to package ${pkg}`);
  const files = await generateOpenApiFiles({ ...config, specFile: specPath(config.spec) });
  writeGenerated(pkg, [config.spec], files);
}

/**
 * The document's `x-auto-names`: what `wireNames: 'auto'` sends of each name of `x-deployed-names` (`seed`,
 * `deployed`, or `both` names at once), checked.
 */
export function readAutoNames(
  doc: Pick<OpenApiDocument, 'x-auto-names' | 'x-deployed-names'>,
): Record<string, string> | undefined {
  const auto = doc['x-auto-names'];
  if (auto === undefined) return undefined;
  const deployed = (doc['x-deployed-names'] ?? {}) as Record<string, unknown>;
  for (const [name, choice] of Object.entries(auto)) {
    if (!(name in deployed)) throw new Error(`x-auto-names.${name}: no such name in x-deployed-names`);
    if (choice !== 'seed' && choice !== 'deployed' && choice !== 'both')
      throw new Error(`x-auto-names.${name}: ${JSON.stringify(choice)} is not seed, deployed or both`);
  }
  return auto as Record<string, string>;
}

/** The name of the per-tag table of the first tag (by name) the docs show, if the operations have tags. */
function firstTagTable(tags: readonly string[]): string | undefined {
  const [first] = [...new Set(tags)].sort();
  return first === undefined ? undefined : `${tagConstName(first)}Operations`;
}
