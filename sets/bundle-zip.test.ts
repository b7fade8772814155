import { describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync, crc32 } from 'node:zlib';
import { readZip, writeZip } from './bundle-zip';
import { utf8 } from './bundle-files';

const files = new Map([
  ['manifest.json', utf8('{"a":1}\n')],
  ['cards.json', utf8('{"name":"Blast Bolt — ünïcode"}\n')],
  ['empty.txt', new Uint8Array()],
]);

/** A one-entry zip built by hand with a deflated entry inside a folder, as `zip -r` or Finder makes. */
function deflatedZip(name: string, data: Uint8Array): Uint8Array {
  const packed = deflateRawSync(data);
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const localPart = Buffer.concat([local, nameBytes, packed]);
  const dir = Buffer.concat([central, nameBytes]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(localPart.length, 16);
  return new Uint8Array(Buffer.concat([localPart, dir, end]));
}

// Another zip implementation to read ours: Python's zipfile checks every CRC and header. Machines without
// python3 (a minimal CI image) report this test as skipped rather than passing it.
const hasPython = spawnSync('python3', ['--version']).status === 0;

describe('bundle zip', () => {
  it('round-trips files and writes the same bytes whatever the insertion order', () => {
    const zip = writeZip(files);
    const back = readZip(zip);
    expect(back).toEqual({ ok: true, files });
    expect(writeZip(new Map([...files].reverse()))).toEqual(zip);
  });

  it.skipIf(!hasPython)('is a zip that another implementation extracts with the same contents', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-zip-'));
    writeFileSync(join(dir, 'b.zip'), writeZip(files));
    const listing = execFileSync('python3', ['-c', 'import zipfile,sys; z=zipfile.ZipFile(sys.argv[1]); print(z.testzip()); z.extractall(sys.argv[2])', join(dir, 'b.zip'), join(dir, 'out')]).toString();
    expect(listing.trim()).toBe('None');
    for (const [name, data] of files) expect(new Uint8Array(readFileSync(join(dir, 'out', name)))).toEqual(data);
  });

  it('reads deflated entries inside one top-level folder', () => {
    const data = utf8('{"cards":[]}\n'.repeat(50));
    expect(readZip(deflatedZip('alpha/cards.json', data))).toEqual({ ok: true, files: new Map([['cards.json', data]]) });
  });

  it('reports damage instead of guessing', () => {
    expect(readZip(utf8('hello'))).toEqual({ ok: false, error: expect.stringMatching(/not a zip/) });
    const zip = writeZip(files);
    const corrupt = new Uint8Array(zip);
    corrupt[40] = (corrupt[40] ?? 0) ^ 0xff; // inside the first entry's data
    expect(readZip(corrupt)).toEqual({ ok: false, error: expect.stringMatching(/CRC-32/) });
    expect(readZip(deflatedZip('a/b/cards.json', utf8('x')))).toEqual({ ok: false, error: expect.stringMatching(/flat set of files/) });
  });
});
