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
});
