/**
 * `tsx scripts/codegen/cli.ts <package>`: writes packages/<package>/src/generated/ from specs/.
 * Each package's `generate` script calls this with its own name; turbo caches the result
 * (inputs: the spec the package is made from, or every spec for the mock server, and scripts/codegen/**;
 * outputs: src/generated/**; each package's turbo.json names its spec).
 */
import { generators } from './generators.ts';

const pkg = process.argv[2];
const generator = pkg ? generators[pkg] : undefined;
if (!pkg || !generator) {
  console.error(`usage: cli.ts <${Object.keys(generators).join('|')}>`);
  process.exit(2);
}
await generator();
