/**
 * A scenario's position as the sandbox edits it: turn, players, units, buildings, face-down cards and
 * zones, as plain data. It is read from a parsed scenario (`setupFromDecl`) and written back as scenario
 * DSL text (`setupToText`) in the formatter's canonical layout, so an edited setup saves as a file the
 * DSL reads back to the same setup (tested in setup.test.ts).
 */
import type { Expr, ScenarioDecl, Setting } from '../../../dsl/ast';
import { format } from '../../../dsl/format/format';
import { keywords } from '../../../dsl/tokens';
import { ZONES, type ZoneName } from '../../../dsl/zones';

export type Side = 'A' | 'B';
export const SIDES: readonly Side[] = ['A', 'B'];

export const SETUP_PHASES = ['draw', 'level', 'action', 'end'] as const;
export type SetupPhase = (typeof SETUP_PHASES)[number];

/**
 * The zones a scenario lists by name; `main-deck` is top card first. Every zone but `in-play`: what is in
 * play a scenario places as units, buildings and face-down cards.
 */
export type SetupZone = Exclude<ZoneName, 'in-play'>;
export const SETUP_ZONES: readonly SetupZone[] = ZONES.filter((zone): zone is SetupZone => zone !== 'in-play');

export interface SetupUnit {
  handle: string;
  /** Card names as written (quoted when printed). */
  card: string;
  role?: string;
  equipment: string[];
  at: { x: number; y: number };
  level?: number;
  hp?: number;
  statuses: string[];
  moved?: number;
  attacks?: number;
  completed: string[];
}

export interface SetupBuilding {
  card: string;
  at: { x: number; y: number };
  faceDown: boolean;
}

export interface SetupPlayer {
  vp: number;
  units: SetupUnit[];
  buildings: SetupBuilding[];
  faceDown: string[];
  zones: Partial<Record<SetupZone, string[]>>;
}

export interface Setup {
  name: string;
  ruleset?: string;
  seed: number;
  turn: { number: number; player: Side; phase: SetupPhase };
  players: Record<Side, SetupPlayer>;
}

export function emptyPlayer(): SetupPlayer {
  return { vp: 0, units: [], buildings: [], faceDown: [], zones: {} };
}

function literal(e: Expr): string | number {
  if (e.kind === 'Number' || e.kind === 'Percent') return e.value;
  if (e.kind === 'Ref') return e.path.map((p) => p.text).join('.');
  return '';
}

function readOverrides(overrides: Setting[]): Pick<SetupUnit, 'statuses' | 'moved' | 'attacks' | 'completed'> {
  const out: Pick<SetupUnit, 'statuses' | 'moved' | 'attacks' | 'completed'> = { statuses: [], completed: [] };
  for (const o of overrides) {
    const key = o.name.text.toLowerCase();
    const value = literal(o.value);
    if (key === 'status') out.statuses.push(String(value));
    else if (key === 'moved') out.moved = Number(value);
    else if (key === 'attacks' || key === 'attacked') out.attacks = Number(value);
    else if (key === 'completed') out.completed.push(String(value));
  }
  return out;
}

function asPhase(text: string): SetupPhase {
  const lower = text.toLowerCase();
  return (SETUP_PHASES as readonly string[]).includes(lower) ? (lower as SetupPhase) : 'action';
}

export function setupFromDecl(decl: ScenarioDecl): Setup {
  const players: Record<Side, SetupPlayer> = { A: emptyPlayer(), B: emptyPlayer() };
  for (const p of decl.players) {
    const player = players[p.side];
    player.vp = p.vp;
    for (const u of p.units) {
      player.units.push({
        handle: u.handle.text,
        card: u.card.text,
        ...(u.role ? { role: u.role.text } : {}),
        equipment: u.equipment.map((e) => e.text),
        at: { x: u.at.x, y: u.at.y },
        ...(u.level !== undefined ? { level: u.level } : {}),
        ...(u.hp !== undefined ? { hp: u.hp } : {}),
        ...readOverrides(u.overrides),
      });
    }
    for (const b of p.buildings) player.buildings.push({ card: b.card.text, at: { x: b.at.x, y: b.at.y }, faceDown: b.faceDown });
    player.faceDown.push(...p.faceDown.map((n) => n.text));
    for (const z of p.zones) {
      const zone = z.zone.text as SetupZone;
      if (!(SETUP_ZONES as readonly string[]).includes(zone)) continue;
      player.zones[zone] = [...(player.zones[zone] ?? []), ...z.cards.map((c) => c.text)];
    }
  }
  return {
    name: decl.name.text,
    ...(decl.ruleset ? { ruleset: decl.ruleset.text } : {}),
    seed: decl.seed,
    turn: { number: decl.turn.number, player: decl.turn.player, phase: asPhase(decl.turn.phase.text) },
    players,
  };
}

export function quote(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A card, role or species name as a designer writes it: bare when it is one capitalized word (`Ensnare`), quoted otherwise. */
export function printName(text: string): string {
  return /^[A-Z][A-Za-z0-9_]*$/.test(text) && !keywords.has(text) ? text : quote(text);
}

function space(at: { x: number; y: number }): string {
  return `(${at.x},${at.y})`;
}

function unitLine(u: SetupUnit): string {
  const parts = [`unit ${u.handle}: ${printName(u.card)}`];
  if (u.role) parts.push(`as ${printName(u.role)}`);
  if (u.equipment.length > 0) parts.push(`with ${u.equipment.map(printName).join(', ')}`);
  parts.push(`at ${space(u.at)}`);
  if (u.level !== undefined) parts.push(`level ${u.level}`);
  if (u.hp !== undefined) parts.push(`hp ${u.hp}`);
  const overrides = [
    ...(u.moved !== undefined ? [`moved ${u.moved}`] : []),
    ...(u.attacks !== undefined ? [`attacks ${u.attacks}`] : []),
    ...u.completed.map((c) => `completed ${quote(c)}`),
    ...u.statuses.map((s) => `status ${s}`),
  ];
  if (overrides.length > 0) parts.push(`{ ${overrides.join(' ')} }`);
  return parts.join(' ');
}

function playerLines(side: Side, p: SetupPlayer): string[] {
  const lines: string[] = [];
  if (p.vp !== 0) lines.push(`vp ${p.vp}`);
  lines.push(...p.units.map(unitLine));
  lines.push(...p.buildings.map((b) => `building ${printName(b.card)} at ${space(b.at)}${b.faceDown ? ' face-down' : ''}`));
  if (p.faceDown.length > 0) lines.push(`face-down ${p.faceDown.map(printName).join(', ')}`);
  for (const zone of SETUP_ZONES) {
    const cards = p.zones[zone];
    if (cards && cards.length > 0) lines.push(`${zone}: ${cards.map(printName).join(', ')}`);
  }
  if (lines.length === 0) return [];
  return [`  player ${side} {`, ...lines.map((l) => `    ${l}`), '  }'];
}

/**
 * The setup as scenario text, with `steps` (script lines: actions, `rolls …`, `expect { … }`) after the
 * position, in the formatter's canonical layout. `comments` go above the declaration.
 */
export function setupToText(setup: Setup, steps: string[] = [], comments: string[] = []): string {
  const lines = [
    ...comments.map((c) => `// ${c}`),
    `scenario ${quote(setup.name)} {`,
    ...(setup.ruleset ? [`  ruleset ${quote(setup.ruleset)}`] : []),
    `  seed ${setup.seed}`,
    `  turn ${setup.turn.number} player ${setup.turn.player} phase ${setup.turn.phase}`,
    ...SIDES.flatMap((side) => playerLines(side, setup.players[side])),
    ...steps.map((s) => `  ${s}`),
    '}',
    '',
  ];
  const text = lines.join('\n');
  const formatted = format(text);
  return formatted.errors.length === 0 ? formatted.text : text;
}

/**
 * A unit handle the scenario language reads back as a name in formulas (`warrior.hp`): lowercase
 * letters, digits and `_`, starting with a letter, not a keyword, not in `taken`.
 */
export function freeHandle(wanted: string, taken: ReadonlySet<string>): string {
  const words = wanted
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let base = words[words.length - 1] ?? 'unit';
  if (!/^[a-z]/.test(base)) base = `u${base}`;
  if (keywords.has(base)) base = `${base}_unit`;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

/** Every handle used by the setup's units. */
export function setupHandles(setup: Setup): Set<string> {
  return new Set(SIDES.flatMap((side) => setup.players[side].units.map((u) => u.handle)));
}
