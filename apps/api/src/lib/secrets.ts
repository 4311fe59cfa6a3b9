import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (design.md §4b, ADR 0036): AES-256-GCM under SECRETS_KEY. A sealed value is one
 * string, a versioned envelope:
 *
 *   v1:<iv>:<tag>:<ciphertext>        (each part base64url; iv 12 bytes, tag 16 bytes)
 *
 * The version names the key generation that sealed it, so a later rotation can keep opening `v1` with
 * the old key while sealing `v2` with the new one (SecretBox takes older keys for that). Each value is
 * bound to where it is stored (`context`, the GCM additional data, e.g. "settings:logo-rest:clientSecret"):
 * a ciphertext copied into another field or row does not open.
 */

/** Raw AES-256 key length. */
export const SECRET_KEY_BYTES = 32;

const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = /^v([1-9]\d{0,5})$/;

/** A sealed value cannot be opened: tampered, sealed under another key, or not an envelope at all. */
export class SecretError extends Error {
  constructor(
    readonly reason: 'malformed' | 'unknown-version' | 'wrong-key-or-tampered',
    message: string,
  ) {
    super(message);
    this.name = 'SecretError';
  }
}

/**
 * Parses a key given as 64 hex characters or base64/base64url of 32 bytes; null for anything else
 * (config.ts reports it).
 */
export function parseSecretKey(value: string): Buffer | null {
  const v = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(v)) return Buffer.from(v, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(v)) {
    const key = Buffer.from(v.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (key.length === SECRET_KEY_BYTES) return key;
  }
  return null;
}

/** A fresh key, base64url (what config.ts writes into DATA_DIR when SECRETS_KEY is unset). */
export function generateSecretKey(): string {
  return randomBytes(SECRET_KEY_BYTES).toString('base64url');
}

export interface SecretBox {
  /** Encrypts `plain` for the place `context` names. */
  seal(plain: string, context: string): string;
  /** Decrypts a sealed value stored at `context`; throws SecretError when it cannot. */
  open(sealed: string, context: string): string;
}

/**
 * A box sealing with `key` as version `version` (default 1). `older` holds the keys of earlier versions,
 * which are only ever opened (a rotation: seal with the new key, keep opening the old values until they
 * are rewritten).
 */
export function createSecretBox(key: Buffer, opts: { version?: number; older?: ReadonlyMap<number, Buffer> } = {}): SecretBox {
  const version = opts.version ?? 1;
  const keys = new Map<number, Buffer>(opts.older ?? []);
  keys.set(version, key);
  for (const [v, k] of keys) {
    if (k.length !== SECRET_KEY_BYTES) throw new Error(`secret key v${v} must be ${SECRET_KEY_BYTES} bytes, got ${k.length}`);
  }
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [`v${version}`, iv, cipher.getAuthTag(), ciphertext]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join(':');
    },
    open(sealed, context) {
      const parts = sealed.split(':');
      if (parts.length !== 4) throw new SecretError('malformed', 'not a sealed secret (expected v<n>:<iv>:<tag>:<ciphertext>)');
      const [tagged, ivText, tagText, bodyText] = parts as [string, string, string, string];
      const match = VERSION.exec(tagged);
      if (!match) throw new SecretError('malformed', `not a sealed secret (unknown envelope "${tagged.slice(0, 8)}")`);
      const versionKey = keys.get(Number(match[1]));
      if (!versionKey) throw new SecretError('unknown-version', `no key for secrets sealed as ${tagged}`);
      const iv = Buffer.from(ivText, 'base64url');
      const tag = Buffer.from(tagText, 'base64url');
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretError('malformed', 'not a sealed secret (bad iv or tag)');
      try {
        const decipher = createDecipheriv('aes-256-gcm', versionKey, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(Buffer.from(bodyText, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretError(
          'wrong-key-or-tampered',
          'the secret cannot be decrypted: SECRETS_KEY is not the key it was sealed with, or the stored value was changed',
        );
      }
    },
  };
}
