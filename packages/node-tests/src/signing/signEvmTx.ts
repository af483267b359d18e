import type { EvmClient } from '@pkg/evm';
import type { Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';

/** What the caller picks for an EVM transaction; nonce, fees and chain id come from the node. */
export interface EvmTxRequest {
  /** Omitted for a contract creation. */
  to?: Hex;
  value?: bigint;
  data?: Hex;
  /** Gas limit; default: the node's `eth_estimateGas` for the transaction. */
  gas?: bigint;
}

/**
 * Signs an EIP-1559 transaction with viem, reading the chain id, the pending nonce, the base fee, the
 * priority fee and (unless given) the gas through OUR evm client. Returns the serialized transaction
 * (`eth_sendRawTransaction`'s input).
 */
export async function signEvmTx(evm: EvmClient, account: PrivateKeyAccount, tx: EvmTxRequest): Promise<Hex> {
  const [chainId, nonce, baseFee, tip] = await Promise.all([
    evm.eth.chainId(),
    evm.eth.getTransactionCount(account.address, 'pending'),
    evm.eth.baseFee(),
    evm.eth.maxPriorityFeePerGas(),
  ]);
  const value = tx.value ?? 0n;
  const gas =
    tx.gas ??
    BigInt(
      await evm.eth.estimateGas({
        from: account.address,
        ...(tx.to ? { to: tx.to } : {}),
        ...(tx.data ? { data: tx.data } : {}),
        value: `0x${value.toString(16)}`,
      }),
    );
  const maxPriorityFeePerGas = BigInt(tip);
  return account.signTransaction({
    type: 'eip1559',
    chainId: Number(chainId),
    nonce: Number(nonce),
    ...(tx.to ? { to: tx.to } : {}),
    value,
    ...(tx.data ? { data: tx.data } : {}),
    gas,
    maxPriorityFeePerGas,
    // twice the current base fee: room for the next block's base fee to rise
    maxFeePerGas: BigInt(baseFee) * 2n + maxPriorityFeePerGas,
  });
}
