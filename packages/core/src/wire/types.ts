/**
 * One rule of a kind of refusal (specs/wire.yaml `x-name-refusals`): a JSON-RPC error whose `code` (if given)
 * and message fit, or an HTTP error of `status`; `nameDiffers` / `urlDiffers`: only when the call's other wire
 * name / URL differs from the one tried.
 */
export interface NameRefusalRule {
  readonly code?: number;
  readonly message?: RegExp;
  readonly status?: number;
  readonly nameDiffers?: boolean;
  readonly urlDiffers?: boolean;
}

/** Where one call goes on the wire under one name map: the method name and the URL. */
export interface WireTarget {
  readonly name: string;
  readonly url: string;
}

/** Maps the seed's wire names to the names a node answers to. */
export interface WireNameMap {
  /** Seed namespace -> node namespace, e.g. `{ xvm: 'avm' }`. */
  readonly namespaces?: Readonly<Record<string, string>>;
  /** Seed endpoint template -> node endpoint template, e.g. `{ '/ext/bc/C/atomic': '/ext/bc/C/avax' }`. */
  readonly paths?: Readonly<Record<string, string>>;
  /**
   * Seed namespaces, or endpoint templates, the node serves as `<namespace>.<method>` with one params object:
   * a by-position call's single object argument (or `{}`) is sent as the params object, e.g.
   * `['/ext/bc/{blockchainId}/admin']` turns `admin_setLogLevel([{ level }])` at the chain's `/admin` into
   * `admin.setLogLevel({ level })` and leaves `admin_exportChain` at `/rpc` as it is (`['admin']` would map both).
   */
  readonly objectParams?: readonly string[];
}
