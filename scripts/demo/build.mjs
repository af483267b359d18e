// `node scripts/demo/build.mjs [turbo filters...]`: `turbo run build` with one line per task as it
// finishes (how long tsdown took; tasks turbo's cache had are only counted) and a "still building" line
// after 10 s without one (then 20, 40, at most 60 s: a slow machine gets no flood of them), so a first
// build (2 to 3 minutes on 2 cores: 113 s in issue 35's first-day pass, 157 s measured with
// `TURBO_FORCE=true pnpm demo` at load average 13 to 28; seconds once turbo has it cached) never looks hung; nothing else: no per-file size tables, no bundler notices.
// When the build fails, turbo's whole output is printed and the exit code is turbo's. `pnpm demo`,
// `pnpm mock`, `pnpm bench`, `pnpm soak`, `pnpm test:node` and `pnpm test:subnet` build through it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dim, green, red } from './format.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const turbo = fileURLToPath(new URL('../../node_modules/.bin/turbo', import.meta.url));
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes
const ansi = /\u001b\[[0-9;]*m/g;

/**
 * Runs `turbo run build <filters>` in the repository root, printing a line per task; resolves with turbo's
 * exit code.
 */
export function build(filters, { write = (text) => process.stdout.write(text) } = {}) {
  const started = Date.now();
  const raw = [];
  const tasks = new Map(); // "pkg:task" -> { cached, ms }
  let current;
  let pending = '';
  let ran = 0;
  let cached = 0;
  let lastWrite = Date.now();
  const say = (text) => {
    lastWrite = Date.now();
    write(text);
  };

  /** One task's group is over (turbo prints a task's lines together when it ends): say how it went. */
  const finish = (name) => {
    const task = tasks.get(name);
    if (!task) return;
    if (task.cached) {
      cached++;
      return;
    }
    ran++;
    const took = task.ms === undefined ? '' : dim(` (${(task.ms / 1000).toFixed(1)} s)`);
    say(`  ${green('✔')} ${name.replace(/:(\w+)$/, ' $1')}${took}\n`);
  };

  const onLine = (line) => {
    raw.push(line);
    const text = line.replace(ansi, '');
    const scope = /^\s*•\s+Running build in (\d+) packages?/.exec(text);
    if (scope) {
      say(
        `building ${scope[1]} package${scope[1] === '1' ? '' : 's'} with turbo (2 to 3 minutes the first time on 2 cores; seconds once cached)\n`,
      );
      return;
    }
    const m = /^(\S+?:[\w:-]+): ?(.*)$/.exec(text);
    if (!m || !/^[@\w]/.test(m[1])) return;
    const [, name, rest] = m;
    if (name !== current) {
      if (current) finish(current);
      current = name;
    }
    const task = tasks.get(name) ?? { cached: false, ms: undefined };
    tasks.set(name, task);
    if (/cache hit/.test(rest)) task.cached = true;
    const done = /Build complete in (\d+)ms/.exec(rest);
    if (done) task.ms = Math.max(task.ms ?? 0, Number(done[1]));
  };

  const onData = (chunk) => {
    pending += String(chunk);
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  };

  return new Promise((resolve) => {
    const child = spawn(
      turbo,
      ['run', 'build', ...filters, '--output-logs=new-only', '--log-order=grouped'],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
      },
    );
    let quietMs = 10_000;
    const heartbeat = setInterval(() => {
      if (Date.now() - lastWrite >= quietMs) {
        say(dim(`  … still building (${Math.round((Date.now() - started) / 1000)} s)\n`));
        quietMs = Math.min(quietMs * 2, 60_000);
      }
    }, 1_000);
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', (error) => {
      clearInterval(heartbeat);
      write(red(`build: could not run ${turbo}: ${error.message} (install first)\n`));
      resolve(1);
    });
    child.on('close', (code) => {
      clearInterval(heartbeat);
      if (pending) onLine(pending);
      if (current) finish(current);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        write(dim(`built in ${seconds} s: ${ran} task(s) ran, ${cached} from turbo's cache\n`));
      } else {
        write(`${raw.join('\n')}\n`);
        write(red(`build failed (turbo exited with ${code}) after ${seconds} s\n`));
      }
      resolve(code ?? 1);
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await build(process.argv.slice(2));
}
