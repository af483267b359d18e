/**
 * The bundle sizes the READMEs print come from the size check's own measurements (issue 35: the @pkg/data
 * README said 8.8 / 13 kB while the check measured 10.1 / 16.2 kB). A README writes a figure as
 * `<!-- size: <entry name> -->12.6 kB<!-- /size -->` (the entry's name in size.ts's OUR_ENTRIES; the comments
 * do not render). `pnpm size` fails when a figure differs from the measurement rounded to 0.1 kB;
 * `pnpm --filter @pkg/bench run size:readmes` writes the measured figures in.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const MARK = /<!-- size: (.+?) -->([^<]*)<!-- \/size -->/g;

/** A figure as the READMEs print it: kB (1024 bytes) with one decimal. */
export const kbFigure = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

/** The READMEs that may carry figures: the root one and every package's. */
function readmes(): string[] {
  const packages = readdirSync(path.join(root, 'packages'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(root, 'packages', d.name, 'README.md'));
  return [path.join(root, 'README.md'), ...packages].filter((file) => {
    try {
      return readFileSync(file, 'utf8').length > 0;
    } catch {
      return false;
    }
  });
}

/** One README figure against the measurement. */
export interface ReadmeFigure {
  file: string;
  entry: string;
  printed: string;
  /** `undefined` when no entry of that name was measured. */
  measured: string | undefined;
}

/**
 * Reads every README figure and compares it with the measured gzip sizes (by entry name); with `write`,
 * replaces each figure with the measured one.
 */
export function readmeSizes(gzipByName: ReadonlyMap<string, number>, write = false): ReadmeFigure[] {
  const figures: ReadmeFigure[] = [];
  for (const file of readmes()) {
    const text = readFileSync(file, 'utf8');
    const next = text.replace(MARK, (whole, entry: string, printed: string) => {
      const bytes = gzipByName.get(entry);
      const measured = bytes === undefined ? undefined : kbFigure(bytes);
      figures.push({ file: path.relative(root, file), entry, printed, measured });
      return measured === undefined ? whole : `<!-- size: ${entry} -->${measured}<!-- /size -->`;
    });
    if (write && next !== text) writeFileSync(file, next);
  }
  return figures;
}
