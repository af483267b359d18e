/** The chains whose txs this package builds: X (AVM), P (PlatformVM), C (coreth's atomic txs). */
export type Chain = 'X' | 'P' | 'C';

/** The name of a codec type, the same on every chain that registers it. */
export type TypeName =
  | 'TransferInput'
  | 'MintOutput'
  | 'TransferOutput'
  | 'MintOperation'
  | 'Credential'
  | 'Input'
  | 'OutputOwners'
  | 'NftMintOutput'
  | 'NftTransferOutput'
  | 'NftMintOperation'
  | 'NftTransferOperation'
  | 'NftCredential'
  | 'PropertyMintOutput'
  | 'PropertyOwnedOutput'
  | 'PropertyMintOperation'
  | 'PropertyBurnOperation'
  | 'PropertyCredential'
  | 'StakeableLockIn'
  | 'StakeableLockOut';

const SECP: Partial<Record<TypeName, number>> = {
  TransferInput: 5,
  MintOutput: 6,
  TransferOutput: 7,
  MintOperation: 8,
  Credential: 9,
  Input: 10,
  OutputOwners: 11,
};

/**
 * The type id each chain's codec registers for a fx type (AvalancheGo v1.14.0, coreth v0.16.0-rc.0). The X chain
 * registers secp256k1fx (5-9), then nftfx (10-14) and propertyfx (15-19), so its 10 and 11 are NFT types; the P
 * chain adds secp256k1fx's Input 10, OutputOwners 11 and StakeableLockIn/Out 21/22; the C chain's atomic codec
 * uses secp256k1fx's ids.
 *
 * @example
 * import { FX_TYPE_IDS } from '@pkg/txs';
 * FX_TYPE_IDS.P.StakeableLockOut; // 22
 */
export const FX_TYPE_IDS: Readonly<Record<Chain, Readonly<Partial<Record<TypeName, number>>>>> = {
  X: {
    TransferInput: 5,
    MintOutput: 6,
    TransferOutput: 7,
    MintOperation: 8,
    Credential: 9,
    NftMintOutput: 10,
    NftTransferOutput: 11,
    NftMintOperation: 12,
    NftTransferOperation: 13,
    NftCredential: 14,
    PropertyMintOutput: 15,
    PropertyOwnedOutput: 16,
    PropertyMintOperation: 17,
    PropertyBurnOperation: 18,
    PropertyCredential: 19,
  },
  P: { ...SECP, StakeableLockIn: 21, StakeableLockOut: 22 },
  C: { TransferInput: 5, TransferOutput: 7, Credential: 9, Input: 10, OutputOwners: 11 },
};

/**
 * The type id of `name` on `chain`; a type the chain does not register is an error.
 *
 * @example
 * import { typeIdOf } from '@pkg/txs';
 * typeIdOf('X', 'TransferOutput'); // 7
 */
export function typeIdOf(chain: Chain, name: TypeName): number {
  const id = FX_TYPE_IDS[chain][name];
  if (id === undefined) throw new TypeError(`the ${chain} chain's codec has no ${name}`);
  return id;
}

/**
 * The name of the fx type `id` on `chain`, or undefined when the chain registers no fx type with that id.
 *
 * @example
 * import { typeNameOf } from '@pkg/txs';
 * typeNameOf('P', 22); // 'StakeableLockOut'
 */
export function typeNameOf(chain: Chain, id: number): TypeName | undefined {
  for (const [name, value] of Object.entries(FX_TYPE_IDS[chain])) if (value === id) return name as TypeName;
  return undefined;
}
