import { ValidationError } from '@pkg/core';
import type { TxEnvelope, TxEnvelopeCredential } from './TxEnvelope.js';
import { MAX_TX_ENVELOPE_CHARS, TX_ENVELOPE_FORMAT, TX_ENVELOPE_VERSION } from './TxEnvelope.js';

const KEYS = ['format', 'version', 'networkId', 'chain', 'blockchainId', 'unsignedTx', 'credentials'];
const CREDENTIAL_KEYS = ['signers', 'signatures'];

function refuse(field: string, rule: string, got?: unknown): never {
  const shown = got === undefined ? undefined : shortly(got);
  throw new ValidationError({ field, rule, ...(shown === undefined ? {} : { got: shown }) });
}

/**
 * What a refused value was, in at most 80 characters, without walking it: a nested value an envelope sends (an array
 * 100,000 deep) would overflow JSON.stringify's stack.
 */
function shortly(got: unknown): string {
  if (typeof got === 'string') return JSON.stringify(got.slice(0, 78));
  if (Array.isArray(got)) return `an array of ${got.length}`;
  if (got !== null && typeof got === 'object') return 'an object';
  return String(got);
}

/** A plain JSON object with exactly `keys` (an unknown key, `__proto__` included, named as the field). */
function checkKeys(value: unknown, field: string, keys: readonly string[]): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) refuse(field, 'a JSON object');
  const record = value as Record<string, unknown>;
  const prefix = field === 'envelope' ? '' : `${field}.`;
  for (const key of Object.keys(record)) {
    if (!keys.includes(key)) refuse(`${prefix}${key}`, `absent: an envelope has only ${keys.join(', ')}`);
  }
  for (const key of keys) if (!(key in record)) refuse(`${prefix}${key}`, 'present');
  return record;
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') refuse('envelope', 'a JSON text');
  if (text.length > MAX_TX_ENVELOPE_CHARS) {
    throw new ValidationError({
      field: 'envelope',
      rule: `at most ${MAX_TX_ENVELOPE_CHARS} characters`,
      got: `${text.length}`,
    });
  }
  try {
    return JSON.parse(text);
  } catch (cause) {
    const why = cause instanceof Error ? cause.message : String(cause);
    throw new ValidationError({ field: 'envelope', rule: 'a JSON text', details: why });
  }
}

function credentialOf(value: unknown, c: number): TxEnvelopeCredential {
  const field = `credentials[${c}]`;
  const record = checkKeys(value, field, CREDENTIAL_KEYS);
  const { signers, signatures } = record;
  if (!Array.isArray(signers)) refuse(`${field}.signers`, 'an array of addresses');
  if (!Array.isArray(signatures)) refuse(`${field}.signatures`, 'an array of signatures or nulls');
  signers.forEach((s, i) => {
    if (typeof s !== 'string') refuse(`${field}.signers[${i}]`, 'a bech32 address', s);
  });
  signatures.forEach((s, i) => {
    if (s !== null && typeof s !== 'string') refuse(`${field}.signatures[${i}]`, '0x hex or null', s);
  });
  return { signers, signatures };
}

/**
 * Reads the JSON of a tx envelope and checks its shape: at most {@link MAX_TX_ENVELOPE_CHARS} characters of JSON, this
 * format and version, exactly the known keys, each of its JSON type. What the values mean is checked by
 * `decodeTxEnvelope`. Anything else is a ValidationError naming the field.
 */
export function parseTxEnvelope(text: string): TxEnvelope {
  const record = checkKeys(parseJson(text), 'envelope', KEYS);
  if (record.format !== TX_ENVELOPE_FORMAT)
    refuse('format', JSON.stringify(TX_ENVELOPE_FORMAT), record.format);
  if (record.version !== TX_ENVELOPE_VERSION) {
    refuse('version', `${TX_ENVELOPE_VERSION} (the version this package reads)`, record.version);
  }
  const { networkId, chain, blockchainId, unsignedTx, credentials } = record;
  if (
    typeof networkId !== 'number' ||
    !Number.isInteger(networkId) ||
    networkId < 0 ||
    networkId > 0xffffffff
  ) {
    refuse('networkId', 'a uint32', networkId);
  }
  if (chain !== 'X' && chain !== 'P' && chain !== 'C') refuse('chain', '"X", "P" or "C"', chain);
  if (typeof blockchainId !== 'string') refuse('blockchainId', 'a CB58 string', blockchainId);
  if (typeof unsignedTx !== 'string') refuse('unsignedTx', 'a 0x hex string', typeof unsignedTx);
  if (!Array.isArray(credentials)) refuse('credentials', 'an array');
  return {
    format: TX_ENVELOPE_FORMAT,
    version: TX_ENVELOPE_VERSION,
    networkId,
    chain,
    blockchainId,
    unsignedTx,
    credentials: credentials.map(credentialOf),
  };
}
