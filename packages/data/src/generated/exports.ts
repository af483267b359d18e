// Generated from specs/openapi/data/; do not edit. Run `pnpm generate`.
// Every type of types.ts and core's types the client's signatures use: the package entry re-exports them all.

export type {
  Answer,
  CallOptions,
  CrossRule,
  Deadline,
  DeadlineOptions,
  HookResult,
  HttpErrorOptions,
  IterateOptions,
  Middleware,
  ParamRule,
  ParamSchema,
  ParamsCheck,
  RetryInfo,
  RetryOptions,
  SdkErrorOptions,
  Send,
  SendInit,
  TransportOptions,
  ValidationErrorOptions,
} from '@pkg/core';
export type { OperationAlias, OperationInfo } from '@pkg/core/rest';
export type * from './types.js';
