/**
 * Where everything on a face goes and at what size: the template's boxes filled with the face's words,
 * each text fitted (face-text-fit.ts). The SVG drawing (face-svg.ts) draws this, and faceOverflow reads
 * from it which texts do not fit even at their smallest size, so the two never disagree.
 */
import type { CardFace, FaceStat } from '../card-face';
import type { FaceFontStyle } from './face-font';
import type { FaceBox, FaceTemplate, FaceTextBox } from './face-template';
import { fitLine, fitText, textWidth, type FittedText } from './face-text-fit';

/** Space between a text box's edge and its text. */
export const TEXT_PADDING = 16;
/** The stat cells: the gap between cells, and the label's size as a share of the value's. */
export const STAT_GAP = 8;
export const STAT_LABEL_SCALE = 0.62;

export type FaceBoxName = 'name' | 'cost' | 'typeLine' | 'stats' | 'text' | 'flavor' | 'set';

export interface LaidLine {
  box: FaceBoxName;
  /** The area the text is laid out in (its box less padding). */
  area: FaceBox;
  /** The drawn box the text belongs to (a bar, a cell, the text box), which its ink must not leave. */
  bounds: FaceBox;
  text: string;
  size: number;
  style: FaceFontStyle;
  align: 'start' | 'middle' | 'end';
  /** Did it fit at `size` (false: squeezed to the area's width when drawn). */
  fits: boolean;
}

export interface LaidParagraphs {
  box: FaceBoxName;
  area: FaceBox;
  bounds: FaceBox;
  style: FaceFontStyle;
  fitted: FittedText;
}

export interface LaidStat {
  cell: FaceBox;
  label: LaidLine;
  value: LaidLine;
}

export interface FaceLayoutResult {
  name: LaidLine;
  cost: LaidLine | undefined;
  typeLine: LaidLine;
  stats: LaidStat[];
  /** The rules text box as drawn (it takes the stats' space when there are no stats, the flavour's when there is no flavour). */
  textBox: FaceBox;
  text: LaidParagraphs;
  flavor: LaidParagraphs | undefined;
  set: LaidLine;
  rarity: LaidLine | undefined;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function inset(box: FaceBox, by: number, byY = by): FaceBox {
  return { x: box.x + by, y: box.y + byY, w: Math.max(1, box.w - 2 * by), h: Math.max(1, box.h - 2 * byY) };
}

function line(box: FaceBoxName, area: FaceBox, bounds: FaceBox, spec: Pick<FaceTextBox, 'size' | 'minSize' | 'align'>, text: string, style: FaceFontStyle): LaidLine {
  const fitted = fitLine(text, area.w, area.h, spec.size, spec.minSize, style);
  return { box, area, bounds, text, size: fitted.size, style, align: spec.align, fits: fitted.fits };
}

/** The template's card properties that go in the cost box, and the rest. */
function splitProperties(face: CardFace, template: FaceTemplate): { cost: FaceStat[]; other: FaceStat[] } {
  const names = new Set((template.costProperties ?? []).map((p) => p.toLowerCase()));
  const properties = face.properties ?? [];
  return { cost: properties.filter((p) => names.has(p.label.toLowerCase())), other: properties.filter((p) => !names.has(p.label.toLowerCase())) };
}

function costText(face: CardFace, cost: readonly FaceStat[]): string {
  if (cost.length > 0) return cost.map((p) => `${p.label} ${p.value}`).join(' · ');
  return face.speed ? capitalize(face.speed) : '';
}

function statCells(stats: readonly FaceStat[], template: FaceTemplate): LaidStat[] {
  const box = template.stats;
  const columns = Math.min(box.columns, Math.max(1, stats.length));
  const rows = Math.ceil(stats.length / columns);
  const cellW = (box.w - (columns - 1) * STAT_GAP) / columns;
  const cellH = (box.h - (rows - 1) * STAT_GAP) / rows;
  return stats.map((stat, i) => {
    const cell = { x: box.x + (i % columns) * (cellW + STAT_GAP), y: box.y + Math.floor(i / columns) * (cellH + STAT_GAP), w: cellW, h: cellH };
    const inner = inset(cell, 6, 4);
    const labelH = inner.h * 0.38;
    const labelArea = { x: inner.x, y: inner.y, w: inner.w, h: labelH };
    const valueArea = { x: inner.x, y: inner.y + labelH, w: inner.w, h: inner.h - labelH };
    const labelSpec = { size: box.size * STAT_LABEL_SCALE, minSize: Math.min(box.minSize, box.size * STAT_LABEL_SCALE) * 0.8, align: 'middle' as const };
    const value = stat.note ? `${stat.value} ${stat.note}` : stat.value;
    return {
      cell,
      label: line('stats', labelArea, cell, labelSpec, stat.label, 'regular'),
      value: line('stats', valueArea, cell, { size: box.size, minSize: box.minSize, align: 'middle' }, value, 'bold'),
    };
  });
}

/** The rules text's paragraphs, with what the card requires first. */
function rulesParagraphs(face: CardFace): string[] {
  const requires = [...face.requires.roles, ...face.requires.species];
  return [...(requires.length > 0 ? [`Requires ${requires.join(', ')}.`] : []), ...face.text];
}

/** The name box widened to the cost box's right edge. */
export function nameAndCost(template: FaceTemplate): FaceBox {
  const { name, cost } = template;
  return { x: name.x, y: name.y, w: Math.max(name.w, cost.x + cost.w - name.x), h: name.h };
}

/**
 * The name's box: the template's, widened over the part of the cost box a right-aligned cost leaves
 * empty (all of it without a cost), so a long name shrinks no more than it must.
 */
function nameBeside(template: FaceTemplate, cost: LaidLine | undefined): FaceBox {
  const whole = nameAndCost(template);
  if (cost === undefined) return whole;
  if (cost.align !== 'end') return template.name;
  const costStart = cost.area.x + cost.area.w - textWidth(cost.text, cost.size, cost.style) - TEXT_PADDING;
  return { ...template.name, w: Math.max(template.name.w, costStart - TEXT_PADDING - template.name.x) };
}

export interface SetLine {
  setCode?: string;
  number?: string;
}

export function layoutFace(face: CardFace, template: FaceTemplate, set: SetLine = {}): FaceLayoutResult {
  const { cost, other } = splitProperties(face, template);
  const stats = [...face.stats, ...other];
  const cost_ = costText(face, cost);
  const typeLine = face.species ? `${face.typeLine} · ${face.species}` : face.typeLine;

  // The rules text takes the space of what the face does not have.
  const top = stats.length > 0 ? template.text.y : Math.min(template.stats.y, template.text.y);
  const bottom = face.flavor !== undefined ? template.text.y + template.text.h : Math.max(template.text.y + template.text.h, template.flavor.y + template.flavor.h);
  const textBox = { x: template.text.x, y: top, w: template.text.w, h: bottom - top };
  const textArea = inset(textBox, TEXT_PADDING, TEXT_PADDING * 0.75);
  const paragraphs = rulesParagraphs(face);

  const setWords = [set.setCode, set.number].filter((w): w is string => w !== undefined && w !== '').join(' ');
  const setArea = { ...template.set, w: template.set.w * 0.6 };
  const rarityArea = { x: template.set.x + template.set.w * 0.6, y: template.set.y, w: template.set.w * 0.4 - template.set.h, h: template.set.h };
  const flavorArea = inset(template.flavor, TEXT_PADDING, 0);
  const costLine = cost_ === '' ? undefined : line('cost', inset(template.cost, TEXT_PADDING, 0), template.cost, template.cost, cost_, 'bold');
  const nameBox = nameBeside(template, costLine);

  return {
    name: line('name', inset(nameBox, TEXT_PADDING, 0), nameBox, template.name, face.name, 'bold'),
    cost: costLine,
    typeLine: line('typeLine', inset(template.typeLine, TEXT_PADDING, 0), template.typeLine, template.typeLine, typeLine, 'regular'),
    stats: statCells(stats, template),
    textBox,
    text: {
      box: 'text',
      area: textArea,
      bounds: textBox,
      style: 'regular',
      fitted: fitText(paragraphs.length > 0 ? paragraphs : ['No rules text.'], textArea.w, textArea.h, template.text.size, template.text.minSize, 'regular'),
    },
    flavor:
      face.flavor === undefined
        ? undefined
        : { box: 'flavor', area: flavorArea, bounds: template.flavor, style: 'italic', fitted: fitText([`“${face.flavor}”`], flavorArea.w, flavorArea.h, template.flavor.size, template.flavor.minSize, 'italic') },
    set: line('set', setArea, template.set, template.set, setWords === '' ? (face.provisional ? 'provisional' : '') : `${setWords}${face.provisional ? ' · provisional' : ''}`, 'regular'),
    rarity: face.rarity === undefined ? undefined : line('set', rarityArea, template.set, { ...template.set, align: 'end' }, face.rarity, 'bold'),
  };
}

export interface FaceOverflow {
  box: FaceBoxName;
  message: string;
}

/** The texts of a face that do not fit their boxes even at their smallest size. */
export function faceOverflow(face: CardFace, template: FaceTemplate): FaceOverflow[] {
  const laid = layoutFace(face, template);
  const problems: FaceOverflow[] = [];
  const lines = [laid.name, laid.cost, laid.typeLine, laid.set, laid.rarity, ...laid.stats.flatMap((s) => [s.label, s.value])];
  // One problem per box, naming every text that does not fit in it.
  const tooBig = new Map<FaceBoxName, LaidLine[]>();
  for (const l of lines) if (l !== undefined && !l.fits) tooBig.set(l.box, [...(tooBig.get(l.box) ?? []), l]);
  for (const [box, texts] of tooBig) {
    const sizes = [...new Set(texts.map((t) => Math.round(t.size * 10) / 10))].join(' or ');
    const words = [...new Set(texts.map((t) => `"${t.text}"`))].join(', ');
    problems.push({ box, message: `the ${box} box is too small for ${words} even at size ${sizes}` });
  }
  for (const p of [laid.text, laid.flavor]) {
    if (p !== undefined && !p.fitted.fits) {
      const lines = p.fitted.paragraphs.reduce((n, ls) => n + ls.length, 0);
      problems.push({ box: p.box, message: `the ${p.box} box is too small for its ${lines} lines even at size ${p.fitted.size}` });
    }
  }
  return problems;
}
