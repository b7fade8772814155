/**
 * What each game's rules say about its ruleset, by the id the ruleset names (`game mana-duel`): the game's
 * own ruleset reader run on it, so what the language accepts but the game cannot play by is reported in
 * the editor and by `cardsmith validate` (L0422, dsl/validate/check-card-rules.ts) instead of only when a
 * sandbox or a run opens the game: a setting the mana duel needs left out, a stance duel formula taking a
 * number an attack does not give, a ruleset without the `win when` line the game decides its winner by,
 * a `win when` line in a game that does not read one, a zone's `capacity` other than the limit the game
 * plays by, or zones and phases other than the game's.
 */
import type { RulesetDecl, ZoneDef, ZoneVisibility } from '../dsl/ast';
import { rulesFromRuleset as chainRules } from './chain-duel/rules';
import type { ContentProblem } from './content-reader';
import { closest } from '../dsl/validate/suggest';
import { normName } from '../engine/core/formula/values';
import { rulesFromRuleset as manaRules } from './mana-duel/ruleset';
import { rulesFromRuleset as stanceRules } from './stance-duel/ruleset';

type RulesetCheck = (ruleset: RulesetDecl) => ContentProblem[];

/** What a game's ruleset reader gives back: its problems in words, and the setting each is about where it is about one. */
interface ReaderProblems {
  problems: readonly string[];
  settingOf?: ReadonlyMap<string, string>;
}

/**
 * A reader's problems, where the fix goes: one about a setting the ruleset has, at that setting's name; one
 * about a setting it lacks, at a setting that is a misspelling of it (`strat-health` for `start-health`),
 * asking so; any other at the ruleset's name (their words carry their own line).
 */
function placed(ruleset: RulesetDecl, read: ReaderProblems): ContentProblem[] {
  return read.problems.map((message) => {
    const wanted = read.settingOf?.get(message);
    if (wanted === undefined) return { message, range: ruleset.name.range };
    const own = ruleset.settings.find((s) => normName(s.name.text) === normName(wanted));
    if (own) return { message, range: own.name.range };
    const near = closest(wanted, ruleset.settings.map((s) => s.name.text));
    const misspelt = near === undefined ? undefined : ruleset.settings.find((s) => s.name.text === near);
    return misspelt ? { message: `${message}; is \`${misspelt.name.text}\` it, misspelt?`, range: misspelt.name.range } : { message, range: ruleset.name.range };
  });
}

/** How a game limits one of its zones: a number of its own rules, or a setting's value (which it reads). */
type ZoneLimit = { fixed: number; why: string } | { setting: string; value: number };

/**
 * A zone's `capacity` against the limit the game plays by: the language checks a capacity is a number,
 * but the games read their limits from their own rules (the mana duel's `battlefield-size` setting, the
 * one fighter of a stance duel ring), so a capacity that says otherwise would be validated and ignored.
 * A zone the game does not limit takes no capacity either.
 */
function capacityProblems(r: RulesetDecl, gameName: string, limits: Readonly<Record<string, ZoneLimit>>): ContentProblem[] {
  const out: ContentProblem[] = [];
  for (const zone of r.zones ?? []) {
    if (zone.capacity === undefined) continue;
    const limit = Object.hasOwn(limits, zone.name.text) ? limits[zone.name.text] : undefined;
    const message = capacityMessage(zone, gameName, limit);
    if (message) out.push({ message, range: zone.range });
  }
  return out;
}

function capacityMessage(zone: ZoneDef, gameName: string, limit: ZoneLimit | undefined): string | null {
  const given = `the ${zone.name.text}'s capacity ${zone.capacity}`;
  if (!limit) return `${given} is not read: ${gameName} sets no limit on the ${zone.name.text}`;
  if ('fixed' in limit) return limit.fixed === zone.capacity ? null : `${given} is not read: ${limit.why}`;
  return limit.value === zone.capacity ? null : `${given} is not the ${limit.value} of the setting \`${limit.setting}\`, which ${gameName} plays by (make them agree)`;
}

/** A game's zones (with who sees them) and phases (in turn order): its engine's own, written in its code. */
interface Structure {
  zones: Readonly<Record<string, ZoneVisibility>>;
  phases: readonly string[];
}

const SEEN: Readonly<Record<ZoneVisibility, string>> = { hidden: 'nobody sees (hidden)', private: 'only its owner sees (private)', public: 'both players see (public)' };

/**
 * The ruleset's `zones` and `phases` against the game's: the language takes them as the words cards may
 * use (`enemy monster` looks in the zones that hold monsters, `at start of your draw phase`), but a game's
 * zones, who sees them and its turn's phases are its engine's, so a ruleset that lists others describes a
 * game that is not played: a card naming a zone the game lacks finds nothing, a trigger on a phase it
 * lacks never fires, and a zone made public stays hidden. Checked only when the ruleset lists them (a
 * Summoner's Grid ruleset that lists none keeps the game's).
 */
function structureProblems(r: RulesetDecl, gameName: string, game: Structure): ContentProblem[] {
  const out: ContentProblem[] = [];
  if (r.zones) {
    for (const zone of r.zones) {
      const seen = Object.hasOwn(game.zones, zone.name.text) ? game.zones[zone.name.text] : undefined;
      if (!seen) out.push({ message: `${gameName} has no zone \`${zone.name.text}\` (its zones: ${Object.keys(game.zones).join(', ')})`, range: zone.name.range });
      else if (seen !== zone.visibility) out.push({ message: `${gameName}'s ${zone.name.text} is a zone ${SEEN[seen]}, not ${zone.visibility}`, range: zone.range });
    }
    const missing = Object.keys(game.zones).filter((z) => !r.zones?.some((d) => d.name.text === z));
    if (missing.length > 0) out.push({ message: `the zones leave out ${missing.map((z) => `\`${z}\``).join(', ')}, which ${gameName} has (cards could not name them)`, range: r.name.range });
  }
  if (r.phases) {
    const listed = r.phases.map((p) => p.text);
    if (listed.join(',') !== game.phases.join(',')) out.push({ message: `${gameName}'s turn has the phases ${game.phases.join(', ')}, in that order; the ruleset lists ${listed.join(', ') || 'none'}`, range: r.phases[0]?.range ?? r.name.range });
  }
  return out;
}

const MANA: Structure = { zones: { deck: 'hidden', hand: 'private', battlefield: 'public', graveyard: 'public' }, phases: ['draw', 'main', 'end'] };
const STANCE: Structure = { zones: { deck: 'public', ring: 'public', kit: 'public' }, phases: ['exchange'] };
const CHAIN: Structure = { zones: { deck: 'hidden', hand: 'private', monster: 'public', action: 'public', stasis: 'public', drop: 'public', damage: 'public' }, phases: ['alter', 'battle', 'clear', 'draw'] };
const GRID: Structure = {
  zones: { hand: 'private', 'main-deck': 'hidden', 'advance-deck': 'private', discard: 'public', recharge: 'public', 'in-play': 'public', removed: 'public' },
  phases: ['draw', 'level', 'action', 'end'],
};

const CHECKS: Readonly<Record<string, RulesetCheck>> = {
  'mana-duel': (r) => {
    const read = manaRules(r);
    return [...placed(r, read), ...structureProblems(r, 'the mana duel', MANA), ...capacityProblems(r, 'the mana duel', { battlefield: { setting: 'battlefield-size', value: read.rules.battlefieldSize } })];
  },
  'stance-duel': (r) => [...placed(r, stanceRules(r)), ...structureProblems(r, 'the stance duel', STANCE), ...capacityProblems(r, 'the stance duel', { ring: { fixed: 1, why: 'a stance duel fighter fights alone, one in the ring' } })],
  'chain-duel': (r) => {
    const read = chainRules(r);
    return [
      ...placed(r, read),
      ...structureProblems(r, 'the chain duel', CHAIN),
      ...capacityProblems(r, 'the chain duel', {
        monster: { fixed: 1, why: 'a chain duel player has one monster' },
        hand: { setting: 'hand-limit', value: read.rules.handLimit },
      }),
      // The chain duel's end is its rules' own (a monster's damage reaching its HP, or a draw from an empty
      // deck), which its player stats cannot state: a line here would be validated and then ignored.
      ...(r.winConditions ?? []).map((w) => ({ message: 'the chain duel does not read `win when`: a player loses when their damage zone holds as many cards as their monster has HP, or when they must draw from, or take damage with, an empty deck', range: w.range })),
    ];
  },
  'summoners-grid': (r) => [
    ...((r.winConditions ?? []).length > 0 ? [] : placed(r, { problems: ["the ruleset has no `win when` line; Summoner's Grid needs one (the seed's `win when you.vp >= victory-points` stands in)"] })),
    ...structureProblems(r, "Summoner's Grid", GRID),
    // Its hand's limit is a setting checked at the end of a turn (`hand-limit`), not a zone's capacity.
    ...capacityProblems(r, "Summoner's Grid", {}),
  ],
};

/** The problems `game`'s rules find in `ruleset`; none for a game with no reader of its own. */
export function rulesetRuleProblems(game: string, ruleset: RulesetDecl): ContentProblem[] {
  return Object.hasOwn(CHECKS, game) ? (CHECKS[game] as RulesetCheck)(ruleset) : [];
}
