import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RpcEndpoint, resolveEndpoint, resolveWsChain } from '../rpc/endpoints.js';
import { handleRpc, methodsOf } from '../rpc/handleRpc.js';
import { RpcError } from '../rpc/rpcError.js';
import { createSubscriptions } from '../rpc/wsSubscriptions.js';
import { acceptWebSocket, type WsConnection } from '../websocket.js';
import { logRequest } from './logRequest.js';
import { logEntryOf } from './requestLog.js';
import { requestUrl } from './requestUrl.js';
import { rpcContextOf, type ServerState } from './serverState.js';

type Subscriptions = ReturnType<typeof createSubscriptions>;

/**
 * Accepts a websocket on an EVM chain's /ws endpoint (404 elsewhere, 400 for a request target that is not a URL); it
 * serves what the chain's /rpc serves, within the server's bounds (`maxSubscriptionsPerSocket`, `maxWsBufferedBytes`).
 */
export function handleUpgrade(state: ServerState, req: IncomingMessage, socket: Duplex, head: Buffer): void {
  const url = requestUrl(req);
  const log = (status: number) => logRequest(state, { ...logEntryOf(req, url), method: 'GET', status });
  if (!url) {
    log(400);
    socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
    return;
  }
  const chain = resolveWsChain(url.pathname, state.data);
  if (!chain) {
    log(404);
    socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
    return;
  }
  let subs: Subscriptions | undefined;
  // close() ends the subscriptions of the sockets still open; a socket that closes takes its own out
  const cleanup = () => subs?.clear();
  // The websocket serves what the chain's /rpc serves (go-ethereum's rpc, batches accepted).
  const endpoint = resolveEndpoint(`/ext/bc/${chain.blockchainId}/rpc`, state.data, state.era);
  if (!endpoint) throw new Error(`no /rpc endpoint for the chain of ${url.pathname}`);
  const connection = acceptWebSocket(req, socket, head, {
    maxBufferedBytes: state.bounds.maxWsBufferedBytes,
    onMessage: (conn, text) => onMessage(state, { path: url.pathname, endpoint, subs }, conn, text),
    onClose: (conn) => {
      cleanup();
      state.cleanups.delete(cleanup);
      state.sockets.delete(conn);
    },
  });
  log(connection ? 101 : 400);
  if (!connection) return;
  state.sockets.add(connection);
  subs = createSubscriptions(state.data, chain, connection, {
    intervalMs: () => state.headsInterval,
    maxSubscriptions: state.bounds.maxSubscriptionsPerSocket,
  });
  state.cleanups.add(cleanup);
}

/** A message on a websocket: eth_subscribe/eth_unsubscribe (and debug_), or a JSON-RPC call or batch. */
function onMessage(
  state: ServerState,
  socket: { path: string; endpoint: RpcEndpoint; subs: Subscriptions | undefined },
  conn: WsConnection,
  text: string,
): void {
  if (state.faults.draw(socket.path, methodsOf(text), 'ws')) {
    conn.drop();
    return;
  }
  let parsed: { id?: unknown; method?: unknown; params?: unknown } | undefined;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const id = typeof parsed?.id === 'number' || typeof parsed?.id === 'string' ? parsed.id : null;
  const subscription = /^(eth|debug)_(subscribe|unsubscribe)$/.exec(String(parsed?.method));
  if (!parsed || !subscription) {
    conn.send(
      JSON.stringify(handleRpc(text, socket.endpoint, rpcContextOf(state, false), state.maxBatch).body),
    );
    return;
  }
  const params = Array.isArray(parsed.params) ? parsed.params : [];
  try {
    const result =
      subscription[2] === 'subscribe'
        ? socket.subs?.subscribe(params, subscription[1])
        : socket.subs?.unsubscribe(params[0]);
    conn.send(JSON.stringify({ jsonrpc: '2.0', id, result }));
  } catch (error) {
    // go-ethereum's answers: -32601 for an unknown subscription kind, -32000 for an unknown id
    const code = error instanceof RpcError ? error.code : -32602;
    conn.send(JSON.stringify({ jsonrpc: '2.0', id, error: { code, message: (error as Error).message } }));
  }
}
