import { createRandom, type Random } from './data/random.js';

/** A fault the mock server can inject. */
export type FaultKind =
  | '429'
  | '500'
  | '502'
  | '503'
  | 'slow'
  | 'cut'
  | 'truncate'
  | 'nonjson'
  | 'health503'
  | 'wsdrop';

/** How often and which faults to inject (for every request, or for the requests of one route). */
export interface FaultRule {
  /** Probability per request, 0..1. @default 1 when `kinds` is given, else 0 */
  rate?: number;
  /** The faults to pick from. @default ['429', '500', '502', '503'] */
  kinds?: readonly FaultKind[];
  /** Retry-After of a 429, in seconds. @default 1 */
  retryAfterSeconds?: number;
  /** Delay of a slow answer, in milliseconds. @default 2000 */
  slowMs?: number;
}

/** Fault options: a rule for every request, a seed for the draws, and rules per path prefix or JSON-RPC method. */
export interface FaultOptions extends FaultRule {
  /** Seed of the fault draws: the same seed and the same requests give the same faults. @default 1 */
  seed?: number;
  /** Rules by path prefix (`/v1/chains`, `/ext/health`) or JSON-RPC method (`eth_blockNumber`); the longest match wins. */
  routes?: Record<string, FaultRule>;
}

/** A fault chosen for one request. */
export interface Fault {
  kind: FaultKind;
  retryAfterSeconds: number;
  slowMs: number;
}

const DEFAULT_KINDS: readonly FaultKind[] = ['429', '500', '502', '503'];

/** Draws faults for requests from the options, deterministically from the fault seed. */
export class FaultPlan {
  private random: Random;

  constructor(private options: FaultOptions = {}) {
    this.random = createRandom(options.seed ?? 1);
  }

  /** The options in force. */
  get current(): FaultOptions {
    return this.options;
  }

  /** The rule that applies to a request: the longest matching route, else the top-level rule. */
  ruleFor(path: string, methods: readonly string[]): FaultRule {
    let best: { key: string; rule: FaultRule } | undefined;
    for (const [key, rule] of Object.entries(this.options.routes ?? {})) {
      const hit = key.startsWith('/') ? path.startsWith(key) : methods.includes(key);
      if (hit && (!best || key.length > best.key.length)) best = { key, rule };
    }
    return best?.rule ?? this.options;
  }

  /**
   * The fault for one request, or undefined. Health requests may draw `health503` (answered as an
   * unhealthy node); websocket messages may draw `wsdrop`; other requests draw the other kinds.
   */
  draw(path: string, methods: readonly string[], kind: 'http' | 'health' | 'ws'): Fault | undefined {
    const rule = this.ruleFor(path, methods);
    const kinds = (rule.kinds ?? (rule.rate ? DEFAULT_KINDS : [])).filter((k) =>
      kind === 'ws' ? k === 'wsdrop' : k !== 'wsdrop' && (kind === 'health' || k !== 'health503'),
    );
    if (kinds.length === 0) return undefined;
    const rate = rule.rate ?? 1;
    if (rate <= 0 || this.random.next() >= rate) return undefined;
    return {
      kind: this.random.pick(kinds),
      retryAfterSeconds: rule.retryAfterSeconds ?? 1,
      slowMs: rule.slowMs ?? 2000,
    };
  }
}
