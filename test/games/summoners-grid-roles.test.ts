/**
 * Summoner's Grid's role tree against its advance cards, read from the content: every role can be reached
 * from the starting roles by advance cards, every `from` edge of the tree (both edges of a convergence
 * role) is an advance some card allows, and a convergence role counts as based on each of its bases.
 */
import { describe, expect, it } from 'vitest';
import type { AdvanceCard, CardDecl, Condition, Filter, RoleCard, Selector } from '../../dsl/ast';
import { compare } from '../../engine/core/formula/conditions';
import { createEngine } from '../../games/summoners-grid/index';
import { loadGame } from '../../games/summoners-grid/node/load-content';
import { G } from '../../games/summoners-grid/rules/game';
import { roleMatches } from '../../games/summoners-grid/rules/select';

const game = await loadGame('content/summoners-grid');
const roles = game.content.cards.filter((c: CardDecl): c is RoleCard => c.cardType === 'role');
const advances = game.content.cards.filter((c: CardDecl): c is AdvanceCard => c.cardType === 'advance');
const role = (name: string): RoleCard => {
  const found = roles.find((r) => r.name.text === name);
  if (!found) throw new Error(`no role ${name}`);
  return found;
};

/** The roles `name` is based on: itself and every role up its `from` edges (the definition of "X based"). */
function basesOf(name: string): Set<string> {
  const out = new Set<string>();
  const queue = [name];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (out.has(next)) continue;
    out.add(next);
    queue.push(...role(next).from.map((f) => f.text));
  }
  return out;
}

/**
 * Whether a summon of role `candidate` can be the card's subject as far as roles and tiers go: the
 * selector's tier and role filters and the role tests of its `where` condition (`it is a Knight or …`).
 * Levels, quests and species are things a summon of that role can reach, so they count as met.
 */
function accepts(selector: Selector, candidate: RoleCard): boolean {
  const filterHolds = (f: Filter): boolean => {
    if (f.kind === 'Tier') return compare(f.op, candidate.tier, f.value);
    if (f.kind === 'Role') return basesOf(candidate.name.text).has(f.role.text);
    if (f.kind === 'Where') return conditionHolds(f.condition);
    return true;
  };
  const conditionHolds = (c: Condition): boolean => {
    switch (c.kind) {
      case 'And': return c.items.every(conditionHolds);
      case 'Or': return c.items.some(conditionHolds);
      case 'Not': return !conditionHolds(c.item);
      case 'Is': return c.subject.kind === 'Ref' && c.subject.path[0]?.text === 'it' ? c.filters.every(filterHolds) : true;
      default: return true;
    }
  };
  return selector.filters.every(filterHolds);
}

/** The card's subject selector (the summon that changes role, or the named summon's material) and the role it gives. */
function advanceOf(card: AdvanceCard): { subject: Selector; to: string } {
  const a = card.advance;
  const subjectName = a.kind === 'RoleChange' ? a.subject.text : a.material.text;
  const binding = card.bindings.find((b) => b.name.text === subjectName);
  if (!binding) throw new Error(`${card.name.text} has no binding ${subjectName}`);
  return { subject: binding.selector, to: a.kind === 'RoleChange' ? a.to.text : a.role.text };
}

describe("Summoner's Grid roles and advance cards", () => {
  it('has the design document\'s 27 roles, 3 of them starting roles', () => {
    expect(roles).toHaveLength(27);
    expect(roles.filter((r) => r.tier === 1).map((r) => r.name.text).sort()).toEqual(['Magician', 'Scout', 'Warrior']);
  });

  it('reaches every role from the starting roles through advance cards', () => {
    const reached = new Map<string, string>(roles.filter((r) => r.tier === 1).map((r) => [r.name.text, 'start']));
    for (let grew = true; grew; ) {
      grew = false;
      for (const card of advances) {
        const { subject, to } = advanceOf(card);
        if (reached.has(to)) continue;
        if ([...reached.keys()].some((name) => accepts(subject, role(name)))) {
          reached.set(to, card.name.text);
          grew = true;
        }
      }
    }
    expect(roles.map((r) => r.name.text).filter((name) => !reached.has(name))).toEqual([]);
    // Tier 3 roles come after their tier 2 bases: a fixpoint that skipped the order would miss them.
    expect(reached.get('Paladin')).toBe('Oath of Dawn');
    expect(reached.get('Warlock')).toBe('Shadow Pact');
  });

  it('lets every edge of the role tree be taken by some advance card, both edges of each convergence role included', () => {
    const missing: string[] = [];
    for (const target of roles) {
      for (const parent of target.from) {
        const taken = advances.some((card) => {
          const { subject, to } = advanceOf(card);
          return to === target.name.text && accepts(subject, role(parent.text));
        });
        if (!taken) missing.push(`${parent.text} → ${target.name.text}`);
      }
    }
    expect(missing).toEqual([]);
    expect(roles.filter((r) => r.from.length === 2).map((r) => r.name.text).sort()).toEqual(['Battle Dancer', 'Dread Knight', 'Paladin', 'Sage', 'Shadowblade', 'Spellblade']);
  });

  it('refuses a convergence card to a role that is not one of its two bases', () => {
    const dawn = advances.find((c) => c.name.text === 'Oath of Dawn');
    if (!dawn) throw new Error('no Oath of Dawn');
    const { subject } = advanceOf(dawn);
    expect(roles.filter((r) => accepts(subject, r)).map((r) => r.name.text).sort()).toEqual(['Knight', 'White Mage']);
  });
});

describe('a convergence role counts as based on both of its bases', () => {
  const engine = createEngine(game.content);
  const g = new G(engine.def, engine.position({ seed: 0, turn: { number: 1, player: 'A', phase: 'setup' }, players: {} }).state);
  // From the design document's tree, by hand: each role, its two bases and everything they come from.
  const basedOn: Record<string, string[]> = {
    Paladin: ['Knight', 'Warrior', 'White Mage', 'Light Mage', 'Magician'],
    'Dread Knight': ['Knight', 'Warrior', 'Black Mage', 'Dark Mage', 'Magician'],
    Spellblade: ['Berserker', 'Warrior', 'Red Mage', 'Magician'],
    'Battle Dancer': ['Berserker', 'Warrior', 'Rogue', 'Scout'],
    Sage: ['Red Mage', 'White Mage', 'Light Mage', 'Magician'],
    Shadowblade: ['Black Mage', 'Dark Mage', 'Magician', 'Rogue', 'Scout'],
  };
  for (const [convergence, bases] of Object.entries(basedOn)) {
    it(`${convergence} matches ${bases.join(', ')} and itself, and no other role`, () => {
      const matched = roles.map((r) => r.name.text).filter((name) => roleMatches(g, convergence, name));
      expect(matched.sort()).toEqual([convergence, ...bases].sort());
    });
  }
});
