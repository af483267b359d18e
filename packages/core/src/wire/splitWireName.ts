/**
 * Splits a wire name at its first `.` or `_`: `eth_feeConfig` -> [`eth`, `_`, `feeConfig`].
 *
 * @example
 * import { splitWireName } from '@pkg/core';
 * splitWireName('avm.getTx'); // ['avm', '.', 'getTx']
 */
export function splitWireName(name: string): [namespace: string, separator: string, key: string] {
  const i = name.search(/[._]/);
  return i < 0 ? [name, '', ''] : [name.slice(0, i), name.charAt(i), name.slice(i + 1)];
}
