import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { retryStatuses } from './retry.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const words = '408, 429, 500, 502, 503, 504';

/** Every README of the repository: the root one and each package's. */
function readmes(): string[] {
  const packages = path.join(repo, 'packages');
  return [
    path.join(repo, 'README.md'),
    ...readdirSync(packages).map((name) => path.join(packages, name, 'README.md')),
  ].filter((file) => {
    try {
      readFileSync(file);
      return true;
    } catch {
      return false;
    }
  });
}

describe('the retried statuses: one list', () => {
  it('is 408, 429, 500, 502, 503 and 504', () => {
    expect([...retryStatuses].join(', ')).toBe(words);
  });

  it('every README that names retried statuses names exactly these, in these words', () => {
    for (const file of readmes()) {
      // a sentence about retries that names HTTP statuses
      const text = readFileSync(file, 'utf8').replace(/\s+/g, ' ');
      for (const sentence of text.split(/(?<=[.;])\s/)) {
        if (!/retri/i.test(sentence)) continue;
        const statuses = sentence.match(/\b[45]\d\d\b/g);
        if (!statuses || statuses.every((s) => s === '429' && !/retried (statuses|on)/i.test(sentence)))
          continue;
        expect(sentence, path.relative(repo, file)).toContain(words);
      }
    }
  });
});
