import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { faceRasteriser } from './face-png';
import { FACE_HEIGHT, FACE_WIDTH, renderFaceSvg } from './face-svg';
import { faceTemplateFor } from './face-template';
import { artDataUrl } from './export-cards';
import { cardBackSvg } from './card-back-svg';
import type { CardFace } from '../card-face';

/** Width and height from the PNG's IHDR chunk: bytes 16–19 and 20–23, big-endian. */
function pngHeaderSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const face: CardFace = { name: 'Fireball', cardType: 'action', typeLine: 'Action · Fire', provisional: false, stats: [], requires: { roles: [], species: [] }, text: ['Deal 3 damage.'] };

describe('faceRasteriser', () => {
  it('rasterises a face at print resolution, 750 × 1050', async () => {
    const rasterise = await faceRasteriser();
    const png = rasterise(renderFaceSvg({ face, template: faceTemplateFor(undefined, face) }));
    expect(pngHeaderSize(png)).toEqual({ width: 750, height: 1050 });
    expect([FACE_WIDTH, FACE_HEIGHT]).toEqual([750, 1050]);
  }, 30_000);

  it('draws art given as a data URL, without a network', async () => {
    const art = new PNG({ width: 4, height: 4 });
    for (let i = 0; i < art.data.length; i += 4) art.data.set([255, 0, 0, 255], i); // opaque red
    const href = artDataUrl({ contentType: 'image/png', data: new Uint8Array(PNG.sync.write(art)) });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="1050"><rect width="750" height="1050" fill="#00f"/><image href="${href}" x="100" y="100" width="200" height="200"/></svg>`;
    const out = PNG.sync.read(Buffer.from((await faceRasteriser())(svg)));
    const pixel = (x: number, y: number) => [...out.data.subarray((y * out.width + x) * 4, (y * out.width + x) * 4 + 3)];
    expect(pixel(200, 200)).toEqual([255, 0, 0]); // inside the image
    expect(pixel(500, 500)).toEqual([0, 0, 255]); // outside it
  }, 30_000);

  it('writes text with the loaded fonts (the back names its game)', async () => {
    const out = PNG.sync.read(Buffer.from((await faceRasteriser())(cardBackSvg('mana-duel'))));
    // Light text pixels in the band where the title sits (centre line, y ≈ 525–545); none without fonts.
    let light = 0;
    for (let y = 500; y < 550; y++) for (let x = 200; x < 550; x++) if ((out.data[(y * out.width + x) * 4] ?? 0) > 200) light++;
    expect(light).toBeGreaterThan(500);
  }, 30_000);
});
