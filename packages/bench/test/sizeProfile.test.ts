import { describe, expect, it } from 'vitest';
import { profileEntry, type SizeProfile, whatItWouldTake } from '../src/sizeProfile.ts';

describe('size profile (issue 26)', () => {
  it("counts a one-call Data bundle per source module and feature, every module's bytes in one group", async () => {
    const profile = await profileEntry(
      "import { createDataClientFor } from '@pkg/data'; import { getBlock } from '@pkg/data/operations'; createDataClientFor({ getBlock }).getBlock({ chainId: '43114', blockId: '1' }).then(console.log);",
    );
    const sum = (list: { bytes: number }[]) => list.reduce((total, x) => total + x.bytes, 0);
    expect(sum(profile.groups)).toBe(sum(profile.modules));
    expect(sum(profile.modules)).toBeLessThanOrEqual(profile.minified);
    const names = profile.groups.map((g) => g.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'input checks',
        'URL building (openapi-fetch)',
        'REST client',
        'generated entries',
      ]),
    );
    // read from the sources, not the builds: modules are named
    expect(profile.modules.map((m) => m.path)).toContain('core/src/rest/createRestClient.ts');
    expect(names).not.toContain('JSON-RPC client');
  });

  it('what it would take: the contract-bound share against the goal, the rest as opt-in candidates', () => {
    const profile: SizeProfile = {
      minified: 1000,
      gzip: 4096,
      modules: [],
      groups: [
        { name: 'send', bytes: 500, needed: true },
        { name: 'retry', bytes: 500, needed: false },
      ],
    };
    // needed: half of 4 kB = 2 kB, under a 3 kB goal: the goal needs 1 kB of the opt-in parts
    expect(whatItWouldTake(profile, 3072)).toBe(
      'what it would take: 4.0 kB -> 3.0 kB means cutting 1.0 kB; the parts every call carries by the contract are 2.0 kB, so the goal needs 1.0 kB of the other parts (retry 2.0 kB) made opt-in.',
    );
    expect(whatItWouldTake(profile, 1024)).toMatch(
      /are 2\.0 kB alone \(over the goal by 1\.0 kB\), so besides making every other part opt-in \(retry 2\.0 kB\)/,
    );
  });
});
