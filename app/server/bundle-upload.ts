/**
 * Limits of a bundle uploaded to the studio (sets.importBundle): the zip itself, as base64, and the
 * total size of the files inside it once uncompressed (CARDSMITH_BUNDLE_MAX_MIB, default 256 MiB; a
 * 10,000-card set's bundle is 57 MiB). A zip of a few hundred KB can inflate to gigabytes: the reader
 * stops as soon as the running total passes the cap.
 */
import { z } from 'zod';

/** 64 MiB of zip is far more than a 10,000-card set needs. */
export const MAX_BUNDLE_BASE64 = Math.ceil((64 * 1024 * 1024 * 4) / 3);

export const BundleUploadInput = z.object({
  zipBase64: z.string().max(MAX_BUNDLE_BASE64).regex(/^[A-Za-z0-9+/]*={0,2}$/, 'not base64'),
  unsigned: z.boolean().default(false),
});

export const DEFAULT_BUNDLE_MAX_MIB = 256;

/** The cap on a bundle's uncompressed size, in bytes. */
export function bundleMaxBytes(env: Record<string, string | undefined> = process.env): number {
  const mib = Number(env.CARDSMITH_BUNDLE_MAX_MIB);
  return (env.CARDSMITH_BUNDLE_MAX_MIB && Number.isInteger(mib) && mib >= 1 ? mib : DEFAULT_BUNDLE_MAX_MIB) * 1024 * 1024;
}
