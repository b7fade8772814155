/**
 * A card face drawn as SVG from its template: the one drawing every place shows (library, editor preview,
 * sandbox card panel, deck builder) and every export rasterises (PNG, the print-and-play PDF). Self-contained:
 * colours and sizes are attributes, the font is named by family (face-font.ts), nothing refers outside the
 * SVG but the art's address. The SVG's size is poker size at 300 dpi: 750 × 1050 user units (2.5 × 3.5 in).
 *
 * Every text is laid out by face-layout.ts; each group of text says which box it belongs to (`data-box`),
 * the area it is laid out in (`data-area="x y w h"`) and the drawn box it must stay inside
 * (`data-bounds`), so tests can check that nothing leaves its box.
 */
import type { CardFace } from '../card-face';
import { FACE_FONT_FAMILY } from './face-font';
import { layoutFace, nameAndCost, type LaidLine, type LaidParagraphs } from './face-layout';
import { faceHash, placeholderArt } from './face-placeholder-art';
import type { FaceBox, FaceTemplate } from './face-template';
import { BASELINE, LINE_HEIGHT, PARAGRAPH_GAP } from './face-text-fit';

export const FACE_WIDTH = 750;
export const FACE_HEIGHT = 1050;

/**
 * A card's uploaded image: a `data:` URL (exports, which rasterise without a network) or an address the
 * browser loads (the studio: `/api/cards/<id>/art?v=<version>`). Drawn over the generated placeholder, so a
 * missing image leaves the placeholder showing.
 */
export interface FaceArt {
  href: string;
}

export interface FaceSvgInput {
  face: CardFace;
  template: FaceTemplate;
  /** The card's uploaded art; without it the face draws a generated placeholder. */
  art?: FaceArt;
  /** The set's code and the card's number in it (`CORE 012/120`), when the card belongs to a set. */
  setCode?: string;
  number?: string;
  /** The drawn width and height attributes (default: the full 750 × 1050); the view box stays the same. */
  width?: number | string;
  height?: number | string;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function boxAttrs(area: FaceBox, bounds: FaceBox): string {
  const list = (b: FaceBox) => `${n(b.x)} ${n(b.y)} ${n(b.w)} ${n(b.h)}`;
  return `data-area="${list(area)}" data-bounds="${list(bounds)}"`;
}

function fontAttrs(size: number, style: LaidLine['style'], fill: string): string {
  const weight = style === 'bold' ? ' font-weight="bold"' : '';
  const italic = style === 'italic' ? ' font-style="italic"' : '';
  return `font-family="${FACE_FONT_FAMILY}" font-size="${n(size)}"${weight}${italic} fill="${fill}"`;
}

function anchorX(area: FaceBox, align: LaidLine['align']): number {
  return align === 'start' ? area.x : align === 'middle' ? area.x + area.w / 2 : area.x + area.w;
}

/** One line, centred vertically in its area; squeezed to the area's width when it does not fit. */
function drawLine(line: LaidLine, fill: string, testId?: string): string {
  const baseline = line.area.y + (line.area.h - line.size * LINE_HEIGHT) / 2 + line.size * (BASELINE + (LINE_HEIGHT - 1) / 2);
  const squeeze = line.fits ? '' : ` textLength="${n(line.area.w)}" lengthAdjust="spacingAndGlyphs"`;
  const anchor = line.align === 'start' ? '' : ` text-anchor="${line.align}"`;
  const id = testId ? ` data-testid="${testId}"` : '';
  return `<g data-box="${line.box}" ${boxAttrs(line.area, line.bounds)}${id}><text x="${n(anchorX(line.area, line.align))}" y="${n(baseline)}"${anchor}${squeeze} ${fontAttrs(line.size, line.style, fill)}>${escapeXml(line.text)}</text></g>`;
}

/** Paragraphs from the top of their area, one text element per line. */
function drawParagraphs(laid: LaidParagraphs, fill: string, testId: string): string {
  const { size, paragraphs } = laid.fitted;
  let y = laid.area.y;
  const lines: string[] = [];
  for (const paragraph of paragraphs) {
    for (const text of paragraph) {
      lines.push(`<text x="${n(laid.area.x)}" y="${n(y + size * BASELINE)}" ${fontAttrs(size, laid.style, fill)}>${escapeXml(text)}</text>`);
      y += size * LINE_HEIGHT;
    }
    y += size * PARAGRAPH_GAP;
  }
  return `<g data-box="${laid.box}" ${boxAttrs(laid.area, laid.bounds)} data-testid="${testId}">${lines.join('')}</g>`;
}

function rect(box: FaceBox, fill: string, radius: number, extra = ''): string {
  return `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" rx="${n(radius)}" fill="${fill}"${extra}/>`;
}

function drawArt(input: FaceSvgInput, clipId: string, gradientId: string): string {
  const { art: box } = input.template;
  const placeholder = placeholderArt(input.face.name, box);
  const shapes = placeholder.shapes.map((s) =>
    s.kind === 'circle'
      ? `<circle cx="${n(s.cx)}" cy="${n(s.cy)}" r="${n(s.r)}" fill="#ffffff" fill-opacity="${n(s.opacity)}"/>`
      : `<path d="M${n(s.cx)} ${n(s.cy - s.r)}L${n(s.cx + s.r)} ${n(s.cy)}L${n(s.cx)} ${n(s.cy + s.r)}L${n(s.cx - s.r)} ${n(s.cy)}Z" fill="#ffffff" fill-opacity="${n(s.opacity)}"/>`,
  );
  const initialsSize = Math.min(box.h * 0.42, box.w / Math.max(1, placeholder.initials.length) / 0.85);
  const initials = `<text x="${n(box.x + box.w / 2)}" y="${n(box.y + box.h / 2 + initialsSize * 0.36)}" text-anchor="middle" ${fontAttrs(initialsSize, 'bold', '#ffffff')} fill-opacity="0.85">${escapeXml(placeholder.initials)}</text>`;
  const image = input.art
    ? `<image href="${escapeXml(input.art.href)}" x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" preserveAspectRatio="xMidYMid slice"/>`
    : '';
  return [
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${placeholder.from}"/><stop offset="1" stop-color="${placeholder.to}"/></linearGradient>`,
    `<clipPath id="${clipId}">${rect(box, '#000', 10)}</clipPath></defs>`,
    `<g clip-path="url(#${clipId})" data-testid="face-art">${rect(box, `url(#${gradientId})`, 0)}${shapes.join('')}${initials}${image}</g>`,
    rect(box, 'none', 10, ` stroke="${input.template.frame.border}" stroke-width="3"`),
  ].join('');
}

export function renderFaceSvg(input: FaceSvgInput): string {
  const { face, template } = input;
  const { frame } = template;
  const laid = layoutFace(face, template, { setCode: input.setCode, number: input.number });
  // Ids unique to this face and template, so several faces inline in one page do not take each other's.
  const id = `face${faceHash(`${face.name}|${template.cardType}|${template.rarity ?? ''}|${template.art.x},${template.art.y},${template.art.w},${template.art.h}`).toString(36)}`;
  const inner = { x: template.border, y: template.border, w: FACE_WIDTH - 2 * template.border, h: FACE_HEIGHT - 2 * template.border };
  const nameBar = { ...nameAndCost(template), h: Math.max(template.name.h, template.cost.h) };
  const parts = [
    rect({ x: 0, y: 0, w: FACE_WIDTH, h: FACE_HEIGHT }, frame.border, template.radius),
    rect(inner, frame.background, Math.max(0, template.radius - template.border / 2)),
    rect(nameBar, frame.bar, 14),
    drawLine(laid.name, frame.ink, 'face-svg-name'),
    laid.cost ? drawLine(laid.cost, frame.ink, 'face-svg-cost') : '',
    drawArt(input, `${id}-clip`, `${id}-art`),
    rect(template.typeLine, frame.bar, 10),
    drawLine(laid.typeLine, frame.ink, 'face-svg-type'),
    ...laid.stats.map((s) => `<g data-testid="face-svg-stat">${rect(s.cell, frame.bar, 8)}${drawLine(s.label, frame.ink)}${drawLine(s.value, frame.ink)}</g>`),
    rect(laid.textBox, frame.textBox, 12, ` stroke="${frame.bar}" stroke-width="2"`),
    drawParagraphs(laid.text, frame.textInk, 'face-svg-text'),
    laid.flavor ? drawParagraphs(laid.flavor, frame.textInk, 'face-svg-flavor') : '',
    laid.set.text === '' ? '' : drawLine(laid.set, frame.textInk, 'face-svg-set'),
    laid.rarity ? drawLine(laid.rarity, frame.textInk, 'face-svg-rarity') : '',
    laid.rarity
      ? `<circle cx="${n(template.set.x + template.set.w - template.set.h / 2)}" cy="${n(template.set.y + template.set.h / 2)}" r="${n(template.set.h * 0.32)}" fill="${frame.accent}" stroke="${frame.textInk}" stroke-width="1.5"/>`
      : '',
  ];
  const width = input.width ?? FACE_WIDTH;
  const height = input.height ?? FACE_HEIGHT;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${FACE_WIDTH} ${FACE_HEIGHT}" role="img" aria-label="${escapeXml(`Card face of ${face.name}`)}">${parts.join('')}</svg>`;
}
