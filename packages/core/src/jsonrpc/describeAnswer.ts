/** Most characters of an answer an error message shows; longer ones are cut with `…`. */
const shown = 120;

/** An answer (or part of one) as an error message shows it: its JSON, cut at 120 characters. */
export function describeAnswer(value: unknown): string {
  let text: string;
  try {
    text = value === undefined ? 'an empty body' : String(JSON.stringify(value));
  } catch {
    text = Object.prototype.toString.call(value);
  }
  return text.length > shown ? `${text.slice(0, shown)}…` : text;
}
