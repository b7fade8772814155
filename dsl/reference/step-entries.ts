/**
 * The language's entries for one game: the core entries (language-entries.ts) that game can use, and the
 * effect steps its modules register, each described by the module's own `doc` and indexed by the keywords
 * its grammar reads. Hover, completion snippets and the reference read this; pure and cached per game.
 */
import type { TokenType } from 'chevrotain';
import { gameLanguages } from '../../games/languages';
import type { EffectModule, EffectNode, StepGrammar } from '../effects/effect-module';
import { effectModules } from '../effects/registry';
import { keywords } from '../tokens';
import { defaultGame, gridKeywords } from '../vocabulary';
import { languageEntries, type LanguageEntry } from './language-entries';

const keywordOfType = new Map<TokenType, string>([...keywords.entries()].map(([text, type]) => [type, text]));

/** The keywords a module's grammar reads, in order (its first is the step's first word). */
export function moduleKeywords(module: EffectModule<EffectNode>): string[] {
  const found: string[] = [];
  const recorder: StepGrammar = {
    token: (_idx, type) => {
      const text = keywordOfType.get(type);
      if (text !== undefined && !found.includes(text)) found.push(text);
    },
    expression: () => undefined,
    operand: () => undefined,
    word: () => undefined,
    name: () => undefined,
    possessive: () => undefined,
    damage: () => undefined,
    multiplier: () => undefined,
    duration: () => undefined,
    optional: (_idx, body) => body(),
  };
  module.grammar(recorder);
  return found;
}

function kebab(kind: string): string {
  return kind.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

export function moduleEntry(module: EffectModule<EffectNode>): LanguageEntry {
  const words = moduleKeywords(module);
  const plain = module.example.replace(/`/g, '');
  const entry: LanguageEntry = {
    id: `step-${kebab(module.kind)}`,
    title: module.doc?.title ?? plain,
    category: 'effect-step',
    keywords: words,
    form: plain,
    description: module.doc?.description ?? `The step ${module.example}.`,
    example: { words: words.slice(0, 1), node: module.kind },
  };
  if (module.doc) entry.snippet = module.doc.snippet;
  return entry;
}

/** Every module's entry, whichever game registered it (the keyword test covers them all). */
export const allModuleEntries: readonly LanguageEntry[] = effectModules.map(moduleEntry);

/** Whether a core entry is about Summoner's Grid's own concepts (its lead word is one): another game's reference leaves it out. */
function gridOnly(entry: LanguageEntry): boolean {
  const lead = entry.keywords[0];
  return lead !== undefined && gridKeywords.has(lead);
}

/**
 * A function of the game id, computed once per game: what a game's language offers never changes while the
 * process runs, and completion asks for it on every request where a step may start.
 */
export function perGame<T extends object>(compute: (game: string) => T): (game: string) => T {
  const cache = new Map<string, T>();
  return (game) => {
    let value = cache.get(game);
    if (value === undefined) {
      value = compute(game);
      cache.set(game, value);
    }
    return value;
  };
}

/** The language entries of a game: its usable core entries, then its modules' steps. */
export const languageEntriesOf = perGame((game): readonly LanguageEntry[] => {
  const modules = (gameLanguages[game]?.effects ?? []).map((m) => allModuleEntries[effectModules.indexOf(m)] ?? moduleEntry(m));
  // A module's step takes over the core entry of the same anchor (mana duel's plain `deal N damage to …`).
  const taken = new Set(modules.map((m) => m.id));
  const played = gameLanguages[game]?.coreSteps;
  const core = languageEntries.filter((e) => !taken.has(e.id) && (game === defaultGame || !gridOnly(e)) && (e.category !== 'effect-step' || played === undefined || played.includes(e.id)));
  return [...core, ...modules];
});

/**
 * The entry that documents a keyword where it stands: among the entries listing it, the one that starts
 * the statement, or else lists its first word (`with` in `attack … with` is the attack step's, in
 * `slot … with` the deck's); else the first entry listing it.
 */
export function entryForKeyword(game: string, word: string, statementWords: readonly string[] = []): LanguageEntry | undefined {
  const entries = languageEntriesOf(game).filter((e) => e.keywords.includes(word));
  if (entries.length <= 1) return entries[0];
  for (const lead of statementWords) {
    const led = entries.find((e) => e.keywords[0] === lead) ?? entries.find((e) => e.keywords.includes(lead) && lead !== word);
    if (led) return led;
  }
  return entries[0];
}

/** The entry of the construct a keyword starts (`heal` → the heal step), if it starts one. */
export function entryLedBy(game: string, word: string): LanguageEntry | undefined {
  return languageEntriesOf(game).find((e) => e.keywords[0] === word);
}

/** The entry an anchor names. */
export function entryById(game: string, id: string): LanguageEntry | undefined {
  return languageEntriesOf(game).find((e) => e.id === id);
}

/**
 * The words of effect steps the game does not play (`heal` in the stance duel, Summoner's Grid's `reorder`
 * in the duels), but no word its own entries use: completion leaves them out where a step may start, as it
 * leaves out Summoner's Grid's words in other games.
 */
export const unplayedStepWords = perGame((game): ReadonlySet<string> => {
  const offered = languageEntriesOf(game);
  const ids = new Set(offered.map((e) => e.id));
  // Every word of a step the game does not play (the core's and other games' modules': `search`, `searches`,
  // `reorder`), less the words its own entries use (`card` is also the draw step's, `as` a label's).
  const unplayed = [...languageEntries, ...allModuleEntries].filter((e) => e.category === 'effect-step' && !ids.has(e.id));
  const used = new Set(offered.flatMap((e) => e.keywords));
  return new Set(unplayed.flatMap((e) => e.keywords).filter((k) => !used.has(k)));
});

/**
 * The effect steps of a game, each with a snippet (completion offers them at the start of a step), the
 * snippet's defaults in the game's words (`snippetWords` of its language).
 */
export const stepSnippets = perGame((game): readonly LanguageEntry[] => {
  const words = Object.entries(gameLanguages[game]?.snippetWords ?? {});
  return languageEntriesOf(game)
    .filter((e) => e.category === 'effect-step' && e.snippet !== undefined)
    .map((e) => (words.length === 0 ? e : { ...e, snippet: inWords(e.snippet ?? '', words) }));
});

/** A snippet with each tab stop's default (`${2:enemy summons}`) replaced by the game's word for it. */
export function inWords(snippet: string, words: ReadonlyArray<[string, string]>): string {
  return snippet.replace(/\$\{(\d+):([^}]*)\}/g, (stop, index: string, text: string) => {
    const own = words.find(([grid]) => grid === text)?.[1];
    return own === undefined ? stop : `\${${index}:${own}}`;
  });
}
