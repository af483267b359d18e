/**
 * One queue per chain: `run(chain, task)` starts `task` once every task queued before it on that chain has
 * settled (resolved or rejected), and resolves or rejects as `task` does. The client runs each transaction's
 * UTXO selection, signing, issue and wait for acceptance as one task, so two operations started at once on one
 * client never spend the same UTXOs (the node would refuse the second) and the second sees the first's change.
 */
export type ChainQueue = <T>(chain: string, task: () => Promise<T>) => Promise<T>;

export function createChainQueue(): ChainQueue {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(chain: string, task: () => Promise<T>): Promise<T> => {
    const result = (tails.get(chain) ?? Promise.resolve()).then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(chain, tail);
    void tail.then(() => {
      if (tails.get(chain) === tail) tails.delete(chain); // nothing queued after it: forget the chain
    });
    return result;
  };
}
