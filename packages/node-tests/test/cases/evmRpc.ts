import path from 'node:path';
import type { EvmClient } from '@pkg/evm';
import type { Hex } from 'viem';
import type { Mode } from '../../src/coverage.js';
import { EWOQ } from '../../src/localNetwork.js';
import type { MethodCase } from '../../src/methodSuite.js';
import { ethBlockCases, ethCallCases, ethFilterCases, ethTransactionCases } from './evmRpcEth.js';
import { evmRpcContext, HELLO } from './evmRpcFixtures.js';
import { ethSigningCases, personalCases } from './evmRpcKeystore.js';

/**
 * Cases for the C chain's `/rpc` methods beyond the first 21 (issue 24): blocks, headers, uncles, raw
 * transactions, proofs, filters, net/web3/rpc, txpool, the keystore (personal_*, eth_sign...) and
 * admin_exportChain/importChain. Their fixtures are made in a beforeAll of the calling test file: a
 * contract, a transfer, and a throwaway keystore account (a fresh key, funded with 0.01 AVAX from ewoq,
 * unlocked until the node stops). Keystore keys are never ewoq's.
 */
export function evmRpcCases(options: {
  rpc: string;
  nodeDir: string;
  /** A Subnet-EVM chain's EVM chain id (default: the local C chain's); eth_suggestPriceOptions is then left out. */
  chainId?: number;
  /** The chain's tx allow-list precompile, ewoq its admin: the keystore account is enabled on it to send. */
  txAllowList?: Hex;
}): MethodCase<EvmClient>[] {
  const context = evmRpcContext(options);
  const cChainOnly: MethodCase<EvmClient>[] =
    options.chainId === undefined
      ? [{ method: 'eth_suggestPriceOptions', calls: [(e) => e.eth.suggestPriceOptions()] }]
      : [];
  return [
    ...cChainOnly,
    ...ethCallCases(context),
    ...ethBlockCases(context),
    ...ethTransactionCases(context),
    ...ethSigningCases(context),
    ...ethFilterCases(context),
    ...nodeCases(),
    ...personalCases(context),
    ...adminCases(options.nodeDir),
  ];
}

/** The node's own namespaces on `/rpc`: net_, web3_, rpc_ and txpool_. */
function nodeCases(): MethodCase<EvmClient>[] {
  return [
    { method: 'net_listening', calls: [(e) => e.net.listening()] },
    { method: 'net_peerCount', calls: [(e) => e.net.peerCount()] },
    { method: 'web3_sha3', calls: [(e) => e.web3.sha3(HELLO), (e) => e.web3.sha3('0x')] },
    { method: 'rpc_modules', calls: [(e) => e.rpc.modules()] },
    { method: 'txpool_content', calls: [(e) => e.txpool.content()] },
    { method: 'txpool_contentFrom', calls: [(e) => e.txpool.contentFrom(EWOQ.cAddress)] },
    { method: 'txpool_inspect', calls: [(e) => e.txpool.inspect()] },
    { method: 'txpool_status', calls: [(e) => e.txpool.status()] },
  ];
}

/** admin_exportChain and admin_importChain, each export to a file of its own in the node's folder. */
function adminCases(nodeDir: string): MethodCase<EvmClient>[] {
  const exportFile = (mode: Mode) => path.join(nodeDir, `export-${mode}-${Date.now()}.rlp`);
  return [
    {
      // on /rpc (not the chain's /admin API) in both modes; a file of its own each time (the node refuses to overwrite)
      method: 'admin_exportChain',
      calls: [
        (e, mode) => e.admin.exportChain(exportFile(mode)),
        (e, mode) => e.admin.exportChain(exportFile(mode), 0, 2),
        (e, mode) => e.admin.exportChain(exportFile(mode), 0, null),
      ],
    },
    {
      // importing blocks the chain already has: true, nothing inserted
      method: 'admin_importChain',
      calls: [
        async (e, mode) => {
          const file = exportFile(mode);
          await e.admin.exportChain(file, 0, 1);
          return e.admin.importChain(file);
        },
      ],
    },
  ];
}
