// A REST call pays only for REST: what `@pkg/core/rest` reaches, read from the import statements of the sources.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every source file a file reaches through its relative imports (type-only imports left out: they emit nothing). */
function reached(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)\.js';/gms)) {
      visit(join(dirname(file), `${m[1]}.ts`));
    }
  };
  visit(entry);
  return new Set([...seen].map((f) => relative(src, f)));
}

describe('@pkg/core/rest', () => {
  it('reaches no JSON-RPC, batching or RPC-client code', () => {
    const files = [...reached(join(src, 'rest/index.ts'))];
    expect(files.filter((f) => f.startsWith('jsonrpc/') || f.startsWith('rpc/'))).toEqual([]);
    expect(files).toContain('transport/createTransport.ts');
    expect(files).toContain('utils/createDeadline.ts');
  });
});
