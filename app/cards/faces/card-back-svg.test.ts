import { describe, expect, it } from 'vitest';
import { cardBackSvg } from './card-back-svg';

describe('the back of a printed card', () => {
  it("names its game by its display name, escaped for the SVG (Summoner's Grid keeps its apostrophe)", () => {
    const svg = cardBackSvg('summoners-grid', "Summoner's Grid");
    expect(svg).toContain('>Summoner&#39;s Grid</text>');
    expect(cardBackSvg('x', 'A <b> & C')).toContain('>A &#60;b&#62; &#38; C</text>');
  });

  it('falls back to a title made of the id when the game has no display name', () => {
    expect(cardBackSvg('chain-duel')).toContain('>Chain Duel</text>');
  });
});
