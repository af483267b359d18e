// Reads one key's AVAX balance on X, P and C. Needs: a node URL (AVALANCHE_URL); no funds.
// Run: pnpm --filter @pkg/examples run examples read-balances  (against the mock server)
import { createEvmClient } from '@pkg/evm';
import { createNodeInfoClient } from '@pkg/node-info';
import { createPChainClient } from '@pkg/pchain';
import { createXChainClient } from '@pkg/xchain';
import { nodeUrl } from '../env.js';

// the ewoq test key's addresses: the same 20 bytes as bech32 on X and P (the HRP names the network) and as
// an EVM address on C
const { networkName } = await createNodeInfoClient({ url: nodeUrl }).info.getNetworkName();
const hrp = networkName === 'mainnet' ? 'avax' : networkName === 'fuji' ? 'fuji' : 'local';
const bech32 = {
  avax: 'avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5',
  fuji: 'fuji18jma8ppw3nhx5r4ap8clazz0dps7rv5u6wmu4t',
  local: 'local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u',
}[hrp];
const evmAddress = '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC';

const x = await createXChainClient({ url: nodeUrl }).xvm.getBalance({
  address: `X-${bech32}`,
  assetID: 'AVAX',
});
const p = await createPChainClient({ url: nodeUrl }).platform.getBalance({ addresses: [`P-${bech32}`] });
const c = await createEvmClient({ url: nodeUrl }).eth.getBalance(evmAddress, 'latest');

console.log(`network ${networkName}`);
console.log(`X-${bech32}: ${x.balance} nAVAX`); // decimal strings, as the node sends them
console.log(`P-${bech32}: ${p.balance} nAVAX (unlocked ${p.unlocked})`);
console.log(`${evmAddress} on C: ${BigInt(c)} wei`); // a hex quantity on the wire
