import { SdkError, ValidationError } from '@pkg/core';
import { platform_getL1Validator, platform_getSubnet, platform_getTx } from '@pkg/pchain/methods';
import type { Input, OutputOwners } from '../codec/index.js';
import { cb58, formatAddress, parseAddress, Reader } from '../codec/index.js';
import { MissingSignerError } from '../errors.js';
import type { TxContext } from '../shared/context.js';
import { fromHexWithChecksum } from '../shared/hexWithChecksum.js';
import { txIdOf } from '../sign/signedTxBytes.js';
import { authorize } from './buildPTx.js';
import { readPTx } from './decodePTx.js';

function ownerFromJson(json: Record<string, unknown>, addressesKey: string, field: string): OutputOwners {
  const list = json[addressesKey];
  if (!Array.isArray(list)) throw new ValidationError({ field, rule: 'an owner in the node answer' });
  return {
    locktime: BigInt(String(json.locktime ?? 0)),
    threshold: Number(json.threshold),
    addresses: list.map((a) => parseAddress(String(a), field).shortId),
  };
}

/**
 * The authorization a subnet's owner gives (`platform.getSubnet`'s control keys and threshold): the Input's sig
 * indices and the addresses that sign. A MissingSignerError names an owner address when the signers cannot meet the
 * threshold.
 *
 * @example
 * import { subnetAuth } from '@pkg/txs';
 * const { auth, signers } = await subnetAuth(ctx, subnetId);
 */
export async function subnetAuth(
  ctx: TxContext,
  subnetId: Uint8Array,
): Promise<{ auth: Input; signers: Uint8Array[] }> {
  const subnet = (await ctx.call(platform_getSubnet, { subnetID: cb58(subnetId) })) as Record<
    string,
    unknown
  >;
  return authorizeOrThrow(
    ctx,
    ownerFromJson(subnet, 'controlKeys', 'subnet owner'),
    `subnet ${cb58(subnetId)}`,
  );
}

/**
 * The authorization an L1 validator's deactivation owner gives (`platform.getL1Validator`), for DisableL1Validator.
 *
 * @example
 * import { disableAuth } from '@pkg/txs';
 * const { auth, signers } = await disableAuth(ctx, validationId);
 */
export async function disableAuth(
  ctx: TxContext,
  validationId: Uint8Array,
): Promise<{ auth: Input; signers: Uint8Array[] }> {
  const validator = (await ctx.call(platform_getL1Validator, {
    validationID: cb58(validationId),
  })) as Record<string, unknown>;
  const owner = validator.deactivationOwner as Record<string, unknown> | undefined;
  if (owner === undefined)
    throw new ValidationError({ field: 'validationId', rule: 'the id of an L1 validator' });
  return authorizeOrThrow(
    ctx,
    ownerFromJson(owner, 'addresses', 'deactivation owner'),
    `L1 validator ${cb58(validationId)}`,
  );
}

/**
 * The authorization an auto-renewed validator's authority gives, for SetAutoRenewedValidatorConfig: the
 * `validatorAuthority` of the AddAutoRenewedValidatorTx `txId` (`platform.getTx`), the owner the node checks the
 * tx's last credential against. The answer must hash to `txId`, so a node cannot swap in another owner.
 *
 * @example
 * import { validatorAuthorityAuth } from '@pkg/txs';
 * const { auth, signers } = await validatorAuthorityAuth(ctx, txId);
 */
export async function validatorAuthorityAuth(
  ctx: TxContext,
  txId: Uint8Array,
): Promise<{ auth: Input; signers: Uint8Array[] }> {
  const id = cb58(txId);
  const answer = (await ctx.call(platform_getTx, { txID: id, encoding: 'hex' })) as {
    tx?: unknown;
  } | null;
  const getTx = ctx.wireName(platform_getTx);
  const text = typeof answer?.tx === 'string' ? answer.tx : '';
  let bytes: Uint8Array;
  try {
    bytes = fromHexWithChecksum(text, `${getTx} tx`);
  } catch (cause) {
    throw new SdkError(`${getTx} answered no hex tx`, { details: text.slice(0, 200), cause });
  }
  if (txIdOf(bytes) !== id) {
    throw new SdkError(`${getTx} answered another tx than ${id}`, { details: txIdOf(bytes) });
  }
  const tx = readPTx(new Reader(bytes, `${getTx} tx`));
  if (tx.type !== 'AddAutoRenewedValidatorTx') {
    throw new ValidationError({
      field: 'txId',
      rule: 'the id of an AddAutoRenewedValidatorTx',
      got: tx.type,
    });
  }
  return authorizeOrThrow(ctx, tx.validatorAuthority, `auto-renewed validator ${id}`);
}

function authorizeOrThrow(
  ctx: TxContext,
  owner: OutputOwners,
  what: string,
): { auth: Input; signers: Uint8Array[] } {
  const result = authorize(ctx, owner);
  if (result === undefined) {
    throw new MissingSignerError({
      addresses: owner.addresses.map((a) => formatAddress('P', ctx.hrp, a)),
      details: `the signers cannot meet the threshold ${owner.threshold} of the owner of ${what}`,
    });
  }
  return result;
}
