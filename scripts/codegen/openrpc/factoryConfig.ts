/**
 * What a JSON-RPC package's generated factories (`src/generated/create<Name>Client.ts`) take from outside the spec:
 * the prose of their docs, and the hand-written parts of the packages whose clients do more than the spec says
 * (one file per package under factories/). Everything else (methods, endpoints, variables and their defaults,
 * paged methods, batch endpoints, deployed names) comes from the spec.
 */

/** A function of a hand-written module of the package, which the generated factory imports from `src/generated/`. */
export interface HandWritten {
  /** The module, relative to `src/generated/` (`../evmChainSetup.js`). */
  readonly from: string;
  /** The export it calls. */
  readonly name: string;
}

/** Methods that a hand-written function adds to a namespace of the client (node-info's health GET endpoints). */
export interface NamespaceExtension extends HandWritten {
  /** The type of the methods it adds, and the generated module declaring it (`./health.js`). */
  readonly type: string;
  readonly typeFrom: string;
  /** The doc of the namespace on the full client. */
  readonly doc: string;
  /** What the doc of a client of some methods adds: when its namespace has them. */
  readonly note: string;
}

/** The docs and hand-written parts of one package's generated factories. */
export interface FactoryConfig {
  /** What the client is, after "Creates": `an X-chain client`. */
  readonly subject: string;
  /** The summary of `<Name>Client`. */
  readonly client: string;
  /** The doc of each option named by a server variable of the spec (`blockchainId`), without its `@default`. */
  readonly variables?: Readonly<Record<string, string>>;
  /** Server variables the client also carries as read-only fields, with their docs (evm's `blockchainId`). */
  readonly fields?: Readonly<Record<string, string>>;
  /**
   * `iterate.<key>` of each paged method (`x-paged-utxos`), by wire name: its doc, and the arguments its example
   * passes (source text).
   */
  readonly iterators?: Readonly<Record<string, { readonly doc: string; readonly example: string }>>;
  /** `request` of the full client: its doc, and the call its example makes. */
  readonly request: { readonly doc: string; readonly example: string };
  /** `request` of a client of some methods: its doc. */
  readonly requestOf: string;
  /** `create<Name>Client`: its doc, and its example after the import. */
  readonly create: { readonly doc: string; readonly example: readonly string[] };
  /**
   * `create<Name>ClientFor`: what its doc adds to the generated sentence, the entries its example imports, the
   * options it passes (source text) and the lines after it.
   */
  readonly createFor: {
    readonly note?: string;
    readonly entries: readonly string[];
    readonly options?: string;
    readonly example: readonly string[];
  };
  /** The entries the doc of `<Name>MethodTable` shows (`xvm_getHeight`, `xvm_getTx`). */
  readonly tableExample: readonly string[];
  /**
   * Called before the client is built, with the method table, the variables' values and the options: returns
   * `[config, options]`, what to add to core's `createRpcClient` config and the options to pass it (evm: its
   * chain's kind, the methods it refuses, the endpoints `endpoints.eth` also serves). It may throw on a bad
   * variable.
   */
  readonly setup?: HandWritten;
  /** Methods hand-written functions add to namespaces, by namespace. */
  readonly extend?: Readonly<Record<string, NamespaceExtension>>;
}
