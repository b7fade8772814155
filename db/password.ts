/**
 * Password hashing with scrypt (node:crypto; no native dependency). A stored hash describes itself,
 * `scrypt$<N>$<r>$<p>$<salt>$<key>` (base64url), so the cost can be raised later without breaking
 * existing accounts: verification reads the parameters from the hash, not from these constants.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** 2^15 × 8 × 128 bytes = 32 MiB of memory per hash: about 0.1 s here, slow for a guesser. */
const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;

export const MIN_PASSWORD_LENGTH = 8;

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt refuses when N × r × 128 exceeds maxmem (default 32 MiB); allow twice what the cost needs.
  const scryptOptions: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, scryptOptions, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `password` matches `stored`; false for a wrong password and for a hash it cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (!N || !r || !p || salt.length === 0 || expected.length === 0) return false;
  // Bounded so that a tampered row cannot make a sign-in allocate gigabytes.
  if (N > 2 ** 20 || r > 32 || p > 16) return false;
  const key = await derive(password, salt, { N, r, p });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A password for a generated account: 16 characters from 96 random bits (base64url). */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

/** A problem with a new password, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `a password needs at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > 1024) return 'a password has at most 1024 characters';
  return undefined;
}
