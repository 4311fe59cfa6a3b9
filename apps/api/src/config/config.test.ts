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
});
