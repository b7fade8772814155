/**
 * A card's uploaded art, checked before it is stored: at most MAX_ART_BYTES, and a PNG, JPEG or WebP as
 * its first bytes say (the name or a declared content type proves nothing). Its width and height are
 * read from the header, so a file that claims a format but has no readable size is refused too. Pure.
 */
import { z } from 'zod';

/** 2 MiB: far more than a card's art needs at 300 dpi (750 × 1050 as a good JPEG is 200–400 KB). */
export const MAX_ART_BYTES = 2 * 1024 * 1024;
/** Larger images would be decoded for every face drawn from them; 8000 px covers any printer's need. */
export const MAX_ART_SIDE = 8000;

export const ArtContentType = z.enum(['image/png', 'image/jpeg', 'image/webp']);
export type ArtContentType = z.infer<typeof ArtContentType>;

export const ArtImageInfo = z.object({
  contentType: ArtContentType,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
});
export type ArtImageInfo = z.infer<typeof ArtImageInfo>;

export type ArtCheck = { ok: true; info: ArtImageInfo } | { ok: false; message: string };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((b, i) => bytes[at + i] === b);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

function u16be(bytes: Uint8Array, at: number): number {
  return ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
}
function u32be(bytes: Uint8Array, at: number): number {
  return (((bytes[at] ?? 0) << 24) >>> 0) + ((bytes[at + 1] ?? 0) << 16) + ((bytes[at + 2] ?? 0) << 8) + (bytes[at + 3] ?? 0);
}
function u16le(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
}
function u24le(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
}

type Size = { width: number; height: number } | undefined;

/** PNG: the IHDR chunk comes first, width and height as 32-bit big-endian numbers. */
function pngSize(bytes: Uint8Array): Size {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return undefined;
  return { width: u32be(bytes, 16), height: u32be(bytes, 20) };
}

/**
 * JPEG: walk the segments to the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC), which holds
 * height then width. Bounded by the file's length, so a truncated or looping file ends the walk.
 */
function jpegSize(bytes: Uint8Array): Size {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2; // markers without a length
      continue;
    }
    const length = u16be(bytes, at + 2);
    if (length < 2) return undefined;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > bytes.length) return undefined;
      return { width: u16be(bytes, at + 7), height: u16be(bytes, at + 5) };
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image, or scan data before any frame
    at += 2 + length;
  }
  return undefined;
}

/** WebP: a RIFF container whose first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function webpSize(bytes: Uint8Array): Size {
  if (bytes.length < 25) return undefined;
  const chunk = ascii(bytes, 12, 4);
  if (chunk !== 'VP8L' && bytes.length < 30) return undefined;
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return undefined;
    return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return undefined;
    const b1 = bytes[21] ?? 0;
    const b2 = bytes[22] ?? 0;
    const b3 = bytes[23] ?? 0;
    const b4 = bytes[24] ?? 0;
    return { width: 1 + (((b2 & 0x3f) << 8) | b1), height: 1 + (((b4 & 0x0f) << 10) | (b3 << 2) | ((b2 & 0xc0) >> 6)) };
  }
  if (chunk === 'VP8X') return { width: 1 + u24le(bytes, 24), height: 1 + u24le(bytes, 27) };
  return undefined;
}

function sniff(bytes: Uint8Array): { contentType: ArtContentType; size: Size } | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return { contentType: 'image/png', size: pngSize(bytes) };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', size: jpegSize(bytes) };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return { contentType: 'image/webp', size: webpSize(bytes) };
  return undefined;
}

function mib(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}

/** Checks an uploaded image: its size, its format by magic bytes, and its dimensions from the header. */
export function checkArtImage(bytes: Uint8Array): ArtCheck {
  if (bytes.length === 0) return { ok: false, message: 'the image is empty' };
  if (bytes.length > MAX_ART_BYTES) return { ok: false, message: `the image is ${mib(bytes.length)}; art can be at most ${mib(MAX_ART_BYTES)}` };
  const found = sniff(bytes);
  if (!found) return { ok: false, message: 'the file is not a PNG, JPEG or WebP image (its first bytes match none of them)' };
  const name = found.contentType.slice('image/'.length).toUpperCase();
  if (!found.size || found.size.width === 0 || found.size.height === 0) return { ok: false, message: `the ${name} image's header is damaged: its width and height cannot be read` };
  if (found.size.width > MAX_ART_SIDE || found.size.height > MAX_ART_SIDE) {
    return { ok: false, message: `the image is ${found.size.width} × ${found.size.height} pixels; art can be at most ${MAX_ART_SIDE} pixels a side` };
  }
  return { ok: true, info: { contentType: found.contentType, width: found.size.width, height: found.size.height, bytes: bytes.length } };
}

