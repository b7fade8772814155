/**
 * How much text one `.smith` file may hold: 1 MiB of characters, some 80 times the largest file the
 * hosted games have (13 KB, a file of scenarios). A file is what a person writes, and every stage reads
 * a whole file at once: text that is not the language costs the parser an error per character, about
 * 1.3 s and 150 MB per megabyte, so a 30 MB file held `cardsmith validate` for 73 s and 4.4 GB before
 * this limit (a little more and it ran out of memory). Longer text is refused as a whole, at once, with
 * one diagnostic (L0007), wherever it comes from: the disk, the editor, the language server, a bundle.
 */
export const MAX_SOURCE_LENGTH = 1024 * 1024;

/**
 * A file on disk larger than this many bytes is not read at all (a file of gigabytes would not fit in
 * memory). UTF-8 spends at most 3 bytes on each character of a JavaScript string, so such a file is
 * certainly longer than MAX_SOURCE_LENGTH: nothing the parser would accept is refused here.
 */
export const MAX_SOURCE_BYTES = 3 * MAX_SOURCE_LENGTH;

/** `1.05 MB`: a size in megabytes (of 1,048,576), two decimals (a file just past the limit is not "1.0 MB"). */
function megabytes(size: number): string {
  return `${(size / MAX_SOURCE_LENGTH).toFixed(2)} MB`;
}

/** Why a text of `length` characters (or a file of `length` bytes) is not read: follows "it is" or "this file is". */
export function tooLongReason(length: number, unit: 'characters' | 'bytes'): string {
  return `${megabytes(length)} (${length.toLocaleString('en')} ${unit}), more than the 1 MB of text a .smith file may hold (split it into smaller files)`;
}
