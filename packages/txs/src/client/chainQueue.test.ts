import { describe, expect, it } from 'vitest';
import { createChainQueue } from './chainQueue.js';

/** A task that records when it starts and ends, and finishes when `release` is called. */
function gate(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  const task = async () => {
    log.push(`${name} start`);
    await done;
    log.push(`${name} end`);
    return name;
  };
  return { task, release };
}

describe('createChainQueue', () => {
  it('runs one chain’s tasks one after the other, in order, even when one fails', async () => {
    const queue = createChainQueue();
    const log: string[] = [];
    const a = gate(log, 'a');
    const first = queue('X', a.task);
    const failing = queue('X', async () => {
      log.push('b start');
      throw new Error('b failed');
    });
    const c = queue('X', async () => {
      log.push('c start');
      return 'c';
    });
    await Promise.resolve();
    expect(log).toEqual(['a start']);
    a.release();
    await expect(first).resolves.toBe('a');
    await expect(failing).rejects.toThrow('b failed');
    await expect(c).resolves.toBe('c');
    expect(log).toEqual(['a start', 'a end', 'b start', 'c start']);
  });

  it('runs different chains’ tasks at the same time', async () => {
    const queue = createChainQueue();
    const log: string[] = [];
    const x = gate(log, 'x');
    const p = gate(log, 'p');
    const both = Promise.all([queue('X', x.task), queue('P', p.task)]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['x start', 'p start']);
    x.release();
    p.release();
    await expect(both).resolves.toEqual(['x', 'p']);
  });
});
