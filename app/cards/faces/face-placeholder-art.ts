/**
 * The picture a face shows until the card has art: a gradient, a scatter of shapes and the card's
 * initials, all chosen from a hash of the card's name, so a card looks the same everywhere and every time,
 * and two cards rarely alike.
 */
import { createRng, nextFraction } from '../../../engine/core/rng';
import type { FaceBox } from './face-template';

/** FNV-1a: a 32-bit hash of the text (stable across runs and platforms). */
export function faceHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** `#rrggbb` of a hue (degrees), saturation and lightness (0–1): rasterisers differ in hsl() support, hex they all read. */
export function hslHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Up to two initials: the first letters of the name's first two words (`Blast Bolt` → `BB`). */
export function initialsOf(name: string): string {
  const words = name.split(/[\s\-–—]+/).filter((w) => /\p{L}|\p{N}/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => [...w].find((c) => /\p{L}|\p{N}/u.test(c)) ?? '')
    .join('')
    .toUpperCase();
}

export interface PlaceholderArt {
  /** The gradient's two colours, top-left to bottom-right. */
  from: string;
  to: string;
  shapes: Array<{ kind: 'circle' | 'diamond'; cx: number; cy: number; r: number; opacity: number }>;
  initials: string;
}

/** The placeholder for a card named `name` in an art box. */
export function placeholderArt(name: string, box: FaceBox): PlaceholderArt {
  const hash = faceHash(name);
  const rng = createRng(hash);
  const random = () => nextFraction(rng);
  const hue = hash % 360;
  const shift = 40 + (hash >>> 9) % 80;
  const kind = (hash >>> 17) % 2 === 0 ? 'circle' : 'diamond';
  const shapes = Array.from({ length: 9 }, () => ({
    kind,
    cx: box.x + random() * box.w,
    cy: box.y + random() * box.h,
    r: box.h * (0.06 + random() * 0.22),
    opacity: 0.08 + random() * 0.14,
  })) satisfies PlaceholderArt['shapes'];
  return { from: hslHex(hue, 0.55, 0.55), to: hslHex((hue + shift) % 360, 0.5, 0.22), shapes, initials: initialsOf(name) };
}
