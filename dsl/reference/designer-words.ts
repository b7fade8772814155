/**
 * The words a syntax error is told in, per game: the form of the step a broken line starts is the game's
 * own (the mana duel's `deal 3 damage to target`, not Summoner's Grid's typed damage), the steps named as
 * examples and offered as "did you mean" are steps the game plays, and a stat change is shown with the
 * game's words (`target.power + 2`), or not at all in a game without one, and a trigger the game lacks is
 * answered with the ones it has. The parser knows no game, so a
 * parse is told in every game's words (`everyGamesWords`); the project tells each file's errors again in
 * its game's (dsl/parse.ts, `diagnosticsIn`).
 */
import { gameLanguages } from '../../games/languages';
import type { GameLanguage } from '../effects/effect-module';
import type { RulesetDecl } from '../ast';
import { everyGameStepExamples } from '../parser/messages';
import { languageEntries, type LanguageEntry } from './language-entries';
import { allModuleEntries, inWords, languageEntriesOf, perGame } from './step-entries';

export interface DesignerWords {
  /** The step, clause or option each keyword starts (its first keyword), for "the step reads `…`". */
  ledBy: ReadonlyMap<string, LanguageEntry>;
  /**
   * The steps written after the unit they change (`target is stunned`, `caster.SPD + 2`), by the word after
   * it (`is`, `.`), read off their forms (`TARGET is STATUS …`): their first word is a name, not a keyword.
   */
  afterUnit: ReadonlyMap<string, LanguageEntry>;
  /**
   * The first words of a card's clauses, for "did you mean" at a card's line that starts none: the
   * language's (`effect`, `stats`, `flavor` …) and, added by the project, the per-card properties its
   * game's ruleset declares (`atk`, `mana`).
   */
  cardWords: readonly string[];
  /** The stats the game's ruleset declares (added by the project, as `cardWords`' properties): a line `hp 7` is one written outside `stats { … }`. */
  statWords: readonly string[];
  /** The first words of the effect steps, for "did you mean". */
  stepWords: readonly string[];
  /** A few steps named as examples where any step could stand; none in a game without steps. */
  stepExamples: readonly string[];
  /** A stat change as the game writes one (`caster.SPD + 2`); undefined in a game that has none. */
  statChange: string | undefined;
  /**
   * How the game's triggered abilities begin (`when this is summoned:`), from its ability snippets
   * (GameLanguage.abilities); none where it lists none (Summoner's Grid: the grammar's events stand).
   */
  triggerForms: readonly string[];
  /** How a value written with a `+` (`atk +1`) is written in the game (GameLanguage.signedValue). */
  signedValue: NonNullable<GameLanguage['signedValue']>;
  /** The word a property's value joins a list of words with (GameLanguage.listJoiner). */
  listJoiner: NonNullable<GameLanguage['listJoiner']>;
}

/** The number alone: `atk +1` is `atk 1` where the game gives a sign no meaning of its own. */
const unsigned: DesignerWords['signedValue'] = () => undefined;

/** No property lists words (Summoner's Grid's, the mana duel's, the stance duel's). */
const noList: DesignerWords['listJoiner'] = () => undefined;

/** The steps named as examples, in this order of preference, among those a game plays. */
const examplePreference = ['attack', 'heal', 'move', 'deal', 'draw', 'destroy', 'discard', 'gain'];

/** A stat change, written with the snippet defaults a game's `snippetWords` replace. */
const statChangeSnippet = '${1:caster}.${2:SPD} + 2';

/** `when this is summoned: ${1:…}` → `when this is summoned:`; a snippet that is no triggered ability (`your monsters get …`) gives none. */
function triggerForm(snippet: string): string[] {
  const colon = snippet.indexOf(':');
  const head = colon < 0 ? '' : snippet.slice(0, colon + 1);
  return /^(when|whenever|at) /.test(head) && !head.includes('$') ? [head] : [];
}

function wordsFrom(entries: readonly LanguageEntry[], language: GameLanguage | undefined): DesignerWords {
  const snippetWords = language?.snippetWords ?? {};
  const ledBy = new Map<string, LanguageEntry>();
  for (const entry of entries) {
    const lead = entry.keywords[0];
    if (lead !== undefined && !ledBy.has(lead) && (entry.category === 'effect-step' || entry.category === 'card-clause' || entry.category === 'step-option')) ledBy.set(lead, entry);
  }
  const steps = entries.filter((e) => e.category === 'effect-step');
  const afterUnit = new Map<string, LanguageEntry>();
  for (const step of steps) {
    const second = /^TARGET(?:(\.)| (\w+))/.exec(step.form);
    const word = second?.[1] ?? second?.[2];
    if (word !== undefined && !afterUnit.has(word)) afterUnit.set(word, step);
  }
  const stepWords = steps.flatMap((e) => e.keywords.slice(0, 1));
  const modifies = steps.some((e) => e.id === 'step-modify');
  return {
    ledBy,
    afterUnit,
    cardWords: [...ledBy].filter(([, entry]) => entry.category === 'card-clause').map(([word]) => word),
    statWords: [],
    stepWords,
    stepExamples: examplePreference.filter((w) => stepWords.includes(w)).slice(0, 3),
    statChange: modifies ? inWords(statChangeSnippet, Object.entries(snippetWords)).replace(/\$\{\d+:([^}]*)\}/g, '$1') : undefined,
    triggerForms: [...new Set(Object.values(language?.abilities ?? {}).flat().flatMap(triggerForm))],
    signedValue: language?.signedValue ?? unsigned,
    listJoiner: language?.listJoiner ?? noList,
  };
}

/** Every game's words together: what a parse, which knows no game, says. */
export const everyGamesWords: DesignerWords = { ...wordsFrom([...languageEntries, ...allModuleEntries], undefined), stepExamples: everyGameStepExamples };

/** A game's words, by the id its ruleset names. */
export const designerWordsOf = perGame((game): DesignerWords => wordsFrom(languageEntriesOf(game), gameLanguages[game]));

/** Each ruleset's words, kept while the ruleset is (a parse's errors are told again only for other words: ParseResult.diagnosticsIn). */
const rulesetWords = new WeakMap<RulesetDecl, { base: DesignerWords; words: DesignerWords }>();

/** A game's words with what its ruleset adds: the per-card properties it declares, as card words (`atk 3`), and its stats. */
export function withRulesetWords(words: DesignerWords, ruleset: RulesetDecl | undefined): DesignerWords {
  const properties = ruleset?.properties ?? [];
  if (ruleset === undefined || (properties.length === 0 && ruleset.stats.length === 0)) return words;
  const kept = rulesetWords.get(ruleset);
  if (kept?.base === words) return kept.words;
  const added = { ...words, cardWords: [...words.cardWords, ...properties.map((p) => p.text)], statWords: ruleset.stats.map((s) => s.text) };
  rulesetWords.set(ruleset, { base: words, words: added });
  return added;
}
