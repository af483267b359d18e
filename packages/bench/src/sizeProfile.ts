/**
 * Where a bundle's bytes go (issue 26): the entry bundled again from our packages' sources (so that esbuild's
 * metafile names each source module), its minified bytes per module and per feature group, each group's share
 * of the gzip figure estimated by its share of the minified bytes, and what reaching the goal would take.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { bundleOptions } from './bundleOptions.ts';
import { fmt, table } from './stats.ts';

const KB = 1024;
const packagesDir = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

/** `@pkg/<name>` and `@pkg/<name>/<sub>` to the package's source: `src/index.ts`, `src/<sub>.ts` or `src/<sub>/index.ts`. */
const fromSources: Plugin = {
  name: 'pkg-sources',
  setup(b) {
    b.onResolve({ filter: /^@pkg\// }, (args) => {
      const [, name, sub] = /^@pkg\/([^/]+)(?:\/(.+))?$/.exec(args.path) ?? [];
      const src = `${packagesDir}/${name}/src/`;
      const candidates = sub ? [`${src}${sub}.ts`, `${src}${sub}/index.ts`] : [`${src}index.ts`];
      const path = candidates.find((file) => existsSync(file));
      return path ? { path } : undefined;
    });
  },
};

/** A feature a bundle carries, found by its modules' paths. `needed`: every call carries it by the contract. */
interface Group {
  name: string;
  test: RegExp;
  needed: boolean;
}

/** First match wins. */
const GROUPS: readonly Group[] = [
  { name: 'input checks', test: /core\/src\/validation\//, needed: true },
  { name: 'lossless JSON parser', test: /core\/src\/utils\/parseJsonLossless/, needed: true },
  { name: 'timeout and abort (deadline)', test: /core\/src\/utils\/(createDeadline|onAbort)/, needed: true },
  { name: 'URL building (openapi-fetch)', test: /node_modules\/openapi-fetch\//, needed: true },
  { name: 'REST client', test: /core\/src\/rest\//, needed: true },
  { name: 'JSON-RPC client', test: /core\/src\/(jsonrpc|rpc|undici)\//, needed: true },
  {
    name: 'redirects, URL credentials, secret stripping',
    test: /core\/src\/(transport\/(followRedirects|splitCredentials|dropSecrets)|utils\/redactUrl)/,
    needed: false,
  },
  { name: 'retry', test: /core\/src\/transport\/(retry|withTries)/, needed: false },
  { name: 'middleware', test: /core\/src\/transport\/startMiddleware/, needed: false },
  { name: 'concurrency limit', test: /core\/src\/transport\/createLimiter/, needed: false },
  { name: 'pager', test: /core\/src\/paginate/, needed: false },
  { name: 'errors', test: /core\/src\/errors\//, needed: true },
  { name: 'send, read, status to error', test: /core\/src\/(transport\/|defaults)/, needed: true },
  { name: 'generated entries', test: /src\/generated\//, needed: true },
  { name: 'core, other', test: /^core\/src\//, needed: true },
  { name: "the client's own code", test: /^[a-z-]+\/src\//, needed: true },
  { name: 'other', test: /./, needed: false },
];

export interface SizeProfile {
  /** Minified and gzip bytes of the bundle built from sources (close to the table's, which uses the builds). */
  minified: number;
  gzip: number;
  modules: { path: string; bytes: number }[];
  groups: { name: string; bytes: number; needed: boolean }[];
}

/** Bundles `code` from our sources (as the size table does, minified ESM for the browser) and counts bytes per module and group. */
export async function profileEntry(code: string): Promise<SizeProfile> {
  const result = await build({
    ...bundleOptions,
    stdin: { contents: code, resolveDir: fileURLToPath(new URL('..', import.meta.url)), loader: 'js' },
    metafile: true,
    // module paths in the metafile relative to packages/: `core/src/...`, `data/src/generated/...`
    absWorkingDir: packagesDir,
    plugins: [fromSources],
  });
  const out = result.outputFiles[0]!.contents;
  const inputs = Object.values(result.metafile.outputs)[0]!.inputs;
  const modules = Object.entries(inputs)
    .map(([path, { bytesInOutput }]) => ({ path: shortPath(path), bytes: bytesInOutput }))
    .filter((m) => m.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes);
  const groups = GROUPS.map((g) => ({ name: g.name, needed: g.needed, bytes: 0 }));
  for (const m of modules) {
    const i = GROUPS.findIndex((g) => g.test.test(m.path));
    groups[i]!.bytes += m.bytes;
  }
  return {
    minified: out.length,
    gzip: gzipSync(out, { level: 9 }).length,
    modules,
    groups: groups.filter((g) => g.bytes > 0).sort((a, b) => b.bytes - a.bytes),
  };
}

/** A dependency's path from its last `node_modules/` on (`node_modules/openapi-fetch/dist/index.mjs`). */
function shortPath(path: string): string {
  const dep = path.lastIndexOf('node_modules/');
  return dep >= 0 ? path.slice(dep) : path;
}

/**
 * The one-line verdict: what every call carries by the contract (`needed` groups, gzip estimated by their share
 * of the minified bytes) against the goal, and what the rest amounts to.
 */
export function whatItWouldTake(profile: SizeProfile, target: number): string {
  const share = (bytes: number) => (bytes / profile.minified) * profile.gzip;
  const needed = profile.groups.filter((g) => g.needed);
  const optional = profile.groups.filter((g) => !g.needed);
  const floor = share(needed.reduce((sum, g) => sum + g.bytes, 0));
  const cut = profile.gzip - target;
  const kb = (bytes: number) => `${fmt(bytes / KB, 1)} kB`;
  const optionalText = optional.map((g) => `${g.name} ${kb(share(g.bytes))}`).join(', ');
  if (floor > target) {
    return `what it would take: ${kb(profile.gzip)} -> ${kb(target)} means cutting ${kb(cut)}; the parts every call carries by the contract are ${kb(floor)} alone (over the goal by ${kb(floor - target)}), so besides making every other part opt-in (${optionalText || 'none'}) those parts themselves must shrink by ${kb(floor - target)} or more, or the contract must change.`;
  }
  return `what it would take: ${kb(profile.gzip)} -> ${kb(target)} means cutting ${kb(cut)}; the parts every call carries by the contract are ${kb(floor)}, so the goal needs ${kb(cut)} of the other parts (${optionalText || 'none'}) made opt-in.`;
}

/** The profile as text: feature groups, the largest modules, and the verdict. */
export function profileText(name: string, profile: SizeProfile, target: number, topModules = 8): string {
  const pct = (bytes: number) => `${fmt((bytes / profile.minified) * 100, 1)}%`;
  const estimate = (bytes: number) => `${fmt(((bytes / profile.minified) * profile.gzip) / KB, 2)} kB`;
  const groups = table(
    ['feature', 'min bytes', 'of min', 'gzip share (est.)', 'every call (contract)'],
    profile.groups.map((g) => [
      g.name,
      fmt(g.bytes),
      pct(g.bytes),
      estimate(g.bytes),
      g.needed ? 'yes' : 'opt-in candidate',
    ]),
  );
  const modules = table(
    ['largest modules', 'min bytes', 'of min'],
    profile.modules.slice(0, topModules).map((m) => [m.path, fmt(m.bytes), pct(m.bytes)]),
  );
  return [
    `${name}: from sources ${fmt(profile.minified)} B min, ${fmt(profile.gzip)} B gzip (goal ${fmt(target)} B)`,
    groups,
    modules,
    whatItWouldTake(profile, target),
  ].join('\n');
}
