import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scratchDir } from './paths.js';

type Json = Record<string, unknown>;

/**
 * A scratch copy (under the repository's git-ignored `.tmp/`) of a published OpenAPI document in which its API key is required (the published document makes
 * it optional: `security: [{apiKey: []}, {}]`), so that Prism refuses a request whose key travels under
 * another header name. Returns the copy's path, and the name of the key header the document declares.
 */
export function withRequiredKey(source: string): { file: string; keyHeader: string; remove(): void } {
  const doc = JSON.parse(readFileSync(source, 'utf8')) as Json;
  const schemes = ((doc.components as Json | undefined)?.securitySchemes ?? {}) as Record<string, Json>;
  const [name, scheme] =
    Object.entries(schemes).find(([, s]) => s.type === 'apiKey' && s.in === 'header') ?? [];
  if (!name || !scheme) throw new Error(`${source} declares no apiKey header scheme`);
  const required = [{ [name]: [] }];
  doc.security = required;
  for (const item of Object.values((doc.paths ?? {}) as Record<string, Json>)) {
    for (const op of Object.values(item)) {
      if (op && typeof op === 'object' && 'security' in (op as Json)) (op as Json).security = required;
    }
  }
  mkdirSync(scratchDir, { recursive: true });
  const dir = mkdtempSync(path.join(scratchDir, 'secured-'));
  const file = path.join(dir, path.basename(source));
  writeFileSync(file, JSON.stringify(doc));
  return {
    file,
    keyHeader: String(scheme.name),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
