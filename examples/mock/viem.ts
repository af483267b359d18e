// Uses the C chain through viem with Avalanche's extra methods (@pkg/evm/viem). Needs: a node URL
// (AVALANCHE_URL) and viem installed (`npm install viem`); no funds.
import { avalanche, avalancheActions } from '@pkg/evm/viem';
import { createPublicClient, http } from 'viem';
import { nodeUrl } from '../env.js';

const client = createPublicClient({ chain: avalanche, transport: http(`${nodeUrl}/ext/bc/C/rpc`) }).extend(
  avalancheActions({ url: nodeUrl }),
);
const height = await client.getBlockNumber(); // viem's own action
const baseFee = BigInt(await client.baseFee()); // Avalanche's eth_baseFee, through the same transport
const balance = await client.getBalance({ address: '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC' });
const { utxos } = await client.atomic.getUTXOs({
  addresses: ['C-avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5'],
  sourceChain: 'X',
});
console.log(`block ${height}, base fee ${baseFee} wei, balance ${balance} wei, ${utxos.length} atomic UTXOs`);
