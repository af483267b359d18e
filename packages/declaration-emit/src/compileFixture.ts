/** Compiles the fixture library with one of its tsconfigs, emitting declarations into memory. */
import path from 'node:path';
import ts from 'typescript';

/** What one compile produced. */
export interface FixtureBuild {
  /** Every diagnostic (options, syntax, types, declaration emit), formatted as tsc prints them. */
  readonly errors: string[];
  /** The emitted declaration files: base name -> text. */
  readonly declarations: Record<string, string>;
}

/** Runs tsc's program on `tsconfigFile` (as `tsc -p` would) and keeps the emitted `.d.ts` files in memory. */
export function compileFixture(tsconfigFile: string): FixtureBuild {
  const host: ts.ParseConfigFileHost = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  };
  const config = ts.getParsedCommandLineOfConfigFile(tsconfigFile, { outDir: '/dev/null/out' }, host);
  if (!config) throw new Error(`cannot read ${tsconfigFile}`);
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
  const declarations: Record<string, string> = {};
  const emitted = program.emit(undefined, (file, text) => {
    declarations[path.basename(file)] = text;
  });
  const diagnostics = [...config.errors, ...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
  const format: ts.FormatDiagnosticsHost = {
    getCanonicalFileName: (f) => f,
    getCurrentDirectory: () => path.dirname(tsconfigFile),
    getNewLine: () => '\n',
  };
  return { errors: diagnostics.map((d) => ts.formatDiagnostic(d, format).trim()), declarations };
}
