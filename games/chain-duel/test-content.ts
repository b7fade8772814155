/** The chain duel's content read from content/chain-duel, for the module's tests (Node only). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Decl } from '../../dsl/ast';
import { parse } from '../../dsl/parse';
import { Engine } from '../../engine/core/engine';
import type { PlayerId } from '../../engine/core/players';
import { chainContent } from './content';
import type { ChainDeck } from './deck';
import { chainDuel } from './game';
import { rulesFromRuleset } from './rules';

export function contentDecls(): Decl[] {
  const root = 'content/chain-duel';
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.smith')).sort();
  return files.flatMap((f) => parse(readFileSync(join(root, f), 'utf8')).document.decls);
}

export const CONTENT = chainContent(contentDecls());
if (!CONTENT.ruleset) throw new Error('content/chain-duel has no ruleset');
export const RULES = rulesFromRuleset(CONTENT.ruleset).rules;
export const ENGINE = new Engine(chainDuel(RULES));

export function deckNamed(name: string): ChainDeck {
  const found = CONTENT.decks.find((d) => d.name === name);
  if (!found) throw new Error(`no deck ${name}`);
  return found.deck;
}

export function decks(a: string, b: string): Record<PlayerId, ChainDeck> {
  return { A: deckNamed(a), B: deckNamed(b) };
}
