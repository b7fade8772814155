import { describe, expect, it } from 'vitest';
import { parseRolls } from './rolls';

describe('forced rolls as typed', () => {
  it('reads commas or spaces', () => {
    expect(parseRolls('42, 73')).toEqual([42, 73]);
    expect(parseRolls(' 1 100 ')).toEqual([1, 100]);
  });
  it('refuses what is not a d100 result, naming it', () => {
    expect(parseRolls('')).toBe('type one or more rolls from 1 to 100');
    expect(parseRolls('42, 0')).toBe('"0" is not a d100 roll (1–100)');
    expect(parseRolls('101')).toBe('"101" is not a d100 roll (1–100)');
    expect(parseRolls('4.5')).toBe('"4.5" is not a d100 roll (1–100)');
  });
});
