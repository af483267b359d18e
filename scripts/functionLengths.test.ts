import { describe, expect, it } from 'vitest';
import { functionLengths } from './functionLengths.ts';

const lines = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');

describe('functionLengths', () => {
  it('measures declarations, arrow functions, methods and nested functions from first to last line', () => {
    const text = [
      `export function outer() {\n${lines(3)}\n  const inner = () => {\n${lines(2)}\n  };\n}`,
      `const obj = { method() {\n${lines(4)}\n  } };`,
      'class K {\n  m(): void {}\n}',
    ].join('\n');
    const found = functionLengths('x.ts', text).map(({ name, line, lines }) => ({ name, line, lines }));
    expect(found).toEqual([
      { name: 'outer', line: 1, lines: 9 },
      { name: 'inner', line: 5, lines: 4 },
      { name: 'method', line: 10, lines: 6 },
      { name: 'm', line: 17, lines: 1 },
    ]);
  });

  it('leaves out signatures without a body', () => {
    expect(functionLengths('x.ts', 'declare function f(): void;\ninterface I { m(): void }')).toEqual([]);
  });
});
