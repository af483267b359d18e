/**
 * `pnpm live-specs:update [dir]` (default `../shared/live-specs`, beside the repository): writes the
 * facts-only copy of the deployed services' published OpenAPI documents into `specs/live/`. Kept: paths,
 * operations and their ids, parameters, request bodies, responses, schemas (types, formats, enums,
 * bounds, patterns, defaults, `required`), security schemes, servers. Stripped, because they are the
 * authors' words and not ours to copy: `description`, `summary`, `example`, `examples`, `externalDocs`,
 * `info.contact`, the tags' texts, and every `x-` extension (code samples, the vendor's SDK-generator
 * settings). A key is only stripped where it is an annotation: a schema property, parameter or schema
 * *named* `description` stays.
 *
 * `--check`: writes nothing; exits 1 when the committed copy differs from what this script makes from the
 * folder, naming the command to run.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../codegen/paths.ts';

/** The documents the deployed services publish, by file name. */
export const liveDocuments = ['data-api.json', 'metrics-api.json'] as const;
/** Where the facts-only copy is committed. */
export const liveCopyDir = path.join(repoRoot, 'specs', 'live');
/** Where the published documents are looked for by default. */
export const defaultSourceDir = path.resolve(repoRoot, '..', 'shared', 'live-specs');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Annotation keywords removed wherever they are keywords (not names). */
const stripped = new Set(['description', 'summary', 'example', 'examples', 'externalDocs']);
/** Keys whose value is a map from names (of properties, paths, media types...) to objects. */
const nameMaps = new Set([
  'properties',
  'patternProperties',
  'schemas',
  'responses',
  'parameters',
  'requestBodies',
  'headers',
  'securitySchemes',
  'paths',
  'webhooks',
  'content',
  'variables',
  'mapping',
  'callbacks',
  'links',
  '$defs',
  'definitions',
  'dependentSchemas',
  'encoding',
]);

/**
 * `names`: the key of the map `node` is (its keys are names, not keywords), or undefined. A response
 * object keeps an empty `description`, the one annotation OpenAPI requires.
 */
function strip(node: Json, names?: string): Json {
  if (Array.isArray(node)) return node.map((item) => strip(item));
  if (node === null || typeof node !== 'object') return node;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) {
    if (names !== undefined) {
      const entry = strip(value);
      const isResponse = names === 'responses' && entry && typeof entry === 'object' && !Array.isArray(entry);
      out[key] = isResponse && !('$ref' in entry) ? { description: '', ...entry } : entry;
      continue;
    }
    if (stripped.has(key) || key.startsWith('x-')) continue;
    // `parameters` of an operation is a list; of `components`, a map: both walked as such
    out[key] = strip(value, nameMaps.has(key) && !Array.isArray(value) ? key : undefined);
  }
  return out;
}

/** The facts-only form of one published document. */
export function factsOnly(document: { [key: string]: Json }): { [key: string]: Json } {
  const doc = strip(document) as { [key: string]: Json };
  const info = (document.info ?? {}) as { [key: string]: Json };
  doc.info = { title: info.title ?? '', version: info.version ?? '' };
  if (Array.isArray(document.tags)) {
    doc.tags = document.tags.map((tag) => ({ name: (tag as { [key: string]: Json }).name ?? '' }));
  }
  return doc;
}

/** The text this script writes for one document (two-space JSON and a final newline). */
export function render(source: string): string {
  return `${JSON.stringify(factsOnly(JSON.parse(source)), null, 2)}\n`;
}

function main(argv: string[]): number {
  const check = argv.includes('--check');
  const dirArg = argv.find((a) => !a.startsWith('--'));
  const sourceDir = dirArg ? path.resolve(dirArg) : (process.env.LIVE_SPECS_DIR ?? defaultSourceDir);
  const missing = liveDocuments.filter((name) => !existsSync(path.join(sourceDir, name)));
  if (missing.length > 0) {
    console.error(`live-specs: ${missing.join(', ')} not found in ${sourceDir}`);
    return 1;
  }
  const stale: string[] = [];
  if (!check) mkdirSync(liveCopyDir, { recursive: true });
  for (const name of liveDocuments) {
    const text = render(readFileSync(path.join(sourceDir, name), 'utf8'));
    const target = path.join(liveCopyDir, name);
    const committed = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
    if (check) {
      if (committed !== text) stale.push(path.relative(repoRoot, target));
    } else if (committed !== text) {
      writeFileSync(target, text);
      console.log(`live-specs: wrote ${path.relative(repoRoot, target)} from ${path.join(sourceDir, name)}`);
    } else {
      console.log(`live-specs: ${path.relative(repoRoot, target)} is up to date`);
    }
  }
  if (stale.length > 0) {
    const arg = dirArg ? ` ${dirArg}` : '';
    console.error(
      `live-specs: ${stale.join(', ')} ${stale.length === 1 ? 'is' : 'are'} not what the script makes from ` +
        `${sourceDir}: run \`pnpm live-specs:update${arg}\` and commit specs/live/`,
    );
    return 1;
  }
  if (check) console.log(`live-specs: specs/live/ matches ${sourceDir}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exitCode = main(process.argv.slice(2));
