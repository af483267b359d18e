import { DEFAULTS, type JsonRpcTransportOptions, ValidationError } from '@pkg/core';
import { hrpOf } from '../codec/address.js';
import { shortIdOf } from '../keys/shortIdOf.js';
import { P_BUILDERS } from '../p/build/index.js';
import { type PCreatedIds, pCreatedIds } from '../p/pCreatedIds.js';
import type { PTx } from '../p/types.js';
import { checkAmount, checkKeys, checkOneOf } from '../shared/checkArgs.js';
import type { TxContext } from '../shared/context.js';
import {
  checkMaxFee,
  checkOperationOptions,
  DEFAULT_MAX_FEE,
  OPERATION_OPTIONS,
  type OperationOptions,
} from '../shared/operationOptions.js';
import { type OwnerArg, recipientArg } from '../shared/ownerArg.js';
import type { Signer } from '../sign/Signer.js';
import { addSignatures, completeTx } from '../sign/signTx.js';
import type { AnyTx, PartlySignedTx, SignedTx, UnsignedTx } from '../types.js';
import { createNodeCalls } from './createNodeCalls.js';
import { createTxContext } from './createTxContext.js';
import {
  type CrossChainArgs,
  type CrossChainResult,
  checkCrossChainArgs,
  checkImportPendingArgs,
  crossChain,
  type ImportPendingArgs,
  importPending,
} from './crossChain.js';
import { issue } from './issue.js';
import { createOperations, type Operations } from './operations.js';
import { signerAddresses } from './recipient.js';
import { type WaitOptions, wait } from './wait.js';
import { buildXSend } from './xOperations.js';

/** The P builders by operation name (`txs.p.<op>` and `txs.p.build.<op>` follow them). */
export type PBuilders = typeof P_BUILDERS;

/** `txs.p.build.<op>`: each P builder, given the client's context. */
export type PBuilds = {
  readonly [K in keyof PBuilders]: (args: Parameters<PBuilders[K]>[1]) => ReturnType<PBuilders[K]>;
};

/** `txs.p.<op>`: each P operation built, signed, issued once and waited for. */
export type POperations = {
  readonly [K in keyof PBuilders]: (
    args: Parameters<PBuilders[K]>[1],
  ) => Promise<{ txId: string } & PCreatedIds>;
};

/** Arguments of {@link TxClient.send}. */
export interface SendArgs extends OperationOptions {
  /** The chain to send on. */
  chain: 'X' | 'P';
  /**
   * The recipient: an address on that chain (`X-local1...`, `P-local1...`), or an owner of several, whose output
   * `threshold` of its `addresses` must sign to spend, not before `locktime` (unix seconds):
   * `{ addresses: ['X-local1...', 'X-local1...'], threshold: 2 }`. Checked before anything is sent (a ValidationError
   * naming `to`, `to.addresses[1]`, `to.threshold` or `to.locktime`); the output carries the addresses sorted, as the
   * codec requires.
   * @default the first signer's address on that chain
   */
  to?: string | OwnerArg;
  /** nAVAX, above 0. */
  amount: bigint;
}

/** Options of {@link createTxClient}: the node, the signers, and the transport's own options (its node clients take them). */
export interface TxClientOptions extends JsonRpcTransportOptions {
  /** The node's base URL. @default 'https://api.avax.network' (`DEFAULTS.nodeUrl`) */
  url?: string;
  /** Who signs: the first one's address is the default recipient and change owner. At least one. */
  signers: readonly Signer[];
  /** The most inputs a transaction spends (UTXO selection stops there). @default 256 */
  maxInputs?: number;
  /** How long an operation waits for each of its transactions to be accepted, in ms. @default 60_000 */
  waitTimeoutMs?: number;
  /**
   * The most a transaction may pay as its fee (consumed minus produced), in nAVAX: above it, a FeeTooHighError
   * before anything is signed, whatever the node quotes. Each operation may give its own.
   * @default 50_000_000n (0.05 AVAX)
   */
  maxFee?: bigint;
  /**
   * The network the client is for (1 Mainnet, 5 Fuji, 12345 local): a node reporting another id
   * (`info.getNetworkID`) is refused before anything is built or signed, and addresses must carry its HRP.
   * @default whatever the node reports
   */
  networkId?: number;
  /**
   * The most UTXOs one read of the signers' addresses takes, every page together; past it, an SdkError naming
   * maxUtxos (a node that keeps claiming more pages cannot make the client read without end).
   * @default 16_384
   */
  maxUtxos?: number;
}

/** A client that builds, signs, issues and waits for transactions on X, P and C. */
export interface TxClient {
  /**
   * Sends AVAX on X or P: builds (spending the signers' UTXOs, every page), signs, issues once, and resolves once
   * accepted. The fee (X: `avm.getTxFee`; P: ACP-103 complexity at twice the current gas price) comes on top of
   * `amount`; change returns to the first signer.
   * @example
   * import { createTxClient } from '@pkg/txs';
   * const { txId } = await txs.send({ chain: 'X', to: 'X-local1...', amount: 1_000_000n });
   * await txs.send({ chain: 'P', to: { addresses: ['P-local1...', 'P-local1...'], threshold: 2 }, amount: 1_000_000n });
   */
  send(args: SendArgs): Promise<{ txId: string }>;
  /**
   * Moves AVAX between X, P and C (all six directions): export, wait, import of exactly that export's UTXOs, wait.
   * The recipient gets `amount` less the import fee; on C in wei (nAVAX x 10^9), the fee computed in wei and rounded up.
   * Before the export is signed, the import is built at the destination's fee now: above `maxFee` (FeeTooHighError
   * naming the destination), above the C chain's atomic gas limit (GasCapacityExceededError) or not covered by
   * `amount` (InsufficientFundsError), the move is refused with nothing signed, so no AVAX is left in shared memory.
   * When the export is accepted and the import still fails (the fee rose meanwhile, the node refused it), a
   * CrossChainImportError carries `exportTxId`, `from` and `to`: finish with {@link TxClient.importPending}.
   * @example
   * import { createTxClient } from '@pkg/txs';
   * const { exportTxId, importTxId } = await txs.crossChain({ from: 'X', to: 'C', amount: 5_000_000_000n });
   * await txs.crossChain({ from: 'C', to: 'P', amount: 5_000_000_000n, recipient: { addresses: ['P-local1...', 'P-local1...'], threshold: 2 } });
   */
  crossChain(args: CrossChainArgs): Promise<CrossChainResult>;
  /**
   * Imports every AVAX UTXO that `from` exported to the signers and that still waits in `to`'s shared memory (X, P
   * or C): how to finish a cross-chain move whose import failed (CrossChainImportError) or an export made elsewhere.
   * @example
   * import { createTxClient } from '@pkg/txs';
   * const { txId } = await txs.importPending({ from: 'X', to: 'C' });
   */
  importPending(args: ImportPendingArgs): Promise<{ txId: string }>;
  /**
   * P-chain operations: each builds, signs, issues once and resolves `{ txId, ... }` once accepted, with the
   * `subnetId`, `chainId`, `validationId` or `validationIds` the tx creates; `p.build.<op>` only builds.
   * Who signs: for each UTXO spent and each owner authorized, the first `threshold` of its addresses, in the owner's
   * order, that the signers hold (AvalancheGo's `MatchOwners` rule). `p.build.<op>` may choose a key held elsewhere
   * ({@link publicKeySigner}) that way; an operation that issues (`p.<op>`, `send`, `crossChain`, `importPending`)
   * chooses among the keys that sign here whenever they can meet every owner (a UTXO 2-of-3 by A, B held elsewhere
   * and C is signed by A and C), else refuses with a MissingSignerError naming the key held elsewhere, before any
   * signer is asked.
   * @example
   * import { createTxClient } from '@pkg/txs';
   * const { subnetId } = await txs.p.createSubnet({ owner: { addresses: ['P-local1...'], threshold: 1 } });
   */
  readonly p: POperations & { readonly build: PBuilds };
  /**
   * Signs a tx with the client's signers (one credential per input, then the owner's if any): a SignedTx when
   * every signature is made here, else a PartlySignedTx holding what these keys signed, the rest owed by
   * {@link publicKeySigner}s (or addresses no signer holds), for `encodeTxEnvelope` and `signEnvelope`.
   * @example
   * import { createTxClient, encodeTxEnvelope } from '@pkg/txs';
   * const text = encodeTxEnvelope(await txs.sign(await txs.p.build.createSubnet({ owner })));
   */
  sign<T extends { type: string }>(tx: AnyTx<T>): Promise<SignedTx<T> | PartlySignedTx<T>>;
  /**
   * Sends a signed tx once (`avm.issueTx`, `platform.issueTx`, `avax.issueTx`; never retried).
   * @example
   * import { createTxClient } from '@pkg/txs';
   * const { txId } = await txs.issue(signed);
   */
  issue(signed: SignedTx | PartlySignedTx): Promise<{ txId: string }>;
  /**
   * Resolves once the tx is accepted; TxRejectedError when the node drops or rejects it, TimeoutError at the deadline.
   * @example
   * import { createTxClient } from '@pkg/txs';
   * await txs.wait(signed);
   */
  wait(signed: SignedTx | PartlySignedTx, options?: WaitOptions): Promise<{ txId: string; status: string }>;
  /**
   * The chain context (network id, HRP, chain and asset ids), read from the node on first use and kept.
   * @example
   * import { createTxClient } from '@pkg/txs';
   * const { hrp, networkId } = await txs.context();
   */
  context(): Promise<TxContext>;
}

/**
 * Creates a transaction client for the node at `url`, signing with `signers`. Nothing is sent until the first
 * operation, which reads the network's facts (`info.getNetworkID`, `info.getBlockchainID`, `avm.getAssetDescription`).
 *
 * @example
 * import { createTxClient, privateKeySigner } from '@pkg/txs';
 * const txs = createTxClient({ url: 'http://127.0.0.1:9650', signers: [privateKeySigner('0x5628...')] });
 * const { txId } = await txs.send({ chain: 'X', to: 'X-local1...', amount: 1_000_000n });
 */
export function createTxClient(options: TxClientOptions): TxClient {
  const {
    url = DEFAULTS.nodeUrl,
    signers,
    maxInputs,
    waitTimeoutMs,
    maxFee,
    networkId,
    maxUtxos,
    ...rest
  } = options;
  const addresses = checkSigners(signers);
  checkClientOptions({ maxInputs, waitTimeoutMs, networkId, maxUtxos });
  const clientMaxFee = maxFee === undefined ? DEFAULT_MAX_FEE : checkMaxFee(maxFee);
  // the node clients every call goes through, made with the transport's options (`rest`)
  const nodes = createNodeCalls({ ...rest, url });
  let pending: Promise<TxContext> | undefined;
  const context = (): Promise<TxContext> => {
    pending ??= createTxContext({
      url,
      nodes,
      addresses,
      ...(maxInputs !== undefined ? { maxInputs } : {}),
      ...(maxUtxos !== undefined ? { maxUtxos } : {}),
      ...(networkId !== undefined ? { networkId } : {}),
    }).catch((error: unknown) => {
      pending = undefined; // a failed read is tried again by the next operation
      throw error;
    });
    return pending;
  };
  const waitOptions = (given: WaitOptions = {}): WaitOptions => {
    const timeoutMs = given.timeoutMs ?? waitTimeoutMs;
    return { ...given, ...(timeoutMs !== undefined ? { timeoutMs } : {}) };
  };
  const operate = createOperations({ url, signers, context, waitOptions, maxFee: clientMaxFee });
  return {
    async send(args) {
      const record = checkKeys(args, 'send', ['chain', 'amount'], ['to', ...OPERATION_OPTIONS]);
      const chain = checkOneOf(record.chain, 'chain', ['X', 'P']);
      const amount = checkAmount(record.amount, 'amount');
      const given = checkOperationOptions(record);
      // the address's form and chain before any request (its network too when networkId is given); else its
      // network once the context is read
      const hrp = networkId === undefined ? undefined : hrpOf(networkId);
      if (args.to !== undefined) recipientArg(args.to, 'to', chain, hrp);
      return operate.run('send', given, async (ctx, run) => {
        const to = args.to ?? (signerAddresses(ctx, chain)[0] as string);
        const signed = await run(chain, (c) =>
          chain === 'X' ? buildXSend(c, to, amount) : P_BUILDERS.send(c, { to, amount }),
        );
        return { txId: signed.txId };
      });
    },
    async crossChain(args) {
      checkCrossChainArgs(args); // every argument before any request (crossChain checks them again, cheaply)
      const given = checkOperationOptions(args as unknown as Record<string, unknown>);
      const maxFee = given.maxFee ?? clientMaxFee; // the import checked before the export is signed keeps to it too
      return operate.run('crossChain', given, (ctx, run) => crossChain(ctx, signers, args, run, maxFee));
    },
    async importPending(args) {
      checkImportPendingArgs(args);
      const given = checkOperationOptions(args as unknown as Record<string, unknown>);
      return operate.run('importPending', given, (ctx, run) => importPending(ctx, signers, args, run));
    },
    p: pOperations(operate),
    sign: (tx) => addSignatures(tx, signers),
    issue: async (tx) => {
      const signed = completeTx(tx); // MissingSignerError before anything is sent
      return issue(await context(), signed);
    },
    wait: async (tx, given) => {
      const signed = completeTx(tx);
      return wait(await context(), { chain: signed.unsigned.chain, txId: signed.txId }, waitOptions(given));
    },
    context,
  };
}

/** The client options that are numbers, checked: a ValidationError naming the option. */
function checkClientOptions(o: {
  maxInputs: number | undefined;
  waitTimeoutMs: number | undefined;
  networkId: number | undefined;
  maxUtxos: number | undefined;
}): void {
  for (const field of ['maxInputs', 'maxUtxos'] as const) {
    const n = o[field];
    if (n !== undefined && (!Number.isSafeInteger(n) || n < 1)) {
      throw new ValidationError({ field, rule: 'an integer of at least 1', got: String(n) });
    }
  }
  const { waitTimeoutMs, networkId } = o;
  if (waitTimeoutMs !== undefined && !(typeof waitTimeoutMs === 'number' && waitTimeoutMs > 0)) {
    throw new ValidationError({
      field: 'waitTimeoutMs',
      rule: 'a number of ms above 0',
      got: String(waitTimeoutMs),
    });
  }
  if (
    networkId !== undefined &&
    (!Number.isSafeInteger(networkId) || networkId < 1 || networkId > 0xffff_ffff)
  ) {
    throw new ValidationError({
      field: 'networkId',
      rule: 'a uint32 network id (1 Mainnet, 5 Fuji, 12345 local)',
      got: String(networkId),
    });
  }
}

/** The signers' short ids; a ValidationError naming the signer that is not one. */
function checkSigners(signers: unknown): Uint8Array[] {
  if (!Array.isArray(signers) || signers.length === 0) {
    throw new ValidationError({ field: 'signers', rule: 'an array of at least one Signer' });
  }
  return signers.map((signer: Partial<Signer> | null, i) => {
    if (typeof signer?.sign !== 'function') {
      throw new ValidationError({ field: `signers[${i}].sign`, rule: 'a function' });
    }
    if (!(signer.publicKey instanceof Uint8Array)) {
      throw new ValidationError({ field: `signers[${i}].publicKey`, rule: 'a Uint8Array' });
    }
    try {
      return shortIdOf(signer.publicKey);
    } catch (cause) {
      throw new ValidationError({
        field: `signers[${i}].publicKey`,
        rule: 'a secp256k1 public key (33 or 65 bytes)',
        got: `${signer.publicKey.length} bytes`,
        details: cause instanceof Error ? cause.message : undefined,
      });
    }
  });
}

/** `txs.p`: every P builder as an operation (built and run on P's queue, its created ids) and, under `build`, build-only. */
function pOperations(operate: Operations): POperations & { build: PBuilds } {
  const build: Record<string, (args: unknown) => Promise<UnsignedTx>> = {};
  const operations: Record<string, unknown> = { build };
  const optionsOf = (args: unknown) =>
    typeof args === 'object' && args !== null ? checkOperationOptions(args as Record<string, unknown>) : {};
  for (const [name, builder] of Object.entries(P_BUILDERS)) {
    const make = builder as (ctx: TxContext, args: unknown) => Promise<UnsignedTx>;
    build[name] = async (args) => operate.build(name, optionsOf(args), (ctx) => make(ctx, args));
    operations[name] = async (args: unknown) =>
      operate.run(name, optionsOf(args), async (_ctx, run) => {
        const signed = await run('P', (c) => make(c, args));
        return { txId: signed.txId, ...pCreatedIds(signed.unsigned.tx as PTx, signed.txId) };
      });
  }
  return operations as unknown as POperations & { build: PBuilds };
}
