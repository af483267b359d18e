#!/usr/bin/env node
/**
 * `mock-server [--port 9650] [--host 127.0.0.1] [--seed 1] [--fault-rate 0.1] [--fault-kinds 429,503]
 *  [--metrics-token-ttl-ms 86400000] [--new-heads-interval-ms 1000] [--rate-limit 60] [--rate-limit-with-key 600]`: starts the mock server, prints
 * its URLs and runs until SIGINT or SIGTERM.
 */
import { parseArgs } from 'node:util';
import type { FaultKind } from './faults.js';
import { startMockServer } from './start-mock-server.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '9650' },
    host: { type: 'string', default: '127.0.0.1' },
    seed: { type: 'string', default: '1' },
    'fault-rate': { type: 'string' },
    'fault-kinds': { type: 'string' },
    'fault-seed': { type: 'string' },
    'metrics-token-ttl-ms': { type: 'string' },
    'new-heads-interval-ms': { type: 'string' },
    'rate-limit': { type: 'string' },
    'rate-limit-with-key': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
  allowPositionals: false,
});

if (values.help) {
  console.log(
    'usage: mock-server [--port 9650] [--host 127.0.0.1] [--seed 1] [--fault-rate 0..1] [--fault-kinds 429,500,502,503,slow,cut,truncate,nonjson,health503,wsdrop] [--fault-seed n] [--metrics-token-ttl-ms n] [--new-heads-interval-ms n] [--rate-limit n] [--rate-limit-with-key n]',
  );
  process.exit(0);
}

const number = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) {
    console.error(`--${name} must be a number, got ${value}`);
    process.exit(2);
  }
  return n;
};

async function main(): Promise<void> {
  const kinds = values['fault-kinds']?.split(',').map((k) => k.trim()) as FaultKind[] | undefined;
  const rate = number('fault-rate', values['fault-rate']);
  const limit = number('rate-limit', values['rate-limit']);
  const limitWithKey = number('rate-limit-with-key', values['rate-limit-with-key']);
  const server = await startMockServer({
    port: number('port', values.port),
    host: values.host,
    seed: number('seed', values.seed),
    metricsTokenTtlMs: number('metrics-token-ttl-ms', values['metrics-token-ttl-ms']),
    newHeadsIntervalMs: number('new-heads-interval-ms', values['new-heads-interval-ms']),
    ...(limit !== undefined ? { rateLimit: { limit, limitWithKey } } : {}),
    ...(rate !== undefined || kinds
      ? { faults: { rate, kinds, seed: number('fault-seed', values['fault-seed']) } }
      : {}),
  });

  console.log(`mock server (seed ${values.seed}) listening:
  Data API     ${server.dataUrl}        (e.g. ${server.dataUrl}/v1/chains)
  Metrics API  ${server.metricsUrl}  (e.g. ${server.metricsUrl}/v1/avg_tps/43114)
  node         ${server.nodeUrl}        (e.g. POST ${server.nodeUrl}/ext/info)
  websocket    ${server.wsUrl}
Ctrl-C stops it.`);

  const stop = () => {
    server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
