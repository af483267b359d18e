export { decodeTxEnvelope } from './decodeTxEnvelope.js';
export type { DescribeTxOptions } from './describeTx.js';
export { describeTx } from './describeTx.js';
export { encodeTxEnvelope } from './encodeTxEnvelope.js';
export type { KnownNetworkIds } from './knownNetworkIds.js';
export { knownNetworkIds } from './knownNetworkIds.js';
export type { SignEnvelopeOptions } from './signEnvelope.js';
export { signEnvelope } from './signEnvelope.js';
export type {
  DescribedEvmInput,
  DescribedL1Validator,
  DescribedOutput,
  DescribedOwner,
  DescribedSigner,
  DescribedUtxoInput,
  DescribedValidator,
  TxDescription,
} from './TxDescription.js';
export type { TxEnvelope, TxEnvelopeCredential } from './TxEnvelope.js';
export { MAX_TX_ENVELOPE_CHARS, TX_ENVELOPE_FORMAT, TX_ENVELOPE_VERSION } from './TxEnvelope.js';
