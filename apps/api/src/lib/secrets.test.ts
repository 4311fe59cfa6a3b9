import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, generateSecretKey, parseSecretKey, SecretError } from './secrets';

const key = randomBytes(32);
const box = createSecretBox(key);
const AT = 'settings:logo-rest:clientSecret';

function reason(run: () => unknown): string | undefined {
  try {
    run();
  } catch (err) {
    if (err instanceof SecretError) return err.reason;
    throw err;
  }
  return undefined;
}

describe('secret box (AES-256-GCM, v1 envelope)', () => {
  it('round-trips any text, with a fresh iv per seal', () => {
    for (const plain of ['', 's3cret!', 'ğüşıöç ÄÖÜß', 'x'.repeat(10_000)]) {
      const sealed = box.seal(plain, AT);
      expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]*$/);
      expect(sealed).not.toContain(plain || '\u0000');
      expect(box.open(sealed, AT)).toBe(plain);
    }
    expect(box.seal('same', AT)).not.toBe(box.seal('same', AT));
  });

  it('detects any change to the ciphertext, the tag or the iv', () => {
    const sealed = box.seal('the ERP secret', AT);
    const [v, iv, tag, body] = sealed.split(':') as [string, string, string, string];
    const flip = (s: string) => {
      const b = Buffer.from(s, 'base64url');
      b[0] = (b[0] ?? 0) ^ 1;
      return b.toString('base64url');
    };
    expect(reason(() => box.open([v, iv, tag, flip(body)].join(':'), AT))).toBe('wrong-key-or-tampered');
    expect(reason(() => box.open([v, iv, flip(tag), body].join(':'), AT))).toBe('wrong-key-or-tampered');
    expect(reason(() => box.open([v, flip(iv), tag, body].join(':'), AT))).toBe('wrong-key-or-tampered');
  });

  it('does not open a value moved to another place (the context is authenticated)', () => {
    const sealed = box.seal('the ERP secret', AT);
    expect(reason(() => box.open(sealed, 'settings:ftp:password'))).toBe('wrong-key-or-tampered');
  });

  it('fails clearly under the wrong key', () => {
    const sealed = box.seal('the ERP secret', AT);
    const other = createSecretBox(randomBytes(32));
    expect(() => other.open(sealed, AT)).toThrow(/SECRETS_KEY is not the key it was sealed with/);
  });

  it('refuses what is not an envelope, and versions it has no key for', () => {
    expect(reason(() => box.open('plain text', AT))).toBe('malformed');
    expect(reason(() => box.open('x1:a:b:c', AT))).toBe('malformed');
    expect(reason(() => box.open('v1:short:tag:body', AT))).toBe('malformed');
    const sealed = box.seal('a', AT);
    expect(reason(() => box.open(sealed.replace(/^v1/, 'v2'), AT))).toBe('unknown-version');
  });

  it('rotates: a v2 box seals with the new key and still opens v1 values with the older one', () => {
    const old = box.seal('kept from before', AT);
    const rotated = createSecretBox(randomBytes(32), { version: 2, older: new Map([[1, key]]) });
    expect(rotated.open(old, AT)).toBe('kept from before');
    const fresh = rotated.seal('new', AT);
    expect(fresh.startsWith('v2:')).toBe(true);
    expect(reason(() => box.open(fresh, AT))).toBe('unknown-version');
  });

  it('parses keys as 64 hex characters or base64(url) of 32 bytes, nothing else', () => {
    const raw = randomBytes(32);
    expect(parseSecretKey(raw.toString('hex'))?.equals(raw)).toBe(true);
    expect(parseSecretKey(raw.toString('base64'))?.equals(raw)).toBe(true);
    expect(parseSecretKey(raw.toString('base64url'))?.equals(raw)).toBe(true);
    expect(parseSecretKey(generateSecretKey())).toHaveLength(32);
    expect(parseSecretKey('too-short')).toBeNull();
    expect(parseSecretKey(randomBytes(16).toString('hex'))).toBeNull();
    expect(parseSecretKey(randomBytes(48).toString('base64'))).toBeNull();
    expect(() => createSecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});
