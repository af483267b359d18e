/** The browser bundle could not be built, or reads a Node-only global: each problem names its file. */
export class BrowserBundleError extends Error {
  constructor(
    /** The entry bundled. */
    readonly entry: string,
    /** One line per problem: `<file>:<line>: <what>`. */
    readonly problems: readonly string[],
  ) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(
      `the browser bundle of ${entry} does not run in a browser as it is (${count}):\n  ${problems.join('\n  ')}`,
    );
    this.name = 'BrowserBundleError';
  }
}
