/** Scenarios: the position is on the board, every handle and card resolves, rolls are d100 results. */
import type { Expr, Name, ScenarioDecl, SpaceLit } from '../ast';
import { cardOf } from '../symbols';
import { Scope, type Checker } from './checker';
import { checkCondition, checkStatus, checkZoneName } from './check-exprs';

/** The verbs a scripted action may use (a game's module matches them against its legal actions). */
const verbs = ['summon', 'move', 'attack', 'play', 'set', 'activate', 'pass', 'end-turn', 'advance', 'choose', 'respond', 'discard', 'direct-attack', 'mulligan', 'keep', 'alter', 'stance'];

export function checkScenario(c: Checker, s: ScenarioDecl): void {
  if (s.ruleset && !c.lookup('ruleset', s.ruleset)) c.unknown('L0101', `Unknown ruleset "${s.ruleset.text}"`, s.ruleset, c.namesOf('ruleset'));
  // The position's phase: one of the game's (before, `phase mian` passed validation and failed when run).
  const phases = c.info.vocabulary.phases;
  const phase = s.turn.phase;
  if (phases.length > 0 && !phases.some((p) => p.toLowerCase() === phase.text.toLowerCase())) c.unknown('L0114', `Unknown phase \`${phase.text}\``, phase, phases);
  const board = c.info.ruleset?.board;
  const onBoard = (x: number, y: number): boolean => board === undefined || (x >= 0 && y >= 0 && x < board.width && y < board.height);
  const scope = new Scope(undefined);
  scope.define('A', 'player');
  scope.define('B', 'player');
  const occupied = new Map<string, string>();
  for (const p of s.players) {
    for (const u of p.units) {
      if (scope.lookup(u.handle.text) !== undefined) c.report('SG0503', `The handle \`${u.handle.text}\` is used twice`, u.handle.range);
      scope.define(u.handle.text, 'unit');
      const card = cardOf(c.need('card', u.card, 'L0105'));
      if (card && card.cardType !== 'summon' && !(card.cardType === 'advance' && card.advance.kind === 'NamedSummon')) {
        c.report('L0414', `"${u.card.text}" is not a summon card or a named summon`, u.card.range);
      }
      if (u.role) c.need('role', u.role, 'SG0103');
      for (const e of u.equipment) {
        const eq = cardOf(c.need('card', e, 'L0105'));
        if (eq && eq.cardType !== 'equipment') c.report('L0414', `"${e.text}" is not an equipment card`, e.range);
      }
      if (!onBoard(u.at.x, u.at.y)) c.report('SG0502', `(${u.at.x},${u.at.y}) is outside the ${board?.width} x ${board?.height} board`, u.range);
      const key = `${u.at.x},${u.at.y}`;
      const other = occupied.get(key);
      if (other !== undefined) c.report('SG0503', `\`${u.handle.text}\` and \`${other}\` both stand on (${key})`, u.range);
      occupied.set(key, u.handle.text);
      for (const o of u.overrides) {
        if (o.name.text === 'status' && o.value.kind === 'Ref' && o.value.path[0]) checkStatus(c, o.value.path[0]);
        if (o.name.text === 'completed' && o.value.kind === 'Ref' && o.value.path[0]) c.need('card', o.value.path[0], 'L0105');
      }
    }
    for (const b of p.buildings) {
      const card = cardOf(c.need('card', b.card, 'L0105'));
      if (card && card.cardType !== 'building') c.report('L0414', `"${b.card.text}" is not a building card`, b.card.range);
      if (!onBoard(b.at.x, b.at.y)) c.report('SG0502', `(${b.at.x},${b.at.y}) is outside the board`, b.range);
    }
    for (const f of p.faceDown) c.need('card', f, 'L0105');
    for (const st of p.stats ?? []) {
      const stats = c.info.vocabulary.playerStats;
      if (!stats.includes(st.stat.text)) c.unknown('L0115', `Players have no stat \`${st.stat.text}\``, st.stat, stats);
    }
    for (const z of p.zones) {
      checkZoneName(c, z.zone);
      // `battlefield: "Some Monster" called it`: the script may name that card.
      for (const h of z.handles ?? []) {
        if (!h) continue;
        if (scope.lookup(h.text) !== undefined) c.report('SG0503', `The handle \`${h.text}\` is used twice`, h.range);
        scope.define(h.text, 'unit');
      }
      for (const card of z.cards) c.need('card', card, 'L0105');
    }
  }
  for (const step of s.steps) {
    switch (step.kind) {
      case 'ScenarioAction': {
        if (!verbs.includes(step.verb.text)) c.unknown('SG0504', `Unknown action \`${step.verb.text}\``, step.verb, verbs);
        // `called: handle` names the unit an action creates (a summon, a named summon) for later steps.
        const called = step.args.find((a) => a.name.text === 'called');
        const others = step.args.filter((a) => a !== called);
        // A refused action happens nowhere, so there is nothing for `called:` to name.
        if (step.refused && called) c.report('L0013', `\`${step.player} cannot ${step.verb.text}\` is refused, so nothing enters play for \`called:\` to name`, called.name.range);
        for (const value of [step.subject, ...others.map((a) => a.value)]) if (value) checkValue(c, value, scope, onBoard);
        if (!step.refused && called?.value.kind === 'Ref' && called.value.path.length === 1 && called.value.path[0]) scope.define(called.value.path[0].text, 'unit');
        break;
      }
      case 'ScenarioRolls':
        // Summoner's Grid's rolls are d100 results; another game's module checks each scripted roll where
        // it is drawn (the stance duel's R and 0–1 rolls), so here a roll need only be a number of at least 0.
        for (const v of step.values) {
          if (d100Rolls(c) && (!Number.isInteger(v) || v < 1 || v > 100)) c.report('SG0505', `A roll is a whole number from 1 to 100, not ${v}`, step.range);
          else if (!(v >= 0)) c.report('SG0505', `A roll is a number of at least 0, not ${v}`, step.range);
        }
        break;
      case 'ScenarioExpect':
        for (const e of step.expectations) {
          switch (e.kind) {
            case 'ExpectCompare': checkCondition(c, e.comparison, scope); break;
            case 'ExpectAt': handle(c, e.unit, scope); if (!onBoard(e.at.x, e.at.y)) c.report('SG0502', `(${e.at.x},${e.at.y}) is outside the board`, e.at.range); break;
            case 'ExpectInZone':
              c.need('card', e.card, 'L0105');
              checkZoneName(c, e.zone);
              break;
            case 'ExpectStatus': handle(c, e.unit, scope); checkStatus(c, e.status); break;
            case 'ExpectDefeated': handle(c, e.unit, scope); break;
            default: break;
          }
        }
        break;
      default:
        break;
    }
  }
}

function d100Rolls(c: Checker): boolean {
  const game = c.info.ruleset?.game?.text;
  return game === undefined || game === 'summoners-grid';
}

function handle(c: Checker, name: Name, scope: Scope): void {
  if (scope.lookup(name.text) === undefined) c.unknown('SG0501', `No unit has the handle \`${name.text}\``, name, scope.visible());
}

function checkValue(c: Checker, value: Expr | SpaceLit | Name, scope: Scope, onBoard: (x: number, y: number) => boolean): void {
  if (value.kind === 'Name') c.need('card', value, 'L0105');
  else if (value.kind === 'Space') {
    if (!onBoard(value.x, value.y)) c.report('SG0502', `(${value.x},${value.y}) is outside the board`, value.range);
  } else if (value.kind === 'Ref' && value.path[0] && value.path.length === 1) {
    // A bare word is a unit handle or, failing that, a card written without quotes (`B play Fireball`) or
    // a word the ruleset names as a setting (the stance duel's `A stance Reckless`).
    const word = value.path[0];
    if (scope.lookup(word.text) === undefined && c.lookup('card', word) === undefined && !c.info.settings.has(word.text)) handle(c, word, scope);
  }
}
