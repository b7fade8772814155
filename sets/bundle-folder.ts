/** Bundles on disk: a folder of files (what `cardsmith export --out DIR` writes) or a .zip of one. */
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BundleFiles } from './bundle-files';
import { readZip, writeZip } from './bundle-zip';

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
    const zip = readZip(new Uint8Array(await readFile(path)));
    return zip.ok ? zip : { ok: false, error: `${path} ${zip.error}` };
  }
  const files = new Map<string, Uint8Array>();
  for (const entry of await readdir(path, { withFileTypes: true })) {
    if (entry.isFile()) files.set(entry.name, new Uint8Array(await readFile(join(path, entry.name))));
  }
  return { ok: true, files };
}

/** Writes every bundle file into `dir` (created if needed), replacing files of the same name. */
export async function writeBundleFolder(dir: string, files: BundleFiles): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [name, bytes] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) await writeFile(join(dir, name), bytes);
}

export async function writeBundleZip(path: string, files: BundleFiles): Promise<void> {
  await writeFile(path, writeZip(files));
}
