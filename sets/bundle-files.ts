/**
 * The files of a set bundle. A bundle is a flat set of named files; on disk it is a folder or a zip
 * (bundle-zip.ts), in memory a map from file name to bytes.
 */
export type BundleFiles = ReadonlyMap<string, Uint8Array>;

export const CARDS_FILE = 'cards.json';
export const SCHEMA_FILE = 'schema.json';
export const TYPES_FILE = 'types.d.ts';
export const MANIFEST_FILE = 'manifest.json';
export const PUBLIC_KEY_FILE = 'public-key.pem';

/** The files the manifest lists and hashes, in the order they are written. */
export const CONTENT_FILES = [CARDS_FILE, SCHEMA_FILE, TYPES_FILE] as const;
/** Card faces, when an export includes them: `face-<card id>.png` (a bundle is a flat set of files). */
export const FACE_FILE_PREFIX = 'face-';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

/** Decodes UTF-8 strictly: invalid bytes are an error value, not replacement characters. */
export function readUtf8(bytes: Uint8Array): { ok: true; text: string } | { ok: false; error: string } {
  try {
    return { ok: true, text: decoder.decode(bytes) };
  } catch {
    return { ok: false, error: 'is not valid UTF-8' };
  }
}
