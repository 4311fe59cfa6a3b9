import { connect, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { createOutboundGuard, OutboundRefusedError, parseAllowList } from './outbound';
import { sameDestination, secretToKeep, secretToUse, urlDestination } from './secret-destination';

describe('the outbound guard (ADR 0061)', () => {
  const guard = createOutboundGuard();

  it('refuses loopback, link-local, unspecified, multicast, reserved and metadata addresses, IPv4 carried in IPv6 included', () => {
    const cases: Array<[string, string | null]> = [
      ['127.0.0.1', 'loopback'],
      ['127.8.9.10', 'loopback'],
      ['::1', 'loopback'],
      ['::ffff:127.0.0.1', 'loopback'],
      ['::ffff:7f00:1', 'loopback'],
      ['64:ff9b::a9fe:a9fe', 'link-local'],
      ['169.254.169.254', 'link-local'],
      ['fe80::1', 'link-local'],
      ['0.0.0.0', 'unspecified'],
      ['::', 'unspecified'],
      ['224.0.0.251', 'multicast'],
      ['ff02::1', 'multicast'],
      ['255.255.255.255', 'reserved'],
      ['fd00:ec2::254', 'metadata'],
      ['100.100.100.200', 'metadata'],
      // Private ranges and public addresses are reachable: an ERP on the LAN is the normal case.
      ['10.0.0.5', null],
      ['192.168.1.20', null],
      ['172.16.0.1', null],
      ['fd12:3456::1', null],
      ['8.8.8.8', null],
      ['2001:db8::1', null],
    ];
    expect(cases.map(([a]) => [a, guard.refusalOf(a)])).toEqual(cases);
  });

  it('OUTBOUND_ALLOW opens addresses and ranges; the configuration refuses what it cannot read', () => {
    const allowing = createOutboundGuard(parseAllowList('127.0.0.1, ::1,169.254.0.0/16'));
    expect(allowing.refusalOf('127.0.0.1')).toBeNull();
    expect(allowing.refusalOf('::ffff:127.0.0.1')).toBeNull();
    expect(allowing.refusalOf('::1')).toBeNull();
    expect(allowing.refusalOf('169.254.169.254')).toBeNull();
    expect(allowing.refusalOf('127.0.0.2')).toBe('loopback');
    expect(() => parseAllowList('localhost')).toThrow(/not an IP address/);
    expect(() => parseAllowList('10.0.0.0/40')).toThrow(/prefix/);
    const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/dealerport-test-unused', SECRETS_KEY: 'ab'.repeat(32) };
    expect(loadConfig({ ...base, OUTBOUND_ALLOW: '127.0.0.1,10.0.0.0/8,::1' }).OUTBOUND_ALLOW).toBe('127.0.0.1,10.0.0.0/8,::1');
    expect(() => loadConfig({ ...base, OUTBOUND_ALLOW: 'localhost' })).toThrow(/OUTBOUND_ALLOW/);
  });

  it('resolves names itself and hands a connection only the addresses it checked', async () => {
    await expect(guard.resolve('localhost')).rejects.toBeInstanceOf(OutboundRefusedError);
    await expect(guard.resolve('[::1]')).rejects.toMatchObject({ reason: 'loopback', address: '::1' });
    expect(await guard.resolve('10.1.2.3')).toEqual([{ address: '10.1.2.3', family: 4 }]);
    // A socket opened with the guard's lookup never reaches a loopback server behind a name.
    const server = createServer((s) => s.end());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    let accepted = 0;
    server.on('connection', () => accepted++);
    const error = await new Promise<Error>((resolve) => {
      const socket = connect({ host: 'localhost', port, lookup: guard.lookup });
      socket.on('error', resolve);
      socket.on('connect', () => resolve(new Error('connected')));
    });
    expect(error).toBeInstanceOf(OutboundRefusedError);
    expect(accepted).toBe(0);
    await expect(guard.fetch(`http://localhost:${port}/`, { method: 'GET' })).rejects.toMatchObject({
      cause: expect.any(OutboundRefusedError),
    });
    await expect(guard.fetch(`http://127.0.0.1:${port}/`, { method: 'GET' })).rejects.toBeInstanceOf(OutboundRefusedError);
    expect(accepted).toBe(0);
    await new Promise<void>((r) => server.close(() => r()));
  });
});

describe('a stored secret follows only its destination', () => {
  const base = {
    field: 'password',
    given: null,
    clear: false,
    stored: 'sealed',
    storedFor: { host: 'ftp.example.test', port: 21, user: 'a' },
  };

  it('uses or keeps the stored secret for the same destination (host names without case or trailing dot)', () => {
    const same = { ...base, destination: { host: 'FTP.Example.test.', port: 21, user: 'a' } };
    expect(secretToUse(same, (s) => `opened ${s}`)).toBe('opened sealed');
    expect(secretToKeep(same, (p) => `sealed ${p}`)).toBe('sealed');
  });

  it('refuses it for another host, port or user; a typed or cleared secret needs no stored one', () => {
    for (const destination of [
      { host: 'evil.example.test', port: 21, user: 'a' },
      { host: 'ftp.example.test', port: 2121, user: 'a' },
      { host: 'ftp.example.test', port: 21, user: 'b' },
    ]) {
      expect(() => secretToUse({ ...base, destination }, (s) => s)).toThrow(
        expect.objectContaining({ code: 'SECRET_NOT_FOR_DESTINATION' }),
      );
      expect(() => secretToKeep({ ...base, destination }, (s) => s)).toThrow(
        expect.objectContaining({ code: 'SECRET_NOT_FOR_DESTINATION' }),
      );
      expect(secretToUse({ ...base, destination, given: 'typed' }, (s) => s)).toBe('typed');
      expect(secretToUse({ ...base, destination, clear: true }, (s) => s)).toBeNull();
      expect(secretToKeep({ ...base, destination, given: 'typed' }, (p) => `sealed ${p}`)).toBe('sealed typed');
    }
  });

  it('compares URLs by scheme, host, port, path, query and user', () => {
    expect(sameDestination(urlDestination('https://erp.example.test/api'), urlDestination('https://ERP.example.test:443/api'))).toBe(true);
    expect(sameDestination(urlDestination('https://erp.example.test/api'), urlDestination('http://erp.example.test/api'))).toBe(false);
    expect(sameDestination(urlDestination('https://erp.example.test/api'), urlDestination('https://erp.example.test/api2'))).toBe(false);
    expect(sameDestination(urlDestination('https://erp.example.test/api'), urlDestination('https://erp.example.test.evil.test/api'))).toBe(
      false,
    );
  });
});
