import { createToken, Lexer } from 'chevrotain';
import { describe, expect, it } from 'vitest';
import { smithLexer, tokenize } from './lexer';

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

  it('reports an unterminated string (L0002) and offers to close it', () => {
    const { diagnostics, tokens } = tokenize('add "Fire');
    expect(tokens.map((t) => t.tokenType.name)).toEqual(['Kw_add', 'UnterminatedString']);
    expect(diagnostics[0]?.code).toBe('L0002');
    expect(diagnostics[0]?.fixes?.[0]?.edits[0]?.newText).toBe('"');
  });
});
