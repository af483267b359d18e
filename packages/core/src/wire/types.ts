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
