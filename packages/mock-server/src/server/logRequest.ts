import type { RequestLogEntry } from './requestLog.js';
import type { ServerState } from './serverState.js';

/**
 * Appends `entry` to the server's request log, a ring of the latest `maxLoggedRequests` entries: past it the oldest
 * is dropped (in place, so `MockServer.requests` stays the same array).
 */
export function logRequest(state: ServerState, entry: RequestLogEntry): void {
  state.requests.push(entry);
  const over = state.requests.length - state.bounds.maxLoggedRequests;
  if (over > 0) state.requests.splice(0, over);
}
