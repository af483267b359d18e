/**
 * Runs one command to completion with captured output and a hard time limit, so a hung npm or tsc
 * fails the rehearsal instead of holding CI.
 */
import { spawn } from 'node:child_process';

export interface RunOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Killed (SIGKILL) after this long. @default 120_000 */
  timeoutMs?: number;
}

export interface RunResult {
  code: number | null;
  output: string;
}

/** Runs `command args`, resolving with its exit code and interleaved stdout+stderr; never rejects on exit code. */
export function run(command: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const limit = options.timeoutMs ?? 120_000;
    const timer = setTimeout(() => {
      chunks.push(Buffer.from(`\n[killed after ${limit} ms]\n`));
      child.kill('SIGKILL');
    }, limit);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output: Buffer.concat(chunks).toString('utf8') });
    });
  });
}

/** Like run(), but throws an Error holding the command and its output when the exit code is not 0. */
export async function runOk(command: string, args: readonly string[], options: RunOptions): Promise<string> {
  const result = await run(command, args, options);
  if (result.code !== 0) {
    throw new Error(
      `\`${[command, ...args].join(' ')}\` (in ${options.cwd}) exited ${result.code}:\n${tail(result.output)}`,
    );
  }
  return result.output;
}

/** The last `lines` lines of a command's output, for error messages that stay readable. */
export function tail(output: string, lines = 40): string {
  const all = output.trimEnd().split('\n');
  return (all.length > lines ? ['...', ...all.slice(-lines)] : all).join('\n');
}
