import { createHash } from 'node:crypto';
import { createWebhook } from '@pkg/data/operations';
import { ReplyError } from '../httpReply.js';

/**
 * The webhooks of one mock server: created, listed, updated, deactivated, their address lists edited,
 * and the shared secret rotated, each account (API key) seeing only its own. State lives as long as the
 * server; two servers never share it.
 */

export type WebhookKind = 'address_activity' | 'primary_network_address_activity' | 'validator_activity';

export interface Webhook {
  id: string;
  url: string;
  chainId: string;
  status: 'active' | 'inactive';
  createdAt: number;
  name: string;
  description?: string;
  eventType: WebhookKind;
  metadata: Record<string, unknown>;
  includeInternalTxs?: boolean;
  includeLogs?: boolean;
}

type Body = Record<string, unknown>;

/**
 * The sub-events a webhook kind's `metadata.subEvents` may list: the enums of the Data client's own
 * createWebhook entry (the spec's), so the mock cannot drift from them.
 */
const SUB_EVENTS: Record<Exclude<WebhookKind, 'address_activity'>, readonly string[]> = {
  primary_network_address_activity: subEventsOf('addressActivitySubEvents'),
  validator_activity: subEventsOf('validatorActivitySubEvents'),
};

/** The enum of `metadata.subEvents.<field>` in the createWebhook entry's metadata branches. */
export function subEventsOf(field: string): readonly string[] {
  const metadata = createWebhook.schema.metadata;
  for (const branch of metadata?.type === 'anyOf' ? metadata.anyOf : [metadata]) {
    const subEvents = branch?.type === 'object' ? branch.properties?.subEvents : undefined;
    const list = subEvents?.type === 'object' ? subEvents.properties?.[field] : undefined;
    const items = list?.type === 'array' ? list.items : undefined;
    if (items?.type === 'string' && items.enum) return items.enum;
  }
  throw new Error(`createWebhook's metadata has no subEvents.${field} enum`);
}

function bad(message: string): never {
  throw new ReplyError(400, message);
}

function strings(value: unknown, field: string, nonEmpty = true): string[] {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string') || (nonEmpty && value.length === 0)) {
    bad(`${field} must be a${nonEmpty ? ' non-empty' : 'n'} array of strings`);
  }
  return value as string[];
}

function httpUrl(value: unknown): string {
  try {
    const url = new URL(String(value));
    if (url.protocol === 'https:' || url.protocol === 'http:') return String(value);
  } catch {
    // refused below
  }
  return bad('url must be an http(s) URL');
}

/** A UUID-shaped id derived from labels (deterministic, unlike randomUUID). */
export function uuidOf(...labels: unknown[]): string {
  const hex = createHash('sha256').update(JSON.stringify(labels)).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The metadata of a new webhook, checked against its kind (400 naming the field). */
function metadataOf(kind: WebhookKind, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) bad('metadata must be an object');
  const metadata = value as Body;
  if (kind === 'address_activity') {
    strings(metadata.addresses, 'metadata.addresses');
    if (metadata.eventSignatures !== undefined)
      strings(metadata.eventSignatures, 'metadata.eventSignatures', false);
    return { ...metadata };
  }
  const keyTypes = kind === 'validator_activity' ? ['nodeId', 'subnetId'] : ['addresses'];
  if (!keyTypes.includes(String(metadata.keyType)))
    bad(`metadata.keyType must be one of ${keyTypes.join(', ')}`);
  strings(metadata.keys, 'metadata.keys');
  const field = kind === 'validator_activity' ? 'validatorActivitySubEvents' : 'addressActivitySubEvents';
  const subEvents = strings((metadata.subEvents as Body | undefined)?.[field], `metadata.subEvents.${field}`);
  const unknown = subEvents.find((e) => !SUB_EVENTS[kind].includes(e));
  if (unknown !== undefined) bad(`metadata.subEvents.${field} has an unknown event ${unknown}`);
  return { ...metadata };
}

/** One server's webhooks and shared secrets, per account. */
export class WebhookStore {
  private readonly hooks = new Map<string, Webhook[]>();
  private readonly secrets = new Map<string, string>();
  private created = 0;
  private rotations = 0;

  constructor(private readonly now: () => number) {}

  /** The account's webhooks, oldest first, optionally of one status. */
  list(account: string, status?: unknown): Webhook[] {
    const all = this.hooks.get(account) ?? [];
    return status === undefined ? [...all] : all.filter((h) => h.status === status);
  }

  get(account: string, id: unknown): Webhook {
    const hook = this.hooks.get(account)?.find((h) => h.id === id);
    if (!hook) throw new ReplyError(404, `webhook ${String(id)} not found`);
    return hook;
  }

  create(account: string, body: Body, chainSupportsWebhooks: (chainId: string) => boolean): Webhook {
    const kind = body.eventType as WebhookKind;
    const url = httpUrl(body.url);
    if (kind === 'address_activity') {
      if (typeof body.chainId !== 'string') bad('chainId is required for address_activity');
      if (!chainSupportsWebhooks(body.chainId)) bad(`chain ${body.chainId} does not support webhooks`);
    } else {
      if (body.network !== 'mainnet' && body.network !== 'fuji') bad(`network is required for ${kind}`);
      if (kind === 'primary_network_address_activity' && typeof body.chainId !== 'string')
        bad('chainId is required for primary_network_address_activity');
    }
    this.created += 1;
    const hook: Webhook = {
      id: uuidOf('webhook', account, this.created),
      url,
      chainId: typeof body.chainId === 'string' ? body.chainId : String(body.network),
      status: 'active',
      createdAt: this.now(),
      name: typeof body.name === 'string' ? body.name : `webhook ${this.created}`,
      eventType: kind,
      metadata: metadataOf(kind, body.metadata),
      ...(kind === 'address_activity'
        ? { includeInternalTxs: body.includeInternalTxs === true, includeLogs: body.includeLogs === true }
        : {}),
    };
    const list = this.hooks.get(account) ?? [];
    list.push(hook);
    this.hooks.set(account, list);
    return hook;
  }

  update(account: string, id: unknown, body: Body): Webhook {
    const hook = this.get(account, id);
    const evmOnly = ['includeInternalTxs', 'includeLogs'].filter((f) => body[f] !== undefined);
    if (evmOnly.length > 0 && hook.eventType !== 'address_activity')
      bad(`${evmOnly.join(', ')} apply to address_activity webhooks only`);
    if (body.url !== undefined) hook.url = httpUrl(body.url);
    if (typeof body.name === 'string') hook.name = body.name;
    if (body.status === 'active' || body.status === 'inactive') hook.status = body.status;
    if (typeof body.includeInternalTxs === 'boolean') hook.includeInternalTxs = body.includeInternalTxs;
    if (typeof body.includeLogs === 'boolean') hook.includeLogs = body.includeLogs;
    return hook;
  }

  deactivate(account: string, id: unknown): Webhook {
    const hook = this.get(account, id);
    hook.status = 'inactive';
    return hook;
  }

  /** The address list of an EVM address-activity webhook (400 for the other kinds). */
  addresses(account: string, id: unknown): string[] {
    const hook = this.get(account, id);
    if (hook.eventType !== 'address_activity') bad('only address_activity webhooks have addresses');
    return hook.metadata.addresses as string[];
  }

  changeAddresses(account: string, id: unknown, body: Body, add: boolean): Webhook {
    const current = this.addresses(account, id);
    const given = strings(body.addresses, 'addresses');
    const lower = new Set(given.map((a) => a.toLowerCase()));
    const hook = this.get(account, id);
    if (add) {
      const known = new Set(current.map((a) => a.toLowerCase()));
      hook.metadata.addresses = [...current, ...given.filter((a) => !known.has(a.toLowerCase()))];
    } else {
      hook.metadata.addresses = current.filter((a) => !lower.has(a.toLowerCase()));
    }
    return hook;
  }

  rotateSecret(account: string): string {
    this.rotations += 1;
    const secret = createHash('sha256').update(`secret:${account}:${this.rotations}`).digest('hex');
    this.secrets.set(account, secret);
    return secret;
  }

  secret(account: string): string {
    const secret = this.secrets.get(account);
    if (secret === undefined) throw new ReplyError(404, 'no shared secret has been generated yet');
    return secret;
  }
}
