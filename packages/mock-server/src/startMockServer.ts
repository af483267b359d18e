import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDataSet, type DataSet } from './data/dataSet.js';
import { type FaultOptions, FaultPlan } from './faults.js';
import type { MockServerOptions } from './mockServerOptions.js';
import { handleRequest } from './server/handleRequest.js';
import { handleUpgrade } from './server/handleUpgrade.js';
import type { RequestLogEntry } from './server/requestLog.js';
import { createServerState, type ServerState } from './server/serverState.js';

export type { MockServerOptions } from './mockServerOptions.js';
export type { RequestLogEntry } from './server/requestLog.js';

/** A running mock server. */
export interface MockServer {
  /** The server's origin, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Base URL of the Data API (paths /v1/...). */
  dataUrl: string;
  /** Base URL of the Metrics API (`${url}/metrics`; paths /v1/avg_tps/...). */
  metricsUrl: string;
  /** Base URL of the node (paths /ext/...). */
  nodeUrl: string;
  /** The C chain's websocket endpoint. */
  wsUrl: string;
  /** The data set served, to compute expected values (shared by servers of the same seed: read it, do not change it). */
  data: DataSet;
  /** Every request received, oldest first. */
  requests: RequestLogEntry[];
  /** Replaces the fault options (undefined: no faults). */
  setFaults(faults?: FaultOptions): void;
  /** Empties the request log. */
  clearRequests(): void;
  /** Drops every open websocket connection without a close frame. */
  dropWebSockets(): void;
  /** Stops the server, its timers and its connections. */
  close(): Promise<void>;
}

/** Data sets by seed, shared by the servers of one process (they only read them). */
const dataSets = new Map<number, DataSet>();

function dataSetFor(seed: number): DataSet {
  let data = dataSets.get(seed);
  if (!data) {
    data = createDataSet(seed);
    dataSets.set(seed, data);
  }
  return data;
}

/**
 * Starts the mock server: the Data API, the Metrics API and a node (JSON-RPC, health, websocket)
 * on one loopback origin, from one deterministic data set.
 * @example
 * import { startMockServer } from '@pkg/mock-server';
 * const server = await startMockServer({ seed: 1 });
 * const res = await fetch(`${server.dataUrl}/v1/chains`);
 * await server.close();
 */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const state = createServerState(dataSetFor(options.seed ?? 1), options);
  const server = createServer((req, res) => {
    handleRequest(state, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  server.on('upgrade', (req, socket, head) => {
    try {
      handleUpgrade(state, req, socket, head);
    } catch {
      // an 'upgrade' listener that throws would end the process: this request alone fails
      socket.end('HTTP/1.1 500 Internal Server Error\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const origin = `http://${host}:${address.port}`;
  state.urls = {
    dataUrl: origin,
    metricsUrl: `${origin}/metrics`,
    nodeUrl: origin,
    wsUrl: `ws://${host}:${address.port}/ext/bc/C/ws`,
  };
  return {
    url: origin,
    ...state.urls,
    data: state.data,
    requests: state.requests,
    ...controlsOf(state, server),
  };
}

/** The methods of a running server's handle. */
function controlsOf(
  state: ServerState,
  server: ReturnType<typeof createServer>,
): Pick<MockServer, 'setFaults' | 'clearRequests' | 'dropWebSockets' | 'close'> {
  return {
    setFaults: (next?: FaultOptions) => {
      state.faults = new FaultPlan(next);
    },
    clearRequests: () => {
      state.requests.length = 0;
    },
    dropWebSockets: () => {
      for (const s of [...state.sockets]) s.drop();
    },
    close: async () => {
      state.closing.abort(new Error('the mock server closed'));
      for (const c of state.cleanups) c();
      for (const s of [...state.sockets]) s.drop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
