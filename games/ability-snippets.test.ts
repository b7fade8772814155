/**
 * The abilities each game's completion offers (`abilities` in games/<id>/language.ts) are abilities the
 * game plays: each, written with its defaults into a card of its type, validates with no error, the
 * game's own rules (L0420) included; and completion offers them first where an ability may start.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LanguageService } from '../dsl/language-service/service';
import { Project } from '../dsl/project';
import { snippetAsText } from '../dsl/reference/snippet-text';
import { gameLanguages } from './languages';

/** A card of each type with its required clauses, and `|` where an ability goes. */
const CARDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'mana-duel': { monster: 'monster Probe {\n  mana 1\n  stats { power 1 toughness 1 health 1 }\n  |\n}\n' },
  'stance-duel': { gear: 'gear Probe {\n  |\n}\n', technique: 'technique Probe {\n  |\n}\n' },
  'chain-duel': { move: 'move Probe {\n  atk 1\n  def none\n  traits none\n  |\n}\n' },
};

function projectWith(game: string, type: string, text: string): { project: Project; path: string } {
  const path = `content/${game}/cards/${type}/probe.smith`;
  const ruleset = { path: `content/${game}/ruleset.smith`, text: readFileSync(`content/${game}/ruleset.smith`, 'utf8') };
  return { project: new Project([ruleset, { path, text }]), path };
}

const offered = Object.entries(gameLanguages).flatMap(([game, language]) => Object.entries(language.abilities ?? {}).map(([type, snippets]) => ({ game, type, snippets })));

describe("each game's ability snippets", () => {
  it('cover every game but Summoner’s Grid, whose card kinds have templates of their own', () => {
    expect([...new Set(offered.map((o) => o.game))].sort()).toEqual(['chain-duel', 'mana-duel', 'stance-duel']);
  });

  for (const { game, type, snippets } of offered) {
    it(`${game} ${type}: every ability validates in a ${type} card, the game's rules included`, () => {
      const card = CARDS[game]?.[type];
      if (!card) throw new Error(`no ${type} card of ${game} in this test`);
      for (const snippet of snippets) {
        const { project, path } = projectWith(game, type, card.replace('|', snippetAsText(snippet)));
        expect(project.diagnostics(path).map((d) => `${d.code} ${d.message}`), snippet).toEqual([]);
      }
    });

    it(`${game} ${type}: completion offers them first where an ability may start`, () => {
      const card = CARDS[game]?.[type] ?? '';
      const text = card.replace('|', '');
      const { project, path } = projectWith(game, type, text);
      const items = new LanguageService(project).completions(path, card.indexOf('|'))?.items ?? [];
      expect(items.slice(0, snippets.length).map((i) => [i.kind, i.insertText])).toEqual(snippets.map((s) => ['snippet', s]));
    });
  }

  it('are not offered inside an effect, nor in a card of a type the game gives no abilities (a mana duel spell)', () => {
    const spell = 'spell Probe {\n  mana 1\n  |\n  effect {\n    #\n  }\n}\n';
    const { project, path } = projectWith('mana-duel', 'spell', spell.replace('|', '').replace('#', ''));
    const service = new LanguageService(project);
    for (const at of [spell.indexOf('|'), spell.replace('|', '').indexOf('#')]) {
      const items = service.completions(path, at)?.items ?? [];
      expect(items.length).toBeGreaterThan(0);
      expect(items.filter((i) => i.insertText?.startsWith('when this is'))).toEqual([]);
    }
  });

  describe('inside the opening words of an ability', () => {
    const monster = CARDS['mana-duel']?.monster ?? '';
    /** Completion with `typed` written where an ability goes in a mana duel monster, the cursor after it. */
    function after(typed: string, game = 'mana-duel', type = 'monster', card = monster): Array<[string, string]> {
      const text = card.replace('|', typed);
      const { project, path } = projectWith(game, type, text);
      const items = new LanguageService(project).completions(path, card.indexOf('|') + typed.length)?.items ?? [];
      return items.map((i) => [i.kind, i.insertText]);
    }

    it('offers the rest of the forms that begin with the typed words, and only the words that continue them', () => {
      // The monster's forms (games/mana-duel/language.ts): when this is summoned / defeated, at end of your turn.
      expect(after('when ')).toEqual([
        ['snippet', 'this is summoned: ${1:deal 1 damage to opponent}'],
        ['snippet', 'this is defeated: ${1:draw 1 card}'],
        ['keyword', 'this'],
      ]);
      expect(after('when this is ')).toEqual([
        ['snippet', 'summoned: ${1:deal 1 damage to opponent}'],
        ['snippet', 'defeated: ${1:draw 1 card}'],
        ['keyword', 'defeated'],
        ['keyword', 'summoned'],
      ]);
      expect(after('at end of ')).toEqual([
        ['snippet', 'your turn: ${1:you gain 1 health}'],
        ['keyword', 'your'],
      ]);
      // A partial word narrows them as any completion does.
      expect(after('when this is s')).toEqual([
        ['snippet', 'summoned: ${1:deal 1 damage to opponent}'],
        ['keyword', 'summoned'],
      ]);
    });

    it('offers nothing for opening words no form of the game has (the grammar would offer `a`, `any`, `enemy` …)', () => {
      expect(after('when a')).toEqual([]);
      expect(after('when a ')).toEqual([]);
      expect(after('when an enemy ')).toEqual([]);
    });

    it('leaves the grammar’s words where the first word begins no form (a stance duel gear’s `when`)', () => {
      const gear = CARDS['stance-duel']?.gear ?? '';
      const items = after('when ', 'stance-duel', 'gear', gear);
      expect(items).toContainEqual(['keyword', 'this']);
      expect(items).toContainEqual(['keyword', 'enemy']);
    });

    it('leaves the grammar’s words where a form goes on with a tab stop (a stance duel gear’s `your ${1:BBR} is …`)', () => {
      const gear = CARDS['stance-duel']?.gear ?? '';
      const items = after('your ', 'stance-duel', 'gear', gear);
      expect(items).toContainEqual(['keyword', 'fighter']);
      expect(items).toContainEqual(['setting', 'BBR']);
      expect(items.some(([kind]) => kind === 'snippet')).toBe(false);
    });

    it('does not touch a game without forms (Summoner’s Grid) nor the steps inside an effect', () => {
      const grid = 'action Probe {\n  speed action\n  |\n}\n';
      const gridItems = after('when ', 'summoners-grid', 'action', grid);
      expect(gridItems).toContainEqual(['keyword', 'enemy']);
      expect(gridItems).toContainEqual(['keyword', 'this']);
      const spell = 'spell Probe {\n  mana 1\n  effect {\n    |\n  }\n}\n';
      const inEffect = after('deal ', 'mana-duel', 'spell', spell);
      expect(inEffect.length).toBeGreaterThan(0);
      expect(inEffect.some(([, text]) => text.startsWith('this is'))).toBe(false);
    });
  });
});
