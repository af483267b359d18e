// Generated from specs/openrpc/xchain; do not edit. Run `pnpm generate`.
/**
 * A uint64 as the decimal string the node sends.
 */
export type Uint64 = string;
/**
 * `hex` (default) or `json`.
 */
export type Encoding = 'hex' | 'json';
/**
 * Result of `xvm.getBlock`.
 */
export type XvmGetBlockResult = BlockHexReply | BlockJsonReply;
/**
 * Result of `xvm.getBlockByHeight`.
 */
export type XvmGetBlockByHeightResult = BlockHexReply | BlockJsonReply;
/**
 * Result of `xvm.getTx`.
 */
export type XvmGetTxResult = TxHexReply | TxJsonReply;

/**
 * The id of the transaction the node took.
 */
export interface TxIDReply {
  /**
   * The transaction id (cb58).
   */
  txID: string;
}
/**
 * A position in the UTXO set: pass a page's endIndex as the next call's startIndex.
 */
export interface UTXOIndex {
  address: string;
  utxo: string;
}
export interface UTXOID {
  txID: string;
  outputIndex: number;
}
/**
 * A transaction output: consumable after locktime by a transaction signed by threshold of the addresses.
 */
export interface Output {
  assetID: string;
  fxID: string;
  output: {
    addresses: string[];
    /**
     * uint64 in the asset's smallest unit. The node sends a JSON number; one past 2^53 (a genesis allocation's change output, for instance) arrives as its exact decimal string: the SDK never rounds a wire value.
     */
    amount: number | string;
    /**
     * Unix time (uint64): a JSON number, or its exact decimal string past 2^53.
     */
    locktime: number | string;
    threshold: number;
  };
}
/**
 * A transaction input: the output it consumes and the signatures that unlock it.
 */
export interface Input {
  txID: string;
  outputIndex: number;
  assetID: string;
  fxID: string;
  input: {
    /**
     * uint64 in the asset's smallest unit. The node sends a JSON number; one past 2^53 (a genesis allocation's change output, for instance) arrives as its exact decimal string: the SDK never rounds a wire value.
     */
    amount: number | string;
    signatureIndices: number[];
  };
}
/**
 * Proves the creator may consume one input.
 */
export interface Credential {
  fxID: string;
  credential: {
    /**
     * Hex signatures.
     */
    signatures: string[];
  };
}
/**
 * An X-chain transaction (encoding json).
 */
export interface Transaction {
  unsignedTx: {
    networkID: number;
    blockchainID: string;
    outputs: Output[];
    inputs: Input[];
    memo: string;
    /**
     * Exports: the chain the outputs go to.
     */
    destinationChain?: string;
    /**
     * Exports: the outputs sent to destinationChain.
     */
    exportedOutputs?: Output[];
    /**
     * Imports: the chain the inputs come from.
     */
    sourceChain?: string;
    /**
     * Imports: the inputs taken from sourceChain.
     */
    importedInputs?: Input[];
    /**
     * CreateAssetTx (e.g. the genesis AVAX asset): the asset's name. Not in the seed; sent by AvalancheGo.
     */
    name?: string;
    /**
     * CreateAssetTx: the asset's symbol. Not in the seed; sent by AvalancheGo.
     */
    symbol?: string;
    /**
     * CreateAssetTx: the asset's denomination (a JSON number here, unlike xvm.getAssetDescription). Not in the seed; sent by AvalancheGo.
     */
    denomination?: number;
    /**
     * CreateAssetTx: the asset's initial outputs, per feature extension. Not in the seed; sent by AvalancheGo.
     */
    initialStates?: {
      fxIndex: number;
      fxID: string;
      /**
       * The fx's outputs; secp256k1fx outputs have addresses, amount, locktime and threshold.
       */
      outputs: {
        [k: string]: unknown;
      }[];
    }[];
  };
  /**
   * The seed documents an array; AvalancheGo sends null for a transaction without credentials (the genesis CreateAssetTx).
   */
  credentials: Credential[] | null;
  /**
   * The transaction id.
   */
  id: string;
}
/**
 * An X-chain block (encoding json); its fields are not shown in the API document.
 */
export interface XBlock {
  [k: string]: unknown;
}
/**
 * The transaction in hex.
 */
export interface TxHexReply {
  /**
   * The transaction, hex-encoded.
   */
  tx: string;
  encoding: 'hex';
}
/**
 * The transaction as JSON.
 */
export interface TxJsonReply {
  tx: Transaction;
  encoding: 'json';
}
/**
 * The block in hex.
 */
export interface BlockHexReply {
  /**
   * The block, hex-encoded.
   */
  block: string;
  encoding: 'hex';
}
/**
 * The block as JSON.
 */
export interface BlockJsonReply {
  block: XBlock;
  encoding: 'json';
}
/**
 * Params of `wallet.issueTx`.
 */
export interface WalletIssueTxParams {
  /**
   * The signed transaction's bytes in `encoding`: `0x`, the bytes, and for `hex` a 4-byte checksum.
   */
  tx: string;
  /**
   * How `tx` is written: `hex` (default, with checksum), `hexc` (the same) or `hexnc` (no checksum). The node refuses `json` here.
   */
  encoding?: 'hex' | 'hexc' | 'hexnc';
}
/**
 * Params of `xvm.getAllBalances`.
 */
export interface XvmGetAllBalancesParams {
  address: string;
  /**
   * Also count UTXOs the address holds only in part (a multisig with other owners) or that are still locked (a locktime in the future). Default false: only UTXOs the address alone can spend now.
   */
  includePartial?: boolean;
}
/**
 * Result of `xvm.getAllBalances`.
 */
export interface XvmGetAllBalancesResult {
  balances: {
    asset: string;
    balance: Uint64;
  }[];
}
/**
 * Params of `xvm.getAssetDescription`.
 */
export interface XvmGetAssetDescriptionParams {
  /**
   * An asset id or alias.
   */
  assetID: string;
}
/**
 * Result of `xvm.getAssetDescription`.
 */
export interface XvmGetAssetDescriptionResult {
  assetID: string;
  /**
   * Not necessarily unique.
   */
  name: string;
  symbol: string;
  /**
   * With denomination d, a balance of 100 units is displayed with the decimal point moved d places left. The seed documents an integer; AvalancheGo (v1.14) sends a decimal string ("9").
   */
  denomination: number | Uint64;
}
/**
 * Params of `xvm.getBalance`.
 */
export interface XvmGetBalanceParams {
  address: string;
  assetID: string;
  /**
   * Also count UTXOs the address holds only in part (a multisig with other owners) or that are still locked (a locktime in the future). Default false: only UTXOs the address alone can spend now.
   */
  includePartial?: boolean;
}
/**
 * Result of `xvm.getBalance`.
 */
export interface XvmGetBalanceResult {
  balance: Uint64;
  utxoIDs: UTXOID[];
}
/**
 * Params of `xvm.getBlock`.
 */
export interface XvmGetBlockParams {
  /**
   * A block id (cb58).
   */
  blockID: string;
  encoding?: Encoding;
}
/**
 * Params of `xvm.getBlockByHeight`.
 */
export interface XvmGetBlockByHeightParams {
  /**
   * A uint64 height as a decimal string.
   */
  height: string;
  encoding?: Encoding;
}
/**
 * Result of `xvm.getHeight`.
 */
export interface XvmGetHeightResult {
  height: Uint64;
}
/**
 * Params of `xvm.getTx`.
 */
export interface XvmGetTxParams {
  txID: string;
  encoding?: Encoding;
}
/**
 * Result of `xvm.getTxFee`.
 */
export interface XvmGetTxFeeResult {
  txFee: Uint64;
  createAssetTxFee: Uint64;
}
/**
 * Params of `xvm.getTxStatus`.
 */
export interface XvmGetTxStatusParams {
  txID: string;
}
/**
 * Result of `xvm.getTxStatus`.
 */
export interface XvmGetTxStatusResult {
  /**
   * Accepted: accepted (or will be) by every node; Processing: being voted on by this node; Rejected: never accepted by any node; Unknown: not seen by this node.
   */
  status: 'Accepted' | 'Processing' | 'Rejected' | 'Unknown';
}
/**
 * Params of `xvm.getUTXOs`.
 */
export interface XvmGetUTXOsParams {
  /**
   * @minItems 1
   */
  addresses: [string, ...string[]];
  /**
   * At most this many UTXOs (at most 1024; the node treats an omitted limit as 1024).
   */
  limit?: number;
  /**
   * The previous page's endIndex, to page.
   */
  startIndex?: UTXOIndex;
  /**
   * Returns atomic UTXOs exported from this chain to this one.
   */
  sourceChain?: string;
  /**
   * Only `hex` is allowed.
   */
  encoding?: 'hex';
}
/**
 * Result of `xvm.getUTXOs`.
 */
export interface XvmGetUTXOsResult {
  numFetched: Uint64;
  /**
   * Encoded UTXOs.
   */
  utxos: string[];
  endIndex: UTXOIndex;
  sourceChain?: string;
  encoding: string;
}
/**
 * Params of `xvm.issueTx`.
 */
export interface XvmIssueTxParams {
  /**
   * The signed transaction's bytes in `encoding`: `0x`, the bytes, and for `hex` a 4-byte checksum.
   */
  tx: string;
  /**
   * How `tx` is written: `hex` (default, with checksum), `hexc` (the same) or `hexnc` (no checksum). The node refuses `json` here.
   */
  encoding?: 'hex' | 'hexc' | 'hexnc';
}

/** Result of `wallet.issueTx`. */
export type WalletIssueTxResult = TxIDReply;

/** Result of `xvm.issueTx`. */
export type XvmIssueTxResult = TxIDReply;

/** Every method of the spec: wire name -> params and result. */
export interface Methods {
  'wallet.issueTx': { params: WalletIssueTxParams; result: WalletIssueTxResult };
  'xvm.getAllBalances': { params: XvmGetAllBalancesParams; result: XvmGetAllBalancesResult };
  'xvm.getAssetDescription': { params: XvmGetAssetDescriptionParams; result: XvmGetAssetDescriptionResult };
  'xvm.getBalance': { params: XvmGetBalanceParams; result: XvmGetBalanceResult };
  'xvm.getBlock': { params: XvmGetBlockParams; result: XvmGetBlockResult };
  'xvm.getBlockByHeight': { params: XvmGetBlockByHeightParams; result: XvmGetBlockByHeightResult };
  'xvm.getHeight': { params: Record<string, never> | undefined; result: XvmGetHeightResult };
  'xvm.getTx': { params: XvmGetTxParams; result: XvmGetTxResult };
  'xvm.getTxFee': { params: Record<string, never> | undefined; result: XvmGetTxFeeResult };
  'xvm.getTxStatus': { params: XvmGetTxStatusParams; result: XvmGetTxStatusResult };
  'xvm.getUTXOs': { params: XvmGetUTXOsParams; result: XvmGetUTXOsResult };
  'xvm.issueTx': { params: XvmIssueTxParams; result: XvmIssueTxResult };
}
