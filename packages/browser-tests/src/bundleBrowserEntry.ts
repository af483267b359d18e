import { fileURLToPath } from 'node:url';
import { type BuildFailure, build, type Message, stop } from 'esbuild';
import { BrowserBundleError } from './BrowserBundleError.js';
import { NODE_GLOBAL_MARKER, NODE_GLOBALS, nodeGlobalReferences } from './nodeGlobalReferences.js';

/** The page's script: the clients and the scenarios the driver runs. */
export const browserEntry = fileURLToPath(new URL('./page/browserEntry.ts', import.meta.url));

/**
 * Bundles `entry` for the browser as an app would (esbuild: ESM, platform browser, the packages' built `dist/`
 * through their declared exports) with no Node polyfill, and resolves the bundle's code. Rejects with a
 * {@link BrowserBundleError} naming each file when the bundle cannot be built for the browser (an import of
 * `node:fs` or `fs` on the path: esbuild cannot resolve a Node built-in for platform browser) or reads a
 * Node-only global (`process`, `Buffer`, ...: {@link nodeGlobalReferences}). Stops esbuild's service process
 * when done (the next build starts another).
 */
export async function bundleBrowserEntry(entry: string = browserEntry): Promise<string> {
  let code: string;
  try {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      write: false,
      logLevel: 'silent',
      legalComments: 'none',
      // unminified, so the `// <file>` comments name where each reference comes from
      minify: false,
      define: Object.fromEntries(NODE_GLOBALS.map((name) => [name, `${NODE_GLOBAL_MARKER}${name}`])),
    });
    code = result.outputFiles[0]!.text;
  } catch (error) {
    const errors = (error as Partial<BuildFailure>).errors;
    if (!errors?.length) throw error;
    throw new BrowserBundleError(entry, errors.map(describeBuildError));
  } finally {
    // esbuild's service process would outlive the test worker that started it
    await stop();
  }
  const references = nodeGlobalReferences(code);
  if (references.length) {
    throw new BrowserBundleError(
      entry,
      references.map(
        (r) => `${r.source}: reads the Node-only global \`${r.global}\`: ${r.line.slice(0, 160)}`,
      ),
    );
  }
  return code;
}

/** One esbuild error as `<file>:<line>: <text>`, saying when the module it could not resolve is Node's. */
function describeBuildError(message: Message): string {
  const where = message.location ? `${message.location.file}:${message.location.line}` : '(no location)';
  const nodeOnly = message.notes.some((note) => /built into node/i.test(note.text));
  return `${where}: ${message.text}${nodeOnly ? ' (a Node built-in: no client may import it on a browser path)' : ''}`;
}
