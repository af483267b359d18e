import type { ScenarioPage } from './openScenarioPage.js';
import type { runInPage } from './page/runInPage.js';
import type { ScenarioConfig } from './page/ScenarioConfig.js';
import type { ScenarioName, scenarios } from './page/scenarios.js';
import { withTimeout } from './withTimeout.js';

/**
 * Runs one scenario in the page (`runInPage` through page.evaluate, bounded by `timeoutMs`) and resolves its
 * value; a scenario that threw in the page rejects here with its error, stack and the page's log.
 */
export async function runScenario<N extends ScenarioName>(
  { page, log }: ScenarioPage,
  name: N,
  config: ScenarioConfig,
  timeoutMs = 20_000,
): Promise<Awaited<ReturnType<(typeof scenarios)[N]>>> {
  const outcome = await withTimeout(
    page.evaluate(
      (n, c) => (globalThis as unknown as { runInPage: typeof runInPage }).runInPage(n, c),
      name,
      config,
    ),
    timeoutMs,
    `scenario ${name} in the browser`,
  );
  if (outcome.ok) return outcome.value as Awaited<ReturnType<(typeof scenarios)[N]>>;
  const { error } = outcome;
  throw new Error(
    `scenario ${name} failed in the browser: ${error.name}: ${error.message}` +
      (error.cause ? `\ncause: ${error.cause}` : '') +
      `\n${error.stack ?? ''}\npage log:\n  ${log.join('\n  ') || '(empty)'}`,
  );
}
