/**
 * A verdaccio registry on 127.0.0.1 for the release rehearsal: config from scripts/release/verdaccio.yaml,
 * storage and users in a temp folder, one throwaway user whose token lives only in a temp npmrc.
 * The caller must call stop() (by PID) whatever happens; stopSync() is for process exit handlers.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { tail } from './run.ts';

export interface Registry {
  /** http://127.0.0.1:<port>/ */
  url: string;
  pid: number;
  /** A bearer token for the throwaway user (publish rights on @pkg/*). */
  token: string;
  /** Where verdaccio writes its log. */
  logFile: string;
  stop(): Promise<void>;
  stopSync(): void;
}

const require = createRequire(import.meta.url);

/** Asks the OS for a free loopback port (the port is released before verdaccio binds it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Verdaccio's uplink must trust the certificates npm trusts: where the machine reaches the npm registry
 * through a TLS-inspecting mirror, npm knows its CA from its `cafile` setting, while a bare Node process
 * only knows it from NODE_EXTRA_CA_CERTS. Without it the uplink goes "offline" and every install of a
 * package outside our scope (openapi-fetch) fails with 404.
 */
function trustedCaEnv(): NodeJS.ProcessEnv {
  if (process.env.NODE_EXTRA_CA_CERTS) return {};
  try {
    const cafile = execFileSync('npm', ['config', 'get', 'cafile'], { encoding: 'utf8' }).trim();
    return cafile && cafile !== 'null' && existsSync(cafile) ? { NODE_EXTRA_CA_CERTS: cafile } : {};
  } catch {
    return {};
  }
}

/** Starts verdaccio in `dir` (created), waits until it answers /-/ping and registers a throwaway user. */
export async function startRegistry(dir: string): Promise<Registry> {
  mkdirSync(dir, { recursive: true });
  const config = join(dir, 'config.yaml');
  copyFileSync(join(import.meta.dirname, 'verdaccio.yaml'), config);
  const logFile = join(dir, 'verdaccio.log');
  const log = openSync(logFile, 'a');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const bin = join(dirname(require.resolve('verdaccio/package.json')), 'bin', 'verdaccio');
  // node runs verdaccio directly (no shell in between), so child.pid is the server itself
  const child = spawn(process.execPath, [bin, '--config', config, '--listen', `127.0.0.1:${port}`], {
    cwd: dir,
    env: { ...process.env, ...trustedCaEnv(), NODE_ENV: 'production' },
    stdio: ['ignore', log, log],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('verdaccio did not start (no PID)');
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });

  const registry: Registry = {
    url,
    pid,
    token: '',
    logFile,
    stop: () => stop(child, () => exited),
    stopSync: () => {
      if (!exited) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    },
  };

  try {
    await waitForPing(url, () => exited, logFile);
    registry.token = await addUser(url);
  } catch (error) {
    await registry.stop();
    throw error;
  }
  return registry;
}

async function waitForPing(url: string, hasExited: () => boolean, logFile: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (hasExited()) {
      throw new Error(`verdaccio exited during start-up:\n${tail(readFileSync(logFile, 'utf8'))}`);
    }
    try {
      const response = await fetch(new URL('-/ping', url), { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `verdaccio did not answer ${url}-/ping within 30 s:\n${tail(readFileSync(logFile, 'utf8'))}`,
  );
}

/** Registers the throwaway user (what `npm adduser` does) and returns its token. */
async function addUser(url: string): Promise<string> {
  const name = 'rehearsal';
  const response = await fetch(new URL(`-/user/org.couchdb.user:${name}`, url), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: randomBytes(18).toString('base64url'), type: 'user', roles: [] }),
  });
  const body = (await response.json().catch(() => ({}))) as { token?: unknown };
  if (!response.ok || typeof body.token !== 'string') {
    throw new Error(`verdaccio refused to register the rehearsal user: HTTP ${response.status}`);
  }
  return body.token;
}

/** SIGTERM by PID, then SIGKILL if it is still there after 5 s. */
async function stop(child: ChildProcess, hasExited: () => boolean): Promise<void> {
  if (hasExited() || child.pid === undefined) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    if (!hasExited() && child.pid !== undefined) process.kill(child.pid, 'SIGKILL');
  }, 5_000);
  await gone;
  clearTimeout(timer);
}

/**
 * Writes an npm user config that points at the local registry with the throwaway token, and returns the
 * environment every npm call of the rehearsal uses: this config instead of ~/.npmrc, an empty global
 * config, a cache inside the temp folder, and none of the npm_config_* variables pnpm passes down.
 */
export function npmEnv(registry: Registry, dir: string): NodeJS.ProcessEnv {
  mkdirSync(dir, { recursive: true });
  const host = registry.url.replace(/^http:/, '');
  const userconfig = join(dir, 'npmrc');
  writeFileSync(
    userconfig,
    [
      `registry=${registry.url}`,
      `${host}:_authToken=${registry.token}`,
      'fund=false',
      'audit=false',
      'update-notifier=false',
      'loglevel=warn',
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  const globalconfig = join(dir, 'npmrc.global');
  writeFileSync(globalconfig, '');
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^npm_/i.test(key)) env[key] = value;
  }
  env.npm_config_userconfig = userconfig;
  env.npm_config_globalconfig = globalconfig;
  env.npm_config_cache = join(dir, 'cache');
  env.npm_config_registry = registry.url;
  return env;
}
