/**
 * The back of a printed card: the same for every card of a game (a print-and-play sheet's back pages).
 * A plain frame with the game's name, in the face's size, so it rasterises like a face. Pure.
 */
import { escapeXml, FACE_HEIGHT, FACE_WIDTH } from './face-svg';

/** A game without a display name: `chain-duel` → `Chain Duel`. */
function titleFromId(game: string): string {
  return game
    .replace(/[^A-Za-z0-9_-]/g, '')
    .split(/[-_]/)
    .filter((w) => w !== '')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** The back of `game`'s cards, titled with its display name when it has one ("Summoner's Grid"). */
export function cardBackSvg(game: string, displayName?: string): string {
  const w = FACE_WIDTH;
  const h = FACE_HEIGHT;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<rect width="${w}" height="${h}" rx="36" fill="#1f2a44"/>`,
    `<rect x="36" y="36" width="${w - 72}" height="${h - 72}" rx="24" fill="none" stroke="#c9a227" stroke-width="10"/>`,
    `<circle cx="${w / 2}" cy="${h / 2}" r="170" fill="none" stroke="#c9a227" stroke-width="8"/>`,
    `<text x="${w / 2}" y="${h / 2 + 20}" font-size="56" font-weight="bold" fill="#f4e9c8" text-anchor="middle">${escapeXml(displayName ?? titleFromId(game))}</text>`,
    `</svg>`,
  ].join('');
}
