/** CST → AST for scenarios: a position, scripted actions and rolls, and expectations. */
import type { CstNode, IToken } from 'chevrotain';
import type {
  Expectation, Expr, Name, PlayerSide, Range, ScenarioAction, ScenarioDecl, ScenarioPlayer, ScenarioStep, ScenarioUnit,
  Setting, SpaceLit,
} from '../ast';
import { tokenRange } from '../position';
import * as T from '../tokens';
import { DeclarationBuilder } from './build-declarations';
import { refOf } from './build-expressions';
import { child, nameOf, nameText, nodeRange, nodes, onlyChild, syntheticName, token, tokens } from './cst';

export class ScenarioBuilder extends DeclarationBuilder {
  scenario(node: CstNode): ScenarioDecl {
    const range = nodeRange(node, this.ctx.fileRange);
    const nameToken = token(node, 'name');
    const decl: ScenarioDecl = {
      kind: 'Scenario',
      name: nameToken ? nameOf(nameToken) : syntheticName('', range),
      seed: 0,
      turn: { number: 1, player: 'A', phase: syntheticName('action', range) },
      players: [],
      steps: [],
      range,
    };
    let hasTurn = false;
    for (const item of nodes(node, 'scenarioItem')) {
      const r = nodeRange(item, range);
      const id = token(child(item, 'idClause'), 'id');
      if (id) decl.id = nameText(id);
      const ruleset = token(item, 'ruleset');
      if (ruleset) decl.ruleset = nameOf(ruleset);
      const seed = token(item, 'seed');
      if (seed) decl.seed = Number(seed.image);
      const turn = token(item, 'turn');
      if (turn) {
        hasTurn = true;
        const phase = token(item, 'phase');
        decl.turn = { number: Number(turn.image), player: this.side(child(item, 'turnPlayer')), phase: phase ? nameOf(phase) : syntheticName('action', r) };
      }
      const player = child(item, 'scenarioPlayer');
      if (player) decl.players.push(this.player(player, r));
      const action = child(item, 'scenarioAction');
      if (action) decl.steps.push(this.action(action, r));
      const rolls = tokens(item, 'roll');
      if (rolls.length > 0) decl.steps.push({ kind: 'ScenarioRolls', values: rolls.map((t) => Number(t.image)), range: r });
      if (token(item, T.KwExpect.name)) {
        decl.steps.push({ kind: 'ScenarioExpect', expectations: nodes(item, 'expectation').flatMap((e) => this.expectation(e, r)), range: r });
      }
      const note = token(item, 'note');
      if (note) decl.steps.push({ kind: 'ScenarioComment', text: nameText(note), range: r });
    }
    if (!hasTurn) this.ctx.error('L0405', 'A scenario needs its position: `turn 2 player B phase action`', decl.name.range);
    return decl;
  }

  private side(node: CstNode | undefined): PlayerSide {
    const side = token(node, 'side');
    if (side !== undefined && side.image !== 'A' && side.image !== 'B') this.ctx.error('L0013', `A scenario has players A and B, not \`${side.image}\``, tokenRange(side));
    return side?.image === 'B' ? 'B' : 'A';
  }

  private space(node: CstNode | undefined, fallback: Range): SpaceLit {
    return { kind: 'Space', x: Number(token(node, 'x')?.image ?? 0), y: Number(token(node, 'y')?.image ?? 0), range: nodeRange(node, fallback) };
  }

  private point(node: CstNode | undefined, fallback: Range): { x: number; y: number } {
    const { x, y } = this.space(node, fallback);
    return { x, y };
  }

  private player(node: CstNode, fallback: Range): ScenarioPlayer {
    const range = nodeRange(node, fallback);
    const player: ScenarioPlayer = { kind: 'ScenarioPlayer', side: this.side(child(node, 'side')), vp: Number(token(node, 'vp')?.image ?? 0), zones: [], units: [], buildings: [], faceDown: tokens(node, 'faceDown').map(nameOf), range };
    for (const unit of nodes(node, 'scenarioUnit')) player.units.push(this.unit(unit, range));
    for (const b of nodes(node, 'scenarioBuilding')) {
      const card = token(b, 'card');
      const r = nodeRange(b, range);
      player.buildings.push({ card: card ? nameOf(card) : syntheticName('', r), at: this.point(child(b, 'space'), r), faceDown: token(b, 'faceDown') !== undefined, range: r });
    }
    const names = tokens(node, 'statName');
    const values = tokens(node, 'statValue');
    if (names.length > 0) {
      player.stats = names.map((n, i) => {
        const stat = nameOf(n);
        return { stat, value: Number(values[i]?.image ?? 0), range: stat.range };
      });
    }
    for (const z of nodes(node, 'zoneList')) {
      const zone = token(z, 'zone');
      const r = nodeRange(z, range);
      const cards = tokens(z, 'card');
      const entry: ScenarioPlayer['zones'][number] = { zone: zone ? nameOf(zone) : syntheticName('', r), cards: cards.map(nameOf), range: r };
      // A handle names the card written just before `called`.
      const handles = tokens(z, 'handle');
      if (handles.length > 0) entry.handles = cards.map((card, i) => handles.find((h) => h.startOffset > card.startOffset && h.startOffset < (cards[i + 1]?.startOffset ?? Infinity)) ?? null).map((h) => (h ? nameOf(h) : null));
      player.zones.push(entry);
    }
    return player;
  }

  private unit(node: CstNode, fallback: Range): ScenarioUnit {
    const range = nodeRange(node, fallback);
    const handle = token(node, 'handle');
    const card = token(node, 'card');
    const unit: ScenarioUnit = {
      kind: 'ScenarioUnit',
      handle: handle ? nameOf(handle) : syntheticName('', range),
      card: card ? nameOf(card) : syntheticName('', range),
      equipment: tokens(node, 'equipment').map(nameOf),
      at: this.point(child(node, 'space'), range),
      overrides: nodes(node, 'unitOverride').flatMap((o) => this.override(o, range)),
      range,
    };
    const role = token(node, 'role');
    if (role) unit.role = nameOf(role);
    const level = token(node, 'level');
    if (level) unit.level = Number(level.image);
    const hp = token(node, 'hp');
    if (hp) unit.hp = Number(hp.image);
    return unit;
  }

  /** `moved 3`, `status immobilized`, `completed "First Quest"` (a quoted value is a one-name reference). */
  private override(node: CstNode, fallback: Range): Setting[] {
    const range = nodeRange(node, fallback);
    const name = token(node, 'name');
    if (name === undefined) return [];
    const quoted = token(node, 'quoted');
    const value: Expr = quoted ? refOf([nameOf(quoted)], tokenRange(quoted)) : this.operandExpr(child(node, 'value'), range);
    return [{ kind: 'Setting', name: nameOf(name), value, range }];
  }

  private action(node: CstNode, fallback: Range): ScenarioAction {
    const range = nodeRange(node, fallback);
    const verb = token(node, 'verb');
    const action: ScenarioAction = { kind: 'ScenarioAction', player: this.side(child(node, 'side')), verb: verb ? nameOf(verb) : syntheticName('', range), args: [], range };
    if (token(node, 'refused')) action.refused = true;
    const subject = child(node, 'subject');
    if (subject) action.subject = this.actionValue(subject, range);
    for (const arg of nodes(node, 'actionArg')) {
      const name = token(arg, 'name');
      const value = child(arg, 'actionValue');
      if (name && value) action.args.push({ name: nameOf(name), value: this.actionValue(value, range) });
    }
    return action;
  }

  private actionValue(node: CstNode, fallback: Range): Expr | SpaceLit | Name {
    const range = nodeRange(node, fallback);
    const space = child(node, 'space');
    if (space) return this.space(space, range);
    const name = token(node, 'name');
    if (name) return nameOf(name);
    return this.operandExpr(child(node, 'value'), range);
  }

  private expectation(node: CstNode, fallback: Range): Expectation[] {
    const range = nodeRange(node, fallback);
    if (token(node, T.KwWinner.name)) {
      const result = token(node, 'result');
      const winner = result ? (result.tokenType === T.KwDraw ? 'draw' : 'none') : this.side(child(node, 'winner'));
      return [{ kind: 'ExpectWinner', winner, range }];
    }
    const text = token(node, 'text');
    if (text) return [{ kind: 'ExpectLog', text: nameText(text), negated: token(node, 'negated') !== undefined, range }];
    const card = token(node, 'card');
    if (card) {
      const zone = token(node, 'zone');
      return [{ kind: 'ExpectInZone', card: nameOf(card), player: this.side(child(node, 'owner')), zone: zone ? nameOf(zone) : syntheticName('', range), negated: token(node, 'negated') !== undefined, range }];
    }
    const unit: IToken | undefined = token(node, 'unit');
    if (unit) {
      if (child(node, 'space')) return [{ kind: 'ExpectAt', unit: nameOf(unit), at: this.space(child(node, 'space'), range), range }];
      if (token(node, 'defeated')) {
        if (token(node, 'negated')) this.ctx.error('L0013', 'Write `warrior.hp > 0` to expect a unit to survive', range);
        return [{ kind: 'ExpectDefeated', unit: nameOf(unit), range }];
      }
      const status = token(node, 'status');
      if (status) return [{ kind: 'ExpectStatus', unit: nameOf(unit), status: nameOf(status), negated: token(node, 'negated') !== undefined, range }];
    }
    const compare = child(node, 'compare');
    if (compare) {
      const cond = this.condition(compare, range);
      if (cond.kind === 'Compare') return [{ kind: 'ExpectCompare', comparison: cond, range }];
      this.ctx.error('L0010', 'An expectation is a comparison such as `warrior.hp = 44`', range);
    }
    return [];
  }

  /** A document-level declaration. */
  declaration(node: CstNode): ScenarioDecl | import('../ast').Decl | undefined {
    const only = onlyChild(node);
    if (only === undefined) return undefined;
    const [name, inner] = only;
    switch (name) {
      case 'rulesetDecl': return this.ruleset(inner);
      case 'speciesDecl': return this.species(inner);
      case 'growthDecl': return this.growth(inner);
      case 'rarityDecl': return this.rarity(inner);
      case 'packDecl': return this.pack(inner);
      case 'deckDecl': return this.deck(inner);
      case 'scenarioDecl': return this.scenario(inner);
      case 'cardDecl': return this.card(inner);
      default: return undefined;
    }
  }
}

export type { ScenarioStep };
