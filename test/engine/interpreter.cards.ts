/** Hand-built cards (AST nodes, no parser) used by interpreter tests, property tests and benches. */
import { name } from './helpers/ast';
import { bind, building, duration, emptyF, fx, onSpacesF, roleF, sel, spell, standardCrit, standardHit, territoryF, trigger, withinF, param } from './helpers/cards';

export const blastBolt = spell('Blast Bolt', {
  params: [param('power', 60), param('accuracy', 85)],
  attribute: name('fire'),
  pile: 'discard',
  bindings: [bind('caster', sel('summon', 'you', roleF('Magician'))), bind('target', sel('summon', 'opponent', withinF('6', 'caster')))],
  effect: [fx.damage('target', 'magical', 'caster.INT * (1 + power / 100) * (caster.INT / target.MDF)', standardHit, standardCrit(1.5))],
});
export const rush = spell('Rush', {
  bindings: [bind('target', sel('summon', 'you'))],
  effect: [fx.modify('target', ['MV'], 'mul', '2', duration('end-of-turn')), fx.modify('target', ['DEF'], 'div', '2', duration('end-of-opponents-next-turn'))],
});
export const dramaticReturn = spell('Dramatic Return!', {
  cardType: 'counter',
  speed: 'counter',
  trigger: trigger('defeated', { subject: sel('summon', 'you') }),
  bindings: [bind('space', sel('space', 'you', territoryF('you'), emptyF))],
  effect: [fx.ret('it', 'space', '10%')],
});
export const altar = building('Dark Altar', 2, 2, {
  pile: 'discard',
  abilities: [
    {
      kind: 'Triggered',
      trigger: trigger('turn-end', { whose: 'you', occurrence: 'next' }),
      optional: false,
      bindings: [],
      effect: [
        fx.destroy(sel('summon', 'any', onSpacesF('this')), 'altar'),
        fx.destroy('this'),
        // `if altar destroyed`: the outcome of the labelled step, not of the last destroy.
        fx.when({ kind: 'Outcome', outcome: name('destroyed'), label: name('altar'), range: blastBolt.range }, [fx.choose(bind('m', sel('summon', 'you', roleF('Magician')))), fx.setLevel('m', '20')]),
      ],
      range: blastBolt.range,
    },
  ],
});

export const healingHands = spell('Healing Hands', {
  params: [param('power', 40)],
  attribute: name('light'),
  pile: 'discard',
  bindings: [bind('caster', sel('summon', 'you', roleF('Magician'))), bind('target', sel('summon', 'you'))],
  effect: [fx.heal('target', 'caster.SPI * (1 + power / 100)', standardCrit(1.5))],
});

export const all = [blastBolt, rush, dramaticReturn, altar, healingHands];
