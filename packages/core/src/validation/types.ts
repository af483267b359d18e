/**
 * A rule for one input value, read from the spec's JSON Schema keywords. Any rule may be `nullable`: null
 * passes it (the schema's type list holds 'null', `nullable: true` or a union has a null branch).
 */
export type ParamRule = (
  | { type: 'integer'; minimum?: number; maximum?: number }
  | { type: 'number'; minimum?: number; maximum?: number }
  | {
      type: 'string';
      enum?: readonly string[];
      pattern?: string;
      minLength?: number;
      maxLength?: number;
      /** Hex digits with an optional 0x prefix. */
      hex?: boolean;
    }
  | { type: 'boolean' }
  | { type: 'array'; items?: ParamRule; minItems?: number; maxItems?: number }
  | { type: 'object'; properties?: Record<string, ParamRule & { required?: boolean }> }
  /** One of several shapes (a spec's `oneOf`/`anyOf`): the value passes when one branch accepts it. */
  | { type: 'anyOf'; anyOf: readonly ParamRule[] }
  | { type: 'any' }
) & {
  /** null is a value of the field and passes the rule. */
  nullable?: boolean;
};

/** Rules for the fields of one params object. */
export type ParamSchema = Record<string, ParamRule & { required?: boolean }>;

/** A rule across several fields (the spec's `x-rules`). */
export type CrossRule =
  | { anyOf: readonly string[] }
  | { sumAtMost: { fields: readonly string[]; max: number } }
  | { lessThan: readonly [string, string] }
  | { lessOrEqual: readonly [string, string] };

/**
 * A params checker of `checkParams`' shape. A generated method entry with checks carries it (`check: checkParams`),
 * so a call of a method without any bundles no checker.
 */
export type ParamsCheck = (
  params: Record<string, unknown> | undefined,
  schema: ParamSchema,
  rules?: readonly CrossRule[],
  options?: { exact?: boolean },
) => void;
