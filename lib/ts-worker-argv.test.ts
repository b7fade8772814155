import { describe, expect, it } from 'vitest';
import { withoutTsx } from './ts-worker';

describe('withoutTsx (the Node options a compiled thread starts with)', () => {
  it('drops every way of preloading tsx and keeps the rest in order', () => {
    expect(withoutTsx(['--import', 'tsx', '--max-old-space-size=4096'])).toEqual(['--max-old-space-size=4096']);
    expect(withoutTsx(['--import=tsx'])).toEqual([]);
    expect(withoutTsx(['--loader', 'tsx/esm', '--cpu-prof'])).toEqual(['--cpu-prof']);
    expect(withoutTsx(['-r', 'tsx/cjs'])).toEqual([]);
    expect(withoutTsx(['--import', 'file:///work/node_modules/tsx/dist/esm/index.mjs'])).toEqual([]);
    expect(withoutTsx(['--experimental-loader=/work/node_modules/tsx/dist/loader.mjs', '--enable-source-maps'])).toEqual(['--enable-source-maps']);
  });

  it('keeps other preloads with their values', () => {
    expect(withoutTsx(['--import', './telemetry.mjs', '--import', 'tsx'])).toEqual(['--import', './telemetry.mjs']);
    expect(withoutTsx(['--require=./mytsx.cjs'])).toEqual(['--require=./mytsx.cjs']);
    expect(withoutTsx(['--import', 'tsx-extra'])).toEqual(['--import', 'tsx-extra']);
  });

  it('leaves an empty list empty', () => {
    expect(withoutTsx([])).toEqual([]);
  });
});
