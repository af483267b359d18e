import type { EvmClient } from '@pkg/evm';
import type { Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { eventContractDeployData } from './eventContract.js';
import { signEvmTx } from './signEvmTx.js';
import { waitForReceipt } from './waitForReceipt.js';

/** Deploys the event contract (./eventContract.ts) from `account` and returns its address once mined. */
export async function deployEventContract(evm: EvmClient, account: PrivateKeyAccount): Promise<Hex> {
  const hash = await evm.eth.sendRawTransaction(
    await signEvmTx(evm, account, { data: eventContractDeployData }),
  );
  const receipt = await waitForReceipt(evm, hash);
  if (receipt.status !== '0x1' || !receipt.contractAddress) {
    throw new Error(`the event contract deploy ${hash} failed: ${JSON.stringify(receipt)}`);
  }
  return receipt.contractAddress as Hex;
}
