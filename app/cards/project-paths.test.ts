import { describe, expect, it } from 'vitest';
import { gameOf, isCardFile, baseName } from '../../dsl/project';
import { cardIdOf, cardPath, definitionPath, pageOf, parseAt } from './project-paths';

describe('project paths', () => {
  it('puts a card where the DSL project sees a one-card file of its game, with its id as base name', () => {
    const path = cardPath('summoners-grid', 'blast-bolt');
    expect([gameOf(path), isCardFile(path), baseName(path), cardIdOf(path)]).toEqual(['summoners-grid', true, 'blast-bolt', 'blast-bolt']);
    const roles = definitionPath('summoners-grid', 'roles.smith');
    expect([gameOf(roles), isCardFile(roles), cardIdOf(roles)]).toEqual(['summoners-grid', false, undefined]);
  });

  it('links cards to their editor and definitions to their read-only view, at a position', () => {
    expect(pageOf(cardPath('g', 'rush'))).toBe('/cards/rush');
    expect(pageOf(definitionPath('g', 'roles.smith'), { line: 12, column: 3 })).toBe('/content/g/roles.smith?at=12:3');
    expect(parseAt('12:3')).toEqual({ line: 12, column: 3 });
    expect(parseAt('x')).toBeUndefined();
    expect(parseAt(null)).toBeUndefined();
  });
});
