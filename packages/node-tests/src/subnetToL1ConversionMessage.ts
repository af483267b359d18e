import { encodeAddressedCall, type UnsignedWarpMessage } from '@pkg/txs';

/** The P chain's id as a Warp source chain: 32 zero bytes (AvalancheGo `constants.PlatformChainID`). */
export const P_CHAIN_ID = new Uint8Array(32);

/**
 * The unsigned Warp message the P chain emits for a ConvertSubnetToL1Tx (AvalancheGo `message.SubnetToL1Conversion`):
 * source chain the P chain, payload an AddressedCall with no source address around the SubnetToL1Conversion message
 * (codec version 0, type id 0, the 32-byte conversion id).
 * @example
 * ```ts
 * const unsigned = subnetToL1ConversionMessage({ networkId: 1337, conversionId });
 * const bytes = encodeUnsignedWarpMessage(unsigned);
 * ```
 */
export function subnetToL1ConversionMessage(conversion: {
  networkId: number;
  conversionId: Uint8Array;
}): UnsignedWarpMessage {
  if (conversion.conversionId.length !== 32) throw new Error('a conversion id is 32 bytes');
  const payload = new Uint8Array(2 + 4 + 32);
  payload.set(conversion.conversionId, 6);
  return {
    networkId: conversion.networkId,
    sourceChainId: P_CHAIN_ID,
    payload: encodeAddressedCall(new Uint8Array(0), payload),
  };
}
