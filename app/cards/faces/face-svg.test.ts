import { describe, expect, it } from 'vitest';
import type { CardFace } from '../card-face';
import { FACE_FONT_FAMILY } from './face-font';
import { faceOverflow, layoutFace } from './face-layout';
import { initialsOf, placeholderArt } from './face-placeholder-art';
import { FACE_HEIGHT, FACE_WIDTH, renderFaceSvg } from './face-svg';
import { DEFAULT_LAYOUT, faceTemplateFor } from './face-template';
import { textWidth } from './face-text-fit';

const face: CardFace = {
  name: 'Blast <Bolt> & "Co"',
  cardType: 'action',
  typeLine: 'Action · Fire',
  speed: 'action',
  rarity: 'Rare',
  provisional: false,
  stats: [{ label: 'Power', value: '30' }],
  requires: { roles: ['Mage'], species: [] },
  text: ['Deal 3 damage.'],
  flavor: 'Hot.',
};
const template = faceTemplateFor(undefined, face);

describe('renderFaceSvg', () => {
  const svg = renderFaceSvg({ face, template, setCode: 'CORE', number: '012/120' });

  it('is a 750 × 1050 SVG that names its font by family and loads nothing but art', () => {
    expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${FACE_WIDTH}" height="${FACE_HEIGHT}" viewBox="0 0 750 1050"`));
    expect(svg).toContain(`font-family="${FACE_FONT_FAMILY}"`);
    expect(svg).not.toMatch(/class=|<style|@import|url\((?!#)/);
    expect(svg).not.toContain('<image');
  });

  it('escapes the words it draws', () => {
    expect(svg).toContain('Blast &#60;Bolt&#62; &#38; &#34;Co&#34;');
    expect(svg).not.toContain('<Bolt>');
  });

  it('draws the words of the face: cost (speed), type line, stats, requirements, text, flavour, set and rarity', () => {
    for (const words of ['>Action<', '>Action · Fire<', '>Power<', '>30<', '>Requires Mage.<', '>Deal 3 damage.<', '>“Hot.”<', '>CORE 012/120<', '>Rare<']) expect(svg).toContain(words);
  });

  it('draws uploaded art over the placeholder, clipped to the art box', () => {
    const withArt = renderFaceSvg({ face, template, art: { href: '/api/cards/blast-bolt/art?v=2&x=1' } });
    expect(withArt).toContain('<image href="/api/cards/blast-bolt/art?v=2&#38;x=1"');
    expect(withArt.indexOf('<image')).toBeGreaterThan(withArt.indexOf('>BB<'));
  });

  it('draws the same face the same way every time', () => {
    expect(renderFaceSvg({ face, template, setCode: 'CORE', number: '012/120' })).toBe(svg);
  });
});

describe('layoutFace', () => {
  const bare: CardFace = { name: 'Bare', cardType: 'spell', typeLine: 'Spell', provisional: false, stats: [], requires: { roles: [], species: [] }, text: ['x'] };

  it('gives the rules text the space of missing stats and flavour', () => {
    const laid = layoutFace(bare, template);
    expect(laid.textBox).toEqual({ x: DEFAULT_LAYOUT.text.x, y: DEFAULT_LAYOUT.stats.y, w: DEFAULT_LAYOUT.text.w, h: DEFAULT_LAYOUT.flavor.y + DEFAULT_LAYOUT.flavor.h - DEFAULT_LAYOUT.stats.y });
    expect(layoutFace(face, template).textBox).toEqual({ x: DEFAULT_LAYOUT.text.x, y: DEFAULT_LAYOUT.text.y, w: DEFAULT_LAYOUT.text.w, h: DEFAULT_LAYOUT.text.h });
  });

  it("puts the template's cost properties in the cost box and the others with the stats", () => {
    const monster: CardFace = { ...bare, properties: [{ label: 'Mana', value: '7' }, { label: 'Traits', value: 'fire' }], stats: [{ label: 'Power', value: '6' }] };
    const laid = layoutFace(monster, { ...template, costProperties: ['mana'] });
    expect(laid.cost?.text).toBe('Mana 7');
    expect(laid.stats.map((s) => s.label.text)).toEqual(['Power', 'Traits']);
  });

  it('widens the name over the room a right-aligned cost leaves, and over the whole cost box without a cost', () => {
    const cost = DEFAULT_LAYOUT.cost;
    const name = { ...DEFAULT_LAYOUT.name, w: 300 };
    const narrow = { ...template, name };
    const laid = layoutFace(face, narrow);
    // "Action" in bold at the cost's size, right-aligned in the cost box less its padding (16 a side),
    // then 16 of the name's own padding before it.
    expect(laid.cost?.text).toBe('Action');
    const costStart = cost.x + cost.w - 16 - textWidth('Action', laid.cost?.size ?? 0, 'bold') - 16;
    expect(costStart - 16 - name.x).toBeGreaterThan(300);
    expect(laid.name.bounds).toEqual({ ...name, w: costStart - 16 - name.x });
    expect(layoutFace(bare, narrow).name.bounds).toEqual({ x: name.x, y: name.y, w: cost.x + cost.w - name.x, h: name.h });
  });

  it('lays stats out in rows of the template’s columns', () => {
    const stats = Array.from({ length: 7 }, (_, i) => ({ label: `S${i}`, value: '1' }));
    const laid = layoutFace({ ...bare, stats }, { ...template, stats: { x: 0, y: 100, w: 432, h: 100, size: 20, minSize: 10, columns: 5 } });
    // Five 80-wide cells to a row (432 − 4 gaps of 8 = 400), two 46-high rows (100 − one gap of 8 = 92).
    expect(laid.stats.map((s) => [s.cell.x, s.cell.y])).toEqual([[0, 100], [88, 100], [176, 100], [264, 100], [352, 100], [0, 154], [88, 154]]);
    expect(laid.stats[0]?.cell).toMatchObject({ w: 80, h: 46 });
  });
});

describe('faceOverflow', () => {
  it('names each box whose text does not fit at its smallest size', () => {
    const long: CardFace = { ...face, text: Array.from({ length: 40 }, () => 'Deal 3 damage to every summon on the grid.') };
    expect(faceOverflow(face, template)).toEqual([]);
    expect(faceOverflow(long, template).map((o) => o.box)).toEqual(['text']);
  });

  it("fits a summon's nine stats in the default layout, and names every stat of a box too small for them", () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({ label: `ST${i}`, value: '12', note: '++' }));
    expect(faceOverflow({ ...face, stats: nine }, template)).toEqual([]);
    // Three rows in a 132-high box: cells 38.7 high, labels 11.7 high (under the 12.8 × 1.2 their
    // smallest size, 16 × 0.8, needs) and values 19 (under the 16 × 1.2 theirs needs).
    const fifteen = Array.from({ length: 15 }, (_, i) => ({ label: `S${i}`, value: '1' }));
    const problems = faceOverflow({ ...face, stats: fifteen }, template);
    expect(problems.map((p) => p.box)).toEqual(['stats']);
    expect(problems[0]?.message).toMatch(/^the stats box is too small for "S0", "1", "S1", "S2", .*"S14" even at size 12.8 or 16$/);
  });
});

describe('placeholderArt', () => {
  it('is chosen by the name alone', () => {
    const box = { x: 0, y: 0, w: 100, h: 100 };
    expect(placeholderArt('Blast Bolt', box)).toEqual(placeholderArt('Blast Bolt', box));
    expect(placeholderArt('Blast Bolt', box).from).not.toBe(placeholderArt('Drain Touch', box).from);
  });

  it('shows up to two initials', () => {
    expect(initialsOf('Blast Bolt')).toBe('BB');
    expect(initialsOf('Alrecht Barkstep, Scoutmaster')).toBe('AB');
    expect(initialsOf('rush')).toBe('R');
    expect(initialsOf('"Come Here!"')).toBe('CH');
  });
});
