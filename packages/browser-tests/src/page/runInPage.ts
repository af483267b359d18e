import type { ScenarioConfig } from './ScenarioConfig.js';
import { type ScenarioName, scenarios } from './scenarios.js';

/** A scenario's end as it crosses back to the driver: its value, or what it threw (an Error does not cross as one). */
export type ScenarioOutcome =
  | { ok: true; value: unknown }
  | { ok: false; error: { name: string; message: string; stack?: string; cause?: string } };

/** Runs one scenario in the page and reports how it ended, never throwing. */
export async function runInPage(name: ScenarioName, config: ScenarioConfig): Promise<ScenarioOutcome> {
  try {
    return { ok: true, value: await scenarios[name](config) };
  } catch (thrown) {
    const error = thrown instanceof Error ? thrown : new Error(String(thrown));
    const cause = error.cause === undefined ? undefined : String(error.cause);
    return { ok: false, error: { name: error.name, message: error.message, stack: error.stack, cause } };
  }
}
