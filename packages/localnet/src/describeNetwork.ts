import { ewoqKey } from './ewoq.js';
import { rpcCall } from './rpcCall.js';

/**
 * What a newcomer needs to use a running node, as text: its URLs, network id, chain ids, the AvalancheGo
 * version and era, and the funded ewoq key with its X, P and C addresses.
 *
 * @example
 * import { describeNetwork } from '@pkg/localnet';
 * console.log(await describeNetwork('http://127.0.0.1:9650'));
 */
export async function describeNetwork(url: string, options: { seconds?: number } = {}): Promise<string> {
  const info = `${url}/ext/info`;
  const [{ networkID }, { version }, x, p, c, evmChainId, client] = (await Promise.all([
    rpcCall(info, 'info.getNetworkID', {}),
    rpcCall(info, 'info.getNodeVersion', {}),
    rpcCall(info, 'info.getBlockchainID', { alias: 'X' }),
    rpcCall(info, 'info.getBlockchainID', { alias: 'P' }),
    rpcCall(info, 'info.getBlockchainID', { alias: 'C' }),
    rpcCall(`${url}/ext/bc/C/rpc`, 'eth_chainId', []),
    rpcCall(`${url}/ext/bc/C/rpc`, 'web3_clientVersion', []),
  ])) as [
    { networkID: string },
    { version: string },
    { blockchainID: string },
    { blockchainID: string },
    { blockchainID: string },
    string,
    string,
  ];
  const id = Number(networkID);
  const key = ewoqKey(id);
  const hrp = key.xAddress.slice(2, key.xAddress.indexOf('1'));
  const era = /^avalanchego\//i.test(client) ? 'Helicon: the C chain under SAE' : 'pre-Helicon';
  const ws = url.replace(/^http/, 'ws');
  const took = options.seconds === undefined ? '' : ` in ${options.seconds.toFixed(1)} s`;
  return [
    `Avalanche local network ready${took}: ${version} (${era})`,
    '',
    `  URL            ${url}   (every client's url: createTxClient({ url }), createEvmClient({ url }), ...)`,
    `  C-chain RPC    ${url}/ext/bc/C/rpc   (viem, ethers, wallets: EVM chain id ${BigInt(evmChainId)})`,
    `  C-chain WS     ${ws}/ext/bc/C/ws`,
    `  network id     ${id} (address prefix ${hrp})`,
    `  chain ids      X ${x.blockchainID}`,
    `                 P ${p.blockchainID}`,
    `                 C ${c.blockchainID}`,
    '',
    'Funded key (ewoq: public, for local networks only):',
    `  private key    ${key.privateKeyHex}`,
    `                 ${key.privateKeyCb58}`,
    `  X address      ${key.xAddress}`,
    `  P address      ${key.pAddress}`,
    `  C address      ${key.cAddress}`,
  ].join('\n');
}
