// @pkg/l1/viem: the L1 as a viem chain (viem is an optional peer: only this entry needs it).
export { type DefineL1ChainOptions, defineL1Chain } from './defineL1Chain.js';
