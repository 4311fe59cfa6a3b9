import { createHash, randomBytes } from 'node:crypto';

/** An opaque, URL-safe random token (256 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256 (a leaked table yields no usable token). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
