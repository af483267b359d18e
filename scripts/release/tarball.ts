/**
 * What a package tarball may hold: dist/**, README.md, CHANGELOG.md, package.json, a LICENSE and the
 * files its `bin` names (a committed launcher that exists before a build), nothing else (no src/, tests, specs), no source map pointing outside the package, no `workspace:` range left,
 * and every file package.json points at present.
 */
import { posix } from 'node:path';

export interface PackedManifest {
  name?: string;
  main?: string;
  module?: string;
  types?: string;
  bin?: string | Record<string, string>;
  exports?: unknown;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const REQUIRED = ['package.json', 'README.md', 'CHANGELOG.md'];
const ALLOWED_TOP = new Set([...REQUIRED, 'LICENSE', 'LICENSE.md', 'LICENSE.txt']);
const DEPENDENCY_FIELDS = [
  'dependencies',
  'peerDependencies',
  'optionalDependencies',
  'devDependencies',
] as const;

/** Every file path a manifest's main/module/types/bin/exports fields name (without leading ./). */
export function referencedFiles(manifest: PackedManifest): string[] {
  const found = new Set<string>();
  const add = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.startsWith('./') && !value.includes('*')) found.add(posix.normalize(value));
    } else if (Array.isArray(value)) {
      for (const item of value) add(item);
    } else if (value && typeof value === 'object') {
      for (const item of Object.values(value)) add(item);
    }
  };
  for (const field of [manifest.main, manifest.module, manifest.types]) {
    if (typeof field === 'string') add(field.startsWith('./') ? field : `./${field}`);
  }
  add(typeof manifest.bin === 'string' ? manifest.bin : Object.values(manifest.bin ?? {}));
  add(manifest.exports);
  return [...found].sort();
}

/**
 * Problems with one packed tarball, empty when it is fine. `files` are the tarball's entries relative
 * to its package/ folder; `readText` returns a file's text (used for source maps).
 */
export function checkTarball(
  files: readonly string[],
  manifest: PackedManifest,
  readText: (file: string) => string,
): string[] {
  const problems: string[] = [];
  const present = new Set(files);
  const bins = new Set(referencedFiles({ bin: manifest.bin }));
  for (const file of files) {
    if (!ALLOWED_TOP.has(file) && !file.startsWith('dist/') && !bins.has(file))
      problems.push(`unexpected file in tarball: ${file}`);
    if (file.startsWith('dist/') && /\.(test|spec|test-d)\.[cm]?[jt]sx?$/.test(file)) {
      problems.push(`test file in tarball: ${file}`);
    }
    if (file.endsWith('.map')) problems.push(...checkSourceMap(file, readText(file)));
  }
  for (const file of REQUIRED) {
    if (!present.has(file)) problems.push(`missing from tarball: ${file}`);
  }
  if (!files.some((file) => file.startsWith('dist/'))) problems.push('missing from tarball: dist/');
  for (const file of referencedFiles(manifest)) {
    if (!present.has(file)) problems.push(`package.json points at ${file}, which is not in the tarball`);
  }
  for (const field of DEPENDENCY_FIELDS) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (range.startsWith('workspace:')) problems.push(`${field}.${name} is still "${range}"`);
    }
  }
  return problems;
}

/** A source map may only name sources inside the package (no ../src from the repo). */
export function checkSourceMap(file: string, text: string): string[] {
  let sources: unknown;
  try {
    sources = (JSON.parse(text) as { sources?: unknown }).sources;
  } catch {
    return [`source map ${file} is not JSON`];
  }
  if (!Array.isArray(sources)) return [];
  const outside = sources.filter((source) => {
    if (typeof source !== 'string') return true;
    if (source.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(source)) return true; // absolute, file:, webpack:
    const resolved = posix.normalize(posix.join(posix.dirname(file), source));
    return !resolved.startsWith('dist/');
  });
  return outside.length > 0 ? [`source map ${file} points outside the package: ${outside.join(', ')}`] : [];
}
