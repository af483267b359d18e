import { backoffDelay, NetworkError } from '@pkg/core';
import type { SubscriptionRegistry } from './SubscriptionRegistry.js';
import type { WsConnection } from './WsConnection.js';

/** The reconnect settings with every default filled in, or false for none. */
export type ReconnectPolicy =
  | false
  | { retries: number; minDelayMs: number; maxDelayMs: number; resetAfterMs: number };

/**
 * Brings the subscriptions back after a drop: reconnects with capped exponential backoff and jitter, then
 * resubscribes. The count of attempts starts again only after a connection that stayed up `resetAfterMs`, so a
 * server that accepts, answers the resubscribe and drops cannot make the client reconnect without end; past
 * `retries` (or with reconnecting off) the subscriptions end with a NetworkError.
 */
export class Reconnector {
  #attempt = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly policy: ReconnectPolicy,
    readonly endpoint: string,
    readonly connection: WsConnection,
    readonly registry: SubscriptionRegistry,
  ) {}

  /** The connection dropped (not closed by the client): reconnect if a subscription is live. */
  dropped(): void {
    const { connection, registry, policy } = this;
    // the count starts again only after a connection that stayed up a while
    if (policy && Date.now() - connection.openedAt >= policy.resetAfterMs) this.#attempt = 0;
    if (connection.closed) return;
    // the server would send the same message again: end everything instead of reconnecting
    if (connection.tooLarge) registry.endAll(connection.tooLarge);
    else if (registry.active) this.#schedule();
  }

  /** Stops a reconnect that is waiting. */
  stop(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #schedule(): void {
    const { connection, registry, policy } = this;
    if (connection.closed || this.#timer !== undefined) return;
    if (policy === false || this.#attempt >= policy.retries) {
      const details =
        policy === false
          ? 'the WebSocket connection closed'
          : `no connection after ${this.#attempt} reconnect attempts`;
      registry.endAll(
        connection.tooLarge ?? new NetworkError({ url: this.endpoint, method: 'eth_subscribe', details }),
      );
      this.#attempt = 0;
      return;
    }
    const delay = backoffDelay(this.#attempt, policy);
    this.#attempt += 1;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      if (connection.closed || !registry.active) return;
      // the count is not reset when the subscriptions are back: a server that answers the resubscribe and drops
      // the connection again still meets the retries bound (see resetAfterMs)
      connection.connect().then(
        () => registry.resubscribe(),
        () => this.#schedule(),
      );
    }, delay);
  }
}
