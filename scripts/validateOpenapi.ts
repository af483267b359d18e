/**
 * `tsx scripts/validateOpenapi.ts [file...]`: validates OpenAPI documents (default: every
 * specs/openapi/*.yaml and each split document's directory, merged) against the OpenAPI 3.x meta-schema (@apidevtools/swagger-parser) and
 * Redocly's structural and semantic rules (@redocly/openapi-core). Exits 1 listing every problem.
 */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lint } from '@redocly/openapi-core';
import { loadOpenApi } from './codegen/openapi/load.ts';
import { repoRoot } from './codegen/paths.ts';

/** Redocly rules that make a spec invalid for the generator (all at error level). */
const redoclyRules = {
  struct: 'error',
  'no-unresolved-refs': 'error',
  'operation-operationId': 'error',
  'operation-operationId-unique': 'error',
  'operation-operationId-url-safe': 'error',
  'operation-parameters-unique': 'error',
  'path-parameters-defined': 'error',
  'path-declaration-must-exist': 'error',
  'no-identical-paths': 'error',
  'no-ambiguous-paths': 'error',
  'no-path-trailing-slash': 'error',
  'operation-2xx-response': 'error',
  'no-server-trailing-slash': 'error',
  'no-enum-type-mismatch': 'error',
  'no-invalid-parameter-examples': 'error',
  'no-invalid-schema-examples': 'error',
  'security-defined': 'error',
} as const;

/** Every OpenAPI document under specs/openapi/: its files, and its directories (one document split by tag). */
export function openApiSpecFiles(): string[] {
  const dir = path.join(repoRoot, 'specs', 'openapi');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || /\.(ya?ml|json)$/.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .map((name) => path.join(dir, name));
}

/**
 * Validates one OpenAPI document, a file or a spec directory (validated as the document its files merge
 * into, see scripts/codegen/openapi/load.ts); resolves to its problems (empty when valid).
 */
export async function validateOpenApiFile(file: string): Promise<string[]> {
  const problems: string[] = [];
  let ref = file;
  if (statSync(file).isDirectory()) {
    let merged: unknown;
    try {
      merged = loadOpenApi(file);
    } catch (error) {
      return [`merge: ${(error as Error).message}`];
    }
    // Both validators read a file; the merged document is written next to nothing else, then removed.
    const tmp = mkdtempSync(path.join(tmpdir(), 'validate-openapi-'));
    ref = path.join(tmp, `${path.basename(file)}.json`);
    writeFileSync(ref, JSON.stringify(merged));
    try {
      return await validateOpenApiFile(ref);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
  try {
    await SwaggerParser.validate(ref);
  } catch (error) {
    problems.push(`meta-schema: ${(error as Error).message}`);
  }
  const config = await createConfig({ rules: redoclyRules });
  const results = await lint({ ref, config });
  for (const problem of results) {
    if (problem.severity !== 'error') continue;
    const where = problem.location[0]?.pointer ?? '';
    problems.push(`${problem.ruleId}: ${problem.message}${where ? ` (at ${where})` : ''}`);
  }
  return problems;
}

async function main(argv: readonly string[]): Promise<number> {
  const files = argv.length > 0 ? argv.map((f) => path.resolve(f)) : openApiSpecFiles();
  let failed = 0;
  for (const file of files) {
    const problems = await validateOpenApiFile(file);
    const name = path.relative(repoRoot, file);
    if (problems.length === 0) {
      console.log(`ok   ${name}`);
      continue;
    }
    failed++;
    console.error(`FAIL ${name}`);
    for (const problem of problems) console.error(`  - ${problem}`);
  }
  return failed === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
