/**
 * The limits section of `pnpm bench` (issue 13): 10,000 concurrent calls from a process limited to 1024
 * open files, and a 1 GB body and a gzip bomb against the default maxResponseBytes, on the default fetch path
 * and on @pkg/core/undici. Each client runs in its own child process (prlimit), so its memory is its own.
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface LimitRow {
  what: string;
  path: string;
  outcome: string;
  peakMb: number | undefined;
  met: boolean | undefined;
}

const MiB = 1024 * 1024;
const child = fileURLToPath(new URL('./limitsChild.ts', import.meta.url));

/** Runs limitsChild.ts with at most 1024 open files; resolves its JSON line. */
function runChild(args: string[]): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    execFile(
      'prlimit',
      ['--nofile=1024:1024', '--', process.execPath, '--import', 'tsx', child, ...args],
      { cwd: fileURLToPath(new URL('..', import.meta.url)), maxBuffer: 16 * MiB, timeout: 300_000 },
      (error, stdout, stderr) => {
        const line = stdout.trim().split('\n').at(-1) ?? '';
        try {
          resolve(JSON.parse(line));
        } catch {
          resolve({ error: `child failed: ${(error?.message ?? stderr).slice(0, 120)}` });
        }
      },
    );
  });
}

/** A hostile server on 127.0.0.1: /v1/chains/huge/... streams 1 GB; /v1/chains/bomb/... sends 1 MB of gzip that inflates to 1 GB. */
async function startHostile() {
  const member = gzipSync(Buffer.alloc(MiB)); // 1 MiB of zeros in about 1 kB; 1024 members = 1 GiB inflated
  const chunk = Buffer.alloc(256 * 1024, 0x20);
  const sent = { huge: 0, bomb: 0 };
  const server = http.createServer((req, res) => {
    const kind = (req.url ?? '').split('/')[3];
    res.on('close', () => res.destroy());
    let left = 1024 * MiB;
    const source = kind === 'bomb' ? member : chunk;
    if (kind === 'bomb') {
      sent.bomb++;
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      left = 1024 * member.length;
    } else {
      sent.huge++;
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(left) });
    }
    const pump = () => {
      while (left > 0 && !res.destroyed) {
        left -= source.length;
        if (!res.write(source)) return void res.once('drain', pump);
      }
      res.end();
    };
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    sent,
    compressedBytes: 1024 * member.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const mb = (bytes: unknown) => (typeof bytes === 'number' ? bytes / MiB : undefined);

/** Runs every case; `origin` is the loopback server answering getLatestBlocks. */
export async function limits(origin: string, calls = 10_000): Promise<{ rows: LimitRow[]; notes: string[] }> {
  const rows: LimitRow[] = [];
  const hostile = await startHostile();
  try {
    for (const path of ['fetch', 'undici']) {
      const r = await runChild(['concurrent', origin, path, String(calls)]);
      const failures = r.failures as number | undefined;
      rows.push({
        what: `${calls.toLocaleString('en')} concurrent getLatestBlocks, ulimit -n 1024`,
        path,
        outcome:
          failures === undefined
            ? String(r.error)
            : `${failures} failures in ${r.ms} ms${failures ? ` ${JSON.stringify(r.errors).slice(0, 80)}` : ''}`,
        peakMb: mb(r.peakRss),
        met: failures === undefined ? undefined : failures === 0,
      });
      for (const kind of ['huge', 'bomb'] as const) {
        const before = hostile.sent[kind];
        const b = await runChild(['body', `${hostile.origin}/v1/chains/${kind}/blocks/1`, path]);
        const error = String(b.error);
        const requests = hostile.sent[kind] - before;
        const clear = /^SdkError: Response body larger than maxResponseBytes/.test(error);
        rows.push({
          what:
            kind === 'huge'
              ? '1 GB body, default maxResponseBytes'
              : `gzip bomb (${(hostile.compressedBytes / MiB).toFixed(1)} MB -> 1 GB), default maxResponseBytes`,
          path,
          outcome: `${error.split(':').slice(0, 2).join(':').slice(0, 80)} (${requests} request${requests === 1 ? '' : 's'}, ${b.ms} ms)`,
          peakMb: mb(b.peakRss),
          met: clear && requests === 1,
        });
      }
    }
  } finally {
    await hostile.close();
  }
  return {
    rows,
    notes: [
      'each client runs in its own process under `prlimit --nofile=1024:1024`; peak RSS sampled every 5 ms',
    ],
  };
}
