/** SHA-256 digests as hex. Node only (node:crypto). */
import { createHash } from 'node:crypto';

/** SHA-256 of bytes (strings are hashed as UTF-8), as 64 lowercase hex digits. */
export function sha256Hex(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}
