/** The games' effect modules: registered once, run by the game that registers them, and absent from the language core. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { effectModules, effectRuleName } from '../dsl/effects/registry';
import { gameLanguages } from './languages';
import { manaDuelLanguage, manaDuelModules } from './mana-duel/language';
import { summonersGridLanguage } from './summoners-grid/language';
import { gridEffectModules } from './summoners-grid/interpret/effect-modules';

const kinds = (list: ReadonlyArray<{ kind: string }>): string[] => list.map((m) => m.kind).sort();

describe('effect modules', () => {
  it('each game registers its own, and the language holds every registered kind once, with its own grammar rule', () => {
    expect(kinds(gameLanguages['mana-duel']?.effects ?? [])).toEqual(['Deal']);
    expect(kinds(gameLanguages['summoners-grid']?.effects ?? [])).toEqual(['AddCard', 'CancelEvent', 'ChangePosition', 'Move', 'ReorderStack', 'Return', 'Rider', 'SummonNamed']);
    expect(kinds(effectModules)).toEqual(['AddCard', 'CancelEvent', 'ChangePosition', 'Deal', 'Move', 'ReorderStack', 'Return', 'Rider', 'SummonNamed']);
    expect(new Set(effectModules.map((m) => effectRuleName(m.kind))).size).toBe(effectModules.length);
  });

  it('every module a game registers with the language is one the game runs', () => {
    expect(manaDuelLanguage.effects).toEqual(manaDuelModules.map((m) => m.language));
    expect(kinds(gridEffectModules.map((m) => m.language))).toEqual(kinds(summonersGridLanguage.effects));
  });

  it('the language core names no module\'s kind: adding one touches its module, not the core', () => {
    const files = (readdirSync('dsl', { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => join('dsl', f));
    expect(files.length).toBeGreaterThan(30);
    const named: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const module of effectModules) if (text.includes(`'${module.kind}'`) || text.includes(`"${module.kind}"`)) named.push(`${file}: ${module.kind}`);
    }
    expect(named).toEqual([]);
  });
});
