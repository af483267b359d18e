/**
 * `tsx scripts/validateOpenrpc.ts [spec...]` (default: every spec under specs/openrpc, a folder of topic files or one file): validates each
 * OpenRPC document against @open-rpc/meta-schema (via @open-rpc/schema-utils-js), resolves its $refs, and
 * checks the conventions the generator reads (specs/README.md). Exits 1 with every problem listed.
 *
 * Method servers hold endpoint paths relative to the node's base URL (`/ext/info`). The OpenRPC
 * specification allows relative server URLs, but the meta-schema's `format: uri` wants absolute ones, so
 * the meta-schema check sees them resolved against the document's first server.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dereferenceDocument, validateOpenRPCDocument } from '@open-rpc/schema-utils-js';
import { checkEras } from './codegen/openrpc/eras.ts';
import type { RpcDocument } from './codegen/openrpc/spec.ts';
import { loadSpec } from './codegen/shared/spec.ts';

type Json = Record<string, unknown>;

const CONVENTIONS = 'specs/README.md';

function resolveServers(doc: Json): Json {
  const copy = structuredClone(doc);
  const base = String(
    ((copy.servers as Json[] | undefined)?.[0]?.url as string | undefined) ?? 'http://127.0.0.1:9650',
  );
  for (const method of (copy.methods ?? []) as Json[]) {
    for (const server of (method.servers ?? []) as Json[]) {
      const url = String(server.url ?? '');
      if (!url.startsWith('/')) continue;
      const variables = (server.variables ?? {}) as Record<string, { default?: string }>;
      server.url =
        base.replace(/\/+$/, '') +
        url.replace(/\{(\w+)\}/g, (_, name: string) => variables[name]?.default ?? name);
    }
  }
  return copy;
}

/** The convention problems of one document (empty when it follows them). */
export function conventionProblems(doc: Json): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  for (const [i, method] of ((doc.methods ?? []) as Json[]).entries()) {
    const name = typeof method.name === 'string' ? method.name : `methods[${i}]`;
    const at = (text: string) => problems.push(`${name}: ${text}`);
    if (names.has(name)) at('duplicate method name');
    names.add(name);
    if (!/^[A-Za-z0-9]+[._][A-Za-z0-9_.]+$/.test(name))
      at('the wire name needs a namespace (`ns.method` or `ns_method`)');
    const servers = method.servers as Json[] | undefined;
    const url = servers?.[0]?.url;
    if (typeof url !== 'string' || !url.startsWith('/'))
      at('servers[0].url must be the endpoint path, e.g. /ext/info');
    else {
      const variables = (servers?.[0]?.variables ?? {}) as Json;
      for (const [, variable] of url.matchAll(/\{(\w+)\}/g))
        if (!variables[variable!])
          at(`endpoint variable {${variable}} is not declared in servers[0].variables`);
    }
    if (method.paramStructure !== 'by-name' && method.paramStructure !== 'by-position')
      at('paramStructure must be by-name or by-position');
    if (method.deprecated === true && !method['x-deprecated-since'] && !method['x-deprecated-note'])
      at('deprecated needs x-deprecated-since (a version) or x-deprecated-note');
    const since = method['x-deprecated-since'];
    if (since !== undefined && (typeof since !== 'string' || !/^v\d+\.\d+\.\d+$/.test(since)))
      at('x-deprecated-since must be a version such as v1.9.12');
    if ((since !== undefined || method['x-deprecated-note'] !== undefined) && method.deprecated !== true)
      at('x-deprecated-* without deprecated: true');
    for (const flag of ['x-safe-to-retry', 'x-node-specific'])
      if (method[flag] !== undefined && typeof method[flag] !== 'boolean') at(`${flag} must be a boolean`);
    const params = Array.isArray(method.params) ? (method.params as Json[]).map((p) => p.name as string) : [];
    const rules = method['x-rules'];
    if (rules !== undefined) {
      if (!Array.isArray(rules)) at('x-rules must be an array');
      else
        for (const rule of rules as Json[]) {
          const fields = [
            ...((rule.anyOf as string[] | undefined) ?? []),
            ...(((rule.sumAtMost as Json | undefined)?.fields as string[] | undefined) ?? []),
            ...((rule.lessThan as string[] | undefined) ?? []),
            ...((rule.lessOrEqual as string[] | undefined) ?? []),
          ];
          if (fields.length === 0)
            at(`x-rules entry ${JSON.stringify(rule)} is not anyOf, sumAtMost, lessThan or lessOrEqual`);
          for (const field of fields)
            if (!params.includes(field)) at(`x-rules names ${field}, which is not a param`);
        }
    }
  }
  try {
    checkEras(doc as unknown as RpcDocument);
  } catch (error) {
    problems.push((error as Error).message);
  }
  return problems;
}

/** Every problem of one OpenRPC file: meta-schema, $refs, conventions. */
export async function validateOpenRpcFile(file: string): Promise<string[]> {
  let doc: Json;
  try {
    doc = loadSpec(file);
  } catch (error) {
    return [`not a spec document: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  try {
    const meta = validateOpenRPCDocument(resolveServers(doc) as never);
    if (meta !== true) problems.push(`meta-schema: ${meta.message}`);
  } catch (error) {
    problems.push(`meta-schema: ${(error as Error).message}`);
  }
  try {
    await dereferenceDocument(structuredClone(doc) as never);
  } catch (error) {
    problems.push(`$ref: ${(error as Error).message}`);
  }
  problems.push(...conventionProblems(doc).map((p) => `${p} (see ${CONVENTIONS})`));
  return problems;
}

async function main(argv: readonly string[]): Promise<number> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = path.join(root, 'specs', 'openrpc');
  const files = argv.length
    ? argv.map((f) => path.resolve(f))
    : readdirSync(dir)
        .filter((f) => !f.startsWith('.'))
        .sort()
        .map((f) => path.join(dir, f));
  let failed = 0;
  for (const file of files) {
    const problems = await validateOpenRpcFile(file);
    const label = path.relative(root, file);
    if (problems.length === 0) console.log(`ok  ${label}`);
    else {
      failed++;
      console.error(`bad ${label}\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    }
  }
  return failed === 0 ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
