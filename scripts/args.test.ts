import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCommandLine, parseOptions, parsePort, UsageError, wholeOption, withUsage } from './args';

const options = { out: { type: 'string' }, json: { type: 'boolean' }, trust: { type: 'string', multiple: true } } as const;

describe('parseOptions', () => {
  it('reads string, boolean and repeated options in either form', () => {
    expect(parseOptions(['--out', 'a.json', '--json', '--trust', 'k1', '--trust=k2'], options)).toEqual({ out: 'a.json', json: true, trust: ['k1', 'k2'] });
    expect(parseOptions([], options)).toEqual({});
  });

  it('makes an unknown option, a missing value or a stray argument a usage error', () => {
    expect(() => parseOptions(['--bogus'], options)).toThrow(UsageError);
    expect(() => parseOptions(['--bogus'], options)).toThrow("Unknown option '--bogus'");
    expect(() => parseOptions(['--out'], options)).toThrow("Option '--out <value>' argument missing");
    expect(() => parseOptions(['--out', '--json'], options)).toThrow(/argument is ambiguous/);
    expect(() => parseOptions(['file'], options)).toThrow("Unexpected argument 'file'");
  });
});

describe('parseCommandLine', () => {
  it('separates options from positional arguments, wherever they stand', () => {
    expect(parseCommandLine(['a', '--json', 'b', '--out', 'o', 'c'], options)).toEqual({ values: { json: true, out: 'o' }, positionals: ['a', 'b', 'c'], lists: {} });
    expect(parseCommandLine(['--', '--json'], options).positionals).toEqual(['--json']);
  });

  it('checks the number of positional arguments', () => {
    const one = { positionals: { min: 1, max: 1 } };
    expect(parseCommandLine(['x'], {}, one).positionals).toEqual(['x']);
    expect(() => parseCommandLine([], {}, one)).toThrow(new UsageError('expected 1 argument(s), got 0'));
    expect(() => parseCommandLine([], {}, { positionals: { min: 2, max: Infinity } })).toThrow(new UsageError('expected at least 2 argument(s), got 0'));
    expect(() => parseCommandLine(['x', 'y'], {}, one)).toThrow(new UsageError('unexpected argument "y"'));
  });

  it('gives a list option the arguments right after its value, up to its limit', () => {
    const shape = { positionals: { min: 0, max: 1 }, lists: { out: 2 } };
    expect(parseCommandLine(['--out', 'a', 'b'], options, shape)).toMatchObject({ lists: { out: ['a', 'b'] }, positionals: [] });
    expect(parseCommandLine(['--out=a', 'b'], options, shape)).toMatchObject({ lists: { out: ['a', 'b'] }, positionals: [] });
    // The third argument is past the limit, so it is an ordinary positional argument.
    expect(parseCommandLine(['--out', 'a', 'b', 'c'], options, shape)).toMatchObject({ lists: { out: ['a', 'b'] }, positionals: ['c'] });
    // An option between ends the list; an argument before the option is not part of it.
    expect(parseCommandLine(['x', '--out', 'a', '--json'], options, shape)).toMatchObject({ lists: { out: ['a'] }, positionals: ['x'] });
    expect(() => parseCommandLine(['--out', 'a', '--json', 'b', 'c'], options, shape)).toThrow(new UsageError('unexpected argument "c"'));
  });
});

describe('option values', () => {
  it('reads whole numbers within limits, or the fallback when absent', () => {
    expect(wholeOption(undefined, '--count', 7)).toBe(7);
    expect(wholeOption('0', '--count', 7)).toBe(0);
    expect(wholeOption('20', '--count', 7, { min: 1, max: 20 })).toBe(20);
    expect(() => wholeOption('21', '--count', 7, { max: 20 })).toThrow(new UsageError('--count needs a whole number up to 20, got "21"'));
    expect(() => wholeOption('0', '--games', 100, { min: 1 })).toThrow(new UsageError('--games needs a whole number of at least 1, got "0"'));
    for (const bad of ['many', '-1', '1.5', '', ' 2']) expect(() => wholeOption(bad, '--count', 7), bad).toThrow(UsageError);
  });

  it('reads TCP ports', () => {
    expect(parsePort('3000', '--port')).toBe(3000);
    expect(() => parsePort('0', '--port')).toThrow(UsageError);
    expect(() => parsePort('65536', 'PORT')).toThrow('PORT must be a port number (1-65535), got "65536"');
  });
});

describe('withUsage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('turns a usage error into the message and the usage on stderr and exit code 2', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await withUsage('demo', 'Usage: cardsmith demo', async () => parseOptions(['--nope'], {}) && 0)).toBe(2);
    expect(err).toHaveBeenCalledWith(expect.stringMatching(/^cardsmith demo: Unknown option '--nope'.*\n\nUsage: cardsmith demo$/s));
  });

  it('passes other results and errors through', async () => {
    expect(await withUsage('demo', 'usage', async () => 1)).toBe(1);
    await expect(withUsage('demo', 'usage', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});
