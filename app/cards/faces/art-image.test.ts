import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { MAX_ART_BYTES, MAX_ART_SIDE, checkArtImage } from './art-image';

/** A real PNG, encoded by pngjs (not by the code under test). */
function png(width: number, height: number): Uint8Array {
  const image = new PNG({ width, height });
  image.data.fill(200);
  return new Uint8Array(PNG.sync.write(image));
}

/** A JPEG's header by hand: SOI, an APP0 segment of 16 bytes, then SOF0 (precision, height, width). */
function jpeg(width: number, height: number, extraSegments: number[][] = []): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Array.from({ length: 14 }, () => 0)];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, ...Array.from({ length: 9 }, () => 0)];
  return new Uint8Array([0xff, 0xd8, ...app0, ...extraSegments.flat(), ...sof0, 0xff, 0xd9]);
}

function riff(chunk: string, payload: number[]): Uint8Array {
  const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
  const size = 4 + 8 + payload.length;
  return new Uint8Array([...ascii('RIFF'), size & 0xff, (size >> 8) & 0xff, 0, 0, ...ascii('WEBP'), ...ascii(chunk), payload.length & 0xff, 0, 0, 0, ...payload]);
}

describe('checkArtImage', () => {
  it('reads a PNG from its signature and IHDR', () => {
    expect(checkArtImage(png(40, 30))).toMatchObject({ ok: true, info: { contentType: 'image/png', width: 40, height: 30 } });
  });

  it('reads a JPEG from its start-of-frame, past other segments', () => {
    const comment = [0xff, 0xfe, 0x00, 0x05, 0x41, 0x42, 0x43];
    const bytes = jpeg(750, 1050, [comment]);
    expect(checkArtImage(bytes)).toEqual({ ok: true, info: { contentType: 'image/jpeg', width: 750, height: 1050, bytes: bytes.length } });
  });

  it('reads the three kinds of WebP header', () => {
    // VP8X: canvas width-1 and height-1 as 24-bit little-endian numbers after 4 flag bytes: 640 × 480.
    const vp8x = riff('VP8X', [0, 0, 0, 0, 0x7f, 0x02, 0x00, 0xdf, 0x01, 0x00]);
    expect(checkArtImage(vp8x)).toMatchObject({ ok: true, info: { contentType: 'image/webp', width: 640, height: 480 } });
    // VP8 (lossy): 3-byte frame tag, start code 9d 01 2a, then 14-bit width and height: 300 × 200.
    const vp8 = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x2c, 0x01, 0xc8, 0x00]);
    expect(checkArtImage(vp8)).toMatchObject({ ok: true, info: { width: 300, height: 200 } });
    // VP8L (lossless): signature 0x2f, then width-1 (14 bits) and height-1 (14 bits): 16 × 8, so 15 and 7:
    // bits 0-13 = 15, bits 14-27 = 7 → 15 | 7 << 14 = 0x1c00f.
    const vp8l = riff('VP8L', [0x2f, 0x0f, 0xc0, 0x01, 0x00]);
    expect(checkArtImage(vp8l)).toMatchObject({ ok: true, info: { width: 16, height: 8 } });
  });

  it('refuses other formats by their bytes, whatever they are called', () => {
    const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
    expect(checkArtImage(gif)).toEqual({ ok: false, message: 'the file is not a PNG, JPEG or WebP image (its first bytes match none of them)' });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(checkArtImage(svg).ok).toBe(false);
    expect(checkArtImage(new Uint8Array())).toEqual({ ok: false, message: 'the image is empty' });
  });

  it('refuses a file with the right magic bytes but no readable size', () => {
    const truncated = png(4, 4).slice(0, 12);
    expect(checkArtImage(truncated)).toEqual({ ok: false, message: "the PNG image's header is damaged: its width and height cannot be read" });
    expect(checkArtImage(new Uint8Array([0xff, 0xd8, 0xff, 0xd9])).ok).toBe(false);
  });

  it('refuses more than 2 MiB before looking at the bytes', () => {
    const big = new Uint8Array(MAX_ART_BYTES + 1);
    big.set(png(2, 2));
    expect(checkArtImage(big)).toEqual({ ok: false, message: 'the image is 2.0 MiB; art can be at most 2.0 MiB' });
    const atLimit = new Uint8Array(MAX_ART_BYTES);
    atLimit.set(png(2, 2));
    expect(checkArtImage(atLimit).ok).toBe(true);
  });

  it('refuses images larger than the side limit', () => {
    expect(checkArtImage(jpeg(MAX_ART_SIDE + 1, 10))).toEqual({ ok: false, message: `the image is ${MAX_ART_SIDE + 1} × 10 pixels; art can be at most ${MAX_ART_SIDE} pixels a side` });
  });

  it('never loops on a JPEG whose segments say length 0', () => {
    expect(checkArtImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x00, 0xff, 0xe0]))).toMatchObject({ ok: false });
  });
});
