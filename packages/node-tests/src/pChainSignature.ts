import { execFile } from 'node:child_process';
import { ERA } from './localNetwork.js';
import { type PSignerFlavour, pSignerBinary } from './pSignerBinary.js';

/** What {@link pChainWarpSignature} asks a node's P chain to sign. */
export interface PChainWarpSignatureRequest {
  /** The node's staking port (the p2p port, not the HTTP one). */
  stakingPort: number;
  /** @default '127.0.0.1' */
  host?: string;
  /** The network id the node runs (the handshake fails on another). */
  networkId: number;
  /** The unsigned Warp message bytes (source chain: the P chain, 32 zero bytes). */
  unsignedMessage: Uint8Array;
  /** The ACP-118 justification (for a SubnetToL1ConversionMessage: the subnet id's 32 bytes). */
  justification: Uint8Array;
  /** Which AvalancheGo the peer is built on. @default 'v1.15' under Helicon, else 'v1.14.0' */
  flavour?: PSignerFlavour;
  /** Handshake plus answer. @default 30_000 */
  timeoutMs?: number;
}

/** The node answered our signature request with an AppError: its P chain refuses to sign the message. */
export class PChainSignatureRefusedError extends Error {
  override name = 'PChainSignatureRefusedError';
  constructor(
    /** The AppError's code (vms/platformvm/network/warp.go: e.g. 6 ErrConversionDoesNotExist, 7 ErrMismatchedConversionID). */
    readonly code: number,
    /** The node's message, e.g. `provided conversionID "..." != expected conversionID "..."`. */
    readonly nodeMessage: string,
  ) {
    super(`the P chain refused to sign: app error ${code}: ${nodeMessage}`);
  }
}

/**
 * The BLS signature (96 bytes) of a node's P chain over an unsigned Warp message it emits (SubnetToL1Conversion,
 * L1ValidatorRegistration, L1ValidatorWeight), asked for as AvalancheGo's e2e test does: our test peer
 * (scripts/real-node/p-signer, built once by {@link pSignerBinary}) connects to the node's staking port and sends an
 * ACP-118 SignatureRequest (AppRequest to the P chain). Rejects with {@link PChainSignatureRefusedError} when the node
 * answers an AppError (a message that disagrees with its state), with an Error for anything else.
 * @example
 * ```ts
 * const signature = await pChainWarpSignature({ stakingPort: 9651, networkId: 1337, unsignedMessage, justification: subnetId });
 * ```
 */
export async function pChainWarpSignature(request: PChainWarpSignatureRequest): Promise<Uint8Array> {
  const bin = pSignerBinary(request.flavour ?? (ERA === 'helicon' ? 'v1.15' : 'v1.14.0'));
  const timeoutMs = request.timeoutMs ?? 30_000;
  const args = [
    `-staking=${request.host ?? '127.0.0.1'}:${request.stakingPort}`,
    `-network-id=${request.networkId}`,
    `-message=${Buffer.from(request.unsignedMessage).toString('hex')}`,
    `-justification=${Buffer.from(request.justification).toString('hex')}`,
    `-timeout=${timeoutMs}ms`,
  ];
  const { code, stdout, stderr } = await run(bin, args, timeoutMs + 10_000);
  if (code === 0) {
    const signature = Buffer.from(stdout.trim(), 'hex');
    if (signature.length !== 96) throw new Error(`p-signer printed no 96-byte signature: ${stdout}${stderr}`);
    return new Uint8Array(signature);
  }
  const refused = /app error (\d+): (.*)$/m.exec(stderr);
  if (code === 2 && refused) throw new PChainSignatureRefusedError(Number(refused[1]), refused[2] ?? '');
  throw new Error(`p-signer failed (exit ${code}): ${stderr.trim()}`);
}

/** Runs the peer, resolving with its exit code and output (a kill past `killMs` is exit code -1). */
function run(
  bin: string,
  args: string[],
  killMs: number,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(bin, args, { timeout: killMs, encoding: 'utf8' }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}
