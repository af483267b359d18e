import { readdirSync, statSync } from 'node:fs';
import { rpcPackages } from '../openrpc/packages.ts';
import { specPath } from '../paths.ts';
import type { RenderNames } from './renderTypes.ts';

/**
 * A REST client package the OpenAPI generator writes: one per entry of specs/openapi/ (a folder of topic
 * files or one YAML file, whose name names the package), with what its generated code names.
 */
export interface RestPackage extends RenderNames {
  /** Spec under specs/: `openapi/data/` (a folder) or `openapi/metrics.yaml`. */
  readonly spec: string;
}

/** One entry of specs/openapi/: its name and whether it is a folder. */
export interface SpecEntry {
  readonly name: string;
  readonly folder: boolean;
}

/** An entry's spec under specs/ and the name it gives (`data/` -> openapi/data/ and data; `metrics.yaml` -> metrics). */
export function specOf({ name, folder }: SpecEntry): { spec: string; name: string } {
  if (folder) return { spec: `openapi/${name}/`, name };
  if (!/\.ya?ml$/.test(name)) throw new Error(`specs/openapi/${name}: neither a folder nor a YAML file`);
  return { spec: `openapi/${name}`, name: name.replace(/\.ya?ml$/, '') };
}

/** `node-info` -> `NodeInfo`, the PascalCase name the generated types begin with (`DataClient`). */
function pascalName(pkg: string): string {
  return pkg.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase());
}

/**
 * Every entry of specs/openapi/ as the REST package of its name (`data/` -> data, `metrics.yaml` ->
 * metrics), but for the specs an OpenRPC package serves beside its methods (`served`: node-info's
 * `openapi/health.yaml`), which that package's generator reads.
 */
export function readRestPackages(
  entries: readonly SpecEntry[],
  served: ReadonlySet<string>,
): Record<string, RestPackage> {
  const out: Record<string, RestPackage> = {};
  for (const entry of entries) {
    const { spec, name: pkg } = specOf(entry);
    if (served.has(spec.replace(/\/$/, ''))) continue;
    const name = pascalName(pkg);
    out[pkg] = { spec, name, clientVar: name.charAt(0).toLowerCase() + name.slice(1) };
  }
  return out;
}

/** The entries of specs/openapi/, sorted, without hidden ones. */
export function openApiEntries(): SpecEntry[] {
  return readdirSync(specPath('openapi'))
    .filter((name) => !name.startsWith('.'))
    .sort()
    .map((name) => ({ name, folder: statSync(specPath(`openapi/${name}`)).isDirectory() }));
}

/** The REST client packages, by name, and the spec each is generated from. */
export const restPackages: Readonly<Record<string, RestPackage>> = readRestPackages(
  openApiEntries(),
  new Set(Object.values(rpcPackages).flatMap((p) => (p.health ? [p.health] : []))),
);
