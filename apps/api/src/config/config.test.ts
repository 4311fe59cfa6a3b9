import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/dealerport-config-test' };

describe('configuration', () => {
  it('names every bad variable', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });

  it('several portal processes only on a PostgreSQL server', () => {
    expect(() => loadConfig({ ...base, PORTAL_PROCESSES: '2' })).toThrow(/PORTAL_PROCESSES: more than one process needs DATABASE_URL/);
    expect(loadConfig({ ...base, PORTAL_PROCESSES: '2', DATABASE_URL: 'postgres://u@localhost/db' }).PORTAL_PROCESSES).toBe(2);
    expect(loadConfig(base).PORTAL_PROCESSES).toBe(1);
    expect(() => loadConfig({ ...base, PORTAL_PROCESSES: '0' })).toThrow(/PORTAL_PROCESSES/);
  });

  it('the auth cache is 60 s unless set; 0 turns it off', () => {
    expect(loadConfig(base).AUTH_CACHE_SECONDS).toBe(60);
    expect(loadConfig({ ...base, AUTH_CACHE_SECONDS: '0' }).AUTH_CACHE_SECONDS).toBe(0);
    expect(() => loadConfig({ ...base, AUTH_CACHE_SECONDS: '-1' })).toThrow(/AUTH_CACHE_SECONDS/);
  });

  it('job loops must leave connections for requests', () => {
    expect(() =>
      loadConfig({ ...base, DATABASE_URL: 'postgres://u@localhost/db', JOBS_CONCURRENCY: '20', DATABASE_POOL_SIZE: '20' }),
    ).toThrow(/JOBS_CONCURRENCY/);
  });

  it('return addresses without PUBLIC_URL: the loopback origins of PORT, the Vite dev server only in development', () => {
    const loopback = (port: number) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
    const dev = loadConfig({ ...base, NODE_ENV: 'development', PORT: '3000' }).callbackOrigins;
    expect(dev).toEqual(expect.arrayContaining([...loopback(3000), ...loopback(5173)]));
    // Unset NODE_ENV is production (`npm start`); `npm run dev` sets development.
    const unset = loadConfig({ ...base, PORT: '3000' });
    expect(unset.NODE_ENV).toBe('production');
    for (const origin of loopback(5173)) expect(unset.callbackOrigins).not.toContain(origin);
    for (const NODE_ENV of ['production', 'test']) {
      const origins = loadConfig({ ...base, NODE_ENV, PORT: '3000' }).callbackOrigins;
      expect(origins, NODE_ENV).toEqual(expect.arrayContaining(loopback(3000)));
      for (const origin of loopback(5173)) expect(origins, `${NODE_ENV} ${origin}`).not.toContain(origin);
    }
    // With PUBLIC_URL, in any mode: its origin and CALLBACK_ORIGINS only.
    for (const NODE_ENV of ['development', 'production']) {
      expect(
        loadConfig({ ...base, NODE_ENV, PUBLIC_URL: 'https://portal.example.test/', CALLBACK_ORIGINS: 'https://shop.example.test' })
          .callbackOrigins,
      ).toEqual(['https://portal.example.test', 'https://shop.example.test']);
    }
  });

  it('SECRETS_KEY: 32 bytes as hex or base64; anything else is refused by name', () => {
    const raw = randomBytes(32);
    expect(loadConfig({ ...base, SECRETS_KEY: raw.toString('hex') }).secretsKey.equals(raw)).toBe(true);
    expect(loadConfig({ ...base, SECRETS_KEY: raw.toString('base64') }).secretsKey.equals(raw)).toBe(true);
    expect(() => loadConfig({ ...base, SECRETS_KEY: 'short' })).toThrow(/SECRETS_KEY: 32 bytes/);
    expect(() => loadConfig({ ...base, SECRETS_KEY: randomBytes(16).toString('hex') })).toThrow(/SECRETS_KEY/);
    expect(Object.keys(loadConfig({ ...base, SECRETS_KEY: raw.toString('hex') }))).not.toContain('SECRETS_KEY');
  });

  it('without SECRETS_KEY a key is generated once into DATA_DIR (mode 600) and read back after', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dealerport-secrets-'));
    try {
      const first = loadConfig({ ...base, DATA_DIR: dir }).secretsKey;
      expect(first).toHaveLength(32);
      const file = path.join(dir, 'secrets-key');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(loadConfig({ ...base, DATA_DIR: dir }).secretsKey.equals(first)).toBe(true);
      expect(readFileSync(file, 'utf8')).not.toBe('');
      writeFileSync(file, 'damaged');
      expect(() => loadConfig({ ...base, DATA_DIR: dir })).toThrow(/secrets-key does not hold a 32-byte key/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
