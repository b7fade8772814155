/**
 * A bundle on its way out: each file with its size and digests (what the manifest and a zip's headers
 * need before the file's bytes are written) and a way to produce its bytes, afresh each time. An export
 * produces cards.json twice — once to hash it, once to write it — instead of holding it: writing it
 * again costs a fraction of a second, holding it costs its size several times over (the string, the
 * bytes, the zip around them).
 */
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { BundleFiles } from './bundle-files';

export interface BundleEntry {
  name: string;
  /** Size in bytes. */
  size: number;
  /** SHA-256, 64 lowercase hex digits. */
  sha256: string;
  /** CRC-32, as a zip stores it. */
  crc32: number;
  /** The file's bytes, in order; every call produces them again. */
  chunks(): Iterable<Uint8Array>;
}

/** The files of a bundle, sorted by name. */
export type Bundle = readonly BundleEntry[];

/** An entry whose bytes are produced by `chunks`, measured by producing them once. */
export function entryOfChunks(name: string, chunks: () => Iterable<Uint8Array>): BundleEntry {
  const hash = createHash('sha256');
  let crc = 0;
  let size = 0;
  for (const chunk of chunks()) {
    hash.update(chunk);
    crc = crc32(chunk, crc);
    size += chunk.length;
  }
  return { name, size, sha256: hash.digest('hex'), crc32: crc, chunks };
}

export function entryOfBytes(name: string, bytes: Uint8Array): BundleEntry {
  return entryOfChunks(name, () => [bytes]);
}

export function bundleOfFiles(files: BundleFiles): Bundle {
  return [...files].map(([name, bytes]) => entryOfBytes(name, bytes)).sort(byName);
}

/** Every file's bytes in memory: for tests and in-process round trips, not for big sets. */
export function filesOfBundle(bundle: Bundle): Map<string, Uint8Array> {
  return new Map(bundle.map((entry) => [entry.name, Buffer.concat([...entry.chunks()])]));
}

export function byName(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}
