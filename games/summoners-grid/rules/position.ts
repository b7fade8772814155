import type { PlayerId } from '../../../engine/core/players';
import { cardId, ContentError, requireCard, type Content } from './content';
import { footprintSpaces } from './board';
import { emptyState, newCard } from './setup';
import type { GameOptions, GameState, Phase, Space, ZoneName } from './state';
import { G, type EngineDef } from './game';
import { unitStats } from './stats';
import { EventLog } from '../../../engine/core/events';

/**
 * A game position described by data (scenarios, tests, the sandbox): turn and phase, each player's
 * zones, units with level/HP/equipment, buildings and face-down cards. `build` turns it into a state.
 */
export interface UnitSpec {
  handle?: string;
  card: string;
  role?: string;
  equipment?: string[];
  at: Space;
  level?: number;
  hp?: number;
  moved?: number;
  attacks?: number;
  quests?: string[];
}

export interface SlotSpec {
  summon: string;
  role: string;
  equipment: string[];
}

export interface PlayerSpec {
  vp?: number;
  /** Cards by name or id; `hand` may also hold summon slots. main-deck lists the top card first. */
  zones?: Partial<Record<ZoneName, Array<string | SlotSpec>>>;
  units?: UnitSpec[];
  buildings?: Array<{ card: string; at: Space; rotated?: boolean; faceDown?: boolean; enteredTurn?: number }>;
  faceDown?: string[];
}

export interface PositionSpec {
  seed: number;
  turn: { number: number; player: PlayerId; phase: Phase };
  first?: PlayerId;
  players: Partial<Record<PlayerId, PlayerSpec>>;
  options?: Partial<GameOptions>;
}

export interface BuiltPosition {
  state: GameState;
  /** Unit handles → unit ids; card names → instance ids (first instance of each name per player). */
  handles: Record<string, string>;
}

function slotFor(content: Content, summon: string, role: string | undefined, equipment: string[] | undefined): { card: string; role: string; equipment: string[] } {
  const card = requireCard(content, summon);
  let roleId: string;
  if (role) roleId = cardId(requireCard(content, role));
  else if (card.cardType === 'advance' && card.advance.kind === 'NamedSummon') roleId = cardId(requireCard(content, card.advance.role.text));
  else throw new ContentError(`unit "${summon}" needs a role`);
  return { card: cardId(card), role: roleId, equipment: (equipment ?? []).map((e) => cardId(requireCard(content, e))) };
}

export function buildPosition(e: EngineDef, spec: PositionSpec): BuiltPosition {
  const content = e.content;
  const s = emptyState(spec.seed, spec.options);
  s.turn = { number: spec.turn.number, player: spec.turn.player, phase: spec.turn.phase, step: 0 };
  s.first = spec.first ?? (spec.turn.number % 2 === 1 ? spec.turn.player : spec.turn.player === 'A' ? 'B' : 'A');
  const handles: Record<string, string> = {};
  const g = new G(e, s, new EventLog(0, false));
  for (const p of ['A', 'B'] as const) {
    const ps = spec.players[p];
    if (!ps) continue;
    s.players[p].vp = ps.vp ?? 0;
    for (const [zone, cards] of Object.entries(ps.zones ?? {}) as Array<[ZoneName, Array<string | SlotSpec>]>) {
      for (const c of cards) {
        const iid =
          typeof c === 'string'
            ? newCard(s, p, cardId(requireCard(content, c)))
            : newCard(s, p, cardId(requireCard(content, c.summon)), { slot: { role: cardId(requireCard(content, c.role)), equipment: c.equipment.map((x) => cardId(requireCard(content, x))) } });
        s.players[p].zones[zone].push(iid);
        const key = `${p}:${typeof c === 'string' ? c : c.summon}`;
        if (!handles[key]) handles[key] = iid;
      }
    }
    for (const u of ps.units ?? []) {
      const slot = slotFor(content, u.card, u.role, u.equipment);
      const iid = newCard(s, p, slot.card, { slot: { role: slot.role, equipment: slot.equipment } });
      s.players[p].zones['in-play'].push(iid);
      const decl = requireCard(content, slot.card);
      const species = decl.cardType === 'summon' ? decl.species.text : decl.cardType === 'advance' && decl.advance.kind === 'NamedSummon' ? decl.advance.species.text : '';
      const id = `u${s.nextId++}`;
      s.units[id] = {
        id,
        iid,
        statsFrom: slot.card,
        controller: p,
        species,
        role: slot.role,
        level: u.level ?? 5,
        damage: 0,
        at: { x: u.at.x, y: u.at.y },
        removed: false,
        moved: u.moved ?? 0,
        attacks: u.attacks ?? 0,
        equipment: slot.equipment.map((card) => ({ id: `e${s.nextId++}`, card })),
        quests: (u.quests ?? []).map((q) => cardId(requireCard(content, q))),
        enteredTurn: 0,
      };
      if (u.hp !== undefined) {
        g.changed();
        const max = unitStats(g, s.units[id]).maxHP;
        s.units[id].damage = max - u.hp;
      }
      g.changed();
      handles[u.handle ?? u.card] = id;
    }
    for (const b of ps.buildings ?? []) {
      const decl = requireCard(content, b.card);
      if (decl.cardType !== 'building') throw new ContentError(`"${b.card}" is not a building`);
      const iid = newCard(s, p, cardId(decl), b.faceDown ? {} : {});
      if (b.faceDown) Object.assign(s.cards[iid] as object, { faceDown: true, setTurn: b.enteredTurn ?? 0 });
      s.players[p].zones['in-play'].push(iid);
      const id = `b${s.nextId++}`;
      s.buildings[id] = { id, iid, controller: p, spaces: footprintSpaces(b.at, decl.footprint, b.rotated === true), faceDown: b.faceDown === true, enteredTurn: b.enteredTurn ?? 0 };
      handles[b.card] = id;
    }
    for (const f of ps.faceDown ?? []) {
      const iid = newCard(s, p, cardId(requireCard(content, f)));
      Object.assign(s.cards[iid] as object, { faceDown: true, setTurn: 0 });
      s.players[p].zones['in-play'].push(iid);
      handles[`${p}:${f}`] = iid;
    }
  }
  if (spec.turn.phase === 'action') s.turn.step = 0;
  return { state: s, handles };
}
