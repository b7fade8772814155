/**
 * The language's own words, described once: every declaration, card clause, ruleset clause, effect step,
 * step option, duration, trigger, selector, condition and scenario line, with its form, what it does and
 * (for effect steps) a snippet with tab stops. The in-studio reference, hover, completion snippets and the
 * diagnostics' links all read this list; a test checks that every keyword the lexer knows is listed in at
 * least one entry's `keywords` (so a new keyword without a description fails).
 *
 * A game's own vocabulary (its stats, settings, statuses …) and the effect steps games register as modules
 * are described where they are declared (the ruleset, the module) and joined to these in reference.ts.
 */

export type ReferenceCategory =
  | 'declaration' | 'card-clause' | 'ruleset' | 'effect-step' | 'step-option' | 'duration' | 'trigger' | 'ability' | 'selector'
  | 'condition' | 'formula' | 'scenario' | 'stat' | 'property' | 'setting' | 'status' | 'damage-type' | 'element' | 'zone' | 'phase' | 'card-type';

export interface LanguageEntry {
  /** The anchor of the entry in the reference (`step-attack`): stable, so links keep working. */
  id: string;
  title: string;
  category: ReferenceCategory;
  /**
   * The keywords this entry documents; the first is the word that starts the construct (hover on any of
   * them can show the entry; the reference indexes them for search).
   */
  keywords: readonly string[];
  /** How it is written, with UPPERCASE placeholders. */
  form: string;
  description: string;
  /** For effect steps: the step as a completion snippet, with tab stops (`${1:target}`). */
  snippet?: string;
  /**
   * Where a real example is found: the words it contains, in order (default: the first keyword; `*` stands
   * for any token, `#` for a number), or the AST node kind of the construct (`node`, for module steps);
   * `lineStart` asks for a line that begins with the words (steps and clauses are written one per line).
   */
  example?: { words: readonly string[]; lineStart?: boolean; node?: string };
}

export const categoryTitles: Record<ReferenceCategory, string> = {
  declaration: 'Declarations',
  'card-clause': 'Card clauses',
  ruleset: 'Ruleset clauses',
  'effect-step': 'Effect steps',
  'step-option': 'Step options',
  duration: 'Durations',
  trigger: 'Triggers',
  ability: 'Abilities',
  selector: 'Selectors',
  condition: 'Conditions',
  formula: 'Formulas',
  scenario: 'Scenarios',
  stat: 'Stats',
  property: 'Properties',
  setting: 'Settings',
  status: 'Statuses',
  'damage-type': 'Damage types',
  element: 'Elements',
  zone: 'Zones',
  phase: 'Phases',
  'card-type': 'Card types',
};

const atStart = (...words: string[]) => ({ words, lineStart: true });

function cardKind(kind: string, what: string): LanguageEntry {
  return {
    id: `decl-${kind}`,
    title: kind,
    category: 'declaration',
    keywords: [kind],
    form: `${kind} "NAME" { CLAUSES }`,
    description: what,
    example: atStart(kind),
  };
}

export const languageEntries: readonly LanguageEntry[] = [
  // Declarations
  {
    id: 'decl-ruleset', title: 'ruleset', category: 'declaration', keywords: ['ruleset'], form: 'ruleset "NAME" { CLAUSES }',
    description: 'The rules of a game: its stats, board, settings, formulas, statuses, damage types and elements. One per game; every card of the game reads it. In a scenario, `ruleset NAME` names the ruleset the position is played with.',
    example: atStart('ruleset'),
  },
  {
    id: 'decl-species', title: 'species', category: 'declaration', keywords: ['species', 'description', 'appearance'],
    form: 'species "NAME" { description "…" stats { STAT MIN..MAX … } appearance { RARITY WEIGHT … } TRAITS }',
    description: 'A species of summons: the ranges its stats are rolled in, how often each rarity appears, and its traits (abilities every summon of the species has). On a summon card, `species NAME` says which species it is.',
    example: atStart('species'),
  },
  {
    id: 'decl-growth', title: 'growth', category: 'declaration', keywords: ['growth', 'symbol', 'rate'],
    form: 'growth "NAME" { symbol + rate 0.5 }',
    description: 'A growth rate: how fast a stat grows with level (floor(level × rate)), written in a summon\'s `growth { STR + … }` block by its symbol (`--`, `-`, `_`, `+`, `++`).',
    example: atStart('growth'),
  },
  {
    id: 'decl-rarity', title: 'rarity', category: 'declaration', keywords: ['rarity', 'order', 'stat-floor'],
    form: 'rarity "NAME" { order N stat-floor N% growth { SYMBOL WEIGHT … } }',
    description: 'A rarity: its place in the order, the floor of rolled stats, and the weights of growth rates. On a card, `rarity NAME` gives the card\'s rarity.',
    example: atStart('rarity'),
  },
  {
    id: 'decl-pack', title: 'pack', category: 'declaration', keywords: ['pack', 'upgrade'],
    form: 'pack "NAME" { COUNT RARITY upgrade RARITY CHANCE … }',
    description: 'A booster pack: how many cards of each rarity it holds, each slot with the chances of being upgraded to a rarer card.',
    example: atStart('pack'),
  },
  {
    id: 'decl-deck', title: 'deck', category: 'declaration', keywords: ['deck', 'slot', 'main', 'with', 'as'],
    form: 'deck "NAME" { slot "SUMMON" as ROLE with "EQUIPMENT" main { COUNT "CARD" … } advance { … } }',
    description: 'A deck: its summon slots (each with a role and equipment), its main deck and its advance deck. In a ruleset, `deck exactly 30 cards, at most 3 copies` sets the deck rules.',
    example: atStart('deck'),
  },
  {
    id: 'decl-scenario', title: 'scenario', category: 'declaration', keywords: ['scenario'],
    form: 'scenario "NAME" { ruleset NAME seed N turn N player A phase PHASE player A { … } A ACTION … expect { … } }',
    description: 'A test position: the players\' units, cards and zones, a script of actions, forced dice rolls and the expected outcome. The sandbox and `cardsmith test` run scenarios.',
    example: atStart('scenario'),
  },
  cardKind('action', 'An action card: played on your turn at action speed; its `effect { … }` runs when it resolves.'),
  cardKind('reaction', 'A reaction card: played in response, at reaction speed.'),
  cardKind('counter', 'A counter card: set face down, it springs when its trigger happens (`when … would …`) and may cancel the event.'),
  cardKind('building', 'A building: placed on the board with a footprint; it stays in play and its abilities apply while it stands.'),
  cardKind('quest', 'A quest: an objective to complete (`objective: CONDITION`) with a reward and, optionally, a failure.'),
  cardKind('advance', 'An advance card: turns a summon into another role (`advance target to Champion`) or into a named summon.'),
  cardKind('summon', 'A summon card: a unit with a species, stats and growth that enters the board.'),
  cardKind('role', 'A role: a tier, a family, the roles it advances from, and stat modifiers and bonuses it gives the summon that has it.'),
  {
    id: 'decl-equipment', title: 'equipment', category: 'declaration', keywords: ['equipment', 'weapon', 'offhand', 'armor', 'accessory'],
    form: 'weapon "NAME" { power N accuracy N range N TYPE damage = FORMULA }',
    description: 'Equipment, declared by its slot (`weapon`, `offhand`, `armor`, `accessory`): stat bonuses and, for weapons, the basic attack\'s damage. In games that declare card types, `equipment` is one of them.',
    example: atStart('weapon'),
  },

  // Card clauses
  { id: 'clause-id', title: 'id', category: 'card-clause', keywords: ['id'], form: 'id "IDENTIFIER"', description: 'A stable identifier, kept when the card is renamed (the file name by default).', example: atStart('id') },
  { id: 'clause-attribute', title: 'attribute', category: 'card-clause', keywords: ['attribute'], form: 'attribute ELEMENT', description: 'The card\'s element (`fire`, `water` …); on an attack, deal or heal step, the element of that step.', example: atStart('attribute') },
  {
    id: 'clause-then', title: 'then discard / recharge / remove', category: 'card-clause', keywords: ['then', 'recharge', 'remove'],
    form: 'then discard | then recharge | then remove', description: 'Where the card goes after it resolves: the discard pile, the recharge pile (back later) or out of the game.', example: atStart('then'),
  },
  { id: 'clause-stays', title: 'stays in play', category: 'card-clause', keywords: ['stays'], form: 'stays in play', description: 'The card stays in play after it resolves (its abilities keep applying).', example: atStart('stays') },
  { id: 'clause-speed', title: 'speed', category: 'card-clause', keywords: ['speed'], form: 'speed action | reaction | counter', description: 'When the card can be played: at action speed on your turn, at reaction speed in response, or as a counter.', example: atStart('speed') },
  { id: 'clause-unique', title: 'unique', category: 'card-clause', keywords: ['unique'], form: 'unique', description: 'Generated by another card: never in a deck, removed from the game when it leaves play.', example: atStart('unique') },
  { id: 'clause-provisional', title: 'provisional', category: 'card-clause', keywords: ['provisional'], form: 'provisional', description: 'Numbers or design not from the game\'s sources: listed in the content README until confirmed.', example: atStart('provisional') },
  { id: 'clause-requires', title: 'requires', category: 'card-clause', keywords: ['requires'], form: 'requires CONDITION', description: 'What must hold for the card to be played (`requires you control a Mage`).', example: atStart('requires') },
  { id: 'clause-cost', title: 'cost', category: 'card-clause', keywords: ['cost'], form: 'cost: STEP | cost { STEPS }', description: 'What playing the card costs, paid before its effect (`cost: discard 1 card`).', example: atStart('cost') },
  { id: 'clause-effect', title: 'effect', category: 'card-clause', keywords: ['effect'], form: 'effect { STEPS }', description: 'What the card does when it resolves: effect steps, run in order.', example: atStart('effect') },
  {
    id: 'clause-param', title: 'power, accuracy, range, param', category: 'card-clause', keywords: ['power', 'accuracy', 'range', 'param'],
    form: 'power N | accuracy N | range N | param NAME VALUE', description: 'The card\'s numbers, read in its formulas by name (`power`, `accuracy`, `range`, or any `param` name). On equipment, a weapon\'s power and range.',
    example: atStart('power'),
  },
  { id: 'clause-flavor', title: 'flavor', category: 'card-clause', keywords: ['flavor'], form: 'flavor "TEXT"', description: 'Flavor text printed on the card; no rules meaning.', example: atStart('flavor') },
  { id: 'clause-footprint', title: 'footprint', category: 'card-clause', keywords: ['footprint', 'by'], form: 'footprint W x H [FILTERS]', description: 'How many spaces a building covers, and where it may be placed (`in your territory`).', example: atStart('footprint') },
  { id: 'clause-trap', title: 'trap', category: 'card-clause', keywords: ['trap'], form: 'trap', description: 'A building placed face down: hidden from the opponent until its trigger springs it.', example: atStart('trap') },
  { id: 'clause-objective', title: 'objective', category: 'card-clause', keywords: ['objective'], form: 'objective: CONDITION', description: 'What completes a quest.', example: atStart('objective') },
  { id: 'clause-reward', title: 'reward', category: 'card-clause', keywords: ['reward'], form: 'reward { STEPS }', description: 'What completing a quest gives.', example: atStart('reward') },
  { id: 'clause-failure', title: 'failure when', category: 'card-clause', keywords: ['failure'], form: 'failure when CONDITION { STEPS }', description: 'When a quest fails, and what happens then.', example: atStart('failure') },
  { id: 'clause-activated', title: 'activated by', category: 'card-clause', keywords: ['activated', 'owner', 'either'], form: 'activated by owner | opponent | either', description: 'Who may complete a quest: its owner (default), the opponent or either player; the objective is read from that player\'s side (`you`) and that player takes the reward.', example: atStart('activated') },
  {
    id: 'clause-advance', title: 'advance … to / into named summon', category: 'card-clause', keywords: ['advance', 'into', 'named', 'inherits'],
    form: 'advance SUBJECT to ROLE | advance SUBJECT into named summon { species S role R inherits STATS … }',
    description: 'What an advance card does: gives the chosen summon a new role, or turns it into a named summon that inherits some of its stats.',
    example: { words: ['advance'], lineStart: true },
  },
  { id: 'clause-stats', title: 'stats', category: 'card-clause', keywords: ['stats'], form: 'stats { STAT N … } | stats { STAT MIN..MAX … }', description: 'A summon\'s base stats (a species gives ranges). In a ruleset, `stats STR, END, …` declares the game\'s stats.', example: atStart('stats') },
  { id: 'clause-growth', title: 'growth block', category: 'card-clause', keywords: ['growth'], form: 'growth { STAT SYMBOL … }', description: 'How each stat of a summon grows with level, by growth symbol (`STR + END _ DEF --`).', example: { words: ['growth', '{'] } },
  { id: 'clause-tier', title: 'tier, family, from', category: 'card-clause', keywords: ['tier', 'family', 'from'], form: 'tier N family ROLE from ROLE, ROLE', description: 'A role\'s tier, its family, and the roles it advances from. In a selector, `tier 1` or `tier >= 2` filters by tier.', example: atStart('tier') },
  { id: 'clause-modifiers', title: 'modifiers, bonuses', category: 'card-clause', keywords: ['modifiers', 'bonuses'], form: 'modifiers { STAT xN … } bonuses { STAT +N … }', description: 'What a role does to the summon\'s stats: multipliers, then flat bonuses.', example: atStart('modifiers') },
  {
    id: 'clause-choice', title: 'choices (NAME: SELECTOR)', category: 'card-clause', keywords: ['chosen', 'up'],
    form: 'NAME: [up to N | N | all] SELECTOR [chosen by you | opponent]',
    description: 'A choice made when the card is played or its ability resolves (`target: enemy summon within 6 of caster`); formulas then read it by name (`target.HP`).',
    example: { words: ['target', ':'], lineStart: true },
  },

  // Ruleset clauses
  { id: 'ruleset-board', title: 'board, territory', category: 'ruleset', keywords: ['board', 'territory', 'rows'], form: 'board W x H  territory N rows', description: 'The board\'s size and how many rows at each end belong to each player. In a selector, `in your territory`.', example: atStart('board') },
  { id: 'ruleset-settings', title: 'settings', category: 'ruleset', keywords: ['settings'], form: 'settings { NAME VALUE … }', description: 'Named numbers of the game (hand size, turn limits …), read by name in any formula.', example: atStart('settings') },
  { id: 'ruleset-formulas', title: 'formulas', category: 'ruleset', keywords: ['formulas'], form: 'formulas { NAME(PARAMS) = FORMULA … }', description: 'Named formulas (`ability-hit`, `crit-chance` …), called from cards like functions.', example: atStart('formulas') },
  { id: 'ruleset-status', title: 'status', category: 'ruleset', keywords: ['status', 'prevents'], form: 'status NAME [prevents ACTION, …]', description: 'A status a unit can have (`target is immobilized until …`), and what it prevents.', example: atStart('status') },
  { id: 'ruleset-damage-type', title: 'damage-type', category: 'ruleset', keywords: ['damage-type', 'defense'], form: 'damage-type NAME [attack STAT] [defense STAT]', description: 'A damage type (`physical`, `magical`): the stat that raises it and the stat that reduces it.', example: atStart('damage-type') },
  { id: 'ruleset-elements', title: 'elements', category: 'ruleset', keywords: ['elements', 'beats', 'resists', 'advantage', 'resisted'], form: 'elements { fire, water, … fire beats wind  water resists fire  advantage x1.25  resisted x0.75 }', description: 'The elements, which beats which, and the multipliers for an advantage and a resisted hit.', example: atStart('elements') },
  { id: 'ruleset-piles', title: 'piles', category: 'ruleset', keywords: ['piles'], form: 'piles { CARDTYPE discard | recharge | removed | stays … }', description: 'Where each card type goes after it resolves, unless the card says otherwise (`then …`).', example: atStart('piles') },
  { id: 'ruleset-unarmed', title: 'unarmed', category: 'ruleset', keywords: ['unarmed'], form: 'unarmed { power N range N TYPE damage = FORMULA }', description: 'The basic attack of a summon without a weapon.', example: atStart('unarmed') },
  { id: 'ruleset-deck-rules', title: 'deck rules', category: 'ruleset', keywords: ['exactly', 'least', 'most'], form: 'deck exactly N cards, at most N copies | deck at least N cards', description: 'How big a deck is and how many copies of one card it may hold. In conditions, `at least`, `at most` and `exactly` count (`there are at least 2 enemy summons`).', example: { words: ['deck', 'exactly'] } },
  { id: 'ruleset-game', title: 'game', category: 'ruleset', keywords: [], form: 'game ID', description: 'Which game module plays this ruleset (`game mana-duel`); without it, Summoner\'s Grid.', example: atStart('game') },
  { id: 'ruleset-card-types', title: 'card-types', category: 'ruleset', keywords: [], form: 'card-types monster, spell, …', description: 'The kinds of card of a game that declares its own (its cards are written `monster "Name" { … }`).', example: atStart('card-types') },
  { id: 'ruleset-properties', title: 'properties', category: 'ruleset', keywords: [], form: 'properties mana, …', description: 'Per-card numbers written as clauses (`mana 2`) and read in formulas (`this.mana`).', example: atStart('properties') },
  { id: 'ruleset-player-stats', title: 'player-stats', category: 'ruleset', keywords: [], form: 'player-stats health, mana', description: 'Numbers each player has (`you gain 3 health`, `opponent.health`).', example: atStart('player-stats') },
  { id: 'ruleset-zones', title: 'zones', category: 'ruleset', keywords: [], form: 'zones { NAME public|private|hidden [capacity N] [holds TYPE] … }', description: 'Where cards are: hand, deck, battlefield …, who sees them and what they hold.', example: atStart('zones') },
  { id: 'ruleset-phases', title: 'phases, speeds', category: 'ruleset', keywords: [], form: 'phases draw, main, end  speeds action, reaction', description: 'The phases of a turn (`at start of your draw phase`) and the speeds cards are played at.', example: atStart('phases') },
  { id: 'ruleset-win', title: 'win when', category: 'ruleset', keywords: [], form: 'win when CONDITION', description: 'When a player wins.', example: atStart('win') },

  // Effect steps
  {
    id: 'step-attack', title: 'attack', category: 'effect-step', keywords: ['attack', 'with', 'damage'],
    form: 'attack TARGET with TYPE [ELEMENT] damage = FORMULA [OPTIONS]',
    description: 'Damage with a hit roll: the standard hit and crit unless the step says otherwise (`hit = …`, `cannot crit`). TYPE is a damage type of the ruleset (`physical`, `magical`), ELEMENT an optional element.',
    snippet: 'attack ${1:target} with ${2:physical} damage = ${3:power}',
    example: atStart('attack'),
  },
  {
    id: 'step-deal', title: 'deal … to', category: 'effect-step', keywords: ['deal', 'to'],
    form: 'deal TYPE [ELEMENT] damage = FORMULA to TARGET [OPTIONS]',
    description: 'Damage without a hit roll; no crit unless the step gives one.',
    snippet: 'deal ${1:magical} damage = ${2:power} to ${3:target}',
    example: atStart('deal'),
  },
  {
    id: 'step-heal', title: 'heal', category: 'effect-step', keywords: ['heal'],
    form: 'heal TARGET by FORMULA [OPTIONS]', description: 'Restores HP, up to the maximum; no hit roll and no crit unless given.',
    snippet: 'heal ${1:target} by ${2:power}', example: atStart('heal'),
  },
  {
    id: 'step-treat', title: 'treat … as … when defending', category: 'effect-step', keywords: ['treat', 'as', 'when', 'defending', 'attacking', 'against'],
    form: 'treat TARGET.STAT as FORMULA when defending|attacking [against TYPE damage] [DURATION]',
    description: 'Replaces a value inside damage calculations only (the stat itself is unchanged).',
    snippet: 'treat ${1:target}.${2:DEF} as ${3:target.DEF * 2} when ${4|defending,attacking|} ${5:until end of turn}', example: atStart('treat'),
  },
  {
    id: 'step-destroy', title: 'destroy', category: 'effect-step', keywords: ['destroy'],
    form: 'destroy TARGET | destroy all SELECTOR [as LABEL]', description: 'Destroys a unit or building (a defeat for summons), or every thing a selector picks.',
    snippet: 'destroy ${1:target}', example: atStart('destroy'),
  },
  {
    id: 'step-if', title: 'if … else', category: 'effect-step', keywords: ['if', 'else'],
    form: 'if CONDITION: STEP | if CONDITION { STEPS } else { STEPS }', description: 'Runs steps only when a condition holds. In a formula, `if C then A else B` picks a value.',
    snippet: 'if ${1:hit} {\n\t$0\n}', example: atStart('if'),
  },
  {
    id: 'step-choose', title: 'choose', category: 'effect-step', keywords: ['choose'],
    form: 'choose NAME: SELECTOR', description: 'Makes a choice in the middle of the effect (after earlier steps have happened).',
    snippet: 'choose ${1:t}: ${2:enemy summon}', example: atStart('choose'),
  },
  {
    id: 'step-for-each', title: 'for each … in', category: 'effect-step', keywords: ['for', 'each', 'in'],
    form: 'for each NAME in SELECTOR { STEPS }', description: 'Runs the steps once for every thing the selector picks, NAME standing for it.',
    snippet: 'for each ${1:u} in ${2:enemy summons} {\n\t$0\n}', example: atStart('for', 'each'),
  },
  {
    id: 'step-draw', title: 'draw', category: 'effect-step', keywords: ['draw', 'draws', 'card', 'cards'],
    form: '[PLAYER] draw N card(s)', description: 'A player draws cards (you unless another player is named: `opponent draws 1 card`).',
    snippet: 'draw ${1:2} cards', example: { words: ['draw', '#'] },
  },
  {
    id: 'step-discard', title: 'discard', category: 'effect-step', keywords: ['discard', 'discards'],
    form: '[PLAYER] discard N SELECTOR [to ZONE]', description: 'A player discards cards they choose. As a card clause, `then discard` sends the card to the discard pile.',
    // By its node: a step written with the player first (`opponent discards 1 card to drop`) is an example too.
    snippet: 'discard ${1:1} ${2:card} to ${3:discard}', example: { words: ['discard'], node: 'Discard' },
  },
  {
    id: 'step-search', title: 'search … for … into', category: 'effect-step', keywords: ['search', 'searches'],
    form: '[PLAYER] search ZONE for N SELECTOR into ZONE', description: 'A player looks through a zone for cards and puts them into another.',
    snippet: 'search ${1:deck} for ${2:1} ${3:card} into ${4:hand}', example: { words: ['search'] },
  },
  {
    id: 'step-shuffle', title: 'shuffle', category: 'effect-step', keywords: ['shuffle', 'shuffles'],
    form: '[PLAYER] shuffle ZONE', description: 'A player shuffles a zone.', snippet: 'shuffle ${1:deck}', example: { words: ['shuffle'] },
  },
  {
    id: 'step-gain-vp', title: 'gain / lose VP', category: 'effect-step', keywords: ['gain', 'lose', 'loses', 'VP'],
    form: '[PLAYER] gain|lose N VP | [PLAYER] gain|lose N PLAYER-STAT', description: 'A player gains or loses victory points, or a player stat the game declares (`opponent loses 3 health`).',
    // By its node: the words start with a number or a player (`you gain 2 health`), which the word index cannot start from.
    snippet: '${1:you} gain ${2:1} ${3:VP}', example: { words: ['gain'], node: 'Gain' },
  },
  {
    id: 'step-may', title: 'may', category: 'effect-step', keywords: ['may', 'now'],
    form: '[PLAYER] may: STEP | may { STEPS } | may advance TARGET [now]', description: 'An optional step: the player decides whether it happens.',
    snippet: 'may {\n\t${1:draw 1 card}\n}', example: { words: ['may'] },
  },
  {
    id: 'step-modify', title: 'change a stat (TARGET.STAT + N)', category: 'effect-step', keywords: [],
    form: 'TARGET.STAT + | - | x | * | / | = FORMULA [DURATION]', description: 'Changes a unit\'s stat, until the duration ends (permanently when none is given): `caster.SPD + 2 until end of turn`, `target.MV x2 until end of turn`.',
    snippet: '${1:caster}.${2:SPD} + ${3:2} ${4:until end of turn}', example: { words: ['until', 'end', 'of', 'turn'] },
  },
  {
    id: 'step-gains-levels', title: 'gains N levels', category: 'effect-step', keywords: ['gains', 'level', 'levels'],
    form: 'TARGET gains N level(s) | TARGET gains { ABILITY } [DURATION]', description: 'N separate level-ups (each one an event abilities can respond to); or the unit gains an ability for a while.',
    snippet: '${1:target} gains ${2:1} level', example: { words: ['gains'] },
  },
  {
    id: 'step-becomes', title: 'becomes', category: 'effect-step', keywords: ['becomes'],
    form: 'TARGET becomes level N | TARGET becomes a ROLE', description: 'Sets the level (no level-up events), or changes the unit\'s role.',
    snippet: '${1:target} becomes level ${2:1}', example: { words: ['becomes'] },
  },
  {
    id: 'step-status', title: 'is STATUS (apply a status)', category: 'effect-step', keywords: ['save'],
    form: 'TARGET is STATUS [DURATION] [, save FORMULA]', description: 'Gives a unit a status of the ruleset for a while; with `save`, the unit resists with that chance.',
    snippet: '${1:target} is ${2:immobilized} ${3:until end of your next turn}', example: { words: ['is', '*', 'until'] },
  },

  // Step options
  {
    id: 'option-hit', title: 'hit', category: 'step-option', keywords: ['hit', 'standard', 'always', 'hits'],
    form: 'hit standard | hit always | always hits | hit = FORMULA', description: 'How an attack, deal or heal step rolls to hit: the ruleset\'s standard formula (`ability-hit`), always, or a formula of its own. In a condition, `hit` is whether the latest roll hit.',
    example: atStart('hit'),
  },
  {
    id: 'option-crit', title: 'crit', category: 'step-option', keywords: ['crit', 'cannot', 'never'],
    form: 'crit standard [xN] | crit = FORMULA [xN] | crit xN | cannot crit | crit never', description: 'Whether and how a step can crit: the standard chance (`crit-chance`), a formula, and the multiplier. In a condition, `crit` is whether the latest roll crit.',
    example: atStart('crit'),
  },
  {
    id: 'option-label', title: 'as LABEL', category: 'step-option', keywords: ['as'],
    form: 'as LABEL', description: 'Names the step\'s result for later formulas: `LABEL.damage`, `LABEL.hit`, `LABEL.crit`, `LABEL.healed` …', example: atStart('as'),
  },
  {
    id: 'option-on-hit', title: 'on hit / on miss', category: 'step-option', keywords: ['on', 'miss'],
    form: 'on hit { STEPS } | on miss { STEPS }', description: 'Steps that run only when the step\'s roll hits, or misses.', example: { words: ['on', 'hit'] },
  },

  // Durations
  {
    id: 'duration-until', title: 'until end of turn', category: 'duration', keywords: ['until', 'end', 'start', 'of', 'turn', 'permanently'],
    form: 'until end of turn | until end of your next turn | until end of opponent\'s next turn | until start of your next turn | permanently',
    description: 'How long a change lasts, counted from the controller of the effect. Without a duration, a change is permanent.', example: { words: ['until'] },
  },
  { id: 'duration-while', title: 'while', category: 'duration', keywords: ['while'], form: 'while CONDITION', description: 'After a change: it lasts while the condition holds. As an ability: `while CONDITION: EFFECT` applies only while it holds.', example: { words: ['while'] } },
  {
    id: 'duration-ends-when', title: 'ends when it …', category: 'duration', keywords: ['ends', 'changes', 'position'],
    form: ', ends when it moves | changes position | leaves play | attacks', description: 'A change that ends early, at the first of these events.', example: { words: ['ends', 'when'] },
  },

  // Triggers and abilities
  {
    id: 'trigger-when', title: 'when / whenever', category: 'trigger', keywords: ['when', 'whenever', 'would', 'time'],
    form: 'when SUBJECT [would] EVENT [if CONDITION]: STEP | next time …', description: 'A triggered ability: runs when the event happens. With `would`, it triggers before the event, which a counter can still cancel (`cancel the event`). `next time` triggers once.',
    example: atStart('when'),
  },
  {
    id: 'trigger-at', title: 'at start / end of turn', category: 'trigger', keywords: ['at', 'phase'],
    form: 'at start|end of [your|opponent\'s|each] [next] turn | at start of your PHASE phase', description: 'A trigger at a point of the turn.', example: atStart('at'),
  },
  {
    id: 'trigger-counted', title: 'Nth turn after this was set', category: 'trigger', keywords: ['after', 'was', 'set', 'entered'],
    form: 'at start|end of [your|opponent\'s|each] Nth turn|PHASE phase after this was set | after this entered play',
    description: 'A trigger that fires once, at the Nth such turn (or phase) after the turn the card came into play: `after this was set` for a counter, reaction or trap set face down, `after this entered play` for any card. `each` counts both players\' turns.',
    example: { words: ['after', 'this'] },
  },
  {
    id: 'trigger-events', title: 'trigger events', category: 'trigger',
    keywords: ['enters', 'enter', 'play', 'leaves', 'leave', 'played', 'summoned', 'defeated', 'destroyed', 'damaged', 'healed', 'be', 'moves', 'move', 'attacks', 'plays', 'triggers', 'up', 'these', 'spaces'],
    form: 'enters play | leaves play | is played | is summoned | is defeated | is destroyed | is damaged | is healed | levels up | moves [into these spaces] | attacks | gains VP | plays SELECTOR | triggers EVENT',
    description: 'What a trigger waits for. `event` then names what happened: `event.unit`, `event.damage`, `event.player` …', example: { words: ['is', 'defeated'] },
  },
  {
    id: 'ability-optional', title: 'optional', category: 'ability', keywords: ['optional'], form: 'optional when …: STEP', description: 'A triggered ability the controller may decline ("you may").', example: atStart('optional'),
  },
  {
    id: 'ability-always', title: 'always { }', category: 'ability', keywords: ['always'], form: 'always { CONTINUOUS EFFECTS }', description: 'Continuous effects that always apply while the card is in play.', example: { words: ['always', '{'] },
  },
  {
    id: 'ability-continuous', title: 'get / gets, the … is', category: 'ability', keywords: ['get', 'gets', 'the'],
    form: 'SELECTOR get STAT + N | your RULE is VALUE | the RULE is VALUE', description: 'A continuous effect: an aura on what the selector picks (`your Elf summons get STR +2`), or a changed game rule (`your hand-limit is 8`).',
    example: { words: ['gets'] },
  },
  {
    id: 'ability-reduce-damage', title: 'reduce … damage to … by', category: 'ability', keywords: ['reduce'],
    form: 'reduce [TYPE|ELEMENT] damage to this|SELECTOR by AMOUNT',
    description: 'A continuous effect: damage the unit takes (`this`: the summon, its species or its equipment) or the selected summons take is reduced after the elemental factor. A percentage multiplies by what is left (`by 25%`: × 0.75, floored); any other amount is subtracted; percentages apply first and damage never drops below 0. Shields, armor resistances, traits: `reduce physical damage to this by 3`, `reduce fire damage to this by 50%`.',
    snippet: 'reduce ${1:physical} damage to ${2:this} by ${3:3}', example: atStart('reduce'),
  },
  {
    id: 'ability-skip-phase', title: 'skip … phase', category: 'ability', keywords: ['skip'],
    form: 'skip your|opponent\'s|each PHASE phase', description: 'A continuous override of the turn: while it holds, that player\'s phase is skipped: no start or end event and none of its step (the draw, the level-ups, the actions, the hand limit). The turn\'s own start and end still happen.',
    example: atStart('skip'),
  },

  // Selectors
  {
    id: 'selector-owner', title: 'your, enemy, opponent\'s, any', category: 'selector', keywords: ['your', 'enemy', "opponent's", 'any', 'a', 'an'],
    form: '[a|an] [your|enemy|opponent\'s|any] [tier N] [SPECIES] [ROLE] NOUN [FILTERS]', description: 'Whose things a selector picks. Roles, species and card names are capitalized (`your Elf Mage`).', example: { words: ['enemy'] },
  },
  {
    id: 'selector-nouns', title: 'summon, space, card, building, player', category: 'selector',
    keywords: ['card', 'cards', 'summon', 'summons', 'space', 'building', 'buildings', 'player', 'players', 'empty', 'removed', 'every', 'all'],
    form: 'summon(s) | space(s) | card(s) | building(s) | player(s) | removed summon | empty space | CARDTYPE card',
    description: 'What a selector picks. `empty space` is a space nothing stands on; `removed summon` a summon out of the game; `all`/`every` picks all of them.', example: { words: ['summon'] },
  },
  { id: 'selector-within', title: 'within N of', category: 'selector', keywords: ['within'], form: 'SELECTOR within N of THING', description: 'Things at most N spaces away.', example: { words: ['within'] } },
  { id: 'selector-adjacent', title: 'adjacent to', category: 'selector', keywords: ['adjacent'], form: 'SELECTOR adjacent to THING', description: 'Things next to another (distance 1).', example: { words: ['adjacent'] } },
  { id: 'selector-in', title: 'in ZONE / territory', category: 'selector', keywords: ['unclaimed'], form: 'in ZONE | in your|enemy|opponent\'s|unclaimed territory', description: 'Things in a zone (`card in hand`) or in a territory of the board.', example: { words: ['in', 'your', 'territory'] } },
  { id: 'selector-on-spaces', title: 'on these spaces', category: 'selector', keywords: [], form: 'on these spaces | on spaces of THING', description: 'Things on the spaces a building covers.', example: { words: ['on', 'these'] } },
  { id: 'selector-that', title: 'that is / that has completed', category: 'selector', keywords: ['that', 'has', 'completed', 'quest'], form: 'that is [not] STATUS | that has completed a quest | that has completed QUEST', description: 'Filters by status or by completed quests. `that player` is the player of the event.', example: { words: ['that'] } },
  { id: 'selector-other', title: 'other than', category: 'selector', keywords: ['other', 'than'], form: 'other than THING', description: 'Everything the selector picks except one.', example: { words: ['other', 'than'] } },
  { id: 'selector-where', title: 'where', category: 'selector', keywords: ['where', 'it'], form: 'SELECTOR where CONDITION', description: 'Filters by any condition; `it` is the candidate (`where it.HP < 10`).', example: { words: ['where'] } },
  { id: 'selector-named', title: 'named', category: 'selector', keywords: [], form: 'named "CARD"', description: 'Things of one card.', example: { words: ['named'] } },

  // Conditions and formulas
  {
    id: 'condition-control', title: 'you control / there are', category: 'condition', keywords: ['you', 'control', 'controls', 'opponent', 'there', 'are', 'no', 'more', 'fewer'],
    form: 'you control [COUNT] SELECTOR | opponent controls … | there are [COUNT] SELECTOR', description: 'Whether things exist: COUNT is `at least N`, `at most N`, `exactly N`, `no`, `more than N`, `fewer than N`.',
    example: { words: ['you', 'control'] },
  },
  { id: 'condition-is', title: 'is', category: 'condition', keywords: ['is', 'not'], form: 'THING is [not] STATUS | THING is [not] SELECTOR', description: 'Whether a unit has a status or fits a description (`target is not a tier 1 Archer`).', example: { words: ['is', 'not'] } },
  { id: 'condition-and-or', title: 'and, or, not', category: 'condition', keywords: ['and', 'or'], form: 'CONDITION and CONDITION | CONDITION or CONDITION | not CONDITION', description: 'Combining conditions.', example: { words: ['and'] } },
  { id: 'condition-outcomes', title: 'hit, missed, crit, saved, destroyed', category: 'condition', keywords: ['missed', 'saved'], form: 'hit | missed | crit | saved | destroyed | LABEL.hit', description: 'The outcome of the latest roll or destroy step (or a labelled one).', example: { words: ['missed'] } },
  {
    id: 'formula-refs', title: 'this, caster, event, players', category: 'formula', keywords: ['this', "player's", 'event'],
    form: 'this.power | caster.STR | target.HP | event.damage | you.vp | opponent.health | that player\'s', description: 'What formulas read: this card\'s numbers, a choice\'s stats, the event, a player\'s stats. `that player\'s` in a step is the player of the event.',
    example: { words: ['this', '.'] },
  },
  { id: 'formula-hp', title: 'HP', category: 'formula', keywords: ['HP', 'hp', 'return'], form: 'return TARGET to SPACE with N% HP', description: 'Hit points: a returned summon comes back with a share of its HP; in a scenario, `hp N` sets a unit\'s HP.', example: { words: ['HP'] } },

  // Scenarios
  { id: 'scenario-seed', title: 'seed, rolls', category: 'scenario', keywords: ['seed', 'rolls'], form: 'seed N  rolls N, N, …', description: 'The random seed of a scenario, and dice results forced in order.', example: atStart('seed') },
  { id: 'scenario-player', title: 'player A { … }', category: 'scenario', keywords: ['unit', 'face-down', 'vp'], form: 'player A { vp N unit NAME: "CARD" as ROLE at (X,Y) level N hp N  hand: "CARD", …  face-down "CARD" }', description: 'A player\'s side of the position: units on the board, cards in each zone, face-down cards, VP and player stats.', example: atStart('unit') },
  { id: 'scenario-expect', title: 'expect', category: 'scenario', keywords: ['expect', 'winner', 'none', 'log', 'contains', 'does', 'contain'], form: 'expect { winner A | winner none | log contains "…" | UNIT is defeated | "CARD" in A.hand | FORMULA }', description: 'What must hold after the scenario\'s actions.', example: atStart('expect') },
  // `cannot` is not listed as a keyword here: hovering it stays with `cannot crit`, the word's older use.
  { id: 'scenario-action', title: 'A VERB …, A cannot VERB …', category: 'scenario', keywords: [], form: 'A VERB [SUBJECT] [to SPACE] [at SPACE] [NAME: VALUE …]  |  A cannot VERB …', description: 'A scripted action (`summon`, `move`, `attack`, `play`, `set`, `activate`, `pass`, `end-turn`, `advance`, `choose`, `respond`, `discard`, `direct-attack`), matched against the legal actions of the moment. `A cannot advance "Champion Rage" target: elf` asserts instead that A may act and no legal action fits: the scenario fails if one does, and the game\'s reason goes into the log.' },
  { id: 'scenario-note', title: 'note', category: 'scenario', keywords: ['note'], form: 'note "TEXT"', description: 'A note shown with the scenario.', example: atStart('note') },
  { id: 'reserved', title: 'ability (reserved)', category: 'formula', keywords: ['ability'], form: '—', description: 'A word the language keeps for later use; it cannot name a choice or parameter.' },
];
