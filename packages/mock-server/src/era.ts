/**
 * Which AvalancheGo the mock's node answers as: `'helicon'` (the default: v1.15 with Helicon active, what Fuji and
 * Mainnet run) or `'pre-helicon'` (v1.14.0, what custom and local networks run until they schedule Helicon). The
 * methods each era's chains serve come from the specs' `x-served-on` (the client entries' `servedOn`); this file
 * holds what the node says of itself.
 */
export type NodeEra = 'helicon' | 'pre-helicon';

/** Every era, the default first. */
export const NODE_ERAS: readonly NodeEra[] = ['helicon', 'pre-helicon'];

/** What a node of each era reports: `info.getNodeVersion`, `web3_clientVersion`, `info.upgrades`' `heliconTime`. */
export interface EraFacts {
  version: string;
  rpcProtocolVersion: string;
  vmVersions: Record<string, string>;
  /** The C chain's `web3_clientVersion` (Subnet-EVM chains answer their own). */
  cChainClientVersion: string;
  /** `info.upgrades`' heliconTime; v1.14.0 sends none. */
  heliconTime?: string;
}

const FACTS: Record<NodeEra, EraFacts> = {
  helicon: {
    version: 'avalanchego/1.15.0',
    rpcProtocolVersion: '46',
    vmVersions: { avm: 'v1.15.0', evm: 'v1.15.0', platform: 'v1.15.0' },
    // vms/saevm/sae/rpc/web3.go: version.GetVersions().String()
    cChainClientVersion: 'avalanchego/1.15.0 [database=v1.4.5, rpcchainvm=46, go=1.25.10]',
    heliconTime: '2026-09-22T15:00:00Z',
  },
  'pre-helicon': {
    version: 'avalanchego/1.14.0',
    rpcProtocolVersion: '44',
    vmVersions: { avm: 'v1.14.0', evm: 'v0.15.4', platform: 'v1.14.0' },
    cChainClientVersion: 'v0.15.1@mock-server',
  },
};

/** The facts of an era. */
export function eraFacts(era: NodeEra): EraFacts {
  return FACTS[era];
}

/** The `x-served-on` value of the C chain in an era. */
export function cChainOf(era: NodeEra): 'c-chain-helicon' | 'c-chain-pre-helicon' {
  return era === 'helicon' ? 'c-chain-helicon' : 'c-chain-pre-helicon';
}
