import type { TxContext } from './context.js';

/** What the X and C builders read of a {@link TxContext}: the network, its chains and assets, the clock, the cap. */
export type BuildContext = Pick<TxContext, 'networkId' | 'avaxAssetId' | 'chainIds' | 'now' | 'maxInputs'>;
