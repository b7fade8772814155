/** Bundles on disk: a folder of files (what `cardsmith export --out DIR` writes) or a .zip of one. */
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { join } from 'node:path';
import type { Bundle } from './bundle-entries';
import { readZip, zipChunks } from './bundle-zip';

export type ReadBundleResult = { ok: true; files: Map<string, Uint8Array> } | { ok: false; error: string };

/** Reads the regular files of a bundle folder (not its subfolders), or the entries of a bundle zip. */
export async function readBundle(path: string): Promise<ReadBundleResult> {
  let info;
  try {
    info = await stat(path);
  } catch {
    return { ok: false, error: `${path}: no such file or folder` };
  }
  if (info.isFile()) {
    const zip = readZip(bytesOf(await readFile(path)));
    return zip.ok ? zip : { ok: false, error: `${path} ${zip.error}` };
  }
  const files = new Map<string, Uint8Array>();
  for (const entry of await readdir(path, { withFileTypes: true })) {
    if (entry.isFile()) files.set(entry.name, bytesOf(await readFile(join(path, entry.name))));
  }
  return { ok: true, files };
}

/** The Buffer's bytes as a plain Uint8Array view, not a copy (`new Uint8Array(buffer)` copies: 57 MiB for a big set). */
function bytesOf(buffer: Buffer): Uint8Array {
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length);
}

/** Writes every bundle file into `dir` (created if needed), replacing files of the same name, a block at a time. */
export async function writeBundleFolder(dir: string, bundle: Bundle): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const entry of bundle) await pipeline(Readable.from(entry.chunks()), createWriteStream(join(dir, entry.name)));
}

/** Writes the bundle as one zip file, a block at a time. */
export async function writeBundleZip(path: string, bundle: Bundle): Promise<void> {
  await pipeline(Readable.from(zipChunks(bundle)), createWriteStream(path));
}
