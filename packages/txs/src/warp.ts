// @pkg/txs/warp: BLS12-381 keys, proofs of possession and Warp message signing. A subpath of its own, so that
// importing @pkg/txs does not set up the BLS12-381 curve (tens of ms at import) nor bundle it (~15 kB gzipped).
export {
  blsAggregatePublicKeys,
  blsAggregateSignatures,
  blsProofOfPossession,
  blsPublicKey,
  blsSign,
  blsUncompressedPublicKey,
  blsVerify,
  blsVerifyProofOfPossession,
} from './warp/bls.js';
export { signWarpMessage, type WarpValidatorKey } from './warp/signWarpMessage.js';
