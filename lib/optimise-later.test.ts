import { describe, expect, it } from 'vitest';
import { hotLoop, traceOfHot } from '../test/v8-trace-opt';

/** How many times V8 finished optimising `hot` over 20,000 short calls, with or without optimiseLater first. */
function optimisationsOfHot(late: boolean): number {
  const script = [
    `const { optimiseLater } = await import(${JSON.stringify(new URL('./optimise-later.ts', import.meta.url).href)});`,
    `if (${late}) optimiseLater();`,
    hotLoop(20_000),
    'console.log(sum);',
  ].join('\n');
  return traceOfHot(script).filter((line) => line.includes('completed')).length;
}

describe('optimiseLater', () => {
  it('keeps a function that runs 20,000 short calls from being optimised, which V8 otherwise optimises', { timeout: 30_000 }, () => {
    expect(optimisationsOfHot(false)).toBeGreaterThan(0);
    expect(optimisationsOfHot(true)).toBe(0);
  });
});
