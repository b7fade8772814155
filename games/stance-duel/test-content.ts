/** The stance duel's real content (content/stance-duel), read once for tests: the ruleset is the only source of its numbers. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Decl } from '../../dsl/ast';
import { parse } from '../../dsl/parse';
import { Engine } from '../../engine/core/engine';
import type { StanceAction } from './actions';
import type { StanceDeck } from './cards';
import { stanceContent, type StanceContent } from './content';
import { stanceDuel } from './game';
import type { StanceRules } from './rules';
import { rulesFromRuleset } from './ruleset';
import type { StanceState } from './state';

export const CONTENT_DIR = 'content/stance-duel';

function files(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const path = join(dir, entry);
      return statSync(path).isDirectory() ? files(path) : path.endsWith('.smith') ? [path] : [];
    });
}

export function contentDecls(dir = CONTENT_DIR): Decl[] {
  return files(dir).flatMap((path) => parse(readFileSync(path, 'utf8')).document.decls);
}

export interface TestGame {
  content: StanceContent;
  rules: StanceRules;
  engine: Engine<StanceState, StanceAction, StanceDeck>;
  deck(name: string): StanceDeck;
  /** A deck of one fighter (and kit) by card names, for positions the content's decks do not hold. */
  loadout(fighter: string, ...kit: string[]): StanceDeck;
}

let cached: TestGame | undefined;

export function testGame(): TestGame {
  if (cached) return cached;
  const content = stanceContent(contentDecls());
  if (!content.ruleset) throw new Error('content/stance-duel has no ruleset');
  const { rules, problems } = rulesFromRuleset(content.ruleset);
  if (!rules) throw new Error(problems.join('; '));
  const byName = (name: string) => {
    const card = content.cards.find((c) => c.name === name);
    if (!card) throw new Error(`no card ${name}`);
    return card;
  };
  cached = {
    content,
    rules,
    engine: new Engine(stanceDuel(rules)),
    deck: (name) => {
      const found = content.decks.find((d) => d.name === name);
      if (!found) throw new Error(`no deck ${name}`);
      return found.deck;
    },
    loadout: (fighter, ...kit) => ({ fighter: byName(fighter).id, kit: kit.map((k) => byName(k).id), pool: [byName(fighter), ...kit.map(byName)] }),
  };
  return cached;
}
