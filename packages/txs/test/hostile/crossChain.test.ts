// Cross-chain moves under a hostile node: the import a move needs is checked before its export is signed, so a
// move refused for its import's fee, gas or amount leaves nothing in shared memory (no signer asked, no issueTx).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTxClient, type TxClientOptions } from '../../src/client/createTxClient.js';
import { FeeTooHighError, GasCapacityExceededError, InsufficientFundsError } from '../../src/errors.js';
import type { Signer } from '../../src/sign/Signer.js';
import { AVAX_1, type HostileNode, signer, startNode, TRANSPORTS, utxo } from './hostileNode.js';

const catchIt = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => e,
  );

/** 5,000 gwei: a one-input C import (about 11,300 gas) then costs about 0.057 AVAX, above the default maxFee. */
const HIGH_BASE_FEE = `0x${(5_000_000_000_000n).toString(16)}`;
const PRE_HELICON = 'v0.15.4@e2fb0f0'; // what coreth (AvalancheGo v1.14.0) answers to web3_clientVersion

describe.each(TRANSPORTS)(
  'crossChain refuses, before its export, an import it could not make (%s)',
  (_, transport) => {
    let node: HostileNode;
    let signs: number;
    /** The test key, counting every signature asked of it. */
    const counting: Signer = {
      publicKey: signer.publicKey,
      sign: (request) => {
        signs++;
        return signer.sign(request);
      },
    };
    beforeEach(async () => {
      node = await startNode();
      signs = 0;
    });
    afterEach(() => node.close());
    const client = (options: Partial<TxClientOptions> = {}) =>
      createTxClient({ url: node.url, signers: [counting], retry: false, ...transport(), ...options });
    const issues = () => Object.keys(node.arrivals).filter((m) => m.endsWith('issueTx'));

    it('X -> C at a high C base fee: FeeTooHighError naming C before anything is signed; with a higher maxFee it moves', async () => {
      node.state.utxos.X = [utxo(20n * AVAX_1)];
      node.state.baseFee = HIGH_BASE_FEE;
      const error = await catchIt(client().crossChain({ from: 'X', to: 'C', amount: 10n * AVAX_1 }));
      expect(FeeTooHighError.isInstance(error)).toBe(true);
      expect(error).toMatchObject({ chain: 'C', maxFee: 50_000_000n });
      expect((error as FeeTooHighError).fee).toBeGreaterThan(50_000_000n);
      expect((error as FeeTooHighError).details).toMatch(
        /^the ImportTx on C that this move from X needs would pay \d+ nAVAX at the C chain base fee now \(eth_baseFee\); nothing was exported or signed: raise maxFee to at least \d+ nAVAX/,
      );
      expect(issues()).toEqual([]);
      expect(signs).toBe(0);
      // the caller raises maxFee: both halves go
      const moved = await client().crossChain({ from: 'X', to: 'C', amount: 10n * AVAX_1, maxFee: AVAX_1 });
      expect(node.issued.map((i) => [i.method, i.type])).toEqual([
        ['avm.issueTx', 'ExportTx'],
        ['avax.issueTx', 'ImportTx'],
      ]);
      expect(moved.txId).toBe(moved.importTxId);
    });

    it('P -> C and C -> X are checked the same way (the C base fee; the X fee)', async () => {
      node.state.utxos.P = [utxo(20n * AVAX_1)];
      node.state.baseFee = HIGH_BASE_FEE;
      const fromP = await catchIt(client().crossChain({ from: 'P', to: 'C', amount: 10n * AVAX_1 }));
      expect(FeeTooHighError.isInstance(fromP) && fromP.chain).toBe('C');
      node.state.baseFee = '0x5d21dba00'; // 25 gwei: the C export is cheap
      node.state.txFee = String(AVAX_1 / 2n); // 0.5 AVAX on X: the import there is not
      const fromC = await catchIt(client().crossChain({ from: 'C', to: 'X', amount: 10n * AVAX_1 }));
      expect(FeeTooHighError.isInstance(fromC)).toBe(true);
      expect(fromC).toMatchObject({ chain: 'X', fee: 500_000_000n });
      expect(issues()).toEqual([]);
      expect(signs).toBe(0);
    });

    it('an amount that cannot pay its import fee is refused before the export (InsufficientFundsError on C)', async () => {
      node.state.utxos.X = [utxo(20n * AVAX_1)];
      const error = await catchIt(client().crossChain({ from: 'X', to: 'C', amount: 1_000n }));
      expect(InsufficientFundsError.isInstance(error)).toBe(true);
      expect(error).toMatchObject({ chain: 'C', found: 1_000n });
      expect(issues()).toEqual([]);
      expect(signs).toBe(0);
    });

    it('a normal X -> C move still works: export, import of exactly its UTXO, both waited for', async () => {
      node.state.utxos.X = [utxo(20n * AVAX_1)];
      const moved = await client().crossChain({ from: 'X', to: 'C', amount: 10n * AVAX_1 });
      expect(node.issued.map(({ method, type, inputs }) => ({ method, type, inputs }))).toEqual([
        { method: 'avm.issueTx', type: 'ExportTx', inputs: 1 },
        { method: 'avax.issueTx', type: 'ImportTx', inputs: 1 },
      ]);
      expect(moved.exportTxId).not.toBe(moved.importTxId);
      expect(signs).toBe(2);
      expect(node.arrivals.eth_blockNumber).toBeGreaterThanOrEqual(1); // the import's block was executed
    });

    it('importPending of more UTXOs than the atomic gas limit takes is refused before signing, in either era', async () => {
      // 100 one-signature inputs: about 109,000 gas, above coreth's 100,000 and within Helicon's 1,000,000
      node.state.atomic.C = Array.from({ length: 100 }, () => utxo(AVAX_1));
      node.state.clientVersion = PRE_HELICON;
      const error = await catchIt(client().importPending({ from: 'X', to: 'C' }));
      expect(GasCapacityExceededError.isInstance(error)).toBe(true);
      expect(error).toMatchObject({ capacity: 100_000n });
      expect((error as GasCapacityExceededError).details).toMatch(
        /^a C atomic ImportTx of 100 inputs uses \d+ gas; the C chain's pool refuses an atomic tx above 100000 gas .*: import fewer UTXOs at a time \(a lower maxInputs\)$/,
      );
      expect(issues()).toEqual([]);
      expect(signs).toBe(0);
      // with maxInputs 80 it fits (the rest waits for the next importPending)
      await client({ maxInputs: 80 }).importPending({ from: 'X', to: 'C' });
      expect(node.issued).toMatchObject([{ method: 'avax.issueTx', type: 'ImportTx', inputs: 80 }]);
    });

    it('under Helicon the limit is 1,000,000 gas: 100 inputs import at once, 1,000 are refused', async () => {
      node.state.atomic.C = Array.from({ length: 1_000 }, () => utxo(AVAX_1));
      const error = await catchIt(
        client({ maxInputs: 1_000, maxFee: AVAX_1 }).importPending({ from: 'X', to: 'C' }),
      );
      expect(GasCapacityExceededError.isInstance(error)).toBe(true);
      expect(error).toMatchObject({ capacity: 1_000_000n });
      expect(issues()).toEqual([]);
      await client({ maxInputs: 100 }).importPending({ from: 'X', to: 'C' });
      expect(node.issued).toMatchObject([{ method: 'avax.issueTx', type: 'ImportTx', inputs: 100 }]);
    });
  },
);
