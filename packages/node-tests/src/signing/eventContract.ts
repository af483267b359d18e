import { type Hex, parseAbi, toEventSelector, toFunctionSelector } from 'viem';

/**
 * A tiny contract, hand-assembled (no compiler), equivalent to:
 *
 * ```solidity
 * contract Store {
 *   uint256 value = 42;                                    // slot 0, set by the constructor
 *   event Set(address indexed from, uint256 value);
 *   function set(uint256 v) external { value = v; emit Set(msg.sender, v); }
 *   function get() external view returns (uint256) { return value; }
 * }
 * ```
 * Any other calldata reverts.
 */
export const eventContractAbi = parseAbi([
  'event Set(address indexed from, uint256 value)',
  'function set(uint256 v)',
  'function get() view returns (uint256)',
]);

/** The value the constructor stores in slot 0. */
export const EVENT_CONTRACT_INITIAL_VALUE = 42n;

/** topic0 of `Set(address,uint256)`. */
export const SET_EVENT_TOPIC: Hex = toEventSelector('Set(address indexed from, uint256 value)');

const setSelector = toFunctionSelector('set(uint256)').slice(2); // 60fe47b1
const getSelector = toFunctionSelector('get()').slice(2); // 6d4ce63c

/** Runtime code, 93 bytes; offsets in hex on the left. */
const runtime = [
  // 00: selector = calldataload(0) >> 224
  '6000', // PUSH1 0
  '35', // CALLDATALOAD
  '60e0', // PUSH1 0xe0
  '1c', // SHR
  // 06: if selector == set(uint256) goto 0x1e
  '80', // DUP1
  `63${setSelector}`, // PUSH4 selector
  '14', // EQ
  '601e', // PUSH1 0x1e
  '57', // JUMPI
  // 10: if selector == get() goto 0x51
  '80', // DUP1
  `63${getSelector}`, // PUSH4 selector
  '14', // EQ
  '6051', // PUSH1 0x51
  '57', // JUMPI
  // 1a: revert(0, 0)
  '6000', // PUSH1 0
  '80', // DUP1
  'fd', // REVERT
  // 1e: set: v = calldataload(4); sstore(0, v); mstore(0, v); log2(0, 32, topic0, caller); stop
  '5b', // JUMPDEST
  '6004', // PUSH1 4
  '35', // CALLDATALOAD
  '80', // DUP1
  '6000', // PUSH1 0
  '55', // SSTORE
  '6000', // PUSH1 0
  '52', // MSTORE
  '33', // CALLER            (topic1)
  `7f${SET_EVENT_TOPIC.slice(2)}`, // PUSH32 topic0
  '6020', // PUSH1 32         (size)
  '6000', // PUSH1 0          (offset)
  'a2', // LOG2
  '00', // STOP
  // 51: get: mstore(0, sload(0)); return(0, 32)
  '5b', // JUMPDEST
  '6000', // PUSH1 0
  '54', // SLOAD
  '6000', // PUSH1 0
  '52', // MSTORE
  '6020', // PUSH1 32
  '6000', // PUSH1 0
  'f3', // RETURN
].join('');

const runtimeLength = runtime.length / 2;

/** Init code, 16 bytes: sstore(0, 42), then return the runtime code that follows it. */
const init = [
  `60${EVENT_CONTRACT_INITIAL_VALUE.toString(16).padStart(2, '0')}`, // PUSH1 42
  '6000', // PUSH1 0
  '55', // SSTORE
  `60${runtimeLength.toString(16).padStart(2, '0')}`, // PUSH1 runtime length
  '80', // DUP1
  '6010', // PUSH1 16          (runtime starts after these 16 bytes)
  '6000', // PUSH1 0
  '39', // CODECOPY(0, 16, length)
  '6000', // PUSH1 0
  'f3', // RETURN(0, length)
].join('');

if (init.length / 2 !== 16 || runtimeLength !== 0x5d) throw new Error('eventContract: offsets moved');

/** The code `eth_getCode` returns once deployed. */
export const eventContractRuntime: Hex = `0x${runtime}`;

/** The deploy transaction's data. */
export const eventContractDeployData: Hex = `0x${init}${runtime}`;
