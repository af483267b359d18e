import { type CallOptions, JsonRpcError, NetworkError, SdkError } from '@pkg/core';
import { HeldNotifications } from './HeldNotifications.js';
import { createSubscriptionQueue, type Subscription, type SubscriptionQueue } from './Subscription.js';

/** What the registry needs of the client: its requests, and whether its connection is open or closed for good. */
export interface RegistryLink {
  request<T>(method: string, params: readonly unknown[], options?: CallOptions): Promise<T>;
  /** Whether a connection is open now. */
  readonly open: boolean;
  /** Whether the client was closed. */
  readonly closed: boolean;
}

/**
 * Bounds of the registry: a subscription's unread notifications, and those held for ids not known yet (`maxHeld`
 * is also how many ended ids are remembered).
 */
export interface RegistryLimits {
  readonly bufferSize: number;
  readonly maxHeld: number;
  readonly maxHeldBytes: number;
}

interface Entry {
  readonly kind: string;
  /** `eth` (eth_subscribe) or `debug` (debug_subscribe): the namespace of its subscribe, unsubscribe and notifications. */
  readonly namespace: string;
  readonly params: readonly unknown[];
  serverId: string | undefined;
  active: boolean;
  readonly queue: SubscriptionQueue<unknown>;
  /** The subscribe in flight, if any. */
  subscribing: Promise<void> | undefined;
  /** The unsubscribe in flight, if any. */
  unsubscribing: Promise<void> | undefined;
}

const keyOf = (namespace: string, serverId: string) => `${namespace}:${serverId}`;

/**
 * The client's subscriptions: each one's `<namespace>_subscribe` and `_unsubscribe`, the node's id for it, and its
 * notifications routed by method and id (an `eth_subscription` reaches only an eth_subscribe's subscription). A
 * notification that overtakes the answer naming its subscription is held while a subscribe is in flight (the only
 * time one can), bounded by `maxHeld` and `maxHeldBytes` in all, the oldest dropped first; once no subscribe is in
 * flight, what is still held is dropped. A notification for an ended id (up to `maxHeld` of the latest ended ids)
 * is dropped, so a later subscription the node gives the same id never gets what was sent for the ended one. An id
 * the node gives twice is refused. After a drop, `disconnected` forgets the ids and `resubscribe` asks again.
 */
export class SubscriptionRegistry {
  readonly #entries = new Set<Entry>();
  /** Live subscriptions by `<namespace>:<id>`. */
  readonly #byServerId = new Map<string, Entry>();
  /** Notifications for ids not known yet, while a subscribe is in flight. */
  readonly #held: HeldNotifications;
  /** Subscribes in flight (a notification can overtake only an answer still to come). */
  #subscribing = 0;
  /** The latest `maxHeld` ended subscriptions by `<namespace>:<id>`, oldest first: their notifications are dropped. */
  readonly #ended = new Set<string>();
  readonly #link: RegistryLink;
  readonly #limits: RegistryLimits;

  constructor(link: RegistryLink, limits: RegistryLimits) {
    this.#link = link;
    this.#limits = limits;
    this.#held = new HeldNotifications(limits);
  }

  /** Whether a subscription is live (worth reconnecting for). */
  get active(): boolean {
    for (const entry of this.#entries) if (entry.active) return true;
    return false;
  }

  /** Subscribes (`<namespace>_subscribe` with `params`); resolves the subscription once the node has named it. */
  async add(
    kind: string,
    namespace: string,
    params: readonly unknown[],
    options?: CallOptions,
  ): Promise<Subscription<unknown>> {
    const entry: Entry = {
      kind,
      namespace,
      params,
      serverId: undefined,
      active: true,
      queue: createSubscriptionQueue(this.#limits.bufferSize, () => this.#unsubscribe(entry).catch(() => {})),
      subscribing: undefined,
      unsubscribing: undefined,
    };
    this.#entries.add(entry);
    try {
      await this.#establish(entry, options);
    } catch (error) {
      this.#end(entry);
      throw error;
    }
    return {
      kind,
      get id() {
        return entry.serverId;
      },
      unsubscribe: () => this.#unsubscribe(entry),
      [Symbol.asyncIterator]: () => entry.queue.iterator,
    };
  }

  /**
   * Hands a notification (`<namespace>_subscription`) to its subscription, or, while a subscribe is in flight,
   * holds it until the id is known; one for an ended id is dropped.
   */
  notify(namespace: string, serverId: string, result: unknown, size: number): void {
    const key = keyOf(namespace, serverId);
    const entry = this.#byServerId.get(key);
    if (entry) entry.queue.push(result);
    else if (this.#subscribing > 0 && !this.#ended.has(key)) this.#held.hold(key, result, size);
  }

  /**
   * An answer naming `serverId` for a `<namespace>_subscribe` was read: an ended id given again names the new
   * subscription from here on (what was read before it stays dropped), before its subscribe has resumed.
   */
  named(namespace: string, serverId: string): void {
    this.#ended.delete(keyOf(namespace, serverId));
  }

  /** The connection dropped: the node's ids (those of live, held and ended subscriptions) are gone with it. */
  disconnected(): void {
    this.#byServerId.clear();
    this.#held.clear();
    this.#ended.clear();
    for (const entry of this.#entries) entry.serverId = undefined;
  }

  /** Subscribes again every live subscription the node has no id for (after a reconnect). */
  resubscribe(): void {
    const back = [...this.#entries]
      .filter((entry) => entry.active && entry.serverId === undefined && entry.subscribing === undefined)
      .map((entry) => this.#establish(entry));
    void Promise.all(back).catch(() => {});
  }

  /** Ends every subscription with `error`. */
  endAll(error: unknown): void {
    for (const entry of this.#entries) this.#end(entry, error);
  }

  /** Unsubscribes every live subscription. */
  async unsubscribeAll(): Promise<void> {
    const live = [...this.#entries].filter((entry) => entry.active);
    await Promise.allSettled(live.map((entry) => this.#unsubscribe(entry)));
  }

  /** Sends the subscribe of `entry` and maps the id the node gives; unsubscribes at once if it was stopped meanwhile. */
  #establish(entry: Entry, options?: CallOptions): Promise<void> {
    this.#subscribing++;
    const attempt = this.#subscribeOnce(entry, options);
    entry.subscribing = attempt;
    return attempt.finally(() => {
      if (entry.subscribing === attempt) entry.subscribing = undefined;
      // no answer is still to come: nothing held can be claimed any more
      if (--this.#subscribing === 0) this.#held.clear();
    });
  }

  async #subscribeOnce(entry: Entry, options?: CallOptions): Promise<void> {
    let serverId: string;
    try {
      serverId = String(
        await this.#link.request<string>(`${entry.namespace}_subscribe`, entry.params, options),
      );
    } catch (error) {
      if (JsonRpcError.isInstance(error) && entry.active) this.#end(entry, error);
      throw error;
    }
    const key = keyOf(entry.namespace, serverId);
    if (!entry.active) {
      // unsubscribed while the node was still naming it: the unsubscribe must still reach the node
      this.#held.take(key);
      this.#rememberEnded(key);
      return this.#sendUnsubscribe(serverId, entry.namespace);
    }
    if (this.#byServerId.has(key)) {
      // two subscriptions under one id would cross their notifications: the later one is refused (no
      // unsubscribe: it would end the other)
      const error = new SdkError(
        `${entry.namespace}_subscribe answered subscription id ${serverId}, already in use by another subscription: refused`,
      );
      this.#end(entry, error);
      throw error;
    }
    entry.serverId = serverId;
    this.#byServerId.set(key, entry);
    for (const value of this.#held.take(key)) entry.queue.push(value);
  }

  /** Remembers `key` as ended (its notifications are dropped), forgetting the oldest past `maxHeld`. */
  #rememberEnded(key: string): void {
    this.#ended.delete(key);
    this.#ended.add(key);
    if (this.#ended.size <= this.#limits.maxHeld) return;
    for (const oldest of this.#ended) {
      this.#ended.delete(oldest);
      break;
    }
  }

  /** `<namespace>_unsubscribe`; a dropped connection counts as done (the node ends its subscriptions with it). */
  async #sendUnsubscribe(serverId: string, namespace: string): Promise<void> {
    if (!this.#link.open) return;
    try {
      await this.#link.request<boolean>(`${namespace}_unsubscribe`, [serverId]);
    } catch (error) {
      if (
        NetworkError.isInstance(error) ||
        (SdkError.isInstance(error) && this.#link.closed && !this.#link.open)
      )
        return;
      throw error;
    }
  }

  #end(entry: Entry, error?: unknown): void {
    entry.active = false;
    entry.queue.end(error);
    this.#entries.delete(entry);
    if (entry.serverId === undefined) return;
    const key = keyOf(entry.namespace, entry.serverId);
    if (this.#byServerId.get(key) !== entry) return;
    this.#byServerId.delete(key);
    this.#rememberEnded(key);
  }

  #unsubscribe(entry: Entry): Promise<void> {
    if (entry.unsubscribing) return entry.unsubscribing;
    if (!entry.active) return Promise.resolve();
    const { serverId, subscribing } = entry;
    this.#end(entry);
    entry.unsubscribing = (async () => {
      if (serverId !== undefined) await this.#sendUnsubscribe(serverId, entry.namespace);
      else if (subscribing) await subscribing.catch(() => {}); // #subscribeOnce sends the unsubscribe once named
    })();
    return entry.unsubscribing;
  }
}
