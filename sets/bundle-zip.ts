/**
 * A bundle as one .zip file: what the studio downloads and uploads. Writing is deterministic — entries
 * sorted by name, stored (no compression), every timestamp 1980-01-01 00:00 (the zip epoch), no
 * extra fields — so the same bundle always gives the same zip bytes. Reading also accepts what common
 * tools make when someone re-zips a bundle folder: deflated entries, and every file inside one top-level
 * folder. Zip64, encryption and nested folders are reported, not guessed at.
 *
 * Reading is bounded: the files' total uncompressed size may not pass `maxTotalBytes`. The sizes the
 * zip declares are checked first (a bomb is refused before anything is inflated), and each entry is
 * inflated with the budget that is left as its output limit, so an entry lying about its size stops
 * inflating at the cap too; nothing past the cap is ever produced.
 */
import { crc32, inflateRawSync } from 'node:zlib';
import type { BundleFiles } from './bundle-files';
import { bundleOfFiles, byName, type Bundle } from './bundle-entries';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const UTF8_NAMES = 0x0800;
const DOS_DATE_1980_01_01 = (1 << 5) | 1;
const VERSION = 20;
const STORED = 0;
const DEFLATED = 8;
/** The default cap on the total uncompressed size: a bundle of 10,000 cards is 57 MiB. */
export const DEFAULT_MAX_TOTAL_BYTES = 256 * 1024 * 1024;

export function writeZip(files: BundleFiles): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.concat([...zipChunks(bundleOfFiles(files))]));
}

/** The total size of the zip zipChunks writes: what an HTTP response announces before the first byte. */
export function zipSize(bundle: Bundle): number {
  const names = bundle.reduce((n, e) => n + Buffer.byteLength(e.name, 'utf8'), 0);
  return bundle.reduce((n, e) => n + 30 + 46 + e.size, 0) + 2 * names + 22;
}

/**
 * The zip of `bundle`, a piece at a time: each entry's local header and its bytes (produced as they are
 * written, never held), then the central directory. The same bytes as writeZip gives for the same files.
 */
export function* zipChunks(bundle: Bundle): Generator<Uint8Array> {
  const entries = [...bundle].sort(byName);
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const nameBytes = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(VERSION, 4);
    writeEntryFields(local, 6, entry.crc32, entry.size, nameBytes.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_HEADER, 0);
    central.writeUInt16LE(VERSION, 4);
    central.writeUInt16LE(VERSION, 6);
    writeEntryFields(central, 8, entry.crc32, entry.size, nameBytes.length);
    central.writeUInt32LE(offset, 42);
    yield local;
    yield nameBytes;
    let written = 0;
    for (const chunk of entry.chunks()) {
      written += chunk.length;
      yield chunk;
    }
    // The headers above promised this size: an entry whose bytes changed in between would make a broken zip.
    if (written !== entry.size) throw new Error(`zip: ${entry.name} gave ${written} bytes, not the ${entry.size} it was measured at`);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + entry.size;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield directory;
  yield end;
}

/**
 * The fields local and central headers share, in the same order: flags, method, time, date, CRC-32,
 * compressed size, size, name length. They start at offset 6 in a local header and 8 in a central one.
 */
function writeEntryFields(header: Buffer, at: number, crc: number, size: number, nameLength: number): void {
  header.writeUInt16LE(UTF8_NAMES, at);
  header.writeUInt16LE(STORED, at + 2);
  header.writeUInt16LE(0, at + 4);
  header.writeUInt16LE(DOS_DATE_1980_01_01, at + 6);
  header.writeUInt32LE(crc, at + 8);
  header.writeUInt32LE(size, at + 12);
  header.writeUInt32LE(size, at + 16);
  header.writeUInt16LE(nameLength, at + 20);
}

export type ZipResult = { ok: true; files: Map<string, Uint8Array> } | { ok: false; error: string };

export interface ReadZipOptions {
  /** Refuse a zip whose files add up to more than this, uncompressed. */
  maxTotalBytes?: number;
}

function tooLarge(maxTotalBytes: number): ZipResult {
  return { ok: false, error: `holds more than ${formatBytes(maxTotalBytes)} once uncompressed, more than a bundle may (nothing was imported)` };
}

function formatBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : `${bytes} bytes`;
}

export function readZip(bytes: Uint8Array, { maxTotalBytes = DEFAULT_MAX_TOTAL_BYTES }: ReadZipOptions = {}): ZipResult {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const endAt = findEndOfCentralDirectory(buf);
  if (endAt < 0) return { ok: false, error: 'is not a zip file (no end of central directory)' };
  const count = buf.readUInt16LE(endAt + 10);
  const directoryOffset = buf.readUInt32LE(endAt + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) return { ok: false, error: 'is a Zip64 archive, which bundles never are' };
  const entries = new Map<string, Uint8Array>();
  const declared = declaredTotal(buf, directoryOffset, count);
  if (declared > maxTotalBytes) return tooLarge(maxTotalBytes);
  let total = 0;
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL_HEADER) return { ok: false, error: `central directory entry ${i + 1} is damaged` };
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const crc = buf.readUInt32LE(at + 16);
    const compressedSize = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const skip = nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    const localAt = buf.readUInt32LE(at + 42);
    const name = buf.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    at += 46 + skip;
    if (name.endsWith('/')) continue;
    if (flags & 1) return { ok: false, error: `${name} is encrypted` };
    if (localAt + 30 > buf.length || buf.readUInt32LE(localAt) !== LOCAL_HEADER) return { ok: false, error: `${name}: local header is damaged` };
    const dataAt = localAt + 30 + buf.readUInt16LE(localAt + 26) + buf.readUInt16LE(localAt + 28);
    if (dataAt + compressedSize > buf.length) return { ok: false, error: `${name} is truncated` };
    const raw = buf.subarray(dataAt, dataAt + compressedSize);
    const budget = maxTotalBytes - total;
    if (size > budget) return tooLarge(maxTotalBytes);
    let data: Buffer;
    if (method === STORED) data = raw;
    else if (method === DEFLATED) {
      try {
        // One byte more than declared: an entry that inflates past its declared size fails the size check below.
        data = inflateRawSync(raw, { maxOutputLength: Math.min(size + 1, budget) || 1 });
      } catch (e) {
        if (e instanceof RangeError && size + 1 > budget) return tooLarge(maxTotalBytes);
        return { ok: false, error: `${name} does not inflate (${e instanceof Error ? e.message : String(e)})` };
      }
    } else return { ok: false, error: `${name} uses compression method ${method}; only stored and deflated entries are read` };
    if (data.length !== size || crc32(data) !== crc) return { ok: false, error: `${name} fails its CRC-32 check` };
    total += data.length;
    entries.set(name, new Uint8Array(data.buffer, data.byteOffset, data.length));
  }
  return stripCommonFolder(entries);
}

/** The sum of the uncompressed sizes the central directory declares (stops at a damaged entry: reading reports it). */
function declaredTotal(buf: Buffer, directoryOffset: number, count: number): number {
  let total = 0;
  let at = directoryOffset;
  for (let i = 0; i < count && at + 46 <= buf.length && buf.readUInt32LE(at) === CENTRAL_HEADER; i++) {
    total += buf.readUInt32LE(at + 24);
    at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return total;
}

/** The end record sits in the last 22 bytes plus a comment of up to 65,535 bytes. */
function findEndOfCentralDirectory(buf: Buffer): number {
  for (let at = buf.length - 22; at >= Math.max(0, buf.length - 22 - 0xffff); at--) {
    if (buf.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  return -1;
}

/** `alpha/cards.json`, `alpha/manifest.json` … → `cards.json`, `manifest.json` …; deeper nesting is an error. */
function stripCommonFolder(entries: Map<string, Uint8Array>): ZipResult {
  const names = [...entries.keys()];
  const folders = new Set(names.map((n) => (n.includes('/') ? n.slice(0, n.indexOf('/') + 1) : '')));
  const prefix = folders.size === 1 ? ([...folders][0] ?? '') : '';
  const files = new Map<string, Uint8Array>();
  for (const [name, data] of entries) {
    const short = name.slice(prefix.length);
    if (short.includes('/') || short.includes('\\') || short === '..') return { ok: false, error: `${name}: a bundle is a flat set of files, not nested folders` };
    files.set(short, data);
  }
  return { ok: true, files };
}
