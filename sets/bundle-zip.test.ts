import { describe, expect, it, onTestFinished } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, deflateRawSync, crc32 } from 'node:zlib';
import { DEFAULT_MAX_TOTAL_BYTES, readZip, writeZip, zipChunks, zipSize } from './bundle-zip';
import { bundleOfFiles, entryOfChunks } from './bundle-entries';
import { utf8 } from './bundle-files';

const files = new Map([
  ['manifest.json', utf8('{"a":1}\n')],
  ['cards.json', utf8('{"name":"Blast Bolt — ünïcode"}\n')],
  ['empty.txt', new Uint8Array()],
]);

/** A one-entry zip built by hand with a deflated entry inside a folder, as `zip -r` or Finder makes. */
function deflatedZip(name: string, data: Uint8Array): Uint8Array {
  return zipOfDeflated([{ name, packed: deflateRawSync(data), size: data.length, crc: crc32(data) }]);
}

/** A zip of deflated entries whose headers declare `size` and `crc`, true or not. */
function zipOfDeflated(entries: Array<{ name: string; packed: Uint8Array; size: number; crc: number }>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, packed, size, crc } of entries) {
    const nameBytes = Buffer.from(name);
    // Both headers hold method, CRC-32, sizes and name length in the same order: from offset 8 in a
    // local header, 10 in a central one.
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(8, at);
      header.writeUInt32LE(crc, at + 6);
      header.writeUInt32LE(packed.length, at + 10);
      header.writeUInt32LE(size, at + 14);
      header.writeUInt16LE(nameBytes.length, at + 18);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 8);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    fields(central, 10);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, Buffer.from(packed));
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, dir, end]));
}

/** `mib` MiB of zeros, deflated a MiB at a time (never holding the whole of it). */
function deflatedZeros(mib: number): Buffer {
  const zeros = Buffer.alloc(1024 * 1024);
  const parts: Buffer[] = [];
  for (let i = 0; i < mib; i++) parts.push(deflateRawSync(zeros, { level: 1, finishFlush: i === mib - 1 ? constants.Z_FINISH : constants.Z_FULL_FLUSH }));
  return Buffer.concat(parts);
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

  it('streams the same bytes writeZip gives, an entry produced in pieces as it is written, and announces its size', () => {
    // cards.json produced in three pieces, each time it is read: the zip holds their concatenation.
    const pieces = [utf8('{"name":'), utf8('"Blast Bolt'), utf8(' — ünïcode"}\n')];
    const streamed = [...bundleOfFiles(files).filter((e) => e.name !== 'cards.json'), entryOfChunks('cards.json', () => pieces)];
    const zip = Buffer.concat([...zipChunks(streamed)]);
    expect(new Uint8Array(zip)).toEqual(writeZip(files));
    expect(zipSize(streamed)).toBe(zip.length);
  });

  it('stops a stream whose entry gives other bytes than it was measured at, instead of writing a broken zip', () => {
    let calls = 0;
    const changing = entryOfChunks('cards.json', () => [utf8(calls++ === 0 ? 'short' : 'longer')]);
    expect(() => [...zipChunks([changing])]).toThrow('zip: cards.json gave 6 bytes, not the 5 it was measured at');
  });

  it.skipIf(!hasPython)('is a zip that another implementation extracts with the same contents', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-zip-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
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

  it('refuses a zip bomb by its declared sizes before inflating anything', () => {
    const bomb = deflatedZeros(600);
    expect(bomb.length).toBeLessThan(4 * 1024 * 1024);
    const zip = zipOfDeflated([{ name: 'cards.json', packed: bomb, size: 600 * 1024 * 1024, crc: 0 }]);
    const before = process.memoryUsage().rss;
    expect(readZip(zip)).toEqual({ ok: false, error: `holds more than ${DEFAULT_MAX_TOTAL_BYTES / 1024 / 1024} MiB once uncompressed, more than a bundle may (nothing was imported)` });
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('counts the total over every entry, and stops an entry that inflates past its declared size at the cap', () => {
    const mib = 1024 * 1024;
    const honest = new Uint8Array(600 * 1024).fill(7);
    const first = { name: 'a.json', packed: deflateRawSync(honest), size: honest.length, crc: crc32(honest) };
    // Two honest entries of 600 KiB: 1.2 MiB in all, past a 1 MiB cap although each fits.
    expect(readZip(zipOfDeflated([first, { ...first, name: 'b.json' }]), { maxTotalBytes: mib })).toEqual({ ok: false, error: expect.stringMatching(/more than 1 MiB once uncompressed/) });
    // The second entry claims exactly the budget left but holds 64 MiB: inflating stops at the cap.
    const liar = { name: 'b.json', packed: deflatedZeros(64), size: mib - honest.length, crc: 0 };
    const before = process.memoryUsage().rss;
    expect(readZip(zipOfDeflated([first, liar]), { maxTotalBytes: mib })).toEqual({ ok: false, error: expect.stringMatching(/more than 1 MiB once uncompressed/) });
    expect(process.memoryUsage().rss - before).toBeLessThan(32 * mib);
    // Within the cap, both read.
    expect(readZip(zipOfDeflated([first]), { maxTotalBytes: mib })).toEqual({ ok: true, files: new Map([['a.json', honest]]) });
  });
});
