import { ValidationError } from '@pkg/core';
import type { TxContext } from '../client/context.js';
import type { Input, OutputOwners } from '../codec/index.js';
import { cb58, formatAddress, parseAddress } from '../codec/index.js';
import { MissingSignerError } from '../errors.js';
import { authorize } from './buildPTx.js';

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
  const subnet = (await ctx.call('P', 'platform.getSubnet', { subnetID: cb58(subnetId) })) as Record<
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
  const validator = (await ctx.call('P', 'platform.getL1Validator', {
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

function authorizeOrThrow(
  ctx: TxContext,
  owner: OutputOwners,
  what: string,
): { auth: Input; signers: Uint8Array[] } {
  const result = authorize(ctx, owner);
  if (result === undefined) {
    throw new MissingSignerError({
      address: owner.addresses.map((a) => formatAddress('P', ctx.hrp, a)).join(', ') || '(none)',
      details: `the signers cannot meet the threshold ${owner.threshold} of the owner of ${what}`,
    });
  }
  return result;
}
