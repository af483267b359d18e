import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

test('the CLI prints its URLs, serves them, and exits 0 on SIGTERM', async () => {
  const child = spawn(process.execPath, [cli, '--port', '0', '--seed', '3'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    let out = '';
    const dataUrl = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += String(chunk);
        const m = /Data API\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (m && out.includes('websocket')) resolve(m[1] as string);
      });
      child.once('exit', () => reject(new Error(`cli exited: ${out}`)));
    });
    expect(out).toContain('/metrics');
    expect(out).toContain('ws://127.0.0.1:');
    const res = await fetch(`${dataUrl}/v1/chains`);
    expect(res.status).toBe(200);
    expect((await res.json()).chains.length).toBeGreaterThan(0);
  } finally {
    child.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
});
