import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { avalancheGoPath } from './paths.js';
import { AVALANCHEGO_VERSION } from './versions.js';

/** The Go version AvalancheGo v1.14.0's go.mod asks for. */
export const MIN_GO_VERSION = '1.24.9';

/** Go is missing or too old to build AvalancheGo; the message says what to install. */
export class GoMissingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GoMissingError';
  }
}

/** Whether dotted version `a` is at least `b` (`1.26.8` >= `1.24.9`). */
export function versionAtLeast(a: string, b: string): boolean {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? 0;
    const y = pb[i] ?? 0;
    if (x !== y) return x > y;
  }
  return true;
}

/** The installed Go's version (`1.26.8`), or a GoMissingError saying what to do. */
export function goVersion(): string {
  const result = spawnSync('go', ['env', 'GOVERSION'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new GoMissingError(
      `Go is not on PATH: AvalancheGo ${AVALANCHEGO_VERSION} is built from source with it, once. Install Go ${MIN_GO_VERSION} or later (https://go.dev/dl/), then run this again.`,
    );
  }
  const version = result.stdout.trim().replace(/^go/, '');
  if (!versionAtLeast(version, MIN_GO_VERSION)) {
    throw new GoMissingError(
      `Go ${version} is older than the ${MIN_GO_VERSION} AvalancheGo ${AVALANCHEGO_VERSION} needs: install a newer Go (https://go.dev/dl/).`,
    );
  }
  return version;
}

/** Progress of {@link installAvalancheGo}: a line to show (Go's own output, or a heartbeat with the time spent). */
export type InstallProgress = (line: string) => void;

/**
 * The AvalancheGo v1.14.0 binary, built once with `go install github.com/ava-labs/avalanchego/main@v1.14.0`
 * into the peers cache (about 12 min of compiling on 2 cores with a cold Go build cache, 2 min warm) and
 * reused after; `onProgress` gets Go's output lines and a heartbeat every 15 s while it builds.
 *
 * @example
 * import { installAvalancheGo } from '@pkg/localnet';
 * const binary = await installAvalancheGo({ onProgress: (line) => console.error(line) });
 */
export async function installAvalancheGo(options: { onProgress?: InstallProgress } = {}): Promise<string> {
  const binary = avalancheGoPath();
  if (existsSync(binary)) return binary;
  const progress = options.onProgress ?? (() => {});
  const go = goVersion();
  mkdirSync(path.dirname(binary), { recursive: true });
  const started = Date.now();
  progress(
    `building AvalancheGo ${AVALANCHEGO_VERSION} with Go ${go} into ${path.dirname(binary)} (once; about 12 min on 2 cores with a cold Go build cache, 2 min warm)`,
  );
  const heartbeat = setInterval(() => {
    const s = Math.round((Date.now() - started) / 1000);
    progress(`  still building: ${Math.floor(s / 60)} min ${s % 60} s so far`);
  }, 15_000);
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn('go', ['install', `github.com/ava-labs/avalanchego/main@${AVALANCHEGO_VERSION}`], {
        env: { ...process.env, GOBIN: path.dirname(binary) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const lines = (chunk: Buffer) => {
        for (const line of chunk.toString('utf8').split('\n'))
          if (line.trim()) progress(`  go: ${line.replace(/^go: /, '')}`);
      };
      child.stdout.on('data', lines);
      child.stderr.on('data', lines);
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0
          ? resolve()
          : reject(new Error(`go install of AvalancheGo ${AVALANCHEGO_VERSION} failed (exit ${code})`)),
      );
    });
  } finally {
    clearInterval(heartbeat);
  }
  progress(`built in ${Math.round((Date.now() - started) / 1000)} s`);
  return binary;
}
