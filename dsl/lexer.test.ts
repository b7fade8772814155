import { createToken, Lexer } from 'chevrotain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LEXER_PROBLEMS, smithLexer, tokenize } from './lexer';
import { lexerTokens } from './tokens';

const types = (text: string): string[] => tokenize(text).tokens.map((t) => `${t.tokenType.name}:${t.image}`);

describe('lexer', () => {
  it("passes Chevrotain's checks of its token patterns, which the lexer every process builds skips", () => {
    expect(() => smithLexer(true)).not.toThrow();
    expect(smithLexer(true).lexerDefinitionErrors).toEqual([]);
    // The checks are live: a pattern that a pattern before it always wins over is refused.
    const many = createToken({ name: 'Many', pattern: /a+/ });
    const one = createToken({ name: 'One', pattern: /a/ });
    expect(() => new Lexer([many, one], { skipValidations: false })).toThrow(/can never be matched/);
  });

  it('re-types keywords and keeps other words as names, capitalized ones separately', () => {
    expect(types('attack target Mage')).toEqual(['Kw_attack:attack', 'Ident:target', 'CapIdent:Mage']);
  });

  it('lexes kebab-case words and possessives as one word', () => {
    expect(types("hand-limit opponent's SPD-ACC")).toEqual(['Ident:hand-limit', "Kw_opponent_s:opponent's", 'CapIdent:SPD-ACC']);
  });

  it('reads x directly before a digit as the multiplication sign, and x elsewhere as a word', () => {
    expect(types('x2 12 x 14 xp')).toEqual(['Times:x', 'NumberLit:2', 'NumberLit:12', 'Ident:x', 'NumberLit:14', 'Ident:xp']);
  });

  it('lexes percentages, ranges and growth symbols', () => {
    expect(types('25% 8..12 -- ++ _ - + *')).toEqual([
      'PercentLit:25%', 'NumberLit:8', 'DotDot:..', 'NumberLit:12', 'MinusMinus:--', 'PlusPlus:++', 'Underscore:_', 'Minus:-', 'Plus:+', 'Star:*',
    ]);
  });

  it('keeps comments aside for the formatter', () => {
    const result = tokenize('draw // a comment\n1');
    expect(result.tokens.map((t) => t.image)).toEqual(['draw', '1']);
    expect(result.comments.map((t) => t.image)).toEqual(['// a comment']);
  });

  it('reports an unexpected character (L0001) with its position', () => {
    const { diagnostics } = tokenize('draw\n  $ 1');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]?.code).toBe('L0001');
    expect(diagnostics[0]?.range.start).toEqual({ offset: 7, line: 2, column: 3 });
  });

  it('quotes a run of unexpected characters up to 20, counting characters rather than UTF-16 units', () => {
    const message = (text: string) => tokenize(text).diagnostics[0]?.message;
    expect(message('draw 😀 1')).toBe('Unexpected character `😀`');
    expect(message('draw $@ 1')).toBe('Unexpected characters `$@`');
    expect(message(`draw ${'漢'.repeat(20)} 1`)).toBe(`Unexpected characters \`${'漢'.repeat(20)}\``);
    // A megabyte-long run is one diagnostic, and its message stays short.
    const long = message(`draw ${'😀'.repeat(1_000_000)} 1`);
    expect(long).toBe(`Unexpected characters \`${'😀'.repeat(20)}…\` (1,000,000 in a row)`);
  });

  it('reports an unterminated string (L0002) and offers to close it', () => {
    const { diagnostics, tokens } = tokenize('add "Fire');
    expect(tokens.map((t) => t.tokenType.name)).toEqual(['Kw_add', 'UnterminatedString']);
    expect(diagnostics[0]?.code).toBe('L0002');
    expect(diagnostics[0]?.fixes?.[0]?.edits[0]?.newText).toBe('"');
  });

  describe(`stops after ${MAX_LEXER_PROBLEMS} problems`, () => {
    const codes = (text: string): Record<string, number> => {
      const out: Record<string, number> = {};
      for (const d of tokenize(text).diagnostics) out[d.code] = (out[d.code] ?? 0) + 1;
      return out;
    };

    it('reads exactly the budget without a stop', () => {
      const text = 'draw $ '.repeat(MAX_LEXER_PROBLEMS);
      expect(codes(text)).toEqual({ L0001: MAX_LEXER_PROBLEMS });
      expect(tokenize(text).tokens).toHaveLength(MAX_LEXER_PROBLEMS);
    });

    it('stops at the first unexpected character past the budget: the tokens, comments and errors before it, one L0005 there', () => {
      // 'draw $ // n\n' is 12 characters; the stop is at problem 201's `$`.
      const text = 'draw $ // n\n'.repeat(MAX_LEXER_PROBLEMS + 50);
      const stop = 12 * MAX_LEXER_PROBLEMS + 5;
      const result = tokenize(text);
      expect(codes(text)).toEqual({ L0001: MAX_LEXER_PROBLEMS, L0005: 1 });
      expect(result.tokens).toHaveLength(MAX_LEXER_PROBLEMS + 1); // the `draw` just before the stop is read
      expect(result.tokens.every((t) => t.startOffset < stop)).toBe(true);
      expect(result.comments).toHaveLength(MAX_LEXER_PROBLEMS);
      const last = result.diagnostics.at(-1);
      expect(last?.code).toBe('L0005');
      expect(last?.range.start).toEqual({ offset: stop, line: MAX_LEXER_PROBLEMS + 1, column: 6 });
      expect(last?.message).toMatch(/the rest of the file, from here on, was not read/);
    });

    it('counts unclosed strings and unexpected characters together, in the order they come', () => {
      const text = 'draw $\n'.repeat(150) + 'add "open\n'.repeat(100);
      const stop = 7 * 150 + 10 * 50 + 4; // the 51st unclosed string's quote
      const result = tokenize(text);
      expect(codes(text)).toEqual({ L0001: 150, L0002: 50, L0005: 1 });
      expect(result.diagnostics.at(-1)?.range.start.offset).toBe(stop);
      expect(result.tokens.at(-1)?.image).toBe('add');
    });

    it('lexes the next text in full again after a stop', () => {
      tokenize('$ '.repeat(1000));
      expect(codes('draw $ 1 @ 2')).toEqual({ L0001: 2 });
    });

    it('a megabyte of random characters: at most the budget and one L0005', () => {
      let seed = 7;
      const chars = 'abcXYZ019 {}()[]<>=+-*/,.;:!?@#$%^&~`|\\\'"\n\t€é漢';
      let text = '';
      for (let i = 0; i < 1_000_000; i++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        text += chars[seed % chars.length];
      }
      const found = codes(text);
      expect((found['L0001'] ?? 0) + (found['L0002'] ?? 0)).toBe(MAX_LEXER_PROBLEMS);
      expect(found['L0005']).toBe(1);
    });

    it('(property) its tokens are the first ones of the whole text, and it stops exactly past the budget', () => {
      const whole = new Lexer(lexerTokens, { positionTracking: 'full' });
      const piece = fc.constantFrom('$', '@', '"x', '\n', ' ', 'draw', '1', '{', '}', '// c\n', '"s"', '漢');
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1500 }).chain((n) => fc.array(piece, { minLength: n, maxLength: n })), (pieces) => {
          const text = pieces.join('');
          const capped = tokenize(text);
          const full = whole.tokenize(text);
          const problems = full.errors.length + full.tokens.filter((t) => t.tokenType.name === 'UnterminatedString').length;
          const stopped = capped.diagnostics.some((d) => d.code === 'L0005');
          expect(stopped).toBe(problems > MAX_LEXER_PROBLEMS);
          expect(capped.diagnostics.filter((d) => d.code === 'L0001' || d.code === 'L0002')).toHaveLength(Math.min(problems, MAX_LEXER_PROBLEMS));
          const at = (t: { startOffset: number; image: string }) => `${t.startOffset}:${t.image}`;
          expect(capped.tokens.map(at)).toEqual(full.tokens.slice(0, capped.tokens.length).map(at));
          if (!stopped) expect(capped.tokens).toHaveLength(full.tokens.length);
        }),
        { numRuns: 200 },
      );
    });
  });
});
