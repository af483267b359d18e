import { sleep } from '@pkg/core';
import { type Hex, parseGwei } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { EWOQ, LOCAL_C_CHAIN_ID } from './localNetwork.js';
import { rawRpc } from './rawRpc.js';

/** The address the suites send test value to (nobody's key: the burn address). */
export const RECIPIENT: Hex = '0x000000000000000000000000000000000000dEaD';

/**
 * A tiny contract for read tests: its constructor stores 42 in slot 0 and emits LOG1(topic 0x01); its
 * code returns 42 (as 32 bytes) to any call. Hand-assembled so no compiler is needed.
 */
export const STORE_AND_LOG_INITCODE: Hex = `0x${[
  '602a600055', // SSTORE(0, 42)
  '600160006000a1', // LOG1(offset 0, size 0, topic 1)
  '600a6018600039', // CODECOPY(0, 24, 10): the runtime code below
  '600a6000f3', // RETURN(0, 10)
  '602a60005260206000f3', // runtime: MSTORE(0, 42); RETURN(0, 32)
].join('')}`;

/** The log topic the constructor emits. */
export const STORE_AND_LOG_TOPIC: Hex = `0x${'00'.repeat(31)}01`;

const ewoq = privateKeyToAccount(EWOQ.privateKeyHex);

/**
 * An EIP-1559 transaction from ewoq, signed for the local C chain (or the chain id given: a Subnet-EVM
 * chain's) at the node's current nonce.
 */
export async function signFromEwoq(
  rpcUrl: string,
  tx: { to?: Hex; value?: bigint; data?: Hex; gas: bigint },
  chainId: number = LOCAL_C_CHAIN_ID,
): Promise<Hex> {
  const nonce = Number(await rawRpc<string>(rpcUrl, 'eth_getTransactionCount', [EWOQ.cAddress, 'pending']));
  const baseFee = BigInt(await rawRpc<string>(rpcUrl, 'eth_baseFee', []));
  return ewoq.signTransaction({
    type: 'eip1559',
    chainId,
    nonce,
    to: tx.to,
    value: tx.value ?? 0n,
    data: tx.data,
    gas: tx.gas,
    maxPriorityFeePerGas: parseGwei('1'),
    maxFeePerGas: baseFee * 2n + parseGwei('1'),
  });
}

/**
 * The receipt of `hash`, polled until the node has it (a lone node builds a block within seconds) and `latest`
 * (`eth_blockNumber`) has reached its block: under Helicon the SAE C chain answers a receipt before the block's
 * execution has finished, and reads at `latest` trail it until then (see signing/waitForExecuted.ts).
 */
export async function waitForReceipt(
  rpcUrl: string,
  hash: Hex,
): Promise<{ status: Hex; blockNumber: Hex; blockHash: Hex; contractAddress: Hex | null }> {
  for (let i = 0; i < 240; i++) {
    const receipt = await rawRpc<{
      status: Hex;
      blockNumber: Hex;
      blockHash: Hex;
      contractAddress: Hex | null;
    } | null>(rpcUrl, 'eth_getTransactionReceipt', [hash]);
    if (receipt && BigInt(await rawRpc<Hex>(rpcUrl, 'eth_blockNumber', [])) >= BigInt(receipt.blockNumber)) {
      return receipt;
    }
    await sleep(receipt ? 50 : 250);
  }
  throw new Error(`no receipt for ${hash} after 60 s`);
}

/** Sends a signed transaction with a raw call and waits for its receipt. */
export async function sendAndWait(rpcUrl: string, signed: Hex) {
  const hash = await rawRpc<Hex>(rpcUrl, 'eth_sendRawTransaction', [signed]);
  const receipt = await waitForReceipt(rpcUrl, hash);
  if (receipt.status !== '0x1') throw new Error(`${hash} reverted`);
  return { hash, receipt };
}
