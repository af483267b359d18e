import type { EvmClient } from '@pkg/evm';
import type { MethodCase } from '../../src/methodSuite.js';
import type { DebugFixtures } from './debugFixtures.js';

/**
 * The runtime handler of `debug_` (eth-apis: debug-handler): profiles of 1 s (keeping the suite quick) written
 * to the fixtures' temp folder, and the settings left at the node's defaults.
 */
export function debugRuntimeCases(f: DebugFixtures): MethodCase<EvmClient>[] {
  const { file } = f;
  return [
    // the runtime handler (eth-apis: debug-handler); profiles of 1 s keep the suite quick
    { method: 'debug_blockProfile', calls: [(e, mode) => e.debug.blockProfile(file('block.prof', mode), 1)] },
    { method: 'debug_cpuProfile', calls: [(e, mode) => e.debug.cpuProfile(file('cpu.prof', mode), 1)] },
    { method: 'debug_goTrace', calls: [(e, mode) => e.debug.goTrace(file('go.trace', mode), 1)] },
    { method: 'debug_mutexProfile', calls: [(e, mode) => e.debug.mutexProfile(file('mutex.prof', mode), 1)] },
    {
      method: 'debug_startCPUProfile',
      // stopped at once, so the next mode (and debug_cpuProfile) can start one
      calls: [
        (e, mode) => e.debug.startCPUProfile(file('started-cpu.prof', mode)),
        (e) => e.debug.stopCPUProfile(),
      ],
    },
    {
      method: 'debug_stopCPUProfile',
      calls: [
        async (e, mode) => {
          await e.debug.startCPUProfile(file('stopped-cpu.prof', mode));
          return e.debug.stopCPUProfile();
        },
      ],
    },
    {
      method: 'debug_startGoTrace',
      calls: [(e, mode) => e.debug.startGoTrace(file('started.trace', mode)), (e) => e.debug.stopGoTrace()],
    },
    {
      method: 'debug_stopGoTrace',
      calls: [
        async (e, mode) => {
          await e.debug.startGoTrace(file('stopped.trace', mode));
          return e.debug.stopGoTrace();
        },
      ],
    },
    {
      method: 'debug_writeBlockProfile',
      calls: [(e, mode) => e.debug.writeBlockProfile(file('w-block.prof', mode))],
    },
    {
      method: 'debug_writeMemProfile',
      calls: [(e, mode) => e.debug.writeMemProfile(file('mem.prof', mode))],
    },
    {
      method: 'debug_writeMutexProfile',
      calls: [(e, mode) => e.debug.writeMutexProfile(file('w-mutex.prof', mode))],
    },
    // the defaults (0: off), so the node is left as it was
    { method: 'debug_setBlockProfileRate', calls: [(e) => e.debug.setBlockProfileRate(0)] },
    { method: 'debug_setMutexProfileFraction', calls: [(e) => e.debug.setMutexProfileFraction(0)] },
    { method: 'debug_setGCPercent', calls: [(e) => e.debug.setGCPercent(100)] },
    { method: 'debug_freeOSMemory', calls: [(e) => e.debug.freeOSMemory()] },
    { method: 'debug_gcStats', calls: [(e) => e.debug.gcStats()] },
    { method: 'debug_memStats', calls: [(e) => e.debug.memStats()] },
    {
      method: 'debug_stacks',
      calls: [(e) => e.debug.stacks('pprof'), (e) => e.debug.stacks(), (e) => e.debug.stacks(null)],
    },
    // 0 is slog's info, the node's level
    { method: 'debug_verbosity', calls: [(e) => e.debug.verbosity(0)] },
    { method: 'debug_vmodule', calls: [(e) => e.debug.vmodule('')] },
  ];
}
