import { JsonRpcError, ValidationError } from '@pkg/core';
import { describe, expect, inject, test } from 'vitest';
import { type CoverageRow, MODES, type Mode, NAME_REFUSAL, recordCoverage } from './coverage.js';
import { ERA } from './localNetwork.js';
import { removedFromCChainByHelicon, resultSchemaErrors, type SpecName, specMethods } from './specSchemas.js';

/** The note the SDK adds to a node's refusal of a method Helicon removed from the C chain. */
export const HELICON_REMOVED = /removed from the C-Chain by Helicon/;

/** The hint a call made with seed names carries when the node refuses the seed name. */
export const DEPLOYED_HINT = /wireNames: 'deployed'/;

/** One method of a spec, exercised against the real node. */
export interface MethodCase<C> {
  /** The method's seed name, as in specs/openrpc (`info.getNetworkID`, `eth_chainId`, `GET /ext/health`). */
  method: string;
  /** The calls to make (each result is checked against the method's result schema). */
  calls: ((client: C, mode: Mode) => Promise<unknown>)[];
  /** The result schema to check against when `method` is not a spec method (the health GETs). */
  schemaOf?: string;
  /**
   * What a lone local node may refuse, with why: then the call must reject with the node's message as a
   * JsonRpcError with a code (or resolve with a fitting result).
   */
  nodeMayRefuse?: { message: RegExp; why: string };
  /** Subnet-EVM only: on a C-chain client it rejects with a ValidationError, in every mode, before sending. */
  subnetOnly?: boolean;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One vitest test per method per wire-name mode (so the verbose reporter lists every method):
 * - seed names: resolves with a result that fits its schema, or rejects with a message naming
 *   `wireNames: 'deployed'` (or the same node refusal deployed mode allows);
 * - deployed names: resolves with a result that fits the method's result schema in specs/openrpc, or,
 *   for what a lone node cannot answer, rejects with the node's message as a JsonRpcError;
 * - default options (no `wireNames`, i.e. `'auto'`): as deployed names; a rejection of the wire name (the
 *   hint, `can't find service`, `ill-formed`, a 404) fails the test and is counted in the table.
 * Plus one test that every method of the spec has a case.
 */
export function describeMethods<C>(options: {
  pkg: string;
  spec: SpecName;
  client: (mode: Mode) => C;
  cases: MethodCase<C>[];
  /** Spec methods deliberately not covered here, with why (none today). */
  skip?: Record<string, string>;
  /**
   * The chain the client talks to, for the EVM spec: `'C'` (default) or `'subnet'`. On the Helicon node a
   * C-chain case of a method the spec does not serve on `c-chain-helicon` must reject with the node's
   * refusal and the SDK's note naming Helicon ({@link HELICON_REMOVED}).
   */
  chain?: 'C' | 'subnet';
}): void {
  const { pkg, spec, client, cases } = options;
  const heliconRemoved = (method: string) =>
    ERA === 'helicon' &&
    spec === 'evm' &&
    (options.chain ?? 'C') === 'C' &&
    removedFromCChainByHelicon(spec, method);
  describe(pkg, () => {
    test(`covers every method of specs/openrpc/${spec}/`, () => {
      const covered = new Set(cases.map((c) => c.method));
      const missing = specMethods(spec).filter((m) => !covered.has(m) && !options.skip?.[m]);
      expect(missing).toEqual([]);
    });

    for (const c of cases) {
      for (const mode of MODES) {
        test(`${c.method} (${mode === 'default' ? 'default options' : `${mode} names`})`, async () => {
          const coverageFile = inject('coverageFile');
          const record: RecordRow = (outcome, detail) =>
            recordCoverage(coverageFile, { pkg, method: c.method, mode, outcome, detail });
          const sdk = client(mode);
          if (c.subnetOnly) await expectSubnetOnlyRefused(() => c.calls[0]!(sdk, mode), record);
          else if (heliconRemoved(c.method))
            await expectRemovedByHelicon(() => c.calls[0]!(sdk, mode), mode, record);
          else await expectCallsAnswer(spec, c, mode, sdk, record);
        });
      }
    }
  });
}

/** Writes the coverage row of one case in one mode. */
type RecordRow = (outcome: CoverageRow['outcome'], detail?: string) => void;

/** A Subnet-EVM-only method on a C-chain client: a ValidationError naming the subnet, before anything is sent. */
async function expectSubnetOnlyRefused(call: () => Promise<unknown>, record: RecordRow): Promise<void> {
  let error: unknown;
  try {
    await call();
  } catch (e) {
    error = e;
  }
  const ok = ValidationError.isInstance(error) && /subnet/i.test(messageOf(error));
  record(ok ? 'validation' : 'fails', messageOf(error ?? 'resolved'));
  expect(ValidationError.isInstance(error), messageOf(error ?? 'resolved')).toBe(true);
  expect(messageOf(error)).toMatch(/subnet/i);
}

/**
 * Makes each call of the case: a result must fit the method's result schema; a rejection passes only as the
 * seed-name hint (seed mode) or as a refusal the case allows. One coverage row for the case, a refusal
 * winning over 'resolves'.
 */
async function expectCallsAnswer<C>(
  spec: SpecName,
  c: MethodCase<C>,
  mode: Mode,
  sdk: C,
  record: RecordRow,
): Promise<void> {
  const schemaMethod = c.schemaOf ?? c.method;
  let refused: string | undefined;
  for (const call of c.calls) {
    let result: unknown;
    try {
      result = await call(sdk, mode);
    } catch (error) {
      const allowed = refusalOf(c, mode, error, record);
      if (allowed === undefined) return; // seed names refused with the hint
      refused ??= allowed;
      continue;
    }
    const errors = resultSchemaErrors(spec, schemaMethod, result);
    if (errors.length > 0) {
      record('schema-fails', `${errors.join('; ')} in ${JSON.stringify(result).slice(0, 300)}`);
    }
    expect(
      errors,
      `result of ${c.method} does not fit its schema: ${errors.join('; ')}\nresult: ${JSON.stringify(result).slice(0, 2000)}`,
    ).toEqual([]);
  }
  if (refused) record('node-refuses', refused);
  else record('resolves');
}

/**
 * What a call's rejection means: undefined for seed names refused with the `wireNames: 'deployed'` hint
 * (recorded), else the node refusal the case allows (its text); any other rejection is recorded and thrown.
 */
function refusalOf<C>(c: MethodCase<C>, mode: Mode, error: unknown, record: RecordRow): string | undefined {
  const message = messageOf(error);
  if (mode === 'seed' && DEPLOYED_HINT.test(message)) {
    record('hint', message);
    return undefined;
  }
  if (mode === 'default' && NAME_REFUSAL.test(message)) {
    record('name-refused', message);
    throw error;
  }
  if (c.nodeMayRefuse && JsonRpcError.isInstance(error) && c.nodeMayRefuse.message.test(message)) {
    expect(typeof error.code).toBe('number');
    return `${message} (${error.code}; ${c.nodeMayRefuse.why})`;
  }
  record('fails', message);
  throw error;
}

/**
 * A call of a method Helicon removed from the C chain, on the Helicon node: it must reject with the node's
 * refusal carrying the SDK's note (in seed mode the `wireNames: 'deployed'` hint also passes: a seed name at
 * a path the node no longer serves is refused by name before the method is looked up).
 */
async function expectRemovedByHelicon(
  call: () => Promise<unknown>,
  mode: Mode,
  record: RecordRow,
): Promise<void> {
  let error: unknown;
  try {
    await call();
  } catch (e) {
    error = e;
  }
  const message = error === undefined ? 'resolved' : messageOf(error);
  if (mode === 'seed' && DEPLOYED_HINT.test(message)) {
    record('hint', message);
    return;
  }
  record(HELICON_REMOVED.test(message) ? 'removed-by-helicon' : 'fails', message);
  expect(message, 'a method Helicon removed from the C chain').toMatch(HELICON_REMOVED);
}
