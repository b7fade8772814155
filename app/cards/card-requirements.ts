/**
 * What a card asks of its player: the roles and species of the summons it needs them to control — in
 * its own choices (`caster: your Magician`, `target: your summon where it is a Warrior or …`) and its
 * play requirements (`requires you control a Warrior`). Enemy units a card targets are not requirements.
 * Names are as written; the library resolves them to display names.
 */
import type { Binding, CardDecl, Condition, Filter, Selector } from '../../dsl/ast';

export interface RequiredNames {
  roles: string[];
  species: string[];
}

export function requiredNames(card: CardDecl): RequiredNames {
  const roles = new Set<string>();
  const species = new Set<string>();
  const filters = (list: Filter[]): void => {
    for (const f of list) {
      if (f.kind === 'Role') roles.add(f.role.text);
      else if (f.kind === 'Species') species.add(f.species.text);
      else if (f.kind === 'Where') condition(f.condition);
    }
  };
  // Inside a `where`, `it is a Warrior` narrows the candidate: the same requirement as `your Warrior`.
  const condition = (c: Condition): void => {
    if (c.kind === 'And' || c.kind === 'Or') c.items.forEach(condition);
    else if (c.kind === 'Is') filters(c.filters);
    else if (c.kind === 'Exists') own(c.selector);
  };
  const own = (s: Selector): void => {
    if (s.owner === 'you' && (s.entity === 'summon' || s.entity === 'removed-summon')) filters(s.filters);
  };
  card.bindings.forEach((b: Binding) => own(b.selector));
  card.requirements.forEach(condition);
  return { roles: [...roles], species: [...species] };
}
