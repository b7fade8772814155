/** Hover reads the game's declared vocabulary: card types, stats and card properties of a duel card. */
import { describe, expect, it } from 'vitest';
import { duelProbe, duelProject } from '../testing/duel-fixture';
import { LanguageService } from './service';

const service = new LanguageService(duelProject());

describe('hover in a game that declares its vocabulary', () => {
  it('describes a declared card type, a stat and a card property', () => {
    const text = 'spell S { mana 1 target: enemy monster effect { deal target.power damage to target } }';
    service.update(duelProbe, text);
    expect(service.hover(duelProbe, text.indexOf('monster') + 1)?.contents).toBe('**monster** — a card type of this game; in play it sits in the battlefield\n\n[Open in the language reference](/reference#card-type-monster)');
    expect(service.hover(duelProbe, text.indexOf('power') + 1)?.contents).toBe('**power** of `target` — a stat\n\n[Open in the language reference](/reference#stat-power)');
    expect(service.hover(duelProbe, text.indexOf('mana') + 1)?.contents).toBe('**mana** — a card property');
  });
});
